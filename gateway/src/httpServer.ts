/**
 * The gateway's node:http server (main.ts and the tests use it): the listener of createGateway,
 * and an answer to requests node cannot parse (a 4xx naming the problem, see nodeServer.ts).
 * Node's limits stay: 16 KiB of headers (431); the timeouts are SERVER_TIMEOUTS (nodeServer.ts).
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientErrors, SERVER_TIMEOUTS } from '../platform/src/http/nodeServer.js';
import type { Logger } from './createGateway.js';

/** A node:http server for the gateway's listener. */
export function createHttpServer(listener: RequestListener, logger: Logger): Server {
  const server = createServer(SERVER_TIMEOUTS, listener);
  answerClientErrors(server);
  server.on('error', (error) => logger.error('[gateway] server error', error));
  return server;
}

/** Listens on 127.0.0.1 (port 0: a free one) and resolves with the base URL. */
export async function listen(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
