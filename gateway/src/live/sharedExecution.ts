/**
 * One execution per live message for everyone who would get the same one (issue 14): when a
 * commit reaches 500 subscribers, most of them asked the same thing (the same document and
 * variables) with the same roles, and each used to run GraphQL's execution of it, resolve its
 * nested fields and allocate its result on its own. Here a subscription's message made from a
 * feed item is executed once per (item, document, operation, variables, roles) and the result is
 * shared; what is per subscriber stays per subscriber: which items it gets (the hub's topics, the
 * field's filters, its opening message, its errors) and the stream it is written to.
 *
 * Why roles are enough to share by: read access is by role, not by row (DESIGN §4; see
 * lookups.ts) — two sessions with the same roles that are sent the same item are sent the same
 * message. Each subscriber's own session is still checked for every message (`admitted`): one
 * whose session ended is not handed someone else's result; it executes on its own and gets its
 * error. A shared result that carries an error is not shared either (the error may be the
 * executing session's): each subscriber then executes its own.
 *
 * It replaces the subscribe function of @graphql-tools/executor (yoga's) with the same steps —
 * the source stream from the field's `subscribe`, then `execute` per event with the event as the
 * root value — without the per-event async generator that function wraps every result in (our
 * subscriptions use no @defer or @stream). Kept per item in a WeakMap: a result lives as long as
 * the item any subscriber still holds, and no longer.
 */
import { createRequire } from 'node:module';
import { execute } from '@graphql-tools/executor';
import type { DocumentNode, ExecutionArgs, ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';

/**
 * graphql's own `createSourceEventStream`, from the build the executor and the schema use:
 * graphql has no exports map, so Node loads its CommonJS build while vite (vitest) hands source
 * files its ES build, and a schema of one build is refused by the other ("from another module or
 * realm").
 */
const require = createRequire(import.meta.url);
const { createSourceEventStream } = createRequire(require.resolve('@graphql-tools/executor'))(
  'graphql',
) as typeof import('graphql');

type Result = ExecutionResult | Promise<ExecutionResult>;

/** The feed item each message value was made from (set by mapItems). */
const itemOf = new WeakMap<object, object>();

/** Notes that subscription message `value` was made from feed item `item` alone (with the field's arguments). */
export function madeFrom<T>(value: T, item: object): T {
  if (value !== null && typeof value === 'object') itemOf.set(value, item);
  return value;
}

/** Per item, per document: results by operation, variables and roles. */
const results = new WeakMap<object, Map<DocumentNode, Map<string, Promise<ExecutionResult>>>>();

/**
 * Executes event `payload` of the subscription `args`, once for all who share it; `asked` is the
 * subscription's operation and variables as a key (made once per subscription, not per message).
 */
async function executeEvent(args: ExecutionArgs, asked: string, payload: unknown): Promise<ExecutionResult> {
  const own = () => execute({ ...args, rootValue: payload }) as Result;
  const item = payload !== null && typeof payload === 'object' ? itemOf.get(payload) : undefined;
  const ctx = args.contextValue as GatewayContext | undefined;
  if (!item || !ctx?.session) return own();
  let roles: string;
  try {
    roles = [...(await ctx.session.admitted()).user.scope].sort().join(',');
  } catch {
    return own(); // the session ended: its own execution answers why
  }
  let byDocument = results.get(item);
  if (!byDocument) results.set(item, (byDocument = new Map()));
  let byKey = byDocument.get(args.document);
  if (!byKey) byDocument.set(args.document, (byKey = new Map()));
  const key = `${roles}\n${asked}`;
  const shared = byKey.get(key);
  if (!shared) {
    const result = Promise.resolve(own());
    byKey.set(key, result);
    return result;
  }
  const result = await shared;
  return result.errors?.length ? own() : result;
}

/** The source stream of `args`' subscription, each event executed through `executeEvent`. */
export async function sharedSubscribe(
  args: ExecutionArgs,
): Promise<ExecutionResult | AsyncIterableIterator<ExecutionResult>> {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  const events = source[Symbol.asyncIterator]();
  const asked = `${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
  const done = (): IteratorResult<ExecutionResult> => ({ done: true, value: undefined });
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const event = await events.next();
      return event.done ? done() : { done: false, value: await executeEvent(args, asked, event.value) };
    },
    async return() {
      await events.return?.();
      return done();
    },
    async throw(error?: unknown) {
      await events.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** Subscriptions run through `sharedSubscribe`. */
export function useSharedLiveExecution(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(sharedSubscribe as never);
    },
  };
}
