/**
 * The generic update form: values from the record, checked with the resource's zod `input` model
 * before sending, saved with the record's version; 400 lands on its field, 409 keeps the input.
 */
import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { messageForStatus } from '@console/schema';
import type { ResourceDef } from '@console/schema';
import { modelFields } from '../../../kit/tables/fields.js';
import { showFailure, showSuccess } from '../../../kit/ui/toaster.js';
import { toAppError } from '../../../kit/graphql/appError.js';
import { SAVE_RECORD } from '../graphql/operations.js';
import type { ResourceRecord } from '../graphql/operations.js';
import { asResourceName } from '../../../kit/graphql/names.js';
import { buildInput, initialValues, serverField } from '../formValues.js';
import type { FieldErrors, FormValue, FormValues } from '../formValues.js';

/** §8-style wording of a 409 on a record write. */
export const CONFLICT_MESSAGE =
  'This record was changed by someone else meanwhile. Your input is kept; reload to see their version.';

/** Form state and actions; `submit` resolves true when saved. */
export function useRecordForm(def: ResourceDef, record: ResourceRecord) {
  const fields = useMemo(
    () => modelFields(def.input).filter((f) => f.path !== def.keyField && f.path !== 'uuid'),
    [def],
  );
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, record));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState(false);
  const [save, { loading: saving }] = useMutation(SAVE_RECORD);

  const setValue = useCallback((path: string, value: FormValue) => {
    setValues((prev) => ({ ...prev, [path]: value }));
    setErrors((prev) => {
      if (!(path in prev)) return prev;
      const next = { ...prev };
      delete next[path];
      return next;
    });
  }, []);

  /** Checks the input with the model; the messages show under the fields when it fails. */
  const check = useCallback(() => {
    const built = buildInput(fields, values, def.input, record);
    if (!built.ok) setErrors(built.errors);
    return built;
  }, [fields, values, def, record]);

  const submit = useCallback(async (): Promise<boolean> => {
    const built = check();
    if (!built.ok) return false;
    const input: ResourceRecord = {
      ...built.input,
      uuid: record.uuid,
      [def.keyField]: record[def.keyField],
      version: record.version,
    };
    try {
      const { data } = await save({ variables: { resource: asResourceName(def.name), input } });
      const outcome = data?.saveRecord;
      if (outcome?.ok) {
        setConflict(false);
        showSuccess(`Saved ${def.label.toLowerCase()} record ${String(record.id ?? record.uuid)}`);
        return true;
      }
      if (outcome?.status === 409) {
        setConflict(true);
        showFailure(CONFLICT_MESSAGE);
        return false;
      }
      const message = outcome?.reason ?? outcome?.message ?? messageForStatus(outcome?.status ?? 500);
      const field = serverField(outcome?.field);
      setErrors(field && fields.some((f) => f.path === field) ? { [field]: message } : { '': message });
      showFailure(outcome?.message ?? messageForStatus(outcome?.status ?? 500));
    } catch (error) {
      const appError = toAppError(error);
      showFailure(appError.userMessage ?? messageForStatus(appError.status));
    }
    return false;
  }, [check, record, def, save, fields]);

  /** Replaces the input with a fresh record (after a conflict, when the user chooses to reload). */
  const reset = useCallback(
    (fresh: ResourceRecord) => {
      setValues(initialValues(fields, fresh));
      setErrors({});
      setConflict(false);
    },
    [fields],
  );

  return { fields, values, setValue, errors, conflict, saving, check, submit, reset };
}
