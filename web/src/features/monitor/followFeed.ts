/**
 * A subscription that survives network drops and gateway restarts: when the stream is lost it
 * resubscribes (with back-off), passing `after` = the last feed position the caller applied, so
 * the gateway replays what was missed. The caller drops repeats by position, so nothing shows twice.
 */
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { concat, defer, map, Observable, retry, tap, throwError, timer } from 'rxjs';

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

/** Follows a subscription until `stop()`: RxJS `retry` resubscribes after each loss, waiting as `backoff` says. */
export function followFeed<TData, TVars extends OperationVariables>(
  options: FollowFeedOptions<TData, TVars>,
): FeedHandle {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let lost = false;

  // One attempt: subscribe with the variables of the moment; a failed result, an error or (unless
  // the feed ends with its stream) a completion is a loss.
  const attempt = defer(() => {
    const resumed = lost;
    if (!resumed) options.onState?.('connecting');
    let open = false;
    const opened = () => {
      open = true;
      options.onState?.('live');
      // Open again: let the caller catch up on what a feed without positions (polling) cannot replay.
      if (resumed) options.onResumed?.();
    };
    const results = (
      options.client.subscribe({
        query: options.query,
        variables: options.variables(resumed),
        fetchPolicy: 'no-cache',
      } as never) as unknown as Observable<{ data?: TData; error?: unknown }>
    ).pipe(
      map((result) => {
        if (result.error || !result.data) throw result.error ?? new Error('the subscription answered no data');
        return result.data;
      }),
      tap(() => !open && opened()),
    );
    const untilLost = options.endOnComplete
      ? results
      : concat(
          results,
          throwError(() => new Error('the subscription ended')),
        );
    return new Observable<TData>((subscriber) => {
      const inner = untilLost.subscribe(subscriber);
      // Without an opening message the feed counts as live once subscribed (unless that failed at once).
      if (!subscriber.closed && !open && !options.opensWithMessage) opened();
      return inner;
    });
  });

  const subscription = attempt
    .pipe(
      retry({
        resetOnSuccess: true,
        delay: (_error, count) => {
          lost = true;
          options.onState?.('reconnecting');
          return timer(backoff[Math.min(count - 1, backoff.length - 1)] ?? 0);
        },
      }),
    )
    .subscribe({ next: options.onData });
  return { stop: () => subscription.unsubscribe() };
}
