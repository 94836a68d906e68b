/** The bulk-upsert wizard screen, driven by the bulkWizard machine (DESIGN §3, §6). */
import { Callout, Card, Classes } from '@blueprintjs/core';
import { bulkDef, missingFields, readyToApply } from '@console/machines';
import { useBulkWizard, useKeptBulkWizard, type BulkSnapshot } from '../hooks/useBulkWizard.js';
import type { Restored } from '../../../kit/wizard/usePersistedActor.js';
import type { WizardKeeper } from '../../../kit/wizard/wizardKeeper.js';
import { applyEndStep, WizardBusy as Busy } from '../../../kit/wizard/ApplyEnd.js';
import { ConfirmNoPreviewStep, ConfirmStep } from '../../../kit/wizard/ApplySteps.js';
import { CheckStep } from './CheckStep.js';
import { FailureCallout } from '../../../kit/wizard/FailureCallout.js';
import { MappingStep } from './MappingStep.js';
import { ResourceStep } from './ResourceStep.js';
import { ReviewStep } from './ReviewStep.js';
import { SourceStep } from './SourceStep.js';
import { WizardFrame } from '../../../kit/wizard/WizardFrame.js';
import '../../../kit/wizard/wizard.css';
import { formatCount } from '../../../kit/format/index.js';

const STEPS = ['Resource', 'Upload', 'Map columns', 'Check', 'Preview', 'Confirm', 'Apply', 'Result'] as const;
type Step = (typeof STEPS)[number];
/** Brands have no preview (§7): their strip has no such step. */
const NO_PREVIEW_STEPS = STEPS.filter((step) => step !== 'Preview');

/** Which step of the strip a state belongs to. */
const STEP_OF: Array<[string, Step]> = [
  ['pickResource', 'Resource'],
  ['source', 'Upload'],
  ['mapping', 'Map columns'],
  ['checked', 'Check'],
  ['previewing', 'Preview'],
  ['previewFailed', 'Preview'],
  ['review', 'Preview'],
  ['droppingErrors', 'Preview'],
  ['dropFailed', 'Preview'],
  ['confirm', 'Confirm'],
  ['confirmNoPreview', 'Confirm'],
  ['conflict', 'Confirm'],
  ['applying', 'Apply'],
  ['applyFailed', 'Apply'],
  ['progress', 'Apply'],
  ['watchFailed', 'Apply'],
  ['taskFailed', 'Apply'],
  ['cancelled', 'Apply'],
  ['result', 'Result'],
  ['alreadyApplied', 'Result'],
];
const stepOf = (s: BulkSnapshot): Step => STEP_OF.find(([state]) => s.matches(state as never))?.[1] ?? 'Resource';

export function BulkWizard({ initialResource }: { initialResource?: string }) {
  const { keeper, restored } = useKeptBulkWizard();
  if (!restored)
    return (
      <Card className="console-wizard" aria-label="Bulk upsert wizard">
        <Busy text="Restoring your rows…" />
      </Card>
    );
  return <BulkWizardSteps initialResource={initialResource} kept={{ keeper, restored }} />;
}

function BulkWizardSteps({
  initialResource,
  kept,
}: {
  initialResource?: string;
  kept: { keeper: WizardKeeper; restored: Restored };
}) {
  const { snapshot: s, send, resumed, status, lost } = useBulkWizard(initialResource, kept);
  const c = s.context;
  const def = bulkDef(c.resource);
  const label = def?.label ?? '';
  const steps: readonly Step[] = def?.previewPath === null ? NO_PREVIEW_STEPS : STEPS;
  const back = () => send({ type: 'wizard.back' });
  const next = () => send({ type: 'wizard.next' });

  let body;
  if (s.matches('pickResource'))
    body = <ResourceStep value={c.resource} onSelect={(resource) => send({ type: 'resource.select', resource })} />;
  else if (s.matches('source'))
    body = (
      <SourceStep
        resource={c.resource ?? ''}
        errors={c.parseErrors}
        onLoad={(text, name) => send({ type: 'source.load', text, name })}
        onBack={back}
      />
    );
  else if (s.matches('mapping'))
    body = (
      <MappingStep
        resource={c.resource ?? ''}
        headers={c.headers}
        mapping={c.mapping}
        missing={missingFields(c)}
        rowCount={c.records.length}
        sourceName={c.sourceName}
        onMap={(field, header) => send({ type: 'mapping.set', field, header })}
        onAuto={() => send({ type: 'mapping.auto' })}
        onBack={back}
        onNext={next}
      />
    );
  else if (s.matches('checked'))
    body = (
      <CheckStep
        rowCount={c.rows.length}
        invalid={c.invalid}
        issues={c.issues}
        hasPreview={!!def?.previewPath}
        onDrop={() => send({ type: 'rows.dropInvalid' })}
        onBack={back}
        onNext={next}
      />
    );
  else if (s.matches('previewing'))
    body = <Busy text={`Previewing ${formatCount(c.rows.length)} row(s) on the server…`} />;
  else if (s.matches('droppingErrors')) body = <Busy text="Dropping the rows in error…" />;
  else if (s.matches('previewFailed'))
    body = (
      <FailureCallout
        failure={c.failure}
        title="The preview failed"
        onRetry={() => send({ type: 'wizard.retry' })}
        onBack={back}
      />
    );
  else if (s.matches('dropFailed'))
    body = (
      <FailureCallout
        failure={c.failure}
        title="The rows in error could not be gathered"
        onRetry={() => send({ type: 'wizard.retry' })}
        onBack={back}
      />
    );
  else if (s.matches('review') && c.preview)
    body = (
      <ReviewStep
        preview={c.preview}
        review={c.review}
        loading={s.matches({ review: 'loading' })}
        loadFailed={s.matches({ review: 'loadFailed' })}
        failure={c.failure}
        ready={readyToApply(c)}
        send={send}
      />
    );
  else if (s.matches('confirm') && c.preview)
    body = (
      <ConfirmStep label={label} preview={c.preview} onBack={back} onConfirm={() => send({ type: 'wizard.confirm' })} />
    );
  else if (s.matches('confirmNoPreview'))
    body = (
      <ConfirmNoPreviewStep
        label={label}
        rowCount={c.rows.length}
        onBack={back}
        onConfirm={() => send({ type: 'wizard.confirm' })}
      />
    );
  else
    body = applyEndStep(s, send, {
      starting: 'Starting the apply…',
      refused: 'The apply failed; nothing was written',
      failed: 'The apply failed',
      nothing: 'written',
      retryFailed: def?.previewPath ? 'Preview again' : 'Try again',
      retryCancelled: def?.previewPath ? 'Preview again' : 'Apply again',
      after: 'back',
    });

  const cancellable = s.can({ type: 'wizard.cancel' }) && !s.matches('pickResource');
  return (
    <WizardFrame
      label="Bulk upsert wizard"
      steps={steps}
      current={steps.indexOf(stepOf(s))}
      subject={
        label && (
          <>
            Resource: <strong>{label}</strong>
            {c.sourceName ? ` · ${c.sourceName}` : ''}
          </>
        )
      }
      resumed={resumed && stepOf(s) !== 'Resource'}
      notices={
        <>
          {lost && (
            <Callout intent="danger" role="alert" className="console-gap">
              {lost}
            </Callout>
          )}
          {status.kept && status.saving && (
            <p className={`${Classes.TEXT_MUTED} console-gap`} role="status" aria-label="Saving">
              Keeping your rows in this browser so a reload can resume…
            </p>
          )}
          {!status.kept && (
            <Callout intent="warning" role="alert" className="console-gap" aria-label="Not saved">
              {status.message}
            </Callout>
          )}
        </>
      }
      onCancel={cancellable ? () => send({ type: 'wizard.cancel' }) : undefined}
    >
      {body}
    </WizardFrame>
  );
}
