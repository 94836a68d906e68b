import type { SnapshotFrom } from 'xstate';
import type { taskMonitorMachine } from './taskMonitorMachine.js';

export {
  taskMonitorMachine,
  type OwnTaskFinished,
  type TaskMonitorEvent,
  type TaskMonitorInput,
} from './taskMonitorMachine.js';
export {
  mergeTasks,
  newerSnapshot,
  newestFinishedAt,
  visibleTasks,
  NO_FILTERS,
  type MergeResult,
  type TaskFilters,
  type TaskMonitorContext,
} from './monitorLogic.js';
export * from './taskWatch.js';

/** The bell's number: tasks finished since it was last opened. */
export const unseenFinishedCount = (snapshot: SnapshotFrom<typeof taskMonitorMachine>): number =>
  snapshot.context.unseenFinished.length;
