/** A committed transaction of company 1001 for the transactions tests; `fields` override any part. */
import type { TransactionRow } from '../monitor/index.js';

export const transactionRow = (id: number, fields: Partial<TransactionRow> = {}): TransactionRow => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  kind: 'bulk_apply',
  resource: 'keywords',
  user_uuid: null,
  company: { digit_code: '1001', name: 'Northwind Foods' },
  counts: { insert: 1, update: 0, delete: 0 },
  counts_by_resource: [{ resource: 'keywords', counts: { insert: 1, update: 0, delete: 0 } }],
  status: 'committed',
  started_at: '2024-01-01T00:00:00.000Z',
  finished_at: '2024-01-01T00:00:01.000Z',
  task_uuid: null,
  ...fields,
});
