/**
 * Subscriptions (over graphql-sse at /graphql/stream, or SSE on /graphql): task progress, task
 * updates, transaction commits, entity changes, and the platform's reachability.
 */
import { isTaskEnded, mayReadStream, type ProgressNotice, type Task, type Transaction } from '@console/schema';
import type { SubscriptionResolvers } from '../generated/resolvers.js';
import { isGraphQLError, toGraphQLError } from '../errors.js';
import { taskOf, transactionOf, type FeedItem } from '../live/items.js';
import { mapItems, type Pick } from '../live/mapItems.js';
import type { LiveStatusValue } from '../live/status.js';
import {
  PROGRESS,
  TASKS,
  TRANSACTIONS,
  companyTransactionsTopic,
  entityTopic,
  progressTopic,
  taskTopic,
} from '../live/topics.js';
import { createLoaders, withinTime } from '../loaders.js';
import type { GatewayContext } from '../context.js';

/** How long a one-task `taskProgress` waits for the hub to see a task it does not know yet. */
const TASK_SOON_MS = 1000;

/** One `taskProgress` message: the bar (done/total) and, on the first and every status change, the task. */
type ProgressEvent = Omit<ProgressNotice, 'type'> & { status: Task['status']; task: Task | null };
/** A task's change, or the opening message (task null) of a subscription that asked for one. */
type TaskUpdate = { position: number; task: Task | null };

/**
 * How long a message about a task that has not ended waits for a company's name not at hand
 * (`company_name`): past it the message goes out with none. A subscription's messages go out in
 * order, so one waiting for the platform holds every later one — and a large apply keeps a PGlite
 * platform busy for its whole transaction, during which a monitor showed a task queued, then done,
 * never moving. The lookup goes on (it stays in the session's lookups), and the task's end, the
 * message that stays on screen, waits for it: the apply has committed by then. Other messages
 * (a transaction, whose company's name its list shows) wait as before, and so does a task's
 * transaction: its counts are the wizard's result, and the feed hands it over (lookups.ts) before
 * the task's end is resolved.
 */
export const LIVE_NAME_WAIT_MS = 250;

/**
 * A message's nested fields (a task's transaction, a company name) are read through what the
 * live hub keeps per session (live/lookups.ts): shared by every message and subscriber of the
 * session, kept up to date by the feed. The operation's own loaders would cache every answer for
 * the subscription's life (stale names, memory that only grows).
 */
async function liveLoaders(ctx: GatewayContext, namesMayWait: boolean): Promise<void> {
  const { token, user } = await ctx.session.admitted();
  const loaders = createLoaders(ctx.platform, ctx.session, ctx.live.lookups.cachesFor(token, user.scope));
  ctx.loaders = namesMayWait
    ? loaders
    : { ...loaders, companyByCode: withinTime(loaders.companyByCode, LIVE_NAME_WAIT_MS) };
}

/** Whether a message is about a task that has not ended (see LIVE_NAME_WAIT_MS). */
const aboutUnendedTask = (value: unknown): boolean => {
  const task = (value as { task?: Task | null } | null)?.task;
  return Boolean(task) && !isTaskEnded(task!.status);
};

/** A message's value, or the error it carries (thrown here so the message answers it). */
async function resolveMessage<T>(value: T | { error: unknown }, _args: unknown, ctx: GatewayContext): Promise<T> {
  if (value && typeof value === 'object' && 'error' in value)
    throw isGraphQLError(value.error) ? value.error : toGraphQLError(value.error);
  await liveLoaders(ctx, !aboutUnendedTask(value));
  return value as T;
}

/**
 * The opening message of a subscription that asked for one: sent once the hub listens for it,
 * with the position it follows on from (`after`, else the last one this process delivered).
 */
function openingMessage<T extends object>(ctx: GatewayContext, after: number | null | undefined, empty: T) {
  const position = after ?? ctx.live.hub.lastPosition ?? 0;
  return async () => ({ value: { position, ...empty } });
}

/**
 * The message of a task's state: its progress as stored, and the whole record. `at` is when the
 * change was recorded (the event's time) when known: a task's end is written inside its apply's
 * transaction, whose start its updated_at keeps (seconds before anyone could see the end).
 */
const progressOfTask = (task: Task, at = task.updated_at): ProgressEvent => ({
  task_uuid: task.uuid,
  status: task.status,
  done: task.progress.done,
  total: task.progress.total,
  at,
  task,
});

/**
 * Picks the messages of one task (or of all): a task event is a status change (the whole task,
 * ending a one-task subscription when terminal); a progress notice a tick (task null). A tick
 * older than what was sent is dropped (the bar never goes back); the hub already dropped the
 * ticks that arrive after a task's end.
 */
function progressPick(
  taskUuid: string | null | undefined,
  sent: Map<string, number>,
  shown: { version: number } = { version: 0 },
): Pick<ProgressEvent> {
  return (item: FeedItem) => {
    if (item.kind === 'progress') {
      // The hub drops a tick that arrives after its task's end (live/progress.ts), for everyone.
      const { task_uuid, done, total, at } = item.notice;
      if ((taskUuid && task_uuid !== taskUuid) || done < (sent.get(task_uuid) ?? 0)) return {};
      sent.set(task_uuid, done);
      // A notice is only published while its task runs (another task's status says nothing of it).
      return { value: { task_uuid, status: 'running', done, total, at, task: null } };
    }
    const task = taskOf(item.event);
    if (!task || (taskUuid && task.uuid !== taskUuid) || (taskUuid && task.version <= shown.version)) return {};
    const terminal = isTaskEnded(task.status);
    if (terminal) sent.delete(task.uuid);
    else sent.set(task.uuid, Math.max(sent.get(task.uuid) ?? 0, task.progress.done));
    return { value: progressOfTask(task, item.event.recorded_at), end: Boolean(taskUuid) && terminal };
  };
}

export const subscription: SubscriptionResolvers<GatewayContext> = {
  taskProgress: {
    subscribe: async (_r, { task_uuid }, ctx) => {
      const auth = await ctx.session.admitted();
      // Subscribe before reading the task's state, so nothing between the two is lost.
      const items = ctx.live.items(task_uuid ? [taskTopic(task_uuid), progressTopic(task_uuid)] : [TASKS, PROGRESS]);
      const sent = new Map<string, number>();
      const shown = { version: 0 };
      // The task as the hub knows it (Hub.taskNow, or its first event within a moment: one just
      // started is on the feed in milliseconds), taken after it starts listening: every later change
      // follows, and a change the first message already showed is not sent again. Else the
      // platform's, which may be busy for seconds (a large apply holds PGlite's one connection).
      const hubReads = Boolean(task_uuid) && mayReadStream(auth.user.scope, 'tasks');
      const first = task_uuid
        ? async () => {
            const known = hubReads ? await ctx.live.hub.taskSoon(task_uuid, TASK_SOON_MS) : undefined;
            const hubTask = known ? taskOf(known) : null;
            const task = hubTask ?? ((await ctx.platform.getByUuid(auth, 'tasks', task_uuid)).data as Task);
            sent.set(task.uuid, task.progress.done);
            shown.version = task.version;
            const at = hubTask ? known?.recorded_at : undefined;
            return { value: progressOfTask(task, at), end: isTaskEnded(task.status) };
          }
        : undefined;
      return mapItems(items, progressPick(task_uuid, sent, shown), first);
    },
    resolve: resolveMessage<ProgressEvent>,
  },
  liveStatus: {
    subscribe: async (_r, _a, ctx) => {
      await ctx.session.admitted();
      return ctx.live.statusUpdates();
    },
    resolve: resolveMessage<LiveStatusValue>,
  },
  taskUpdated: {
    subscribe: async (_r, { task_uuid, after, opening }, ctx) => {
      await ctx.session.admitted();
      const items = ctx.live.items([task_uuid ? taskTopic(task_uuid) : TASKS], after);
      return mapItems<TaskUpdate>(
        items,
        (item) => {
          if (item.kind !== 'event') return {};
          const task = taskOf(item.event);
          return task && (!task_uuid || task.uuid === task_uuid)
            ? { value: { position: item.event.position, task } }
            : {};
        },
        opening ? openingMessage(ctx, after, { task: null }) : undefined,
      );
    },
    resolve: resolveMessage<TaskUpdate>,
  },
  transactionCommitted: {
    subscribe: async (_r, { company_digit_code, after, opening }, ctx) => {
      await ctx.session.admitted();
      const items = ctx.live.items(
        [company_digit_code ? companyTransactionsTopic(company_digit_code) : TRANSACTIONS],
        after,
      );
      return mapItems<{ position: number; transaction: Transaction | null }>(
        items,
        (item) => {
          if (item.kind !== 'event') return {};
          const transaction = transactionOf(item.event);
          if (!transaction || (company_digit_code && transaction.company?.digit_code !== company_digit_code)) return {};
          return { value: { position: item.event.position, transaction } };
        },
        opening ? openingMessage(ctx, after, { transaction: null }) : undefined,
      );
    },
    resolve: resolveMessage<{ position: number; transaction: Transaction | null }>,
  },
  entityChanged: {
    subscribe: async (_r, { resource, uuid, after }, ctx) => {
      const { user } = await ctx.session.admitted();
      return mapItems(ctx.live.items([entityTopic(resource, uuid)], after), (item) => {
        if (item.kind !== 'event') return {};
        const e = item.event;
        if (resource && e.stream_type !== resource) return {};
        if (!mayReadStream(user.scope, e.stream_type)) return {};
        if (uuid && e.stream_id !== `${e.stream_type}:${uuid}` && e.stream_id !== uuid) return {};
        return {
          value: {
            position: e.position,
            resource: e.stream_type,
            stream_id: e.stream_id,
            version: e.version,
            type: e.type,
            data: e.data,
            user_uuid: e.meta.user_uuid ?? null,
            transaction_uuid: e.meta.transaction_uuid ?? null,
            task_uuid: e.meta.task_uuid ?? null,
            recorded_at: e.recorded_at,
          },
        };
      });
    },
    resolve: <T>(value: T, args: unknown, ctx: GatewayContext) => resolveMessage(value, args, ctx),
  },
};
