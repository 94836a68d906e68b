/**
 * The one live connection of a browser (issue 14, DESIGN §8 "Live"): what its pieces say to
 * each other. Every tab's subscriptions go to a SharedWorker that holds the only graphql-sse
 * client (single connection mode, /graphql/stream); a tab talks to it over a MessagePort with the
 * messages below. Without SharedWorker a tab runs the same client itself (see sharedLive.ts).
 */

/** One GraphQL operation to run over the live connection. */
export interface LiveRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string | null;
}

/** A GraphQL result as the stream delivers it. */
export interface LiveResult {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
  extensions?: Record<string, unknown>;
}

/**
 * A failed subscription, as plain data (it crosses a MessagePort): `status` 0 when the gateway
 * could not be reached or the connection broke, else the HTTP status the gateway answered.
 */
export interface LiveFailure {
  status: number;
  message: string;
}

/** Where a subscription's results go. */
export interface LiveSink {
  next(result: LiveResult): void;
  error(failure: LiveFailure): void;
  complete(): void;
}

/** Runs subscriptions over the live connection; `subscribe` answers the function that ends one. */
export interface LiveTransport {
  subscribe(request: LiveRequest, sink: LiveSink): () => void;
}

/** What a tab sends the worker. */
export type TabMessage =
  | { type: 'subscribe'; id: string; request: LiveRequest }
  | { type: 'unsubscribe'; id: string }
  /**
   * Sent once the tab holds its Web Lock `tabLockName(tab)`: the worker releases the tab's subscriptions when
   * the lock is freed (the tab closed).
   */
  | { type: 'hello'; tab: string }
  /** The tab is going away (pagehide): release its subscriptions now. */
  | { type: 'bye' };

/** What the worker sends a tab. */
export type HubMessage =
  | { type: 'next'; id: string; result: LiveResult }
  | { type: 'error'; id: string; error: LiveFailure }
  | { type: 'complete'; id: string }
  /**
   * Something the worker's own console would hold, which no page sees (a CSP violation in the worker): each
   * tab logs it.
   */
  | { type: 'notice'; text: string };

/** The Web Lock a tab holds while it lives: free once the tab is closed (or crashed). */
export const tabLockName = (tab: string): string => `console-live-tab:${tab}`;

/** The graphql-sse endpoint of the gateway (yoga's plugin, single connection mode). */
export const LIVE_ENDPOINT = '/graphql/stream';

/** Sent on every request of the protocol: the gateway's CSRF check accepts exactly this (gateway/src/plugins.ts). */
export const CLIENT_HEADERS: Readonly<Record<string, string>> = { 'x-graphql-client': 'console-web' };
