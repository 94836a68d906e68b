/**
 * The gateway's HTTP surface (issue 13): malformed requests answer 4xx and the console keeps
 * serving; the session cookie is read safely; CORS is off unless origins are listed; the CSRF
 * check takes only what the web app sends; every page and /graphql answer carries the browser
 * headers (CSP, nosniff, Referrer-Policy, frame-ancestors).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES, SESSION_COOKIE_NAME } from '@console/schema';
import { createGateway } from '../../../gateway/src/createGateway.js';
import { createHttpServer, listen } from '../../../gateway/src/httpServer.js';
import { rawHttp, rawRequest } from '../../fuzz/rawHttp.js';
import { CLIENT_HEADERS, INLINE_SCRIPT, silent, startHarness, type Harness } from './harness.js';

let h: Harness;
let port = 0;

beforeAll(async () => {
  h = await startHarness();
  port = Number(new URL(h.url).port);
});
afterAll(async () => h?.close());

/** The console still answers: health, a page and a GraphQL query. */
async function stillServing(): Promise<void> {
  expect((await fetch(`${h.url}/health`)).status).toBe(200);
  expect((await fetch(`${h.url}/`)).status).toBe(200);
  expect((await h.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
}

describe('malformed requests', () => {
  it('answers a malformed percent-encoding in a page path with 400 and keeps serving', async () => {
    const response = await fetch(`${h.url}/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/percent-encoding/i);
    await stillServing();
  });

  it('refuses a NUL byte in a page path', async () => {
    const response = await fetch(`${h.url}/admin/%00`);
    expect(response.status).toBe(400);
    await stillServing();
  });

  it('answers a request target that is not a URL with 400', async () => {
    const answer = await rawHttp(port, rawRequest('GET http://[/x HTTP/1.1'));
    expect(answer.status).toBe(400);
    await stillServing();
  });

  it('answers a Host header that is not a host with 400, on /graphql too', async () => {
    const answer = await rawHttp(
      port,
      rawRequest('GET /graphql?query=%7B__typename%7D HTTP/1.1', { host: '[', ...CLIENT_HEADERS }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/host/i);
    await stillServing();
  });

  it('answers a request line that is not HTTP with 400 naming the problem', async () => {
    const answer = await rawHttp(port, 'GARBAGE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/malformed/i);
    const huge = await rawHttp(port, rawRequest('GET / HTTP/1.1', { 'x-filler': 'a'.repeat(20_000) }));
    expect(huge.status).toBe(431);
    await stillServing();
  });

  it('treats a session cookie that is not percent-encoding as no session (401, not 500)', async () => {
    for (const value of ['%E0', '%E2%82%AC', 'a b', '%00']) {
      const cookie = `${SESSION_COOKIE_NAME}=${value}`;
      const me = await h.gql('{ me { email } }', {}, cookie);
      expect(me.status, value).toBe(200);
      expect(me.data?.me, value).toBeNull();
      const tasks = await h.gql('{ tasks { rows { uuid } } }', {}, cookie);
      expect(tasks.errors?.[0], value).toMatchObject({ message: MESSAGES.unauthorized, extensions: { status: 401 } });
    }
    await stillServing();
  });

  it('answers 500 when a file cannot be read, and keeps serving', async () => {
    // index.html as a folder: reading it fails after the answer has been chosen.
    const dist = mkdtempSync(join(tmpdir(), 'gateway-broken-web-'));
    mkdirSync(join(dist, 'index.html'));
    const gateway = createGateway({
      platformUrl: h.platform.url,
      serviceKey: h.platform.serviceKey,
      logger: silent,
      production: false,
      webDist: dist,
    });
    const server = createHttpServer(gateway.listener, silent);
    const url = await listen(server);
    try {
      const response = await fetch(`${url}/admin/companies`);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain(MESSAGES.serverError);
      expect((await fetch(`${url}/health`)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('text fields through GraphQL', () => {
  it('answers a NUL or a lone surrogate in a form as a 400 naming the field, and writes nothing', async () => {
    const admin = await h.login('admin@demo.test');
    const count = async () =>
      (
        await h.platform.context.db.query<{ n: number }>(
          'select (select count(*) from events) + (select count(*) from records) as n',
        )
      )[0]!.n;
    const before = await count();
    for (const keyword of ['nul \u0000 here', 'lone \ud800 here']) {
      const answer = await h.gql(
        'mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ok message field status } }',
        { i: { keyword, company: { digit_code: '9001' } } },
        admin,
      );
      expect(answer.data?.saveRecord, JSON.stringify(keyword)).toEqual({
        ok: false,
        message: MESSAGES.badRequest,
        field: 'request.keyword',
        status: 400,
      });
    }
    expect(await count()).toBe(before);
  });
});

describe('a body the platform finds too large', () => {
  it('answers with the platform’s reason (the limit), not the 500 message, and writes nothing', async () => {
    const admin = await h.login('admin@demo.test');
    const count = async () =>
      (
        await h.platform.context.db.query<{ n: number }>(
          'select (select count(*) from events) + (select count(*) from records) as n',
        )
      )[0]!.n;
    const before = await count();
    // Within the gateway's 32 MiB, over the platform's 2 MiB for a single record.
    const answer = await h.gql(
      'mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ok } }',
      { i: { keyword: 'k', notes: 'x'.repeat(3 * 1024 * 1024), company: { digit_code: '9001' } } },
      admin,
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Body larger than 2 MiB, the limit of a call',
      extensions: { status: 413 },
    });
    expect(await count()).toBe(before);
  });
});

describe('SSE resumption', () => {
  it('refuses an `after` that is not a feed position, naming it', async () => {
    const cookie = await h.login('ops@demo.test');
    const abort = new AbortController();
    const first = await h
      .subscribe('subscription($a: Int) { entityChanged(after: $a) { position } }', { a: -1 }, cookie, abort.signal)
      .next();
    abort.abort();
    expect(first.value?.errors?.[0]).toMatchObject({
      message: MESSAGES.badRequest,
      extensions: { status: 400, field: 'after' },
    });
    expect(first.value?.errors?.[0]?.extensions?.reason).toMatch(/after/);
    await stillServing();
  });
});

describe('CORS', () => {
  const preflight = (fetcher: (r: Request) => Promise<Response>, origin: string) =>
    fetcher(
      new Request('http://gateway.test/graphql', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      }),
    );

  it('is off by default: a preflight from another origin gets no CORS headers', async () => {
    const response = await fetch(`${h.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const post = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers exactly the origins ALLOWED_ORIGINS lists', async () => {
    const gateway = createGateway({
      platformUrl: h.platform.url,
      serviceKey: h.platform.serviceKey,
      logger: silent,
      production: false,
      allowedOrigins: ['https://console.example'],
    });
    try {
      const allowed = await preflight(gateway.fetch, 'https://console.example');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://console.example');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      for (const origin of [
        'https://evil.example',
        'https://console.example.evil.example',
        'http://console.example',
        'null',
      ]) {
        const refused = await preflight(gateway.fetch, origin);
        expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull();
        expect(refused.headers.get('access-control-allow-credentials'), origin).toBeNull();
      }
    } finally {
      await gateway.close();
    }
  });
});

describe('CSRF', () => {
  const get = (headers: Record<string, string>) =>
    fetch(`${h.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers });

  it('accepts the header and value the web app sends, and nothing else', async () => {
    expect((await get(CLIENT_HEADERS)).status).toBe(200);
    expect((await get({ 'x-graphql-client': 'anything' })).status).toBe(403);
    expect((await get({ 'x-graphql-client': '' })).status).toBe(403);
    expect((await get({ 'apollo-require-preflight': 'true' })).status).toBe(403);
    const refused = await get({});
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('x-graphql-client: console-web');
  });

  it("accepts a JSON POST (the web app's queries), which no page can send cross-site without a preflight", async () => {
    const post = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.status).toBe(200);
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const form = await fetch(`${h.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(form.status, type).toBe(403);
    }
  });
});

describe('browser headers', () => {
  const expectCommon = (headers: Headers) => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  };
  /** The directives of a policy by name. */
  const directives = (policy: string | null) =>
    new Map(
      (policy ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );

  it('serves every page with a strict CSP that admits the inline script by its hash only', async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    for (const path of ['/', '/admin/companies', '/login']) {
      const response = await fetch(`${h.url}${path}`);
      expect(response.status).toBe(200);
      expectCommon(response.headers);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", hash]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(response.headers.get('content-security-policy')).not.toContain("'unsafe-eval'");
    }
    const asset = await fetch(`${h.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expectCommon(asset.headers);
    const missing = await fetch(`${h.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expectCommon(missing.headers);
  });

  it(
    'serves scripts with a policy a worker can run under: only the ' +
      "console's own connections (the live SharedWorker, issue 14)",
    async () => {
      // A page ignores its scripts' policies; a worker runs under the one its script came with.
      const page = directives((await fetch(`${h.url}/`)).headers.get('content-security-policy'));
      expect(page.get('worker-src')).toEqual(["'self'"]);
      const asset = await fetch(`${h.url}/assets/app.js`);
      const csp = directives(asset.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(asset.headers.get('content-security-policy')).not.toContain('unsafe');
    },
  );

  it('sends the same headers on /graphql answers, refusals and malformed requests', async () => {
    const answer = await h.gql('{ __typename }');
    expectCommon(answer.headers);
    expect(directives(answer.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
    expectCommon((await fetch(`${h.url}/graphql?query=x`)).headers);
    expectCommon((await fetch(`${h.url}/%E0`)).headers);
  });

  it('gives GraphiQL (development only) a policy of its own that still forbids framing', async () => {
    const page = await fetch(`${h.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('console-web');
    expectCommon(page.headers);
    expect(directives(page.headers.get('content-security-policy')).get('script-src')).toContain('https://unpkg.com');
  });
});

describe('keep-alive', () => {
  it('keeps an idle connection open longer than clients and proxies do (no reset on a reused connection)', async () => {
    const { get, Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true });
    try {
      const header = await new Promise<string | undefined>((resolve, reject) => {
        get(`${h.url}/health`, { agent }, (response) => {
          response.resume();
          resolve(String(response.headers['keep-alive']));
        }).on('error', reject);
      });
      // node's default, 5 s, made a client reusing a connection meet ECONNRESET (the e2e sign-in).
      expect(header).toBe('timeout=65');
    } finally {
      agent.destroy();
    }
  });
});
