/** The running task (progress, cancel while queued) and its result with a link to the transaction. */
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Classes, HTMLTable, ProgressBar } from '@blueprintjs/core';
import type { TaskUpdate } from '@console/machines';
import { AppLink } from '../../../ui/AppLink.js';
import { TRANSACTION } from '../graphql/operations.js';
import { show } from './ReviewTable.js';

const n = (x: number) => x.toLocaleString('en-GB');

export function ProgressStep({ task, cancelling, onCancel }: { task: TaskUpdate | null; cancelling: boolean; onCancel: () => void }) {
  const { done, total } = task?.progress ?? { done: 0, total: 0 };
  const ratio = total > 0 ? done / total : undefined;
  return (
    <section aria-label="Progress">
      <p role="status" aria-label="Task status">
        {task?.status === 'queued' ? 'Queued: waiting to run.' : `Running: ${n(done)} of ${total ? n(total) : '…'} (${ratio === undefined ? 0 : Math.floor(ratio * 100)}%).`}
      </p>
      <ProgressBar value={ratio} intent="primary" stripes={task?.status !== 'running' || ratio === undefined} aria-label="Task progress" />
      <p className={Classes.TEXT_MUTED}>Task {task?.uuid}. You may leave this page: the task goes on, and the task monitor follows it.</p>
      {task?.status === 'queued' && <Button text="Cancel the task" intent="danger" size="small" loading={cancelling} onClick={onCancel} />}
    </section>
  );
}

/** Where a transaction is shown: under the company when one is involved (§2). */
export const transactionHref = (uuid: string, companyCode: string | null | undefined): string =>
  companyCode ? `/admin/companies/${companyCode}/products/transactions/${uuid}` : `/admin/transactions/details/${uuid}`;

export function ResultStep({ task, companyCode, onRestart }: { task: TaskUpdate; companyCode?: string | null; onRestart: () => void }) {
  const uuid = task.transaction_uuid;
  const { data } = useQuery(TRANSACTION, { variables: { uuid: uuid ?? '' }, skip: !uuid });
  const tx = data?.transaction;
  const code = tx?.company?.digit_code ?? companyCode ?? (task as { company_digit_code?: string | null }).company_digit_code ?? null;
  return (
    <section aria-label="Result">
      <Callout intent="success" title="Applied" role="status" aria-label="Result summary">
        {tx ? `${n(tx.counts.insert)} inserted, ${n(tx.counts.update)} updated, ${n(tx.counts.delete)} deleted in ${tx.resource}.` : `The task finished (${n(task.progress.done)} of ${n(task.progress.total)}).`}
        {uuid && (
          <p>
            <AppLink href={transactionHref(uuid, code)}>Open the transaction {uuid}</AppLink>
          </p>
        )}
      </Callout>
      {tx && tx.changes.rows.length > 0 && (
        <HTMLTable compact striped aria-label="Changes of the transaction" className="console-table console-gap">
          <thead>
            <tr><th>Record</th><th>Operation</th><th>Changes</th></tr>
          </thead>
          <tbody>
            {tx.changes.rows.map((c) => (
              <tr key={`${c.stream_id}-${c.operation}`}>
                <td><code>{c.stream_id}</code></td>
                <td>{c.operation}</td>
                <td className="console-cell-wrap">{c.changes.slice(0, 4).map((f) => `${f.field}: ${show(f.before)} → ${show(f.after)}`).join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {tx && <p className={Classes.TEXT_MUTED}>{n(tx.changes.navigation.total_items)} change(s) in all; the transaction lists every one.</p>}
      <div className="console-wizard-actions">
        <Button text="Start another upload" intent="primary" size="small" onClick={onRestart} />
      </div>
    </section>
  );
}
