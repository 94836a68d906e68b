/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read by path in assertions;
   their shapes are checked by the assertions themselves. */
/**
 * Starts the reference platform (temp PGlite folder, demo users only) and the gateway on port 0,
 * and talks GraphQL to it over HTTP holding only the session cookie.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway, type Gateway, type GatewayOptions } from '../../../gateway/src/createGateway.js';
import { createHttpServer, listen } from '../../../gateway/src/httpServer.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../../gateway/src/plugins.js';
import { readSse } from '../../../gateway/src/live/sse.js';
import { createPlatform, type Platform } from '../../../gateway/platform/src/server.js';
import { DEMO_PASSWORD, insertDemoUsers } from '../../../gateway/platform/src/seed/users.js';
import { freshPgliteDir, testPasswordHash } from '../../support/testStore.js';

export const silent = { debug() {}, info() {}, warn() {}, error() {} };

export interface GqlAnswer {
  status: number;
  headers: Headers;
  data: Record<string, any> | null | undefined;
  errors: Array<{ message: string; extensions?: Record<string, any> }> | undefined;
}

/** The header and value the web app sends; tests and tools send the same (CSRF check). */
export const CLIENT_HEADERS: Readonly<Record<string, string>> = { [CSRF_HEADER]: CSRF_VALUE };

/**
 * A stand-in for the built web app: an index.html with an inline script (as web/index.html has)
 * and one asset, so the contract tests exercise the gateway's static files and page headers.
 */
export const INLINE_SCRIPT = "if (/MSIE /.test(navigator.userAgent)) location.replace('/suggest-browser');";
export function stubWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'gateway-web-'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body><div ` +
      `id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`,
  );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'document.getElementById("root").textContent = "console";');
  return dist;
}

export interface Harness {
  platform: Platform;
  gateway: Gateway;
  url: string;
  /** The stub web build the gateway serves. */
  webDist: string;
  /** REST calls the gateway made, as `METHOD /path`. */
  calls: string[];
  gql(
    query: string,
    variables?: Record<string, unknown>,
    cookie?: string,
    headers?: Record<string, string>,
  ): Promise<GqlAnswer>;
  login(email: string): Promise<string>;
  subscribe(
    query: string,
    variables: Record<string, unknown>,
    cookie: string,
    signal: AbortSignal,
  ): AsyncGenerator<any>;
  close(): Promise<void>;
}

/** Starts platform and gateway; `gateway` overrides options of the gateway (limits, origins). */
export async function startHarness(options: { gateway?: Partial<GatewayOptions> } = {}): Promise<Harness> {
  // The gateway tests use PGlite in a temp folder, whatever DATABASE_URL says.
  const dataDir = freshPgliteDir('gateway-contract');
  const webDist = stubWebDist();
  const platform = await createPlatform({ port: 0, dataDir, databaseUrl: undefined, seedDemo: false, log: () => {} });
  await insertDemoUsers(platform.context.db, await testPasswordHash(DEMO_PASSWORD));
  const calls: string[] = [];
  const gateway = createGateway({
    platformUrl: platform.url,
    serviceKey: platform.serviceKey,
    logger: silent,
    production: false,
    platformTimeoutMs: 5000,
    webDist,
    onPlatformRequest: (method, path) => calls.push(`${method} ${path}`),
    ...options.gateway,
  });
  const server: Server = createHttpServer(gateway.listener, silent);
  const url = await listen(server);

  const gql: Harness['gql'] = async (query, variables = {}, cookie = '', headers = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}), ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, any> | null; errors?: GqlAnswer['errors'] };
    return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
  };

  return {
    platform,
    gateway,
    url,
    webDist,
    calls,
    gql,
    async login(email) {
      const answer = await gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { ok } }', {
        e: email,
        p: DEMO_PASSWORD,
      });
      if (!answer.data?.login.ok)
        throw new Error(`login ${email} failed: ${JSON.stringify(answer.errors ?? answer.data)}`);
      return answer.headers.get('set-cookie')!.split(';')[0]!;
    },
    async *subscribe(query, variables, cookie, signal) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...CLIENT_HEADERS, cookie },
        body: JSON.stringify({ query, variables }),
        signal,
      });
      for await (const messages of readSse(response.body!))
        for (const message of messages) {
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
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}
