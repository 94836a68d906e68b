/**
 * The task monitor and notification bell (issue 7): holds tasks by uuid from the live feed and
 * a list read after the feed opened, and applies every change and progress message with the task
 * follower's rule (the newest record by version, the bar never back, an end final; a replayed
 * feed position changes nothing), remembers the last position for resuming, filters by status, user and
 * company, and counts the tasks finished
 * since the bell was last opened. The web app feeds it the subscription's events; it emits
 * `monitor.ownTaskFinished` when one of the user's own tasks ends (for the toast).
 */
import type { Task } from '@console/schema';
import { assign, emit, enqueueActions, setup } from 'xstate';
import { recordMessage, type TaskProgressMessage } from '../taskFollower/followLogic.js';
import { mergeTasks, newestFinishedAt, NO_FILTERS, type TaskFilters, type TaskMonitorContext } from './monitorLogic.js';

export interface TaskMonitorInput {
  user_uuid?: string | null;
  /** Resume from this feed position (e.g. remembered across a reload). */
  lastPosition?: number;
  /** When the bell was last opened (remembered across reloads). */
  lastLookedAt?: string | null;
  filters?: Partial<TaskFilters>;
  /** Most tasks held at once (default 1000); the oldest finished go first. */
  maxTasks?: number;
}

export type TaskMonitorEvent =
  /** A page of tasks/getlist read after the feed opened, with the feed position it reflects at least (0 if unknown). */
  | { type: 'tasks.loaded'; tasks: Task[]; position?: number }
  /** A task was created or changed (the `taskUpdated` subscription): position 0 when polled. */
  | { type: 'task.updated'; position: number; task: Task }
  /** A message of the all-tasks `taskProgress` stream: the bar, and the record on every change of status. */
  | { type: 'task.progress'; message: TaskProgressMessage<Task> }
  | { type: 'filter.set'; filters: Partial<TaskFilters> }
  | { type: 'filter.clear' }
  | { type: 'bell.opened' }
  | { type: 'feed.connected' }
  | { type: 'feed.lost' };

/** Emitted when a task of the signed-in user ends. */
export interface OwnTaskFinished {
  type: 'monitor.ownTaskFinished';
  task: Task;
}

export const taskMonitorMachine = setup({
  types: {
    context: {} as TaskMonitorContext,
    events: {} as TaskMonitorEvent,
    input: {} as TaskMonitorInput | undefined,
    emitted: {} as OwnTaskFinished,
  },
  actions: {
    merge: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'tasks.loaded' && event.type !== 'task.updated' && event.type !== 'task.progress') return;
      const live = event.type !== 'tasks.loaded';
      const messages =
        event.type === 'tasks.loaded'
          ? event.tasks.map(recordMessage)
          : event.type === 'task.updated'
            ? [recordMessage(event.task)]
            : [event.message];
      const position =
        event.type === 'task.updated' ? event.position : event.type === 'tasks.loaded' ? (event.position ?? 0) : 0;
      const { context: next, finished } = mergeTasks(context, messages, position, live);
      enqueue.assign(next);
      if (!live || !context.user_uuid) return;
      for (const task of finished)
        if (task.user_uuid === context.user_uuid) enqueue(emit({ type: 'monitor.ownTaskFinished', task }));
    }),
  },
}).createMachine({
  id: 'taskMonitor',
  context: ({ input }) => ({
    user_uuid: input?.user_uuid ?? null,
    tasks: {},
    lastPosition: input?.lastPosition ?? 0,
    filters: { ...NO_FILTERS, ...input?.filters },
    unseenFinished: [],
    lastLookedAt: input?.lastLookedAt ?? null,
    maxTasks: input?.maxTasks ?? 1000,
  }),
  initial: 'connecting',
  on: {
    'tasks.loaded': { actions: 'merge' },
    'task.updated': { actions: 'merge' },
    'task.progress': { actions: 'merge' },
    'filter.set': { actions: assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.filters }) }) },
    'filter.clear': { actions: assign({ filters: NO_FILTERS }) },
    'bell.opened': {
      actions: assign({
        unseenFinished: [],
        lastLookedAt: ({ context }) => newestFinishedAt(Object.values(context.tasks)) ?? context.lastLookedAt,
      }),
    },
  },
  states: {
    connecting: { tags: ['busy'], on: { 'feed.connected': 'live', 'feed.lost': 'reconnecting' } },
    live: { on: { 'feed.lost': 'reconnecting' } },
    /** The subscription dropped: the web app reconnects with `after: lastPosition`. */
    reconnecting: { tags: ['busy'], on: { 'feed.connected': 'live' } },
  },
});
