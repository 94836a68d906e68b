/**
 * The browser request a platform call is made for, without threading it through every resolver:
 * the node listener (and `gateway.fetch`) run each request in a scope holding a signal that
 * aborts when the browser goes away, and the platform client (platformClient/http.ts) aborts
 * its fetch on it, so the platform stops the work too (it cancels a request whose client left).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<AbortSignal>();

/** Runs `fn` (one request's handling) with `signal` as the request's signal. */
export function runInRequest<T>(signal: AbortSignal, fn: () => T): T {
  return scope.run(signal, fn);
}

/** The signal of the request being handled, if any (none in the live hub's own reads). */
export function requestSignal(): AbortSignal | undefined {
  return scope.getStore();
}
