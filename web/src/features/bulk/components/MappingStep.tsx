/** Step 3: map the columns of the upload to the resource's fields. */
import { Button, Callout, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { bulkFields, type ColumnMapping } from '@console/machines';
import { formatCount } from '../../../kit/format/index.js';

export interface MappingStepProps {
  resource: string;
  headers: string[];
  mapping: ColumnMapping;
  missing: string[];
  rowCount: number;
  sourceName: string | null;
  onMap: (field: string, header: string | null) => void;
  onAuto: () => void;
  onBack: () => void;
  onNext: () => void;
}

export function MappingStep({
  resource,
  headers,
  mapping,
  missing,
  rowCount,
  sourceName,
  onMap,
  onAuto,
  onBack,
  onNext,
}: MappingStepProps) {
  const from = sourceName ? ` from ${sourceName}` : ' from the pasted text';
  return (
    <>
      <p>
        {formatCount(rowCount)} row(s) read{from}, {headers.length} column(s).
      </p>
      <HTMLTable compact striped aria-label="Column mapping" className="console-table">
        <thead>
          <tr>
            <th>Field</th>
            <th>Column of the upload</th>
          </tr>
        </thead>
        <tbody>
          {bulkFields(resource).map((f) => (
            <tr key={f.path}>
              <td>
                <code>{f.path}</code>{' '}
                {f.required && (
                  <Tag minimal intent="warning">
                    required
                  </Tag>
                )}
              </td>
              <td>
                <HTMLSelect
                  aria-label={`Column for ${f.path}`}
                  value={mapping[f.path] ?? ''}
                  onChange={(e) => onMap(f.path, e.currentTarget.value || null)}
                >
                  <option value="">(not mapped)</option>
                  {headers.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </HTMLSelect>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {missing.length > 0 && (
        <Callout intent="warning" className="console-gap">
          Map the required field(s): {missing.join(', ')}.
        </Callout>
      )}
      <div className="console-wizard-actions">
        <Button text="Back" icon="arrow-left" size="small" onClick={onBack} />
        <Button text="Map by column name" size="small" onClick={onAuto} />
        <Button text="Check rows" intent="primary" size="small" disabled={missing.length > 0} onClick={onNext} />
      </div>
    </>
  );
}
