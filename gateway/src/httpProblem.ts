/** Answers of the gateway's node listener outside GraphQL: malformed requests and its own faults. */
import type { ServerResponse } from 'node:http';
import { MESSAGES } from '@console/schema';

/** A request the listener refuses before GraphQL or the web app sees it (a 4xx with its reason). */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}

/** A short plain-text answer (headers set earlier on `res` are kept). */
export function answerText(res: ServerResponse, status: number, text: string): void {
  const body = `${text}\n`;
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * The answer to an error thrown while handling a request: its 4xx for an HttpProblem, else a 500
 * (logged; the answer is §8's message and names no internals). An answer already under way is cut off instead.
 */
export function answerFailure(res: ServerResponse, error: unknown, log: (...args: unknown[]) => void): void {
  const problem = error instanceof HttpProblem ? error : null;
  if (!problem) log('[gateway] request failed', error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (!problem) res.setHeader('connection', 'close');
  answerText(res, problem?.status ?? 500, problem?.message ?? MESSAGES.serverError);
}
