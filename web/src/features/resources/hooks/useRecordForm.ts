/**
 * The generic update form: react-hook-form holds the values from the record, checked with the
 * resource's zod `input` model before sending, saved with the record's version; 400 lands on its
 * field, 409 keeps the input.
 */
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { messageForStatus } from '@console/schema';
import type { ResourceDef } from '@console/schema';
import { modelFields } from '../../../kit/tables/modelFields.js';
import { showFailure, showSuccess } from '../../../kit/ui/toaster.js';
import { toAppError } from '../../../kit/graphql/appError.js';
import { SAVE_RECORD } from '../graphql/operations.js';
import type { ResourceRecord } from '../graphql/operations.js';
import { asResourceName } from '../../../kit/graphql/names.js';
import { FORM_WIDE, initialValues, recordResolver } from '../formValues.js';
import { serverField } from '../serverField.js';
import type { FormValues } from '../formValues.js';

/** §8-style wording of a 409 on a record write. */
export const CONFLICT_MESSAGE =
  'This record was changed by someone else meanwhile. Your input is kept; reload to see their version.';

/** The form (react-hook-form's), its fields, the conflict flag and `save`, which resolves true when saved. */
export function useRecordForm(def: ResourceDef, record: ResourceRecord) {
  const fields = useMemo(
    () => modelFields(def.input).filter((f) => f.path !== def.keyField && f.path !== 'uuid'),
    [def],
  );
  const resolver = useMemo(() => recordResolver(fields, def.input, record), [fields, def, record]);
  // Messages are checked again on submit only; editing a field clears its own (see RecordForm).
  const form = useForm<FormValues, unknown, ResourceRecord>({
    defaultValues: initialValues(fields, record),
    resolver,
    reValidateMode: 'onSubmit',
  });
  const [conflict, setConflict] = useState(false);
  const [send, { loading: saving }] = useMutation(SAVE_RECORD);

  // A record without its key is a new one (the Create form): it is POSTed, with no key or version (§7).
  const creating = record[def.keyField] === undefined && record.uuid === undefined;
  /** Sends the checked input with the record's key and version (none for a new record). */
  const save = async (checked: ResourceRecord): Promise<boolean> => {
    const input: ResourceRecord = creating
      ? { ...checked }
      : { ...checked, uuid: record.uuid, [def.keyField]: record[def.keyField], version: record.version };
    try {
      const { data } = await send({ variables: { resource: asResourceName(def.name), input } });
      const outcome = data?.saveRecord;
      if (outcome?.ok) {
        setConflict(false);
        showSuccess(
          creating
            ? `Created a ${def.label.toLowerCase()} record`
            : `Saved ${def.label.toLowerCase()} record ${String(record.id ?? record.uuid)}`,
        );
        return true;
      }
      if (outcome?.status === 409) {
        setConflict(true);
        showFailure(CONFLICT_MESSAGE);
        return false;
      }
      const message = outcome?.reason ?? outcome?.message ?? messageForStatus(outcome?.status ?? 500);
      const field = serverField(outcome?.field);
      form.setError(field && fields.some((f) => f.path === field) ? field : FORM_WIDE, { type: 'server', message });
      showFailure(outcome?.message ?? messageForStatus(outcome?.status ?? 500));
    } catch (error) {
      const appError = toAppError(error);
      showFailure(appError.userMessage ?? messageForStatus(appError.status));
    }
    return false;
  };

  /** Replaces the input with a fresh record (after a conflict, when the user chooses to reload). */
  const reload = (fresh: ResourceRecord) => {
    form.reset(initialValues(fields, fresh));
    setConflict(false);
  };

  return { form, fields, conflict, saving, save, reload, creating };
}
