/** Live data: subscriptions that resume after a loss, and the shared task monitor. */
export { followFeed, type FeedHandle, type FeedState, type FollowFeedOptions } from './followFeed.js';
export { TASK_FIELDS, TASK_PROGRESS, TASK_UPDATED, TASKS, TRANSACTION_COMMITTED, TRANSACTION_FIELDS, type ProgressEvent, type TaskRow, type TransactionRow } from './graphql/operations.js';
export { markBellSeen, recordedSamples, taskMonitorLoaded, type TaskMonitorActor } from './taskMonitorStore.js';
export { toTask } from './toTask.js';
export { useTaskMonitor } from './useTaskMonitor.js';
export { LiveTag } from './LiveTag.js';
export { LiveListHeader } from './LiveListHeader.js';
export { addSample, SampleBook, type ProgressSample } from './progressSamples.js';
