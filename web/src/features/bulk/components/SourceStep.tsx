/** Step 2: upload a CSV file or paste rows (first line names the columns). */
import { Button, Callout, Classes, FileInput, FormGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { bulkFields } from '@console/machines';
import { dropBulkHandoff, readBulkHandoff } from '../handoff.js';

export interface SourceStepProps {
  resource: string;
  errors: string[];
  onLoad: (text: string, name: string | null) => void;
  onBack: () => void;
}

export function SourceStep({ resource, errors, onLoad, onBack }: SourceStepProps) {
  // Rows a list handed over (its selection) start as the pasted input.
  const [handoff] = useState(() => readBulkHandoff(resource));
  useEffect(() => {
    if (handoff) dropBulkHandoff();
  }, [handoff]);
  const [pasted, setPasted] = useState(handoff?.text ?? '');
  const [fileName, setFileName] = useState<string | null>(null);
  const fields = bulkFields(resource);
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    onLoad(await file.text(), file.name);
  };
  return (
    <>
      <p className={Classes.TEXT_MUTED}>
        Columns it takes: {fields.map((f) => (f.required ? `${f.path} (required)` : f.path)).join(', ')}.
      </p>
      {errors.length > 0 && (
        <Callout intent="warning" title="The rows could not be read" role="alert" className="console-gap">
          <ul>
            {errors.slice(0, 20).map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Callout>
      )}
      {handoff && (
        <Callout intent="primary" icon="th-list" title={`Rows from ${handoff.source}`} className="console-gap">
          They are in the box below: edit them if needed, then choose “Use pasted rows”.
        </Callout>
      )}
      <FormGroup label="CSV file" labelFor="bulk-file">
        <FileInput
          text={fileName ?? 'Choose a CSV file…'}
          inputProps={{ id: 'bulk-file', accept: '.csv,.tsv,.txt,text/csv', 'aria-label': 'CSV file' }}
          onInputChange={(e) => void readFile(e.currentTarget.files?.[0])}
          fill
        />
      </FormGroup>
      <FormGroup
        label="Or paste rows"
        labelFor="bulk-paste"
        helperText="Comma or tab separated; the first line names the columns."
      >
        <TextArea
          id="bulk-paste"
          value={pasted}
          onChange={(e) => setPasted(e.currentTarget.value)}
          rows={8}
          fill
          className="console-mono"
        />
      </FormGroup>
      <div className="console-wizard-actions">
        <Button text="Back" icon="arrow-left" size="small" onClick={onBack} />
        <Button
          text="Use pasted rows"
          intent="primary"
          size="small"
          disabled={pasted.trim() === ''}
          onClick={() => onLoad(pasted, null)}
        />
      </div>
    </>
  );
}
