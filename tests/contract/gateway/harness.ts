/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read by path in assertions; their shapes are checked by the assertions themselves. */
/**
 * Starts the reference platform (temp PGlite folder, demo users only) and the gateway on port 0,
 * and talks GraphQL to it over HTTP holding only the session cookie.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway, type Gateway } from '../../../gateway/src/createGateway.js';
import { readSse } from '../../../gateway/src/live/sse.js';
import { hashPassword } from '../../../gateway/platform/src/auth/passwords.js';
import { createPlatform, type Platform } from '../../../gateway/platform/src/server.js';
import { DEMO_PASSWORD, insertDemoUsers } from '../../../gateway/platform/src/seed/users.js';

export const silent = { debug() {}, info() {}, warn() {}, error() {} };

export interface GqlAnswer {
  status: number;
  headers: Headers;
  data: Record<string, any> | null | undefined;
  errors: Array<{ message: string; extensions?: Record<string, any> }> | undefined;
}

export interface Harness {
  platform: Platform;
  gateway: Gateway;
  url: string;
  /** REST calls the gateway made, as `METHOD /path`. */
  calls: string[];
  gql(query: string, variables?: Record<string, unknown>, cookie?: string, headers?: Record<string, string>): Promise<GqlAnswer>;
  login(email: string): Promise<string>;
  subscribe(query: string, variables: Record<string, unknown>, cookie: string, signal: AbortSignal): AsyncGenerator<any>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  // The gateway tests use PGlite in a temp folder, whatever DATABASE_URL says.
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-contract-'));
  const platform = await createPlatform({ port: 0, dataDir, databaseUrl: undefined, seedDemo: false, log: () => {} });
  await insertDemoUsers(platform.context.db, await hashPassword(DEMO_PASSWORD));
  const calls: string[] = [];
  const gateway = createGateway({
    platformUrl: platform.url,
    serviceKey: platform.serviceKey,
    logger: silent,
    production: false,
    platformTimeoutMs: 5000,
    onPlatformRequest: (method, path) => calls.push(`${method} ${path}`),
  });
  const server: Server = createServer(gateway.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const gql: Harness['gql'] = async (query, variables = {}, cookie = '', headers = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-client': 'contract-test', ...(cookie ? { cookie } : {}), ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, any> | null; errors?: GqlAnswer['errors'] };
    return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
  };

  return {
    platform,
    gateway,
    url,
    calls,
    gql,
    async login(email) {
      const answer = await gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { ok } }', { e: email, p: DEMO_PASSWORD });
      if (!answer.data?.login.ok) throw new Error(`login ${email} failed: ${JSON.stringify(answer.errors ?? answer.data)}`);
      return answer.headers.get('set-cookie')!.split(';')[0]!;
    },
    async *subscribe(query, variables, cookie, signal) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-client': 'contract-test', cookie },
        body: JSON.stringify({ query, variables }),
        signal,
      });
      for await (const message of readSse(response.body!)) {
        if (message.event === 'complete') return;
        yield JSON.parse(message.data);
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
