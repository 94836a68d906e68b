/**
 * The running task (progress, cancel while queued), its result with a link to the transaction, a
 * preview applied before (another tab), and a cancelled task.
 */
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Classes, HTMLTable, ProgressBar, Tag } from '@blueprintjs/core';
import type { TaskUpdate, WizardFailure } from '@console/machines';
import { formatDateTime } from '../format/index.js';
import { AppLink } from '../ui/AppLink.js';
import { transactionSummary } from '../ui/changeCounts.js';
import { WizardTransactionDocument as TRANSACTION } from '../graphql/generated/graphql.js';
import { OUTCOME_ICON, OUTCOME_INTENT, show } from './ReviewTable.js';
import { formatCount } from '../format/index.js';

export interface ProgressStepProps {
  task: TaskUpdate | null;
  cancelling: boolean;
  /** A cancel the platform refused (the task started meanwhile). */
  failure?: WizardFailure | null;
  onCancel: () => void;
}

export function ProgressStep({ task, cancelling, failure, onCancel }: ProgressStepProps) {
  const { done, total } = task?.progress ?? { done: 0, total: 0 };
  const queued = task?.status === 'queued';
  const ratio = !queued && total > 0 ? done / total : undefined;
  const percent = ratio === undefined ? 0 : Math.floor(ratio * 100);
  return (
    <section aria-label="Progress">
      <p role="status" aria-label="Task status">
        {queued
          ? 'Queued: waiting to run.'
          : `Running: ${formatCount(done)} of ${total ? formatCount(total) : '…'} (${percent}%).`}
      </p>
      <ProgressBar
        value={ratio}
        intent="primary"
        stripes={queued || ratio === undefined}
        animate={!queued}
        aria-label="Task progress"
      />
      <p className={`${Classes.TEXT_MUTED} console-gap`}>
        {queued ? 'Tasks run one at a time: this one starts when the tasks before it end. ' : ''}
        You may leave this page: the task goes on, and{' '}
        {task ? (
          <AppLink href={`/admin/tasks/details/${task.uuid}`}>the task monitor follows it</AppLink>
        ) : (
          'the task monitor follows it'
        )}
        .
      </p>
      {failure && (
        <Callout intent="warning" role="alert" title="The task could not be cancelled">
          {failure.detail ?? failure.message}
        </Callout>
      )}
      {queued && (
        <div className="console-wizard-actions">
          <Button
            text="Cancel the task"
            icon="disable"
            intent="danger"
            size="small"
            loading={cancelling}
            onClick={onCancel}
          />
        </div>
      )}
    </section>
  );
}

export interface CancelledStepProps {
  /** What was not done ("written", "removed"). */
  nothing: string;
  retryText: string;
  onRetry: () => void;
  onBack?: () => void;
  onRestart?: () => void;
}

/** A task cancelled before it ran: nothing happened; the same input can be previewed again. */
export function CancelledStep({ nothing, retryText, onRetry, onBack, onRestart }: CancelledStepProps) {
  return (
    <Callout intent="none" icon="disable" title="Cancelled" role="alert">
      <p>The task was cancelled before it ran: nothing was {nothing}.</p>
      <div className="console-wizard-actions">
        {onBack && <Button text="Back" icon="arrow-left" size="small" onClick={onBack} />}
        <Button text={retryText} icon="refresh" intent="primary" size="small" onClick={onRetry} />
        {onRestart && <Button text="Start again" size="small" onClick={onRestart} />}
      </div>
    </Callout>
  );
}

/** Where a transaction is shown: under the company when one is involved (§2). */
export const transactionHref = (uuid: string, companyCode: string | null | undefined): string =>
  companyCode ? `/admin/companies/${companyCode}/products/transactions/${uuid}` : `/admin/transactions/details/${uuid}`;

export interface ResultStepProps {
  task: TaskUpdate;
  companyCode?: string | null;
  restartText?: string;
  onRestart: () => void;
}

export function ResultStep({ task, companyCode, restartText = 'Start another upload', onRestart }: ResultStepProps) {
  const uuid = task.transaction_uuid;
  const { data } = useQuery(TRANSACTION, { variables: { uuid: uuid ?? '' }, skip: !uuid });
  const tx = data?.transaction;
  const code = tx?.company?.digit_code ?? task.company?.digit_code ?? companyCode ?? null;
  // The counts the task's end message carried (the same message that filled the bar); the query only lists the changes.
  const done = task.transaction ?? tx;
  const { done: finished, total } = task.progress;
  return (
    <section aria-label="Result">
      {/* The bar of the end message, the same message whose counts follow: done = total on success. */}
      <p
        className={Classes.TEXT_MUTED}
        role="status"
        aria-label="Task status"
      >{`Done: ${formatCount(finished)} of ${formatCount(total)}.`}</p>
      <ProgressBar
        value={total > 0 ? Math.min(1, finished / total) : 1}
        intent="success"
        stripes={false}
        animate={false}
        aria-label="Task progress"
        className="console-gap"
      />
      <Callout intent="success" title="Applied" role="status" aria-label="Result summary">
        {done
          ? `${transactionSummary(done)}.`
          : `The task finished (${formatCount(task.progress.done)} of ${formatCount(task.progress.total)}).`}
        {uuid && (
          <p className="console-result-link">
            <AppLink href={transactionHref(uuid, code)}>Open the transaction {uuid}</AppLink>
          </p>
        )}
      </Callout>
      {tx && tx.changes.rows.length > 0 && (
        <HTMLTable compact striped aria-label="Changes of the transaction" className="console-table console-gap">
          <thead>
            <tr>
              <th>Record</th>
              <th>Operation</th>
              <th>Changes</th>
            </tr>
          </thead>
          <tbody>
            {tx.changes.rows.map((c) => (
              <tr key={`${c.stream_id}-${c.operation}`}>
                <td>
                  <code>{c.stream_id}</code>
                </td>
                <td>
                  {c.operation in OUTCOME_INTENT ? (
                    <Tag
                      minimal
                      intent={OUTCOME_INTENT[c.operation as keyof typeof OUTCOME_INTENT]}
                      icon={OUTCOME_ICON[c.operation as keyof typeof OUTCOME_ICON]}
                    >
                      {c.operation}
                    </Tag>
                  ) : (
                    c.operation
                  )}
                </td>
                <td className="console-cell-wrap">
                  {c.changes
                    .slice(0, 4)
                    .map((f) => `${f.field}: ${show(f.before)} → ${show(f.after)}`)
                    .join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {tx && (
        <p className={Classes.TEXT_MUTED}>
          {formatCount(tx.changes.navigation.total_items)} change(s) in all; the transaction lists every one.
        </p>
      )}
      <div className="console-wizard-actions">
        <Button text={restartText} intent="primary" size="small" onClick={onRestart} />
      </div>
    </section>
  );
}

/**
 * A preview applied before (another tab, a repeat): the platform wrote nothing again and answered the
 * first apply's task, so this says who applied it when, and links its transaction — not "Applied".
 */
export function AlreadyAppliedStep({
  task,
  companyCode,
  restartText = 'Start another upload',
  onRestart,
}: ResultStepProps) {
  const before = task.applied_before;
  const uuid = before?.transaction_uuid ?? task.transaction_uuid;
  const at = before?.at ? formatDateTime(before.at) : null;
  // The transaction's company places its link (§2), as the result's does.
  const { data } = useQuery(TRANSACTION, { variables: { uuid: uuid ?? '' }, skip: !uuid });
  const code = data?.transaction?.company?.digit_code ?? task.company?.digit_code ?? companyCode ?? null;
  return (
    <section aria-label="Result">
      <Callout intent="primary" icon="info-sign" title="Already applied" role="status" aria-label="Result summary">
        {`This preview was already applied by ${before?.by ?? 'another session'}${at ? ` at ${at}` : ''}. `}
        Nothing was written again.
        {uuid && (
          <p className="console-result-link">
            <AppLink href={transactionHref(uuid, code)}>Open its transaction {uuid}</AppLink>
          </p>
        )}
      </Callout>
      <div className="console-wizard-actions">
        <Button text={restartText} intent="primary" size="small" onClick={onRestart} />
      </div>
    </section>
  );
}
