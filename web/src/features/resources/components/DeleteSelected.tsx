/**
 * Deleting a list's selected records, preview then apply like the wizards. The platform has one bulk
 * deletion (product media, §7: `bulk_delete_product_media`, used by the images screen); every other
 * resource is deleted record by record through `deleteRecord`, each at the version the preview read
 * (DESIGN §8), so a record changed after the preview is refused (409) and reported, never deleted
 * blind. The preview reads every selected record again: one gone since it was selected is not
 * deleted, one changed since is shown as changed.
 */
import { useEffect, useState } from 'react';
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, ProgressBar } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { messageForStatus, type ResourceDef } from '@console/schema';
import { asResourceName } from '../../../kit/graphql/names.js';
import { toAppError } from '../../../kit/graphql/appError.js';
import { displayValue, getPath } from '../../../kit/tables/fields.js';
import { DELETE_RECORD, LIST } from '../graphql/operations.js';
import type { ResourceRecord } from '../graphql/operations.js';

/** One selected record as the preview found it. */
interface PreviewRow {
  key: string;
  seen: ResourceRecord;
  /** The record now, or null when it is gone. */
  now: ResourceRecord | null;
}

type Phase =
  | { step: 'previewing' }
  | { step: 'previewFailed'; message: string }
  | { step: 'review'; rows: PreviewRow[] }
  | { step: 'applying'; rows: PreviewRow[]; done: number }
  | { step: 'result'; deleted: string[]; failed: Array<{ key: string; message: string }> };

export interface DeleteSelectedProps {
  def: ResourceDef;
  selected: ReadonlyMap<string, ResourceRecord>;
  /** Two columns that name a record in the preview. */
  labelPaths: readonly string[];
  onClose: () => void;
  /** After the apply: the keys deleted (to drop from the selection and reload the list). */
  onDeleted: (keys: string[]) => void;
}

const changed = (row: PreviewRow) => `${String(row.seen.version)} → ${String(row.now?.version)}`;

const failureOf = (error: unknown) => {
  const appError = toAppError(error);
  return appError.userMessage ?? messageForStatus(appError.status);
};

/** The dialog: preview, confirm, progress, result. */
export function DeleteSelected({ def, selected: current, labelPaths, onClose, onDeleted }: DeleteSelectedProps) {
  const client = useApolloClient();
  // The selection as the dialog opened: the apply changes the live one.
  const [selected] = useState(current);
  const [phase, setPhase] = useState<Phase>({ step: 'previewing' });
  const [attempt, setAttempt] = useState(0);
  const name = def.label.toLowerCase();

  useEffect(() => {
    let live = true;
    const keys = [...selected.keys()];
    const byId = keys.every((key) => !selected.get(key)?.[def.keyField]);
    const field = byId ? 'id' : def.keyField;
    client
      .query({
        query: LIST,
        variables: {
          resource: asResourceName(def.name),
          filter: { [field]: { in: byId ? keys.map(Number) : keys } },
          navigation: { page: 1, page_size: keys.length },
        },
        fetchPolicy: 'no-cache',
      })
      .then(({ data }) => {
        if (!live) return;
        const found = new Map((data?.list.rows ?? []).map((r) => [String((r as ResourceRecord)[field]), r]));
        setPhase({
          step: 'review',
          rows: keys.map((key) => ({ key, seen: selected.get(key)!, now: (found.get(key) as ResourceRecord) ?? null })),
        });
      })
      .catch((error: unknown) => live && setPhase({ step: 'previewFailed', message: failureOf(error) }));
    return () => {
      live = false;
    };
  }, [client, def, selected, attempt]);

  const apply = async (rows: PreviewRow[]) => {
    const deleted: string[] = [];
    const failed: Array<{ key: string; message: string }> = [];
    const targets = rows.filter((r) => r.now);
    for (const [index, row] of targets.entries()) {
      setPhase({ step: 'applying', rows, done: index });
      const now = row.now!;
      try {
        const { data } = await client.mutate({
          mutation: DELETE_RECORD,
          variables: {
            resource: asResourceName(def.name),
            uuid: String(now[def.keyField] ?? now.uuid),
            version: Number(now.version),
          },
        });
        const answer = data?.deleteRecord;
        if (answer?.ok) deleted.push(row.key);
        else failed.push({ key: row.key, message: answer?.message ?? messageForStatus(answer?.status ?? 500) });
      } catch (error) {
        failed.push({ key: row.key, message: failureOf(error) });
      }
    }
    for (const row of rows) if (!row.now) failed.push({ key: row.key, message: 'It was already deleted.' });
    setPhase({ step: 'result', deleted, failed });
    onDeleted(deleted);
  };

  const labelOfRow = (record: ResourceRecord) =>
    labelPaths.map((path) => displayValue(getPath(record, path))).join(' · ');

  let body;
  let footer;
  if (phase.step === 'previewing') body = <p>Reading the selected records again…</p>;
  else if (phase.step === 'previewFailed') {
    body = (
      <Callout intent="danger" role="alert" title="The preview failed">
        {phase.message}
      </Callout>
    );
    footer = (
      <>
        <Button text="Close" onClick={onClose} />
        <Button text="Retry" intent="primary" onClick={() => setAttempt((n) => n + 1)} />
      </>
    );
  } else if (phase.step === 'review') {
    const present = phase.rows.filter((r) => r.now).length;
    body = (
      <>
        <p>
          {present.toLocaleString('en')} {name} will be deleted
          {present < phase.rows.length ? `; ${phase.rows.length - present} are already gone` : ''}. Each is deleted at
          the version shown: one changed after this preview is kept and reported.
        </p>
        <HTMLTable compact striped className="resource-delete-preview" aria-label="Records to delete">
          <thead>
            <tr>
              <th>Row</th>
              <th>Record</th>
              <th>Outcome</th>
            </tr>
          </thead>
          <tbody>
            {phase.rows.map((row, i) => (
              <tr key={row.key}>
                <td>{i + 1}</td>
                <td>{labelOfRow(row.now ?? row.seen)}</td>
                <td>
                  {!row.now
                    ? 'Already deleted'
                    : row.now.version !== row.seen.version
                      ? `Delete (changed since you selected it: version ${changed(row)})`
                      : 'Delete'}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </>
    );
    footer = (
      <>
        <Button text="Cancel" onClick={onClose} />
        <Button
          text={`Delete ${present.toLocaleString('en')} ${name}`}
          intent="danger"
          disabled={present === 0}
          onClick={() => void apply(phase.rows)}
        />
      </>
    );
  } else if (phase.step === 'applying') {
    const total = phase.rows.filter((r) => r.now).length;
    body = (
      <>
        <p>
          Deleting {phase.done.toLocaleString('en')} of {total.toLocaleString('en')}…
        </p>
        <ProgressBar value={total ? phase.done / total : 0} aria-label="Deletion progress" />
      </>
    );
  } else {
    body = (
      <>
        <Callout intent={phase.failed.length ? 'warning' : 'success'} role="status" title="Deletion done">
          Deleted {phase.deleted.length.toLocaleString('en')} {name}
          {phase.failed.length ? `; ${phase.failed.length} could not be deleted.` : '.'}
        </Callout>
        {phase.failed.length > 0 && (
          <ul className={Classes.LIST}>
            {phase.failed.map((f) => (
              <li key={f.key}>
                {labelOfRow(selected.get(f.key) ?? {})}: {f.message}
              </li>
            ))}
          </ul>
        )}
      </>
    );
    footer = <Button text="Close" intent="primary" onClick={onClose} />;
  }

  return (
    <Dialog
      isOpen
      title={`Delete the selected ${name}`}
      icon="trash"
      onClose={phase.step === 'applying' ? undefined : onClose}
      canEscapeKeyClose={phase.step !== 'applying'}
    >
      <DialogBody>{body}</DialogBody>
      <DialogFooter actions={footer} />
    </Dialog>
  );
}
