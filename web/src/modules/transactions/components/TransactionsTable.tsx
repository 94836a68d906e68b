/** A company's transactions on the shared list kit; the ones that arrived live are marked "new". */
import { Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { DataTable, type ColumnDef } from '../../../ui/table/index.js';
import type { TransactionRow } from '../../live/index.js';
import { formatTime } from '../../tasks/format.js';

export interface TransactionsTableProps {
  rows: readonly TransactionRow[];
  fresh: readonly string[];
  loading: boolean;
  onOpen: (row: TransactionRow) => void;
}

export function TransactionsTable({ rows, fresh, loading, onOpen }: TransactionsTableProps) {
  const columns = useMemo<ColumnDef[]>(() => {
    const t = (r: unknown) => r as TransactionRow;
    return [
      { path: 'id', label: '#', sortable: false, render: (r) => (fresh.includes(t(r).uuid) ? <>#{t(r).id} <Tag minimal intent="success">new</Tag></> : `#${t(r).id}`) },
      { path: 'kind', label: 'Kind', sortable: false },
      { path: 'resource', label: 'Resource', sortable: false },
      { path: 'status', label: 'Status', sortable: false },
      { path: 'counts.insert', label: 'Inserted', sortable: false },
      { path: 'counts.update', label: 'Updated', sortable: false },
      { path: 'counts.delete', label: 'Deleted', sortable: false },
      { path: 'finished_at', label: 'Committed', sortable: false, render: (r) => formatTime(t(r).finished_at) },
      { path: 'task_uuid', label: 'Task', sortable: false, render: (r) => (t(r).task_uuid ? t(r).task_uuid!.slice(0, 8) : '') },
    ];
  }, [fresh]);
  return (
    <DataTable
      tableId="company-transactions"
      columns={columns}
      rows={rows as unknown as Record<string, unknown>[]}
      loading={loading}
      sort={[]}
      onSortChange={() => undefined}
      onRowClick={(r) => onOpen(r as unknown as TransactionRow)}
      emptyText="No transaction has been committed for this company yet."
    />
  );
}
