/**
 * The browser request a platform call is made for, without threading it through every resolver:
 * the node listener (and `gateway.fetch`) run each request in a scope holding a signal that
 * aborts when the browser goes away, and the platform client (platformClient/http.ts) aborts
 * its fetch on it, so the platform stops the work too (it cancels a request whose client left).
 * The scope also says whether the request is a write (a GraphQL mutation; `useWriteScope`), whose
 * platform calls wait longer for their turn (http.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';

interface Scope {
  readonly signal: AbortSignal;
  write: boolean;
}

const scope = new AsyncLocalStorage<Scope>();

/** Runs `fn` (one request's handling) with `signal` as the request's signal. */
export function runInRequest<T>(signal: AbortSignal, fn: () => T): T {
  return scope.run({ signal, write: false }, fn);
}

/** The signal of the request being handled, if any (none in the live hub's own reads). */
export function requestSignal(): AbortSignal | undefined {
  return scope.getStore()?.signal;
}

/** Whether the request being handled is a write (a mutation). */
export function requestWrites(): boolean {
  return scope.getStore()?.write ?? false;
}

/** Marks the request's scope a write when the operation it executes is a mutation. */
export function useWriteScope(): Plugin {
  return {
    onExecute({ args }) {
      const store = scope.getStore();
      if (!store) return;
      if (getOperationAST(args.document, args.operationName)?.operation === 'mutation') store.write = true;
    },
  };
}
