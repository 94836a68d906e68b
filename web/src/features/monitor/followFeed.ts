/**
 * A subscription that survives network drops and gateway restarts: when the stream is lost it
 * resubscribes (with back-off), passing `after` = the last feed position the caller applied, so
 * the gateway replays what was missed. The caller drops repeats by position, so nothing shows twice.
 */
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Observable } from 'rxjs';

export type FeedState = 'connecting' | 'live' | 'reconnecting';

export interface FollowFeedOptions<TData, TVars extends OperationVariables> {
  client: Pick<ApolloClient, 'subscribe'>;
  query: TypedDocumentNode<TData, TVars>;
  /** Variables of each (re)subscription; `resumed` is true after a loss. */
  variables: (resumed: boolean) => TVars;
  onData: (data: TData) => void;
  onState?: (state: FeedState) => void;
  /** Called after a reconnect, e.g. to reload what a feed without positions may have missed. */
  onResumed?: () => void;
  /** Waits between attempts (ms); the last one repeats. */
  backoff?: readonly number[];
  /** A stream that completes normally ends the feed (one task's progress) instead of resubscribing. */
  endOnComplete?: boolean;
  /**
   * The gateway answers an opening message first (`taskUpdated(opening: true)`): the feed is
   * 'live' once it arrives, not as soon as the request is sent, so a dead gateway never looks live.
   */
  opensWithMessage?: boolean;
}

export interface FeedHandle {
  stop(): void;
}

const DEFAULT_BACKOFF = [250, 1000, 2000, 4000] as const;

/** Follows a subscription until `stop()`. */
export function followFeed<TData, TVars extends OperationVariables>(options: FollowFeedOptions<TData, TVars>): FeedHandle {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let stopped = false;
  let attempt = 0;
  let lost = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: { unsubscribe(): void } | undefined;

  const retry = () => {
    current?.unsubscribe();
    current = undefined;
    if (stopped) return;
    lost = true;
    options.onState?.('reconnecting');
    timer = setTimeout(connect, backoff[Math.min(attempt, backoff.length - 1)]);
    attempt += 1;
  };

  function connect(): void {
    if (stopped) return;
    const resumed = lost;
    if (!resumed) options.onState?.('connecting');
    let done = false;
    let open = false;
    const fail = () => {
      if (done) return;
      done = true;
      retry();
    };
    const opened = () => {
      open = true;
      options.onState?.('live');
      // Open again: let the caller catch up on what a feed without positions (polling) cannot replay.
      if (resumed) options.onResumed?.();
    };
    const results = options.client.subscribe({ query: options.query, variables: options.variables(resumed), fetchPolicy: 'no-cache' } as never) as unknown as Observable<{ data?: TData; error?: unknown }>;
    current = results.subscribe({
      next: (result) => {
        if (result.error || !result.data) return fail();
        attempt = 0;
        if (!open) opened();
        options.onData(result.data);
      },
      error: fail,
      complete: () => {
        if (done) return;
        if (options.endOnComplete) {
          done = true;
          return;
        }
        fail();
      },
    });
    if (done || open || options.opensWithMessage) return;
    opened();
  }

  connect();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      current?.unsubscribe();
    },
  };
}
