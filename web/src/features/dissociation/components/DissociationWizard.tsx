/** The company–retailer dissociation wizard, driven by the dissociationWizard machine (§7, DESIGN §3). */
import { applyEndStep, WizardBusy } from '../../../kit/wizard/ApplyEnd.js';
import { FailureCallout } from '../../../kit/wizard/FailureCallout.js';
import { WizardFrame } from '../../../kit/wizard/WizardFrame.js';
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
  ['alreadyApplied', 5],
];
const stepOf = (s: DissociationSnapshot) => ORDER.find(([state]) => s.matches(state as never))?.[1] ?? 0;

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
  else if (s.matches('previewing')) body = <WizardBusy text="Previewing what would go…" />;
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
  else
    body = applyEndStep(s, send, {
      starting: 'Starting the dissociation…',
      refused: 'The dissociation was refused; nothing was removed',
      failed: 'The dissociation failed',
      nothing: 'removed',
      retryFailed: 'Preview again',
      retryCancelled: 'Preview again',
      after: 'cancel',
      companyCode: code,
      restartText: 'Dissociate another retailer',
    });

  return (
    <WizardFrame
      label="Dissociation wizard"
      steps={STEPS}
      current={stepOf(s)}
      subject={
        c.retailer_url && (
          <>
            Retailer: <strong>{c.retailer_url}</strong>
            {c.metrics.length > 0 ? ` · ${c.metrics.join(', ')}` : ''}
          </>
        )
      }
      resumed={resumed && stepOf(s) > 0}
      onCancel={s.can({ type: 'wizard.cancel' }) && stepOf(s) > 0 ? () => send({ type: 'wizard.cancel' }) : undefined}
    >
      {body}
    </WizardFrame>
  );
}
