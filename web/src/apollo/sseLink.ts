/**
 * Subscriptions over Server-Sent Events (DESIGN §5): graphql-yoga answers a POST /graphql with
 * `accept: text/event-stream` as an SSE stream of `next` events ending with `complete`. The link
 * reads that stream with fetch (the HttpOnly cookie goes along, EventSource could not POST).
 */
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { print } from 'graphql';

/** Splits one SSE body into its messages (event name and data). */
export function parseSseBlocks(buffer: string): { messages: Array<{ event: string; data: string }>; rest: string } {
  const messages: Array<{ event: string; data: string }> = [];
  const text = buffer.replace(/\r\n?/g, '\n');
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length || event === 'complete') messages.push({ event, data: data.join('\n') });
  }
  return { messages, rest };
}

/** Options of the SSE link: the endpoint (default /graphql) and extra headers (the CSRF header). */
export interface SseLinkOptions {
  uri?: string;
  headers?: Record<string, string>;
}

/** An Apollo link that runs subscriptions over yoga's SSE transport. */
export function createSseLink({ uri = '/graphql', headers = {} }: SseLinkOptions = {}): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const abort = new AbortController();
        (async () => {
          const response = await fetch(uri, {
            method: 'POST',
            credentials: 'same-origin',
            signal: abort.signal,
            headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' },
            body: JSON.stringify({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }),
          });
          if (!response.ok || !response.body) throw Object.assign(new Error(`subscription failed with status ${response.status}`), { status: response.status });
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const { messages, rest } = parseSseBlocks(buffer + value);
            buffer = rest;
            for (const message of messages) {
              if (message.event === 'complete') return observer.complete();
              observer.next(JSON.parse(message.data) as ApolloLink.Result);
            }
          }
          observer.complete();
        })().catch((error: unknown) => {
          if (!abort.signal.aborted) observer.error(error);
        });
        return () => abort.abort();
      }),
  );
}
