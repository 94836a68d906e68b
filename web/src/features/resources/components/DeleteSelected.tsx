/**
 * Deleting a list's selected records (issue 16), preview then apply like the wizards: the
 * recordsDelete machine asks the platform what deleting them would do — each record `delete`, or
 * held back with the reason (other records still point at it; gone; repeated) — and shows it with
 * the wizard kit's ReviewTable; Delete applies that preview as one task and one transaction (all
 * or nothing; the held-back records stay), followed live by the task follower; the result links
 * the transaction. Who may: whoever may delete one record (`write`, DESIGN §4).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { recordsDeleteMachine, type RecordsDeleteEvent } from '@console/machines';
import type { PreviewResult, PreviewRow, ResourceEntry } from '@console/schema';
import { failureMessage } from '../../../kit/graphql/messageOf.js';
import { ListBody } from '../../../kit/tables/ListBody.js';
import { displayValue, getPath } from '../../../kit/tables/fields.js';
import { applyEndStep, WizardBusy } from '../../../kit/wizard/ApplyEnd.js';
import { FailureCallout } from '../../../kit/wizard/FailureCallout.js';
import { Pager } from '../../../kit/wizard/Pager.js';
import { ReviewTable } from '../../../kit/wizard/ReviewTable.js';
import { PREVIEW_ROWS, toPreviewRows } from '../../bulk/index.js';
import { useInspect } from '../../inspector/index.js';
import { recordsDeleteActors } from '../recordsDeleteActors.js';
import type { ResourceRecord } from '../graphql/operations.js';
import { formatCount } from '../../../kit/format/index.js';

const providedMachine = recordsDeleteMachine.provide({ actors: recordsDeleteActors });
const PAGE_SIZE = 20;

export interface DeleteSelectedProps {
  def: ResourceEntry;
  selected: ReadonlyMap<string, ResourceRecord>;
  /** The signed-in user's roles: deleting needs `write`. */
  scope: readonly string[];
  /** Two columns that name a record in the preview. */
  labelPaths: readonly string[];
  onClose: () => void;
  /** After the apply: the records deleted (to drop from the selection and reload the list). */
  onDeleted: (records: ResourceRecord[]) => void;
}

/** The preview's rows, a page at a time (the first page comes with the preview). */
function PreviewPages({
  preview,
  label,
  describe,
}: {
  preview: PreviewResult;
  label: string;
  describe: (row: PreviewRow) => string;
}) {
  const [page, setPage] = useState(1);
  const paged = preview.total > PAGE_SIZE;
  const { data, loading, error, refetch } = useQuery(PREVIEW_ROWS, {
    variables: { preview_id: preview.preview_id, page, page_size: PAGE_SIZE },
    skip: !paged,
    notifyOnNetworkStatusChange: true,
  });
  const rows = data ? toPreviewRows(data.previewRows.rows) : preview.rows.slice(0, PAGE_SIZE);
  const nav = data?.previewRows.navigation;
  return (
    <div className="console-review" aria-busy={loading}>
      <ListBody loading={loading} error={failureMessage(error)} count={rows.length} onRetry={refetch} empty={null}>
        <ReviewTable
          rows={rows}
          label={label}
          kinds={false}
          describe={describe}
          outcomeLabels={{ error: 'held back' }}
          detailHeader="Why held back"
        />
      </ListBody>
      {paged && (
        <Pager
          page={page}
          totalPages={nav?.total_pages ?? Math.ceil(preview.total / PAGE_SIZE)}
          totalItems={nav?.total_items ?? preview.total}
          busy={loading}
          onPage={setPage}
        />
      )}
    </div>
  );
}

/** The dialog: preview, review, apply, progress, result. */
export function DeleteSelected({ def, selected: current, scope, labelPaths, onClose, onDeleted }: DeleteSelectedProps) {
  // The selection as the dialog opened: the apply changes the live one.
  const [records] = useState(() => [...current.values()]);
  const byUuid = useMemo(() => new Map(records.map((r) => [String(r.uuid), r])), [records]);
  const actor = useActorRef(providedMachine, {
    input: { resource: def.name, uuids: records.map((r) => String(r.uuid)), scope },
    inspect: useInspect(),
  });
  const s = useSelector(actor, (x) => x);
  const send = (event: RecordsDeleteEvent) => actor.send(event);
  const name = def.label.toLowerCase();
  const c = s.context;
  const going = c.preview?.counts.delete ?? 0;
  const held = c.preview?.counts.error ?? 0;
  const total = c.preview?.total ?? records.length;

  // Cancel and Close lead the machine to its end.
  useEffect(() => {
    if (s.status === 'done') onClose();
  }, [s.status, onClose]);
  // Once the task succeeded: the records that went leave the selection, and the list reloads.
  const reported = useRef(false);
  useEffect(() => {
    if (!s.matches('result') || reported.current || !c.preview) return;
    reported.current = true;
    const kept = new Set(c.preview.rows.filter((r) => r.outcome === 'error').map((r) => r.uuid));
    onDeleted(records.filter((r) => !kept.has(String(r.uuid))));
  }, [s, c.preview, records, onDeleted]);

  const describe = (row: PreviewRow) => {
    const record = (row.uuid && byUuid.get(row.uuid)) || row.row;
    return labelPaths.map((path) => displayValue(getPath(record, path))).join(' · ');
  };

  let body;
  let footer;
  if (s.matches('previewing')) body = <WizardBusy text="Previewing the deletion…" />;
  else if (s.matches('previewFailed')) {
    body = (
      <FailureCallout
        failure={c.failure}
        title="The preview failed"
        retryText="Preview again"
        onRetry={() => send({ type: 'wizard.retry' })}
      />
    );
    footer = <Button text="Close" onClick={() => send({ type: 'wizard.cancel' })} />;
  } else if (s.matches('review') && c.preview) {
    body = (
      <>
        <Callout
          intent={going ? 'warning' : 'danger'}
          title={
            going
              ? `${formatCount(going)} of the ${formatCount(total)} selected ${name} will be deleted`
              : `None of the ${formatCount(total)} selected ${name} can be deleted`
          }
          role="status"
          aria-label="Deletion summary"
        >
          {going > 0 && <p>They are deleted together in one transaction, or none is (a deletion can be reverted).</p>}
          {held > 0 && (
            <p>
              {formatCount(held)} held back: {held === 1 ? 'it stays' : 'they stay'}. Each row says why — other records
              still point at it, or it is gone.
            </p>
          )}
        </Callout>
        <PreviewPages preview={c.preview} label="Records to delete" describe={describe} />
      </>
    );
    footer = (
      <>
        <Button text="Cancel" onClick={() => send({ type: 'wizard.cancel' })} />
        {c.canDelete && (
          <Button
            text={
              going === total ? `Delete ${formatCount(going)}` : `Delete ${formatCount(going)} of ${formatCount(total)}`
            }
            intent="danger"
            icon="trash"
            disabled={going === 0}
            onClick={() => send({ type: 'wizard.confirm' })}
          />
        )}
      </>
    );
  } else {
    body = (
      <>
        {s.matches('result') && (
          <p role="status" aria-label="Deletion done">
            <strong>
              Deleted {formatCount(going)} of the {formatCount(total)} selected {name}
              {held ? `; ${formatCount(held)} held back.` : '.'}
            </strong>
          </p>
        )}
        {applyEndStep(s, send, {
          starting: 'Starting the deletion…',
          refused: 'The deletion was refused',
          failed: 'The deletion failed',
          nothing: 'deleted',
          retryFailed: 'Preview again',
          retryCancelled: 'Preview again',
          after: 'cancel',
          restartText: 'Close',
        })}
      </>
    );
  }

  const busy = s.hasTag('busy') && !s.matches('progress');
  return (
    <Dialog
      isOpen
      title={`Delete the selected ${name}`}
      icon="trash"
      className="resource-delete-dialog"
      onClose={busy ? undefined : onClose}
      canEscapeKeyClose={!busy}
      canOutsideClickClose={false}
    >
      <DialogBody>{body}</DialogBody>
      {footer && <DialogFooter actions={footer} />}
    </Dialog>
  );
}
