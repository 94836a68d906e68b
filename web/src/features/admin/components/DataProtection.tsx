/**
 * Data protection (§7): GDPR export as a JSON file; the settings as saved, checked with
 * gdprSettingsSchema and saved again.
 */
import { Button, Card, FormGroup, H4, Intent, Spinner, Switch } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { labelledResolver } from '../../../kit/ui/labelledResolver.js';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { gdprSettingsSchema, messageForStatus } from '@console/schema';
import { downloadText } from '../../../kit/tables/index.js';
import { bpInput } from '../../../kit/ui/bpInput.js';
import { FormTextField } from '../../../kit/ui/FormTextField.js';
import { showFailure, showSuccess } from '../../../kit/ui/toaster.js';
import { toAppError } from '../../../kit/graphql/appError.js';
import { serverField } from '../../resources/index.js';
import { GDPR_EXPORT, GDPR_SAVE, GDPR_SETTINGS, type GdprSettings } from '../graphql/operations.js';
import type { OperationPayload } from '../../resources/index.js';
import { toIsoDay } from '../../../kit/format/index.js';
import { failureMessage } from '../../../kit/graphql/messageOf.js';
import { ListFailure } from '../../../kit/tables/ListBody.js';

const failureOf = (outcome: OperationPayload | undefined) =>
  outcome?.message ?? messageForStatus(outcome?.status ?? 500);
const failed = (error: unknown) => {
  const appError = toAppError(error);
  showFailure(appError.userMessage ?? messageForStatus(appError.status));
};

/** The form's values as typed, in the model's nesting so its messages land on the fields. */
interface SettingsValues {
  settings: { retention_days: string; anonymise_exports: boolean; contact_email: string };
}
type SettingName = keyof SettingsValues['settings'];

/** The typed settings as the model checks them: the days a number, the address trimmed. */
const settingsForm = z.preprocess(
  ({ settings }: SettingsValues) => ({
    settings: {
      ...settings,
      retention_days: Number(settings.retention_days),
      contact_email: settings.contact_email.trim(),
    },
  }),
  gdprSettingsSchema,
);

/** What the form starts from: the settings as saved, or the platform's defaults before the first save. */
const formValues = (saved: GdprSettings | null | undefined): SettingsValues => ({
  settings: {
    retention_days: String(saved?.retention_days ?? 365),
    anonymise_exports: saved?.anonymise_exports ?? true,
    contact_email: saved?.contact_email ?? '',
  },
});

export function DataProtection() {
  const saved = useQuery(GDPR_SETTINGS, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [exportData, exporting] = useMutation(GDPR_EXPORT);

  const download = async () => {
    try {
      const { data } = await exportData();
      if (!data?.gdprExport.ok) return showFailure(failureOf(data?.gdprExport));
      const stamp = toIsoDay(new Date());
      downloadText(`gdpr-export-${stamp}.json`, JSON.stringify(data.gdprExport.data, null, 2), 'application/json');
      showSuccess('Data-protection export downloaded');
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Card aria-label="Data protection" className="data-protection">
      <H4>Data protection</H4>
      <p>
        <Button
          size="small"
          icon="download"
          text="Download GDPR export (JSON)"
          loading={exporting.loading}
          onClick={() => void download()}
        />
      </p>
      {saved.error ? (
        <ListFailure error={failureMessage(saved.error)} onRetry={() => saved.refetch()} retrying={saved.loading} />
      ) : saved.data ? (
        // Mounted once the saved settings are in, so the form starts from them (never from its defaults).
        <SettingsForm saved={saved.data.gdprSettings} />
      ) : (
        <Spinner size={20} aria-label="Loading the data-protection settings" />
      )}
    </Card>
  );
}

/** The settings form, starting from `saved`. */
function SettingsForm({ saved }: { saved: GdprSettings | null | undefined }) {
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: formValues(saved),
    resolver: labelledResolver(zodResolver(settingsForm)),
    reValidateMode: 'onSubmit',
  });
  const [saveSettings, saving] = useMutation(GDPR_SAVE);

  const save = handleSubmit(async (settings) => {
    try {
      const { data } = await saveSettings({ variables: settings });
      if (data?.gdprSaveSettings.ok) return showSuccess('Data-protection settings saved');
      const field = serverField(data?.gdprSaveSettings.field).replace(/^settings\./, '') as SettingName | '';
      setError(`settings.${field || 'contact_email'}`, {
        type: 'server',
        message: data?.gdprSaveSettings.reason ?? failureOf(data?.gdprSaveSettings),
      });
      showFailure(failureOf(data?.gdprSaveSettings));
    } catch (error) {
      failed(error);
    }
  });

  const errorOf = (name: SettingName) => formState.errors.settings?.[name]?.message;
  const intent = (name: SettingName) => (errorOf(name) ? Intent.DANGER : Intent.NONE);
  return (
    <form aria-label="Data-protection settings" noValidate onSubmit={(e) => void save(e)}>
      <FormTextField
        id="gdpr-retention"
        label="Retention (days)"
        type="number"
        field={register('settings.retention_days')}
        error={errorOf('retention_days')}
      />
      <FormGroup helperText={errorOf('anonymise_exports')} intent={intent('anonymise_exports')}>
        <Switch label="Anonymise exports" {...bpInput(register('settings.anonymise_exports'))} />
      </FormGroup>
      <FormTextField
        id="gdpr-contact"
        label="Contact e-mail"
        type="email"
        field={register('settings.contact_email')}
        error={errorOf('contact_email')}
      />
      <Button
        size="small"
        type="submit"
        intent={Intent.PRIMARY}
        icon="floppy-disk"
        text="Save settings"
        loading={saving.loading}
      />
    </form>
  );
}
