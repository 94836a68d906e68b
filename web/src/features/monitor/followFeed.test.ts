import { Observable, type Subscriber } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { followFeed, type FeedState } from './followFeed.js';

type Result = { data?: { n: number }; error?: unknown };
const QUERY = gql`
  subscription {
    n
  }
`;

/** A client whose subscriptions the test drives by hand. */
function fakeClient() {
  const calls: Array<{ variables: unknown; sub: Subscriber<Result>; closed: boolean }> = [];
  const client = {
    subscribe: ({ variables }: { variables: unknown }) =>
      new Observable<Result>((sub) => {
        const call = { variables, sub, closed: false };
        calls.push(call);
        return () => (call.closed = true);
      }),
  };
  return { client: client as never, calls };
}

describe('followFeed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resubscribes after a loss with the variables of the moment, reports its state and stops cleanly', () => {
    const { client, calls } = fakeClient();
    let last = 0;
    const seen: number[] = [];
    const states: FeedState[] = [];
    const resumed = vi.fn();
    const feed = followFeed<{ n: number }, { after: number | null }>({
      client,
      query: QUERY,
      variables: (again) => ({ after: again ? last : null }),
      onData: ({ n }) => {
        if (n <= last) return; // the caller drops repeats by position
        last = n;
        seen.push(n);
      },
      onState: (s) => states.push(s),
      onResumed: resumed,
      backoff: [100, 500],
    });
    expect(calls[0]!.variables).toEqual({ after: null });
    calls[0]!.sub.next({ data: { n: 1 } });
    calls[0]!.sub.next({ data: { n: 2 } });
    calls[0]!.sub.error(new Error('network down'));
    expect(states.at(-1)).toBe('reconnecting');
    expect(calls[0]!.closed).toBe(true);
    vi.advanceTimersByTime(100);
    expect(calls[1]!.variables).toEqual({ after: 2 });
    expect(resumed).toHaveBeenCalledTimes(1);
    calls[1]!.sub.next({ data: { n: 2 } });
    calls[1]!.sub.next({ data: { n: 3 } });
    // A stream that ends (gateway restart) is a loss too; an error result as well.
    calls[1]!.sub.complete();
    vi.advanceTimersByTime(100);
    calls[2]!.sub.next({ error: new Error('boom') });
    vi.advanceTimersByTime(99);
    expect(calls).toHaveLength(3);
    vi.advanceTimersByTime(500);
    expect(calls[3]!.variables).toEqual({ after: 3 });
    expect(seen).toEqual([1, 2, 3]);
    expect(states).toEqual([
      'connecting',
      'live',
      'reconnecting',
      'live',
      'reconnecting',
      'live',
      'reconnecting',
      'live',
    ]);
    feed.stop();
    expect(calls[3]!.closed).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(4);
  });

  it(
    'with an opening message, is live only once the gateway ' + 'answered, and stays reconnecting while it does not',
    () => {
      const { client, calls } = fakeClient();
      const states: FeedState[] = [];
      const resumed = vi.fn();
      followFeed({
        client,
        query: QUERY,
        variables: () => ({}),
        onData: () => undefined,
        onState: (s) => states.push(s),
        onResumed: resumed,
        opensWithMessage: true,
        backoff: [100],
      });
      expect(states).toEqual(['connecting']);
      calls[0]!.sub.next({ data: { n: 0 } });
      expect(states).toEqual(['connecting', 'live']);
      // The gateway is gone: every attempt fails before its opening message.
      calls[0]!.sub.error(new Error('gateway gone'));
      for (let i = 1; i <= 3; i++) {
        vi.advanceTimersByTime(100);
        calls[i]!.sub.error(new Error('connection refused'));
      }
      expect(states).toEqual(['connecting', 'live', 'reconnecting', 'reconnecting', 'reconnecting', 'reconnecting']);
      expect(resumed).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      calls[4]!.sub.next({ data: { n: 0 } });
      expect(states.at(-1)).toBe('live');
      expect(resumed).toHaveBeenCalledTimes(1);
    },
  );

  it('ends with the stream when endOnComplete is set', () => {
    const { client, calls } = fakeClient();
    followFeed({ client, query: QUERY, variables: () => ({}), onData: () => undefined, endOnComplete: true });
    calls[0]!.sub.complete();
    vi.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(1);
  });
});
