/** Confirm (with or without a preview) and the 409 conflict of the apply. */
import { Button, Callout, Checkbox, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import type { MovedRow, PreviewSummary } from '@console/machines';
import { formatCount } from '../format/index.js';

export function ConfirmStep({
  label,
  preview,
  onBack,
  onConfirm,
}: {
  label: string;
  preview: PreviewSummary;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { counts } = preview;
  return (
    <>
      <Callout intent="primary" title={`Apply to ${label}`} role="status" aria-label="Apply summary">
        <p>
          {formatCount(counts.insert)} to insert, {formatCount(counts.update)} to update
          {counts.delete ? `, ${formatCount(counts.delete)} to delete` : ''}; {formatCount(counts.unchanged)} unchanged
          row(s) are left as they are.
        </p>
        <p>
          Exactly what the preview showed is applied (preview {preview.preview_id}). If the data changed since, nothing
          is written and the moved rows are listed.
        </p>
      </Callout>
      <div className="console-wizard-actions">
        <Button text="Back" icon="arrow-left" size="small" onClick={onBack} />
        <Button text="Apply" intent="primary" icon="tick" size="small" onClick={onConfirm} />
      </div>
    </>
  );
}

/** Brands have no preview (§7): say so, and ask for an explicit confirmation. */
export function ConfirmNoPreviewStep({
  label,
  rowCount,
  onBack,
  onConfirm,
}: {
  label: string;
  rowCount: number;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const [understood, setUnderstood] = useState(false);
  return (
    <>
      <Callout intent="warning" title={`${label} have no preview`} role="alert">
        <p>
          The platform cannot show what these {formatCount(rowCount)} row(s) would change before they are applied. They
          are sent as they are, and each one creates or updates a record.
        </p>
        <Checkbox
          checked={understood}
          onChange={() => setUnderstood((u) => !u)}
          label={`I understand: apply ${formatCount(rowCount)} row(s) to ${label.toLowerCase()} without a preview`}
        />
      </Callout>
      <div className="console-wizard-actions">
        <Button text="Back" icon="arrow-left" size="small" onClick={onBack} />
        <Button text="Apply without preview" intent="danger" size="small" disabled={!understood} onClick={onConfirm} />
      </div>
    </>
  );
}

/** 409: the data moved since the preview; list the rows and offer a fresh preview. */
export function ConflictStep({
  rows,
  onBack,
  onRefresh,
}: {
  rows: MovedRow[];
  onBack: () => void;
  onRefresh: () => void;
}) {
  return (
    <>
      <Callout intent="warning" title="The data changed since the preview" role="alert">
        Nothing was applied. {formatCount(rows.length)} row(s) moved; preview again to see what applying would do now.
      </Callout>
      <HTMLTable compact striped aria-label="Rows that moved" className="console-table console-gap">
        <thead>
          <tr>
            <th>Row</th>
            <th>Record</th>
            <th>What changed</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, 200).map((r, i) => (
            <tr key={`${r.index}-${r.uuid ?? i}`}>
              <td>{r.index >= 0 ? r.index + 1 : 'new'}</td>
              <td>
                <code>{r.uuid ?? '—'}</code>
              </td>
              <td data-field={r.field}>{r.message}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <div className="console-wizard-actions">
        <Button text="Back" icon="arrow-left" size="small" onClick={onBack} />
        <Button text="Preview again" intent="primary" icon="refresh" size="small" onClick={onRefresh} />
      </div>
    </>
  );
}
