/** Context, events and actor contracts of the revert wizard (issue 18, DESIGN §3). */
import type { RevertApplyRequest, RevertPreviewRequest, RevertPreviewResult } from '@console/schema';
import type { MovedRow, WizardStepEvent } from '../bulkWizard/types.js';
import type { StartedTask, TaskWatchEvent } from '../taskMonitor/taskProgressStates.js';
import type { TaskRefInput, TaskUpdate, WizardFailure } from '../taskMonitor/taskWatch.js';

/** What is reverted: a whole transaction, or one version of one record (`change` or `restore`). */
export type RevertTarget = RevertPreviewRequest;

/** Input of the `preview` actor: the target. Output: the stored preview, its conflicts and what it reverts. */
export type RevertPreviewInput = RevertTarget;
export type RevertPreviewOutput = RevertPreviewResult;
/** Input of the `apply` actor: the preview, and whether to leave its conflicts as they are. */
export type RevertApplyInput = RevertApplyRequest;
/** Output of the `apply` actor: the task that writes the revert. A 409 rejects with `{status: 409, message, rows}`. */
export type RevertApplyOutput = StartedTask;

export interface RevertContext {
  target: RevertTarget;
  preview: RevertPreviewResult | null;
  /** True when the user chose "Revert the rest": the conflicts are left as they are. */
  skipConflicts: boolean;
  conflict: MovedRow[] | null;
  task: TaskUpdate | null;
  failure: WizardFailure | null;
}

export interface RevertInput {
  target: RevertTarget;
}

export type RevertEvent = { type: 'revert.rest' } | WizardStepEvent | TaskWatchEvent;

export type { TaskRefInput };
