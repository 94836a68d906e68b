/**
 * One task monitor actor per signed-in staff user, shared by the bell and the tasks screens: it
 * loads the newest tasks, follows `taskUpdated` (resumable by position) and `taskProgress`, toasts
 * the user's own finished tasks and remembers when the bell was last opened (localStorage).
 */
import type { ApolloClient } from '@apollo/client';
import { createActor, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { taskMonitorMachine } from '@console/machines';
import { showFailure, showSuccess } from '../../ui/toaster.js';
import { followFeed, type FeedHandle } from './followFeed.js';
import { TASK_PROGRESS, TASK_UPDATED, TASKS } from './graphql/operations.js';
import { SampleBook } from './progressSamples.js';
import { toTask } from './toTask.js';

export type TaskMonitorActor = ActorRefFrom<typeof taskMonitorMachine>;

/** Tasks loaded on start (newest first); live events add the rest. */
const INITIAL_PAGE = 200;
const lookKey = (userUuid: string) => `console.tasks.lastLookedAt:${userUuid}`;

function readLastLooked(userUuid: string): string | null {
  try {
    return localStorage.getItem(lookKey(userUuid));
  } catch {
    return null;
  }
}

interface Entry {
  actor: TaskMonitorActor;
  refs: number;
  feeds: FeedHandle[];
  stopTimer?: ReturnType<typeof setTimeout>;
  /** Settles when the first list of tasks was loaded (or failed to load). */
  loaded: Promise<void>;
  markLoaded: () => void;
  /** Progress received per task since the monitor started (the task page's timeline starts from it). */
  samples: SampleBook;
}
const entries = new Map<string, Entry>();

function startFeeds(client: ApolloClient, entry: Entry): FeedHandle[] {
  const { actor } = entry;
  const load = () =>
    client
      .query({ query: TASKS, variables: { page_size: INITIAL_PAGE }, fetchPolicy: 'no-cache' })
      .then(({ data }) => data && actor.send({ type: 'tasks.loaded', tasks: data.tasks.rows.map(toTask) }))
      .catch(() => undefined) // the feed's reconnect reloads
      .finally(entry.markLoaded);
  const updates = followFeed({
    client,
    query: TASK_UPDATED,
    // Resume after the last applied position: the gateway replays what was missed; repeats are dropped by position.
    variables: (resumed) => ({ after: resumed && actor.getSnapshot().context.lastPosition > 0 ? actor.getSnapshot().context.lastPosition : null }),
    onData: ({ taskUpdated: { position, task } }) => {
      entry.samples.record(task.uuid, { at: Date.parse(task.updated_at) || Date.now(), done: task.progress.done, total: task.progress.total });
      actor.send({ type: 'task.updated', position, task: toTask(task) });
    },
    onState: (state) => state !== 'connecting' && actor.send({ type: state === 'live' ? 'feed.connected' : 'feed.lost' }),
    // With a position the gateway replays what was missed; without one (nothing seen yet), reload the list.
    onResumed: () => actor.getSnapshot().context.lastPosition === 0 && void load(),
  });
  const progress = followFeed({
    client,
    query: TASK_PROGRESS,
    variables: () => ({}),
    onData: ({ taskProgress: p }) => {
      entry.samples.record(p.task_uuid, { at: Date.parse(p.at) || Date.now(), done: p.done, total: p.total });
      actor.send({ type: 'task.progress', task_uuid: p.task_uuid, status: p.status, done: p.done, total: p.total });
    },
  });
  // Subscribed first, loaded second: a change between the two arrives by the feed and is merged by version.
  void load();
  return [updates, progress];
}

/** The monitor of `userUuid`, created on first use (not yet following the feed). */
export function taskMonitorFor(userUuid: string, inspect?: (event: InspectionEvent) => void): TaskMonitorActor {
  let entry = entries.get(userUuid);
  if (!entry) {
    const actor = createActor(taskMonitorMachine, { input: { user_uuid: userUuid, lastLookedAt: readLastLooked(userUuid) }, ...(inspect ? { inspect } : {}) });
    actor.on('monitor.ownTaskFinished', ({ task }) => {
      const text = `Your task "${task.task_name}" ${task.status}${task.error ? `: ${task.error}` : ''}`;
      (task.status === 'succeeded' ? showSuccess : showFailure)(text);
    });
    actor.start();
    let markLoaded = () => undefined as void;
    const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
    entry = { actor, refs: 0, feeds: [], loaded, markLoaded, samples: new SampleBook() };
    entries.set(userUuid, entry);
  }
  return entry.actor;
}

/** Keeps the monitor following the feed while at least one view holds it; returns the release. */
export function retainTaskMonitor(client: ApolloClient, userUuid: string): () => void {
  const entry = entries.get(userUuid);
  if (!entry) return () => undefined;
  clearTimeout(entry.stopTimer);
  entry.refs += 1;
  if (entry.feeds.length === 0) entry.feeds = startFeeds(client, entry);
  return () => {
    entry.refs -= 1;
    if (entry.refs > 0) return;
    // A short grace, so that a re-render or StrictMode's double effect does not resubscribe.
    entry.stopTimer = setTimeout(() => {
      if (entry.refs > 0) return;
      for (const feed of entry.feeds) feed.stop();
      entry.actor.stop();
      entries.delete(userUuid);
    }, 1000);
  };
}

/** Opening the bell: the count goes back to 0, and the moment is remembered for this user. */
export function markBellSeen(actor: TaskMonitorActor): void {
  actor.send({ type: 'bell.opened' });
  const { user_uuid, lastLookedAt } = actor.getSnapshot().context;
  if (!user_uuid || !lastLookedAt) return;
  try {
    localStorage.setItem(lookKey(user_uuid), lastLookedAt);
  } catch {
    // Private mode: the count then restarts with the next session.
  }
}

/** Settles once the monitor of `userUuid` has loaded its first list of tasks. */
export const taskMonitorLoaded = (userUuid: string): Promise<void> => entries.get(userUuid)?.loaded ?? Promise.resolve();

/** The progress samples the monitor of `userUuid` received for a task. */
export const recordedSamples = (userUuid: string, taskUuid: string) => entries.get(userUuid)?.samples.of(taskUuid) ?? [];
