/** Context, events and actor contracts of deleting a list's selected records (issue 16). */
import type { MovedRow, PreviewResult, RecordsDeleteApplyRequest, RecordsDeletePreviewRequest } from '@console/schema';
import type { WizardStepEvent } from '../bulkWizard/types.js';
import type { TaskRefInput, TaskUpdate, WizardFailure } from '../taskMonitor/taskWatch.js';
import type { StartedTask, TaskWatchEvent } from '../taskMonitor/taskProgressStates.js';

/** Input of the `preview` actor: the resource and the selected records' uuids, as schema/ declares it. */
export type RecordsDeletePreviewInput = RecordsDeletePreviewRequest;
/** Output of the `preview` actor: per uuid `delete`, or a row in `error` (gone, repeated, held back). */
export type RecordsDeletePreviewOutput = PreviewResult;
/** Input of the `apply` actor: the resource and the preview it applies. */
export type RecordsDeleteApplyInput = RecordsDeleteApplyRequest;
/** Output of the `apply` actor: the task that deletes them. A 409 rejects with `{status: 409, message, rows}`. */
export type RecordsDeleteApplyOutput = StartedTask;

export interface RecordsDeleteInput {
  /** The resource of the list (schema/src/resources.ts name). */
  resource: string;
  /** The selected records' uuids, in the list's order. */
  uuids: readonly string[];
  /** The signed-in user's scope: deleting needs `write`, as one record's delete (DESIGN §4). */
  scope: readonly string[];
}

export interface RecordsDeleteContext {
  resource: string;
  uuids: string[];
  /** From `can(scope, 'write')`. */
  canDelete: boolean;
  preview: PreviewResult | null;
  conflict: MovedRow[] | null;
  task: TaskUpdate | null;
  failure: WizardFailure | null;
}

export type RecordsDeleteEvent = WizardStepEvent | TaskWatchEvent;

export type { TaskRefInput };
