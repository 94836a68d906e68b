/**
 * The request a query runs for, without threading it through every route and repository: the
 * router runs each handler in a scope whose signal aborts when the client goes away before its
 * answer (the gateway aborts its fetch at its timeout, or when the browser leaves), and db.ts
 * refuses the next query of an aborted request and, on PostgreSQL, cancels the one running.
 * Long work stops between chunks; a transaction rolls back.
 *
 * Work a handler starts but does not wait for (a task) runs on after the handler has answered:
 * once the handler settles, its scope no longer cancels anything. Work that must never be
 * cancelled with the request that started it can run in `outsideRequest`.
 *
 * It lives with the store (the HTTP layer above starts the scope; the store reads it), so no
 * layer imports upwards; the HTTP layer turns these errors into answers (http/errors.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface Scope {
  readonly signal: AbortSignal;
  settled: boolean;
}

const storage = new AsyncLocalStorage<Scope>();

/** A query refused because its request's client went away (499: nginx's "client closed request"). */
export class RequestCancelled extends Error {
  readonly status = 499;
  constructor() {
    super('The client went away: the request was cancelled and nothing was written');
    this.name = 'RequestCancelled';
  }
}

/** Runs a request's `handler` in a scope cancelled when `signal` aborts before it settles. */
export async function runCancellable<T>(signal: AbortSignal, handler: () => Promise<T>): Promise<T> {
  const scope: Scope = { signal, settled: false };
  try {
    return await storage.run(scope, handler);
  } finally {
    scope.settled = true;
  }
}

/** The signal of the request whose handler is running, if any. */
export function requestSignal(): AbortSignal | undefined {
  const scope = storage.getStore();
  return scope && !scope.settled ? scope.signal : undefined;
}

/** Throws RequestCancelled when the running request's client has gone away. */
export function throwIfCancelled(): void {
  if (requestSignal()?.aborted) throw new RequestCancelled();
}

/** Runs `fn` outside any request's scope: nothing it does is cancelled with the request. */
export function outsideRequest<T>(fn: () => T): T {
  return storage.exit(fn);
}
