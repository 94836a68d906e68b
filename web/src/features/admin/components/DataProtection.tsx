/** Data protection (§7): GDPR export as a JSON file; settings checked with gdprSettingsSchema and saved. */
import { useState } from 'react';
import { Button, Card, FormGroup, H4, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { gdprSettingsSchema, messageForStatus } from '@console/schema';
import { downloadText } from '../../../kit/tables/index.js';
import { showFailure, showSuccess } from '../../../kit/ui/toaster.js';
import { toAppError } from '../../../kit/graphql/appError.js';
import { serverField } from '../../resources/index.js';
import { GDPR_EXPORT, GDPR_SAVE } from '../graphql/operations.js';
import type { OperationPayload } from '../../resources/index.js';

const failureOf = (outcome: OperationPayload | undefined) =>
  outcome?.message ?? messageForStatus(outcome?.status ?? 500);
const failed = (error: unknown) => {
  const appError = toAppError(error);
  showFailure(appError.userMessage ?? messageForStatus(appError.status));
};

export function DataProtection() {
  const [retention, setRetention] = useState('365');
  const [anonymise, setAnonymise] = useState(true);
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [exportData, exporting] = useMutation(GDPR_EXPORT);
  const [saveSettings, saving] = useMutation(GDPR_SAVE);

  const download = async () => {
    try {
      const { data } = await exportData();
      if (!data?.gdprExport.ok) return showFailure(failureOf(data?.gdprExport));
      const stamp = new Date().toISOString().slice(0, 10);
      downloadText(`gdpr-export-${stamp}.json`, JSON.stringify(data.gdprExport.data, null, 2), 'application/json');
      showSuccess('Data-protection export downloaded');
    } catch (error) {
      failed(error);
    }
  };

  const save = async () => {
    const parsed = gdprSettingsSchema.safeParse({
      settings: { retention_days: Number(retention), anonymise_exports: anonymise, contact_email: contact.trim() },
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path.at(-1))] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    try {
      const { data } = await saveSettings({ variables: parsed.data });
      if (data?.gdprSaveSettings.ok) return showSuccess('Data-protection settings saved');
      const field = serverField(data?.gdprSaveSettings.field).replace(/^settings\./, '');
      setErrors({ [field || 'contact_email']: data?.gdprSaveSettings.reason ?? failureOf(data?.gdprSaveSettings) });
      showFailure(failureOf(data?.gdprSaveSettings));
    } catch (error) {
      failed(error);
    }
  };

  const intent = (name: string) => (errors[name] ? Intent.DANGER : Intent.NONE);
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
      <form
        aria-label="Data-protection settings"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <FormGroup
          label="Retention (days)"
          labelFor="gdpr-retention"
          helperText={errors.retention_days}
          intent={intent('retention_days')}
        >
          <InputGroup
            id="gdpr-retention"
            type="number"
            value={retention}
            intent={intent('retention_days')}
            onChange={(e) => setRetention(e.target.value)}
          />
        </FormGroup>
        <FormGroup helperText={errors.anonymise_exports} intent={intent('anonymise_exports')}>
          <Switch
            label="Anonymise exports"
            checked={anonymise}
            onChange={(e) => setAnonymise(e.currentTarget.checked)}
          />
        </FormGroup>
        <FormGroup
          label="Contact e-mail"
          labelFor="gdpr-contact"
          helperText={errors.contact_email}
          intent={intent('contact_email')}
        >
          <InputGroup
            id="gdpr-contact"
            type="email"
            value={contact}
            intent={intent('contact_email')}
            onChange={(e) => setContact(e.target.value)}
          />
        </FormGroup>
        <Button
          size="small"
          type="submit"
          intent={Intent.PRIMARY}
          icon="floppy-disk"
          text="Save settings"
          loading={saving.loading}
        />
      </form>
    </Card>
  );
}
