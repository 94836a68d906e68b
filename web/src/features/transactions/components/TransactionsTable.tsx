/**
 * One page of a company's transactions on the shared list kit (what each changed, when), sorted
 * by the server from its headers; the ones that arrived live are marked "new".
 */
import { Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { DataTable, type ColumnDef, type SortKey } from '../../../kit/tables/index.js';
import type { ListFailureInfo } from '../../../kit/tables/ListBody.js';
import type { TransactionRow } from '../../monitor/index.js';
import { RelativeTime } from '../../../kit/ui/RelativeTime.js';
import { changeSummary, perResourceSummary } from '../../../kit/ui/changeCounts.js';

export interface TransactionsTableProps {
  rows: readonly TransactionRow[];
  fresh: readonly string[];
  loading: boolean;
  sort: SortKey[];
  onSortChange: (sort: SortKey[]) => void;
  onOpen: (row: TransactionRow) => void;
  emptyText: string;
  failure?: ListFailureInfo | null;
}

export function TransactionsTable({
  rows,
  fresh,
  loading,
  sort,
  onSortChange,
  onOpen,
  emptyText,
  failure,
}: TransactionsTableProps) {
  const columns = useMemo<ColumnDef[]>(() => {
    const t = (r: unknown) => r as TransactionRow;
    // Six columns of the kit's default width fit the data area beside the side panel.
    return [
      {
        path: 'id',
        label: '#',
        // Plain text unless a tag goes with it, so the number lines up with the other text cells.
        render: (r) =>
          t(r).status === 'committed' && !fresh.includes(t(r).uuid) ? (
            `#${t(r).id}`
          ) : (
            <span className="console-cell-text">
              #{t(r).id}{' '}
              {t(r).status !== 'committed' && (
                <Tag minimal intent="danger">
                  {t(r).status}
                </Tag>
              )}{' '}
              {fresh.includes(t(r).uuid) && (
                <Tag minimal intent="success">
                  new
                </Tag>
              )}
            </span>
          ),
      },
      { path: 'kind', label: 'Kind' },
      { path: 'resource', label: 'Resource' },
      {
        path: 'counts',
        label: 'Changes',
        sortable: false,
        render: (r) => perResourceSummary(t(r)) ?? changeSummary(t(r).counts),
      },
      { path: 'finished_at', label: 'Committed', render: (r) => <RelativeTime value={t(r).finished_at} /> },
      {
        path: 'task_uuid',
        label: 'Task',
        sortable: false,
        render: (r) => (t(r).task_uuid ? t(r).task_uuid!.slice(0, 8) : ''),
      },
    ];
  }, [fresh]);
  return (
    <DataTable
      tableId="company-transactions"
      columns={columns}
      rows={rows as unknown as Record<string, unknown>[]}
      loading={loading}
      sort={sort}
      onSortChange={onSortChange}
      onRowClick={(r) => onOpen(r as unknown as TransactionRow)}
      emptyText={emptyText}
      failure={failure}
    />
  );
}
