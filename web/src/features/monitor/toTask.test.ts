import { describe, expect, it } from 'vitest';
import type { TaskRow } from './graphql/operations.js';
import { toTask } from './toTask.js';

const row: TaskRow = {
  id: 4,
  uuid: '00000000-0000-4000-8000-000000000004',
  version: 3,
  task_name: 'Bulk upsert: keywords',
  kind: 'bulk.apply',
  status: 'running',
  progress: { done: 5, total: 10 },
  user_uuid: null,
  company: { digit_code: '1001', name: null },
  company_name: 'Northwind Foods',
  started_at: '2024-05-01T10:00:00.000Z',
  finished_at: null,
  result: null,
  error: null,
  transaction_uuid: null,
  created_at: '2024-05-01T09:59:00.000Z',
  updated_at: '2024-05-01T10:00:00.000Z',
};

describe('toTask', () => {
  it('keeps the record version (what orders snapshots) and names the company from the batched lookup', () => {
    const task = toTask(row);
    expect(task.version).toBe(3);
    expect(task.company).toEqual({ digit_code: '1001', name: 'Northwind Foods' });
  });
});
