/**
 * The graphql-sse client of the live connection (single connection mode: one event stream to
 * /graphql/stream carries every subscription; each operation is a short POST, each stop a
 * DELETE). It runs in the SharedWorker, or in a tab without SharedWorker.
 *
 * It does not retry by itself (`retryAttempts: 0`): a broken connection fails every subscription
 * on it, and each subscriber opens its own again with what it knows by then (the task follower,
 * `followFeed` with `after` = the last position it applied). graphql-sse's own retry would send
 * the very first variables again.
 */
import { createClient, NetworkError } from 'graphql-sse';
import { CLIENT_HEADERS, LIVE_ENDPOINT, type LiveFailure, type LiveTransport } from './liveProtocol.js';

/** How long the connection stays open after its last subscription ended (a tab moving between screens). */
const LINGER_MS = 3000;

/** Any failure of the client as plain data: the gateway's HTTP status, or 0 when it could not be reached. */
export function liveFailureOf(error: unknown): LiveFailure {
  if (error instanceof NetworkError) return { status: error.response?.status ?? 0, message: error.message };
  // graphql-sse reports a stream cut off mid-way as a plain Error: the connection is gone.
  if (error instanceof Error) return { status: 0, message: error.message };
  if (Array.isArray(error))
    return {
      status: 400,
      message: String((error[0] as { message?: unknown } | undefined)?.message ?? 'The operation was refused.'),
    };
  return { status: 0, message: String(error) };
}

export interface LiveClientOptions {
  /** The endpoint (absolute in a worker is not needed: it resolves against the worker's own URL). */
  url?: string;
  fetchFn?: typeof fetch;
}

/** A transport over a new graphql-sse client in single connection mode. */
export function createLiveClient({ url = LIVE_ENDPOINT, fetchFn }: LiveClientOptions = {}): LiveTransport & {
  dispose(): void;
} {
  const client = createClient({
    url,
    singleConnection: true,
    lazy: true,
    lazyCloseTimeout: LINGER_MS,
    retryAttempts: 0,
    credentials: 'same-origin',
    // A fresh object per connection: graphql-sse adds the connection's token to the one it is given.
    headers: () => ({ ...CLIENT_HEADERS }),
    ...(fetchFn ? { fetchFn } : {}),
  });
  return {
    subscribe(request, sink) {
      return client.subscribe(
        {
          query: request.query,
          variables: request.variables ?? {},
          ...(request.operationName ? { operationName: request.operationName } : {}),
        },
        {
          next: (result) => sink.next(result as never),
          error: (error) => sink.error(liveFailureOf(error)),
          complete: () => sink.complete(),
        },
      );
    },
    dispose: () => client.dispose(),
  };
}
