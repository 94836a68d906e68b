/**
 * A revert's preview: what it does per record (restore, re-create, delete what it created,
 * unchanged), the conflicts (records changed since by a later transaction: who, when, which
 * transaction), and the choice: revert, revert the rest, or stop.
 */
import { useQuery } from '@apollo/client/react';
import { Button, Callout, H6, HTMLTable } from '@blueprintjs/core';
import { conflictOf, toWrite } from '@console/machines';
import type { RevertPreviewResult, RowOutcome } from '@console/schema';
import { useState } from 'react';
import { formatDateTime } from '../../../kit/format/index.js';
import { failureMessage } from '../../../kit/graphql/messageOf.js';
import { ListBody } from '../../../kit/tables/ListBody.js';
import { AppLink } from '../../../kit/ui/AppLink.js';
import { shortId } from '../../../kit/values/readValue.js';
import { Pager } from '../../../kit/wizard/Pager.js';
import { ReviewTable } from '../../../kit/wizard/ReviewTable.js';
import { transactionHref } from '../../../kit/wizard/TaskSteps.js';
import { PREVIEW_ROWS, toPreviewRows } from '../../bulk/index.js';
import { formatCount } from '../../../kit/format/index.js';

const PAGE_SIZE = 20;

/** What each outcome of a revert means. */
export const REVERT_OUTCOMES: Partial<Record<RowOutcome, string>> = {
  update: 'restore',
  insert: 're-create',
  delete: 'delete (it created it)',
  unchanged: 'unchanged',
  error: 'conflict',
};

/** The preview's counts in words. */
export function revertSummary(p: RevertPreviewResult): string {
  const { counts } = p;
  const parts = [
    `${formatCount(counts.update)} to restore`,
    `${formatCount(counts.insert)} to re-create`,
    `${formatCount(counts.delete)} it created to delete`,
    `${formatCount(counts.unchanged)} unchanged`,
  ];
  return `${parts.join(', ')}; ${formatCount(p.conflicts)} changed since by a later transaction (conflicts).`;
}

/** A conflict's message with its time in the app's date-time format (the platform writes ISO). */
export function readableConflict(message: string): string {
  const c = conflictOf(message);
  if (!c) return message;
  return (
    `${c.fields ? `${c.fields}: ` : ''}changed since by ${c.by} at ${formatDateTime(c.at)}` +
    (c.transaction_uuid ? ` (transaction ${shortId(c.transaction_uuid)})` : '')
  );
}

export interface RevertReviewProps {
  preview: RevertPreviewResult;
  companyCode: string | null;
  onRevert: () => void;
  onRevertRest: () => void;
  onStop: () => void;
}

/** The records changed since by a later transaction: the revert leaves them as they are. */
function ConflictsTable({ previewId, companyCode }: { previewId: string; companyCode: string | null }) {
  const { data, loading, error, refetch } = useQuery(PREVIEW_ROWS, {
    variables: { preview_id: previewId, outcome: 'error', page: 1, page_size: 50 },
  });
  const rows = data ? toPreviewRows(data.previewRows.rows) : [];
  return (
    <ListBody loading={loading} error={failureMessage(error)} count={rows.length} onRetry={refetch} empty={null}>
      <HTMLTable compact striped aria-label="Conflicts" className="console-table console-gap">
        <thead>
          <tr>
            <th>Row</th>
            <th>Record</th>
            <th>Changed by</th>
            <th>When</th>
            <th>In transaction</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const message = r.errors[0]?.message ?? '';
            const c = conflictOf(message);
            const caption = Object.entries(r.row)
              .filter(([k, v]) => !['uuid', 'id', 'version'].includes(k) && typeof v === 'string')
              .slice(0, 2)
              .map(([, v]) => String(v))
              .join(' · ');
            return (
              <tr key={`${r.index}-${r.uuid ?? ''}`}>
                <td>{r.index + 1}</td>
                <td className="console-cell-wrap">
                  {r.resource} {caption || <code>{r.uuid}</code>}
                  {c?.fields && <div>Fields: {c.fields}</div>}
                </td>
                <td>{c?.by ?? message}</td>
                <td>{c ? formatDateTime(c.at) : '—'}</td>
                <td>
                  {c?.transaction_uuid ? (
                    <span title={c.transaction_uuid}>
                      <AppLink href={transactionHref(c.transaction_uuid, companyCode)}>
                        {shortId(c.transaction_uuid)}
                      </AppLink>
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </ListBody>
  );
}

export function RevertReview({ preview, companyCode, onRevert, onRevertRest, onStop }: RevertReviewProps) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(PREVIEW_ROWS, {
    variables: { preview_id: preview.preview_id, page, page_size: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const rows = (data ? toPreviewRows(data.previewRows.rows) : preview.rows).map((r) =>
    r.outcome === 'error' ? { ...r, errors: r.errors.map((e) => ({ ...e, message: readableConflict(e.message) })) } : r,
  );
  const nav = data?.previewRows.navigation;
  const writes = toWrite(preview.counts);
  return (
    <>
      <Callout
        intent={preview.conflicts ? 'warning' : 'primary'}
        title={`${formatCount(preview.total)} record(s) touched`}
        role="status"
        aria-label="Revert summary"
      >
        {revertSummary(preview)}
      </Callout>
      {preview.conflicts > 0 && (
        <section aria-label="Changed since" className="console-gap">
          <Callout intent="warning" icon="warning-sign" title="Changed since by a later transaction" role="alert">
            {formatCount(preview.conflicts)} record(s) were changed after this transaction. Reverting them would undo
            that later change too, so they are left as they are: you may revert the rest, or stop.
          </Callout>
          <ConflictsTable previewId={preview.preview_id} companyCode={companyCode} />
        </section>
      )}
      <H6 className="console-gap">Record by record</H6>
      <div className="console-review" aria-busy={loading}>
        <ListBody loading={loading} error={failureMessage(error)} count={rows.length} onRetry={refetch} empty={null}>
          <ReviewTable
            rows={rows}
            label="What the revert does"
            outcomeLabels={REVERT_OUTCOMES}
            changesOf={['update', 'insert', 'delete']}
          />
        </ListBody>
        <Pager
          page={page}
          totalPages={nav?.total_pages ?? 1}
          totalItems={nav?.total_items ?? preview.total}
          busy={loading}
          onPage={setPage}
        />
      </div>
      {writes === 0 && (
        <Callout intent="none" icon="info-sign" className="console-gap" role="note">
          Nothing to revert: every record is already as it was, or changed since.
        </Callout>
      )}
      <div className="console-wizard-actions">
        <Button text="Stop" icon="cross" size="small" onClick={onStop} />
        {writes > 0 && preview.conflicts === 0 && (
          <Button text="Revert" intent="primary" icon="undo" size="small" onClick={onRevert} />
        )}
        {writes > 0 && preview.conflicts > 0 && (
          <Button text="Revert the rest" intent="warning" icon="undo" size="small" onClick={onRevertRest} />
        )}
      </div>
    </>
  );
}
