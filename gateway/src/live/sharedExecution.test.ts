import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Channel } from './channel.js';
import { madeFrom, sharedSubscribe } from './sharedExecution.js';

/**
 * One subscription field whose messages come from shared items (as mapItems makes them), with a
 * nested field that counts how often it is resolved: what one execution per item costs.
 */
type Session = { admitted(): Promise<unknown> };

function setup() {
  const resolved: string[] = [];
  const sources: Array<Channel<object>> = [];
  // Built by @graphql-tools/schema, as the gateway's is (the same graphql build as the executor's).
  const schema = makeExecutableSchema({
    typeDefs: /* GraphQL */ `
      type Message {
        id: Int!
        label: String!
      }
      type Query {
        ok: Boolean
      }
      type Subscription {
        changed(prefix: String): Message!
      }
    `,
    resolvers: {
      Subscription: {
        changed: {
          subscribe: () => {
            const channel = new Channel<object>();
            sources.push(channel);
            return channel;
          },
          resolve: (value: unknown) => value,
        },
      },
      Message: {
        // Like the gateway's messages, it checks the session (resolvers/live.ts).
        label: async (m: { id: number }, _a: unknown, ctx: { name: string; session: Session }) => {
          await ctx.session.admitted();
          resolved.push(ctx.name);
          if (m.id < 0) throw new Error(`refused for ${ctx.name}`);
          return `message ${m.id}`;
        },
      },
    },
  });
  const document = parse('subscription($p: String) { changed(prefix: $p) { id label } }');
  const subscriber = async (name: string, scope: string[], variables: Record<string, unknown> = {}) => {
    let ended = false;
    const session = {
      admitted: async () => {
        if (ended) throw new Error('session ended');
        return { user: { scope } };
      },
    };
    const stream = (await sharedSubscribe({
      schema,
      document,
      variableValues: variables,
      contextValue: { name, session },
    })) as AsyncIterableIterator<ExecutionResult>;
    return { stream, end: () => (ended = true) };
  };
  /** Hands each subscriber's source its own message object made from `item` (as a pick does). */
  const publish = (item: object, value: (item: object) => object, made = true) => {
    for (const source of sources) source.push(made ? madeFrom(value(item), item) : value(item));
  };
  return { resolved, subscriber, publish };
}

describe('live messages executed once for everyone who would get the same one', () => {
  it('runs one execution per item for subscribers of one document, variables and roles', async () => {
    const { resolved, subscriber, publish } = setup();
    const a = await subscriber('a', ['ops']);
    const b = await subscriber('b', ['ops']);
    const c = await subscriber('c', ['ops'], { p: 'x' }); // other variables
    const d = await subscriber('d', ['admin']); // other roles
    publish({ position: 1 }, () => ({ id: 1 }));
    const results = await Promise.all([a, b, c, d].map((s) => s.stream.next()));
    for (const r of results) expect(r.value).toEqual({ data: { changed: { id: 1, label: 'message 1' } } });
    expect(resolved.sort()).toEqual(['a', 'c', 'd']);
  });

  it("never hands a subscriber whose session ended another's result, nor shares an error", async () => {
    const { resolved, subscriber, publish } = setup();
    const a = await subscriber('a', ['ops']);
    const b = await subscriber('b', ['ops']);
    b.end();
    publish({ position: 2 }, () => ({ id: 2 }));
    expect((await a.stream.next()).value).toEqual({ data: { changed: { id: 2, label: 'message 2' } } });
    const own = await b.stream.next();
    expect(own.value.errors?.[0]?.message).toBe('session ended');
    expect(resolved).toEqual(['a']);
    // An error answered to one is not given to the other: each executes its own.
    const c = await subscriber('c', ['ops']);
    const d = await subscriber('d', ['ops']);
    resolved.length = 0;
    publish({ position: 3 }, () => ({ id: -3 }));
    const [, , forC, forD] = await Promise.all([a.stream.next(), b.stream.next(), c.stream.next(), d.stream.next()]);
    expect(forC.value.errors?.[0]?.message).toBe('refused for c');
    expect(forD.value.errors?.[0]?.message).toBe('refused for d');
  });

  it('executes per subscriber a message not made from a shared item (an opening message)', async () => {
    const { resolved, subscriber, publish } = setup();
    const a = await subscriber('a', ['ops']);
    const b = await subscriber('b', ['ops']);
    publish({ position: 4 }, () => ({ id: 4 }), false);
    await Promise.all([a.stream.next(), b.stream.next()]);
    expect(resolved.sort()).toEqual(['a', 'b']);
  });

  it('ends the source when the subscriber leaves', async () => {
    const { subscriber, publish } = setup();
    const a = await subscriber('a', ['ops']);
    await a.stream.return!();
    publish({ position: 5 }, () => ({ id: 5 }));
    expect(await a.stream.next()).toEqual({ done: true, value: undefined });
  });
});
