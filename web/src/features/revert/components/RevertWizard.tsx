/** The revert wizard, driven by the revertWizard machine (issue 18, DESIGN §3): preview → review → apply → result. */
import { Button, Callout } from '@blueprintjs/core';
import { revertSubject, type RevertTarget } from '@console/machines';
import { applyEndStep, WizardBusy } from '../../../kit/wizard/ApplyEnd.js';
import { FailureCallout } from '../../../kit/wizard/FailureCallout.js';
import { WizardFrame } from '../../../kit/wizard/WizardFrame.js';
import { useRevertWizard, type RevertSnapshot } from '../hooks/useRevertWizard.js';
import { RevertReview } from './RevertReview.js';

const STEPS = ['Preview', 'Review', 'Apply', 'Result'] as const;
const ORDER: Array<[string, number]> = [
  ['previewing', 0],
  ['previewFailed', 0],
  ['review', 1],
  ['stopped', 1],
  ['conflict', 2],
  ['applying', 2],
  ['applyFailed', 2],
  ['progress', 2],
  ['watchFailed', 2],
  ['taskFailed', 2],
  ['cancelled', 2],
  ['result', 3],
  ['alreadyApplied', 3],
];
const stepOf = (s: RevertSnapshot) => ORDER.find(([state]) => s.matches(state as never))?.[1] ?? 0;

export interface RevertWizardProps {
  target: RevertTarget;
  userUuid: string;
  /** The company of the reverted records, for transaction links (§2). */
  companyCode: string | null;
  /** What is reverted, in words ("transaction #12: bulk.apply of keywords"). */
  title?: string;
}

export function RevertWizard({ target, userUuid, companyCode, title }: RevertWizardProps) {
  const { snapshot: s, send, resumed } = useRevertWizard(target, userUuid);
  const c = s.context;
  const retry = () => send({ type: 'wizard.retry' });
  const stop = () => send({ type: 'wizard.cancel' });

  let body;
  if (s.matches('previewing')) body = <WizardBusy text="Previewing the revert…" />;
  else if (s.matches('previewFailed'))
    body = <FailureCallout failure={c.failure} title="The revert cannot be previewed" onRetry={retry} onBack={stop} />;
  else if (s.matches('review') && c.preview)
    body = (
      <RevertReview
        preview={c.preview}
        companyCode={companyCode}
        onRevert={() => send({ type: 'wizard.confirm' })}
        onRevertRest={() => send({ type: 'revert.rest' })}
        onStop={stop}
      />
    );
  else if (s.matches('stopped'))
    body = (
      <Callout intent="none" icon="disable" title="Stopped" role="status" aria-label="Revert stopped">
        <p>Nothing was reverted.</p>
        <div className="console-wizard-actions">
          <Button text="Preview again" icon="refresh" size="small" onClick={() => send({ type: 'wizard.restart' })} />
        </div>
      </Callout>
    );
  else
    body = applyEndStep(s, send, {
      starting: 'Starting the revert…',
      refused: 'The revert was refused; nothing was reverted',
      failed: 'The revert failed',
      nothing: 'reverted',
      retryFailed: 'Preview again',
      retryCancelled: 'Preview again',
      after: 'cancel',
      companyCode: companyCode ?? undefined,
      restartText: 'Preview again',
    });

  return (
    <WizardFrame
      label="Revert wizard"
      steps={STEPS}
      current={stepOf(s)}
      subject={
        <>
          Reverting <strong>{title ?? revertSubject(target)}</strong>
          {c.skipConflicts ? ' · the rest, conflicts left as they are' : ''}
        </>
      }
      resumed={resumed && stepOf(s) > 1}
    >
      {body}
    </WizardFrame>
  );
}
