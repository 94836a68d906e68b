/**
 * The generic update form of one loaded record, checked with the zod `input` model and saved
 * with the record's version; for an external-PIM record (§1) it asks before saving. Used by the
 * update screen and by the record drawer of the lists.
 */
import { useState } from 'react';
import { Alert, Intent } from '@blueprintjs/core';
import type { ResourceDef } from '@console/schema';
import { useRecordForm } from '../hooks/useRecordForm.js';
import type { ResourceRecord } from '../graphql/operations.js';
import { EXTERNAL_PIM_NOTICE } from '../../companyAccess/index.js';
import { RecordForm } from './RecordForm.js';

export interface RecordEditorProps {
  def: ResourceDef;
  /** Key the editor by the record, so a reload after a conflict starts from fresh values. */
  record: ResourceRecord;
  /** Whether the §1 confirmation applies. */
  pim: boolean;
  onSaved: () => void;
  onCancel: () => void;
  /** Reads the record again (after a 409); null when it is gone. */
  reload: () => Promise<ResourceRecord | null>;
}

export function RecordEditor({ def, record, pim, onSaved, onCancel, reload }: RecordEditorProps) {
  const editor = useRecordForm(def, record);
  const [confirming, setConfirming] = useState(false);
  const save = editor.form.handleSubmit(async (input) => {
    if (await editor.save(input)) onSaved();
  });
  // Checked first, so the confirmation is only asked for input that can be sent.
  const onSubmit = pim ? editor.form.handleSubmit(() => setConfirming(true)) : save;
  return (
    <>
      <RecordForm
        editor={editor}
        onSubmit={onSubmit}
        onCancel={onCancel}
        onReload={() => void reload().then((fresh) => fresh && editor.reload(fresh))}
      />
      <Alert
        isOpen={confirming}
        intent={Intent.WARNING}
        icon="warning-sign"
        confirmButtonText="Save anyway"
        cancelButtonText="Cancel"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void save();
        }}
      >
        <p>{EXTERNAL_PIM_NOTICE}</p>
        <p>Save this {def.label.toLowerCase()} record in the console anyway?</p>
      </Alert>
    </>
  );
}
