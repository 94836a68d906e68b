/**
 * The end every preview-then-apply wizard shares (bulk, dissociation): the apply's start, its
 * refusal or conflict, the task's progress, failure, cancel and result. Each wizard's machine has
 * these states (machines' taskProgressStates); the wizard names only its words and where it goes back.
 */
import { NonIdealState, Spinner } from '@blueprintjs/core';
import type { MovedRow, TaskUpdate, TaskWatchEvent, WizardFailure, WizardStepEvent } from '@console/machines';
import type { ReactNode } from 'react';
import { ConflictStep } from './ApplySteps.js';
import { FailureCallout } from './FailureCallout.js';
import { AlreadyAppliedStep, CancelledStep, ProgressStep, ResultStep } from './TaskSteps.js';

/** A wizard's step while the machine works: a spinner and what it does. */
export function WizardBusy({ text }: { text: string }) {
  return <NonIdealState icon={<Spinner size={32} />} title={text} />;
}

/** What the apply end reads of a wizard's snapshot. */
export interface ApplyEndSnapshot {
  matches(state: never): boolean;
  context: { failure: WizardFailure | null; task: TaskUpdate | null; conflict: MovedRow[] | null };
}

export interface ApplyEndOptions {
  /** While the apply starts ("Starting the apply…"). */
  starting: string;
  /** Title when the apply is refused. */
  refused: string;
  /** Title when its task failed. */
  failed: string;
  /** What an all-or-nothing task that failed or was cancelled did not do ("written", "removed"). */
  nothing: string;
  /** The retry of a failed task and of a cancelled one. */
  retryFailed: string;
  retryCancelled: string;
  /**
   * After the apply, Back goes one step back (`back`: from a conflict, a failed or cancelled task;
   * a task no longer followed starts again) or nowhere (`cancel`: a conflict discards, a cancelled
   * task offers to start again).
   */
  after: 'back' | 'cancel';
  /** The result's company (for the transaction's link) and its restart button. */
  companyCode?: string;
  restartText?: string;
}

/** The step of the apply end the snapshot is in, or null before the apply. */
export function applyEndStep(
  s: ApplyEndSnapshot,
  send: (event: WizardStepEvent | TaskWatchEvent) => void,
  o: ApplyEndOptions,
): ReactNode | null {
  const c = s.context;
  const is = (state: string) => s.matches(state as never);
  const back = () => send({ type: 'wizard.back' });
  const retry = () => send({ type: 'wizard.retry' });
  const restart = () => send({ type: 'wizard.restart' });
  const stepBack = o.after === 'back' ? back : undefined;
  if (is('conflict'))
    return (
      <ConflictStep
        rows={c.conflict ?? []}
        onBack={stepBack ?? (() => send({ type: 'wizard.cancel' }))}
        onRefresh={() => send({ type: 'wizard.refresh' })}
      />
    );
  if (is('applying')) return <WizardBusy text={o.starting} />;
  if (is('applyFailed'))
    return (
      <FailureCallout failure={c.failure} title={o.refused} retryText="Apply again" onRetry={retry} onBack={back} />
    );
  if (is('progress'))
    return (
      <ProgressStep
        task={c.task}
        cancelling={s.matches({ progress: 'cancelling' } as never)}
        failure={c.failure}
        onCancel={() => send({ type: 'task.cancel' })}
      />
    );
  if (is('watchFailed'))
    return (
      <FailureCallout
        failure={c.failure}
        title="The task's progress could not be followed"
        retryText="Follow it again"
        onRetry={retry}
        onBack={stepBack && restart}
      />
    );
  if (is('taskFailed'))
    return (
      <FailureCallout
        failure={{
          status: 500,
          message: `The task failed: nothing was ${o.nothing} (all or nothing).`,
          detail: c.task?.error ?? null,
        }}
        title={o.failed}
        retryText={o.retryFailed}
        onRetry={retry}
        onBack={stepBack}
      />
    );
  if (is('cancelled'))
    return (
      <CancelledStep
        nothing={o.nothing}
        retryText={o.retryCancelled}
        onRetry={retry}
        onBack={stepBack}
        onRestart={stepBack ? undefined : restart}
      />
    );
  if (is('result') && c.task)
    return <ResultStep task={c.task} companyCode={o.companyCode} restartText={o.restartText} onRestart={restart} />;
  if (is('alreadyApplied') && c.task)
    return (
      <AlreadyAppliedStep task={c.task} companyCode={o.companyCode} restartText={o.restartText} onRestart={restart} />
    );
  return null;
}
