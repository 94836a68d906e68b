/**
 * One task monitor actor per signed-in staff user, shared by the bell and the tasks screens: it
 * feeds the monitor machine with `taskUpdated` (resumable by position) and the all-tasks
 * `taskProgress` stream (every message whole: the machine applies the task follower's rule to
 * each), loads the newest tasks once the feed is open, toasts the user's own finished tasks and
 * remembers when the bell was last opened (localStorage).
 */
import type { ApolloClient } from '@apollo/client';
import { createActor, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { taskMonitorMachine } from '@console/machines';
import { showFailure, showSuccess } from '../../kit/ui/toaster.js';
import { followFeed, type FeedHandle } from './followFeed.js';
import { TASK_PROGRESS, TASK_UPDATED, TASKS } from './graphql/operations.js';
import { SampleBook } from './progressSamples.js';
import { toProgressMessage, toTask } from './toTask.js';

export type TaskMonitorActor = ActorRefFrom<typeof taskMonitorMachine>;

/** Tasks loaded on start (newest first); live events add the rest. */
const INITIAL_PAGE = 200;
/** Wait before reading the list again after a failed read. */
const LIST_RETRY_MS = 2000;
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

/**
 * Subscribes first, then loads the list, then merges by version: the list is read only once the
 * gateway's opening message says the subscription is live, so a change made between the list
 * read and the subscription cannot be missed (it arrives by the feed; a snapshot the list also
 * holds is merged once, by version).
 */
function startFeeds(client: ApolloClient, entry: Entry): FeedHandle[] {
  const { actor } = entry;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let loads = 0;
  const load = (position: number) => {
    const attempt = ++loads;
    clearTimeout(retryTimer);
    void client
      .query({ query: TASKS, variables: { page_size: INITIAL_PAGE }, fetchPolicy: 'no-cache' })
      .then(({ data }) => data && actor.send({ type: 'tasks.loaded', tasks: data.tasks.rows.map(toTask), position }))
      .catch(() => {
        // Tried again while the feed stays open (a reopened feed loads anew by itself).
        if (!stopped && attempt === loads) retryTimer = setTimeout(() => load(position), LIST_RETRY_MS);
      })
      .finally(entry.markLoaded);
  };
  /** Whether the current subscription replays from a position (then no list is needed). */
  let replaying = false;
  const updates = followFeed({
    client,
    query: TASK_UPDATED,
    opensWithMessage: true,
    variables: (resumed) => {
      // Resume after the last applied position: the gateway replays what was missed; repeats are dropped by position.
      const last = actor.getSnapshot().context.lastPosition;
      replaying = resumed && last > 0;
      return { after: replaying ? last : null, opening: true };
    },
    onData: ({ taskUpdated: { position, task } }) => {
      if (!task) {
        // The opening message. Without a position to replay from (first load, or a feed that
        // polls), read the list now; it reflects at least `position`.
        if (!replaying) load(position);
        return;
      }
      entry.samples.record(task.uuid, {
        at: Date.parse(task.updated_at) || Date.now(),
        done: task.progress.done,
        total: task.progress.total,
      });
      actor.send({ type: 'task.updated', position, task: toTask(task) });
    },
    onState: (state) =>
      state !== 'connecting' && actor.send({ type: state === 'live' ? 'feed.connected' : 'feed.lost' }),
  });
  const progress = followFeed({
    client,
    query: TASK_PROGRESS,
    variables: () => ({}),
    onData: ({ taskProgress: p }) => {
      entry.samples.record(p.task_uuid, { at: Date.parse(p.at) || Date.now(), done: p.done, total: p.total });
      // The whole message: the record it carries on a change of status ends a task here as in the wizard.
      actor.send({ type: 'task.progress', message: toProgressMessage(p) });
    },
  });
  const loader: FeedHandle = {
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
    },
  };
  return [updates, progress, loader];
}

/** The monitor of `userUuid`, created on first use (not yet following the feed). */
export function taskMonitorFor(userUuid: string, inspect?: (event: InspectionEvent) => void): TaskMonitorActor {
  let entry = entries.get(userUuid);
  if (!entry) {
    const actor = createActor(taskMonitorMachine, {
      input: { user_uuid: userUuid, lastLookedAt: readLastLooked(userUuid) },
      ...(inspect ? { inspect } : {}),
    });
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
export const taskMonitorLoaded = (userUuid: string): Promise<void> =>
  entries.get(userUuid)?.loaded ?? Promise.resolve();

/** The progress samples the monitor of `userUuid` received for a task. */
export const recordedSamples = (userUuid: string, taskUuid: string) =>
  entries.get(userUuid)?.samples.of(taskUuid) ?? [];
