/** Subscriptions over SSE: task progress and updates, transaction commits, entity changes. */
import { Repeater } from 'graphql-yoga';
import type { Task, Transaction } from '@console/schema';
import type { SubscriptionResolvers } from '../generated/resolvers.js';
import { toGraphQLError } from '../errors.js';
import { taskOf, transactionOf, type FeedItem } from '../live/items.js';
import type { GatewayContext } from '../context.js';

const TERMINAL = new Set(['succeeded', 'failed', 'cancelled']);
type ProgressEvent = { task_uuid: string; status: Task['status']; done: number; total: number; at: string };
/** A task's change, or the opening message (task null) of a subscription that asked for one. */
type TaskUpdate = { position: number; task: Task | null };

/** Maps the hub's items through `pick`, ending when `pick` says so. */
function mapItems<T>(items: AsyncIterable<FeedItem>, pick: (item: FeedItem) => { value?: T; end?: boolean }, first?: () => Promise<{ value?: T; end?: boolean }>) {
  return new Repeater<T>(async (push, stop) => {
    const iterator = items[Symbol.asyncIterator]();
    stop.then(() => iterator.return?.());
    try {
      if (first) {
        const start = await first();
        if (start.value !== undefined) await push(start.value);
        if (start.end) return stop();
      }
      for (;;) {
        const next = await Promise.race([iterator.next(), stop.then(() => ({ done: true as const, value: undefined }))]);
        if (next.done) break;
        const { value, end } = pick(next.value);
        if (value !== undefined) await push(value);
        if (end) break;
      }
      stop();
    } catch (error) {
      stop(toGraphQLError(error));
    } finally {
      void iterator.return?.();
    }
  });
}

/**
 * The opening message of a subscription that asked for one: sent once the hub listens for it,
 * with the position it follows on from (`after`, else the last one this process delivered).
 */
function openingMessage<T extends object>(ctx: GatewayContext, after: number | null | undefined, empty: T) {
  const position = after ?? ctx.live.hub.lastPosition ?? 0;
  return async () => ({ value: { position, ...empty } });
}

const progressOfTask = (task: Task): ProgressEvent => ({ task_uuid: task.uuid, status: task.status, done: task.progress.done, total: task.progress.total, at: task.updated_at });

function progressPick(taskUuid: string | null | undefined) {
  return (item: FeedItem): { value?: ProgressEvent; end?: boolean } => {
    if (item.kind === 'progress') {
      if (taskUuid && item.notice.task_uuid !== taskUuid) return {};
      // A notice is only published while its task runs (another task's status says nothing of it).
      return { value: { task_uuid: item.notice.task_uuid, status: 'running', done: item.notice.done, total: item.notice.total, at: item.notice.at } };
    }
    const task = taskOf(item.event);
    if (!task || (taskUuid && task.uuid !== taskUuid)) return {};
    return { value: progressOfTask(task), end: Boolean(taskUuid) && TERMINAL.has(task.status) };
  };
}

export const subscription: SubscriptionResolvers<GatewayContext> = {
  taskProgress: {
    subscribe: async (_r, { task_uuid }, ctx) => {
      const auth = await ctx.session.require('read');
      // Subscribe before reading the task's state, so nothing between the two is lost.
      const items = ctx.live.items();
      const first = task_uuid
        ? async () => {
            try {
              const task = (await ctx.platform.getByUuid(auth, 'tasks', task_uuid)).data as Task;
              return { value: progressOfTask(task), end: TERMINAL.has(task.status) };
            } catch (error) {
              void items[Symbol.asyncIterator]().return?.();
              throw toGraphQLError(error);
            }
          }
        : undefined;
      return mapItems(items, progressPick(task_uuid), first);
    },
    resolve: (value: ProgressEvent) => value,
  },
  taskUpdated: {
    subscribe: async (_r, { task_uuid, after, opening }, ctx) => {
      await ctx.session.require('read');
      const items = ctx.live.items(after);
      return mapItems<TaskUpdate>(
        items,
        (item) => {
          if (item.kind !== 'event') return {};
          const task = taskOf(item.event);
          return task && (!task_uuid || task.uuid === task_uuid) ? { value: { position: item.event.position, task } } : {};
        },
        opening ? openingMessage(ctx, after, { task: null }) : undefined,
      );
    },
    resolve: (value: TaskUpdate) => value,
  },
  transactionCommitted: {
    subscribe: async (_r, { company_digit_code, after, opening }, ctx) => {
      await ctx.session.require('read');
      const items = ctx.live.items(after);
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
    resolve: <T>(value: T) => value,
  },
  entityChanged: {
    subscribe: async (_r, { resource, uuid, after }, ctx) => {
      await ctx.session.require('read');
      return mapItems(ctx.live.items(after), (item) => {
        if (item.kind !== 'event') return {};
        const e = item.event;
        if (resource && e.stream_type !== resource) return {};
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
    resolve: <T>(value: T) => value,
  },
};
