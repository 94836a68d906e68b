/**
 * Live data: subscriptions that resume after a loss, the task follower, the shared task monitor and the
 * platform's status.
 */
export { followFeed, type FeedHandle, type FeedState, type FollowFeedOptions } from './followFeed.js';
export {
  LIVE_STATUS,
  TASK_PROGRESS,
  TASK_UPDATED,
  TASKS,
  TRANSACTION_COMMITTED,
  type LiveStatusRow,
  type ProgressEvent,
  type TaskRow,
  type TransactionRow,
} from './graphql/operations.js';
export { markBellSeen, recordedSamples, taskMonitorLoaded, type TaskMonitorActor } from './taskMonitorStore.js';
export { toLiveTask, toProgressMessage, toTask, type LiveTask } from './toTask.js';
export { PlatformBanner, PLATFORM_DOWN_TEXT } from './PlatformBanner.js';
export { usePlatformStatus, type PlatformStatus } from './usePlatformStatus.js';
export { useTaskMonitor } from './useTaskMonitor.js';
export { LiveTag } from './LiveTag.js';
export { LiveListHeader } from './LiveListHeader.js';
export { addSample, SampleBook, type ProgressSample } from './progressSamples.js';
export { webTaskFollower } from './taskFollower.js';
