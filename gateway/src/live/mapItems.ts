/**
 * A subscription's messages from the hub's items. A plain iterator object rather than an async
 * generator or a Repeater: `return()` (the client left) ends the source at once, which settles
 * the one pending `next()` — an async generator would wait for the next item first (forever on a
 * quiet topic), and racing every `next()` against a stop promise (the old code) left one handler
 * on that promise per item, piling up for the subscription's life (issue 14).
 *
 * A failure (the opening read, a subscriber ended for being too slow) becomes one last message
 * carrying the error, then the end: thrown out of the iterator it would end the whole graphql-sse
 * connection, every other operation of that browser with it.
 */
import type { FeedItem } from './items.js';
import { madeFrom } from './sharedExecution.js';

/**
 * What one item means to a subscription: a message to send, and whether the subscription ends.
 * The message is to depend on the item and the field's arguments only (subscribers with the same
 * arguments and roles are sent one execution of it); what depends on the subscriber (what it was
 * sent already, its roles) may only decide whether there is one.
 */
export type Pick<T> = (item: FeedItem) => { value?: T; end?: boolean };

/** A message, or the error that ends the subscription (answered by the field's resolve). */
export type Message<T> = T | { error: unknown };

/**
 * Maps `source` through `pick` after the optional opening message; ends when `pick` says so, when
 * the source ends, or when the consumer returns (which returns the source).
 */
export function mapItems<T>(
  source: AsyncIterator<FeedItem>,
  pick: Pick<T>,
  first?: () => Promise<{ value?: T; end?: boolean }>,
): AsyncIterableIterator<Message<T>> {
  let opening = first;
  let finished = false;
  const done = (): IteratorResult<Message<T>> => ({ done: true, value: undefined });
  const finish = async () => {
    if (finished) return;
    finished = true;
    await source.return?.();
  };

  const iterator: AsyncIterableIterator<Message<T>> = {
    async next() {
      if (finished) return done();
      try {
        if (opening) {
          const read = opening;
          opening = undefined;
          const start = await read();
          if (start.end) await finish();
          if (start.value !== undefined) return { done: false, value: start.value };
          if (start.end) return done();
        }
        for (;;) {
          const item = await source.next();
          if (item.done || finished) {
            finished = true;
            return done();
          }
          const { value, end } = pick(item.value);
          if (end) await finish();
          // Made from the item alone: its execution may be shared (sharedExecution.ts).
          if (value !== undefined) return { done: false, value: madeFrom(value, item.value) };
          if (end) return done();
        }
      } catch (error) {
        if (finished) return done();
        await finish();
        return { done: false, value: { error } };
      }
    },
    async return() {
      await finish();
      return done();
    },
    async throw(error?: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
