/** Tasks and transactions (typed), with batched company names and transactions. */
import {
  bulkByName,
  can,
  forbiddenMessage,
  resourceByName,
  taskStartAction,
  type Task,
  type Transaction,
} from '@console/schema';
import type { MutationResolvers, QueryResolvers, TaskResolvers, TransactionResolvers } from '../generated/resolvers.js';
import { expectedFailure, toGraphQLError } from '../errors.js';
import { filterOf, navigationOf, pageOf } from './resources.js';
import { guarded, guardedOrNull } from './guard.js';
import { movedRowsOf } from './movedRows.js';
import type { GatewayContext } from '../context.js';

async function companyName(
  ref: { digit_code: string; name?: string | undefined } | null,
  ctx: GatewayContext,
): Promise<string | null> {
  if (!ref) return null;
  if (ref.name) return ref.name;
  try {
    return (await ctx.loaders.companyByCode.load(ref.digit_code))?.name ?? null;
  } catch (error) {
    throw toGraphQLError(error, 'list');
  }
}

/** The generic resource whose history holds a transaction's changes (bulk names map to their target). */
const historyResourceOf = (resource: string): string | undefined =>
  resourceByName(resource)?.name ?? bulkByName(resource)?.target;

export const operationsQuery: QueryResolvers = {
  tasks: (_r, { filter, navigation }, ctx) =>
    guarded(
      ctx,
      async (auth) => {
        const { data, navigation: nav } = await ctx.platform.getList(auth, 'tasks', {
          filter: filterOf(filter),
          navigation: navigationOf(navigation),
        });
        return { rows: data as Task[], navigation: nav! };
      },
      'list',
    ),
  task: (_r, { uuid }, ctx) =>
    guardedOrNull(ctx, async (auth) => (await ctx.platform.getByUuid(auth, 'tasks', uuid)).data as Task),
  transactions: (_r, { filter, navigation }, ctx) =>
    guarded(
      ctx,
      async (auth) => {
        const { data, navigation: nav } = await ctx.platform.getList(auth, 'transactions', {
          filter: filterOf(filter),
          navigation: navigationOf(navigation),
        });
        return { rows: data as Transaction[], navigation: nav! };
      },
      'list',
    ),
  transaction: (_r, { uuid }, ctx) =>
    guardedOrNull(ctx, async (auth) => (await ctx.platform.getByUuid(auth, 'transactions', uuid)).data as Transaction),
};

export const operationsMutation: MutationResolvers = {
  cancelTask: async (_r, { uuid }, ctx) => {
    const auth = await ctx.session.admitted();
    try {
      // The roles that may start a task of its kind may cancel it (the platform checks it too).
      const { kind } = (await ctx.platform.getByUuid(auth, 'tasks', uuid)).data as Task;
      const action = taskStartAction(kind);
      if (!can(auth.user.scope, action))
        return { ok: false, message: forbiddenMessage(action), status: 403, task: null };
      const { data } = await ctx.platform.cancelTask(auth, uuid);
      return { ok: true, message: null, status: 200, task: data as unknown as Task };
    } catch (error) {
      const failure = expectedFailure(error);
      if (failure) return { ok: false, message: failure.reason, status: failure.status, task: null };
      throw toGraphQLError(error);
    }
  },
};

export const taskType: TaskResolvers = {
  company_name: (task: Task, _a, ctx) => companyName(task.company, ctx),
  // A platform that keeps no samples (or a task stored before they were kept) answers none.
  progress_samples: (task: Task) => (Array.isArray(task.progress_samples) ? task.progress_samples : []),
  moved_rows: (task: Task) => (task.status === 'failed' ? movedRowsOf(task.result) : null),
  transaction: async (task: Task, _a, ctx) => {
    if (!task.transaction_uuid) return null;
    try {
      return (await ctx.loaders.transactionByUuid.load(task.transaction_uuid)) ?? null;
    } catch (error) {
      throw toGraphQLError(error, 'list');
    }
  },
};

export const transactionType: TransactionResolvers = {
  company_name: (transaction: Transaction, _a, ctx) => companyName(transaction.company, ctx),
  // A platform that keeps no reverts (and transactions read from the feed) answers none.
  reverts: (transaction: Transaction) => transaction.reverts ?? null,
  reverted_by: (transaction: Transaction) => transaction.reverted_by ?? [],
  counts_by_resource: (transaction: Transaction) =>
    Object.entries(transaction.counts_by_resource ?? {})
      .map(([resource, counts]) => ({ resource, counts }))
      .sort((a, b) => a.resource.localeCompare(b.resource)),
  changes: (transaction: Transaction, { navigation }, ctx) =>
    guarded(
      ctx,
      async (auth) => {
        const resource = historyResourceOf(transaction.resource);
        if (!resource) return { rows: [], navigation: { page: 1, page_size: 1, total_items: 0, total_pages: 0 } };
        const { data, navigation: nav } = await ctx.platform.history(auth, resource, {
          filter: { transaction_uuid: transaction.uuid },
          navigation: navigationOf(navigation),
        });
        return pageOf(data, nav);
      },
      'list',
    ),
};
