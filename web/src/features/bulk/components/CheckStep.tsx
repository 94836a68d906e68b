/** Step 4: the browser's check of every row with the resource's model; rows in error are never sent. */
import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import type { RowIssue } from '@console/machines';
import { fieldLabel, rowNumber } from '@console/schema';
import { formatCount } from '../../../kit/format/index.js';

const SHOWN = 200;

export interface CheckStepProps {
  rowCount: number;
  invalid: number[];
  issues: RowIssue[];
  hasPreview: boolean;
  onDrop: () => void;
  onBack: () => void;
  onNext: () => void;
}

export function CheckStep({ rowCount, invalid, issues, hasPreview, onDrop, onBack, onNext }: CheckStepProps) {
  const ok = invalid.length === 0;
  return (
    <>
      <Callout intent={ok ? 'success' : 'warning'} title="Browser check" role="status" aria-label="Browser check">
        {ok
          ? `All ${formatCount(rowCount)} row(s) pass the check.`
          : `${formatCount(invalid.length)} of ${formatCount(rowCount)} row(s) have errors. Drop them ` +
            `(or fix the file and upload it again) before the server preview.`}
      </Callout>
      {!ok && (
        <HTMLTable compact striped aria-label="Rows with errors" className="console-table console-gap">
          <thead>
            <tr>
              <th>Row</th>
              <th>Field</th>
              <th>Message</th>
            </tr>
          </thead>
          <tbody>
            {issues.slice(0, SHOWN).map((issue, i) => (
              <tr key={`${issue.index}-${issue.field}-${i}`}>
                <td>{rowNumber(issue.index)}</td>
                <td data-field={issue.field}>{fieldLabel(issue.field)}</td>
                <td>{issue.message}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {issues.length > SHOWN && <p>…and {formatCount(issues.length - SHOWN)} more.</p>}
      <div className="console-wizard-actions">
        <Button text="Back" icon="arrow-left" size="small" onClick={onBack} />
        {!ok && (
          <Button
            text={`Drop ${formatCount(invalid.length)} row(s) with errors`}
            intent="warning"
            size="small"
            onClick={onDrop}
          />
        )}
        <Button
          text={hasPreview ? 'Preview on the server' : 'Continue'}
          intent="primary"
          size="small"
          disabled={!ok || rowCount === 0}
          onClick={onNext}
        />
      </div>
    </>
  );
}
