/** The company–retailer dissociation wizard, driven by the dissociationWizard machine (§7, DESIGN §3). */
import { Button, Callout, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { ConflictStep } from '../../../kit/wizard/ApplySteps.js';
import { FailureCallout } from '../../../kit/wizard/FailureCallout.js';
import { CancelledStep, ProgressStep, ResultStep } from '../../../kit/wizard/TaskSteps.js';
import { WizardSteps } from '../../../kit/wizard/WizardSteps.js';
import {
  useDissociationWizard,
  type DissociationOptions,
  type DissociationSnapshot,
} from '../hooks/useDissociationWizard.js';
import type { ByMetric } from '../graphql/operations.js';
import { ConfirmCode } from './ConfirmCode.js';
import { DissociationReview } from './DissociationReview.js';
import { MetricsStep } from './MetricsStep.js';
import { RetailerStep } from './RetailerStep.js';
import '../../../kit/wizard/wizard.css';

const STEPS = ['Retailer', 'Metrics', 'Preview', 'Confirm', 'Apply', 'Result'] as const;
const ORDER: Array<[string, number]> = [
  ['company', 0],
  ['retailer', 0],
  ['metrics', 1],
  ['previewing', 2],
  ['previewFailed', 2],
  ['review', 2],
  ['confirm', 3],
  ['conflict', 3],
  ['applying', 4],
  ['applyFailed', 4],
  ['progress', 4],
  ['watchFailed', 4],
  ['taskFailed', 4],
  ['cancelled', 4],
  ['result', 5],
];
const stepOf = (s: DissociationSnapshot) => ORDER.find(([state]) => s.matches(state as never))?.[1] ?? 0;
const busy = (text: string) => <NonIdealState icon={<Spinner size={32} />} title={text} />;

export function DissociationWizard(options: DissociationOptions) {
  const { snapshot: s, send, resumed } = useDissociationWizard(options);
  const c = s.context;
  const code = options.company.digit_code;
  const back = () => send({ type: 'wizard.back' });
  const retry = () => send({ type: 'wizard.retry' });

  let body;
  if (s.matches('company') || s.matches('retailer'))
    body = (
      <RetailerStep
        code={code}
        value={c.retailer_url}
        onSelect={(retailer_url) => send({ type: 'retailer.select', retailer_url })}
        onBack={() => send({ type: 'wizard.cancel' })}
      />
    );
  else if (s.matches('metrics'))
    body = (
      <MetricsStep
        code={code}
        retailerUrl={c.retailer_url ?? ''}
        metrics={c.metrics}
        onToggle={(metric) => send({ type: 'metrics.toggle', metric })}
        onSet={(metrics) => send({ type: 'metrics.set', metrics })}
        onBack={back}
        onNext={() => send({ type: 'wizard.next' })}
      />
    );
  else if (s.matches('previewing')) body = busy('Previewing what would go…');
  else if (s.matches('previewFailed'))
    body = <FailureCallout failure={c.failure} title="The preview failed" onRetry={retry} onBack={back} />;
  else if (s.matches('review') && c.preview)
    body = (
      <DissociationReview
        preview={c.preview as typeof c.preview & { by_metric?: ByMetric }}
        canApply={c.canApply}
        onBack={back}
        onNext={() => send({ type: 'wizard.next' })}
      />
    );
  else if (s.matches('confirm'))
    body = (
      <ConfirmCode
        code={code}
        name={options.company.name ?? code}
        retailerUrl={c.retailer_url ?? ''}
        metrics={c.metrics}
        typed={c.typed}
        onType={(text) => send({ type: 'confirm.type', text })}
        onBack={back}
        onConfirm={() => send({ type: 'wizard.confirm' })}
      />
    );
  else if (s.matches('conflict'))
    body = (
      <ConflictStep
        rows={c.conflict ?? []}
        onBack={() => send({ type: 'wizard.cancel' })}
        onRefresh={() => send({ type: 'wizard.refresh' })}
      />
    );
  else if (s.matches('applying')) body = busy('Starting the dissociation…');
  else if (s.matches('applyFailed'))
    body = (
      <FailureCallout
        failure={c.failure}
        title="The dissociation was refused; nothing was removed"
        retryText="Apply again"
        onRetry={retry}
        onBack={back}
      />
    );
  else if (s.matches('progress'))
    body = (
      <ProgressStep
        task={c.task}
        cancelling={s.matches({ progress: 'cancelling' })}
        failure={c.failure}
        onCancel={() => send({ type: 'task.cancel' })}
      />
    );
  else if (s.matches('watchFailed'))
    body = (
      <FailureCallout
        failure={c.failure}
        title="The task's progress could not be followed"
        retryText="Follow it again"
        onRetry={retry}
      />
    );
  else if (s.matches('taskFailed'))
    body = (
      <FailureCallout
        failure={{
          status: 500,
          message: 'The task failed: nothing was removed (all or nothing).',
          detail: c.task?.error ?? null,
        }}
        title="The dissociation failed"
        retryText="Preview again"
        onRetry={retry}
      />
    );
  else if (s.matches('cancelled'))
    body = (
      <CancelledStep
        nothing="removed"
        retryText="Preview again"
        onRetry={retry}
        onRestart={() => send({ type: 'wizard.restart' })}
      />
    );
  else if (s.matches('result') && c.task)
    body = (
      <ResultStep
        task={c.task}
        companyCode={code}
        restartText="Dissociate another retailer"
        onRestart={() => send({ type: 'wizard.restart' })}
      />
    );

  return (
    <Card className="console-wizard" aria-label="Dissociation wizard">
      <WizardSteps steps={STEPS} current={stepOf(s)} label="Wizard steps" />
      {c.retailer_url && (
        <p className="console-wizard-resource">
          Retailer: <strong>{c.retailer_url}</strong>
          {c.metrics.length > 0 ? ` · ${c.metrics.join(', ')}` : ''}
        </p>
      )}
      {resumed && stepOf(s) > 0 && (
        <Callout intent="primary" icon="history" className="console-gap">
          Resumed where you left off.
        </Callout>
      )}
      <div className="console-wizard-body">{body}</div>
      {s.can({ type: 'wizard.cancel' }) && stepOf(s) > 0 && (
        <Button
          className="console-wizard-cancel"
          variant="minimal"
          size="small"
          icon="cross"
          text="Cancel and discard"
          onClick={() => send({ type: 'wizard.cancel' })}
        />
      )}
    </Card>
  );
}
