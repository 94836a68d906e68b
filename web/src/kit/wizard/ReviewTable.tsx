/** One page of a stored preview: outcome, the row, before → after of updates, errors by field. */
import { Classes, HTMLTable, Tag, type IconName, type Intent } from '@blueprintjs/core';
import type { PreviewRow, RowOutcome } from '@console/schema';

export const OUTCOME_INTENT: Record<RowOutcome, Intent> = {
  insert: 'success',
  update: 'primary',
  unchanged: 'none',
  error: 'danger',
  delete: 'warning',
};
/** An icon per outcome, so that outcomes of close colours (insert, update) still read apart. */
export const OUTCOME_ICON: Record<RowOutcome, IconName> = {
  insert: 'add',
  update: 'edit',
  unchanged: 'small-minus',
  error: 'error',
  delete: 'trash',
};

/** A value as one short line. */
export const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The row's identifying fields, shortened. */
function summary(row: Record<string, unknown>): string {
  const text = Object.entries(row)
    .filter(([k, v]) => k !== 'uuid' && !(k === 'company' && typeof v === 'object'))
    .slice(0, 4)
    .map(([k, v]) => `${k}: ${show(v)}`)
    .join(' · ');
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

export interface ReviewTableProps {
  rows: PreviewRow[];
  label: string;
  /** Name each row's kind of record (a dissociation touches several; a bulk upsert one). */
  kinds?: boolean;
  /** How a row is named in the Data column (default: its first fields); a selection names its records. */
  describe?: (row: PreviewRow) => string;
  /**
   * What each outcome means in this wizard (a revert: insert is "re-create"; a deletion: error is
   * "held back"); the outcome's name otherwise.
   */
  outcomeLabels?: Partial<Record<RowOutcome, string>>;
  /** The outcomes whose changes are listed (a revert's re-creations too). */
  changesOf?: readonly RowOutcome[];
  /** Header of the last column (default "Changes / errors"; a deletion lists only why a row is held back). */
  detailHeader?: string;
}

const UPDATES_AND_DELETES: readonly RowOutcome[] = ['update', 'delete'];

export function ReviewTable({
  rows,
  label,
  kinds = true,
  describe,
  outcomeLabels = {},
  changesOf = UPDATES_AND_DELETES,
  detailHeader = 'Changes / errors',
}: ReviewTableProps) {
  return (
    <HTMLTable compact striped aria-label={label} className="console-table">
      <thead>
        <tr>
          <th>Row</th>
          <th>Outcome</th>
          <th>Data</th>
          <th>{detailHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.index}-${r.resource}-${r.uuid ?? ''}`}>
            <td>{r.index + 1}</td>
            <td>
              <Tag minimal intent={OUTCOME_INTENT[r.outcome]} icon={OUTCOME_ICON[r.outcome]}>
                {outcomeLabels[r.outcome] ?? r.outcome}
              </Tag>
            </td>
            <td className="console-cell-wrap">
              {kinds && r.resource !== '' && <span className={Classes.TEXT_MUTED}>{r.resource} </span>}
              {describe ? describe(r) : summary(r.row)}
            </td>
            <td className="console-cell-wrap">
              {r.errors.map((e) => (
                // The message names its field by label; the path stays for scripts and tests.
                <div key={`${e.field}${e.message}`} className="console-row-error" data-field={e.field}>
                  {e.message}
                </div>
              ))}
              {(changesOf.includes(r.outcome) ? r.changes : []).map((c) => (
                <div key={c.field}>
                  <code>{c.field}</code>: <del>{show(c.before)}</del> → <ins>{show(c.after)}</ins>
                </div>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
