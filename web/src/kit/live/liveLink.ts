/** The Apollo link of subscriptions: each one runs over the browser's live connection (sharedLive.ts). */
import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { LiveFailure, LiveTransport } from './liveProtocol.js';

/** A subscription that failed: `status` 0 when the gateway could not be reached, else its HTTP status. */
export class LiveError extends Error {
  readonly status: number;
  constructor(failure: LiveFailure) {
    super(failure.message);
    this.name = 'LiveError';
    this.status = failure.status;
  }
}

/** An Apollo link that runs every operation it is given over `transport`. */
export function createLiveLink(transport: LiveTransport): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) =>
        transport.subscribe(
          {
            query: print(operation.query),
            variables: operation.variables as Record<string, unknown>,
            operationName: operation.operationName ?? null,
          },
          {
            next: (result) => observer.next(result as ApolloLink.Result),
            error: (failure) => observer.error(new LiveError(failure)),
            complete: () => observer.complete(),
          },
        ),
      ),
  );
}
