/**
 * The reference platform's HTTP surface (issue 13): malformed paths, query strings, request
 * lines and bodies answer 4xx naming what is wrong, and write nothing; text fields refuse NUL
 * and lone surrogates (PostgreSQL cannot store them: it answered 500); bodies are limited (2 MiB,
 * 32 MiB for bulk applies; a bulk preview's upload is spooled and read row by row, up to 512
 * MiB); the feed's resumption id is checked; a handler's failure is a 500 for that request only.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVICE_KEY_HEADER } from '@console/schema';
import {
  MAX_BODY_BYTES,
  MAX_BULK_BODY_BYTES,
  MAX_BULK_ROW_BYTES,
  MAX_BULK_UPLOAD_BYTES,
} from '../../../gateway/platform/src/http/router.js';
import { rawHttp, rawRequest } from '../../fuzz/rawHttp.js';
import { type TestPlatform, startTestPlatform, storeCounts } from '../harness.js';

let t: TestPlatform;
let port = 0;
const CODE = '4101';

beforeAll(async () => {
  t = await startTestPlatform();
  port = Number(new URL(t.url).port);
  const made = await t.call(
    'POST',
    '/companies',
    { version: '1.0', request: { name: 'Surface Co', digit_code: CODE, is_active: true, external_pim: false } },
    'admin',
  );
  expect(made.status).toBe(200);
});
afterAll(() => t?.close());

/** The platform still answers a signed-in read. */
async function stillServing(): Promise<void> {
  expect((await t.call('GET', '/auth/user', undefined, 'ops')).status).toBe(200);
}

/** Sends `body` (a string, sent as is) as admin and returns status and reason. */
async function postText(path: string, body: string | Buffer, headers: Record<string, string> = {}) {
  const response = await fetch(t.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t.tokens.admin}`, ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const json = (await response.json()) as { data: { response: string; field?: string } };
  return { status: response.status, reason: json.data.response, field: json.data.field };
}

describe('paths, query strings and request lines', () => {
  it('answers a path parameter that is not percent-encoded UTF-8 with 400 naming it', async () => {
    const answer = await t.call('GET', '/companies/getbydigitcode/%E0', undefined, 'ops');
    expect(answer.status).toBe(400);
    expect(answer.body.data.response).toBe('Code is not valid percent-encoding (UTF-8)');
    await stillServing();
  });

  it('refuses a NUL byte in a path parameter or a query value, naming it', async () => {
    const param = await t.call('GET', '/companies/getbydigitcode/a%00b', undefined, 'ops');
    expect(param.status).toBe(400);
    expect(param.body.data).toMatchObject({ field: 'path.code' });
    const query = await t.call('POST', `/utils/integrity_logs/${CODE}?limit=1%00`, {}, 'ops');
    expect(query.status).toBe(400);
    expect(query.body.data).toMatchObject({ field: 'query.limit' });
    const badQuery = await t.call('POST', `/utils/integrity_logs/${CODE}?limit=%E0`, {}, 'ops');
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.data.response).toBe('Limit is not valid percent-encoding (UTF-8)');
  });

  it("takes a body cut off by a client that went away as the client's doing: no server error logged", async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      const cut = await rawHttp(
        port,
        rawRequest(
          'POST /auth/login HTTP/1.1',
          { 'content-type': 'application/json', 'content-length': '100' },
          '{"email":',
        ),
      );
      expect(cut.status).toBeLessThan(500);
      // A whole round trip later the cut request has long been handled.
      await stillServing();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('answers a request target that is not a URL, and a request line that is not HTTP, with 400', async () => {
    expect((await rawHttp(port, rawRequest('GET http://[/x HTTP/1.1'))).status).toBe(400);
    const garbage = await rawHttp(port, 'GARBAGE\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(garbage.body).toMatch(/malformed/i);
    await stillServing();
  });
});

describe('routing (Hono keeps what the own router did)', () => {
  it('answers a method a known path does not have with 405, HEAD included, and an unknown path with 404', async () => {
    const patch = await t.call('PATCH', '/companies', { version: '1.0', request: {} }, 'admin');
    expect(patch.status).toBe(405);
    expect(patch.body.data.response).toBe('Method PATCH is not allowed on /companies');
    // Hono serves HEAD with the GET route; this platform never did.
    const head = await fetch(`${t.url}/auth/user`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${t.tokens.ops}` },
    });
    expect(head.status).toBe(405);
    const unknown = await t.call('GET', '/no/such/path', undefined, 'ops');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      status: 404,
      navigation: null,
      data: { success: false, response: 'No route for GET /no/such/path' },
    });
  });

  it('matches the path as sent: an escaped letter does not turn one route into another', async () => {
    // `getlis%74` is `getlist` once decoded; routes match before decoding, as they always did.
    const escaped = await t.call('POST', '/companies/getlis%74', {}, 'ops');
    expect(escaped.status).toBe(405);
    // Nor does a trailing slash make another path (Hono's PatternRouter would take it as the same).
    expect((await t.call('POST', '/companies/getlist/', {}, 'ops')).status).toBe(404);
    expect((await t.call('GET', '/auth/user/', undefined, 'ops')).status).toBe(404);
  });

  it('answers a Host header that makes no URL with 400 in the envelope, and keeps serving', async () => {
    const answer = await rawHttp(
      port,
      rawRequest('GET /auth/user HTTP/1.1', { host: 'a b', authorization: `Bearer ${t.tokens.ops}` }),
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400, data: { success: false } });
    await stillServing();
  });
});

describe('values the database cannot take', () => {
  it('answers an id too large for a record id with 400 naming `id`, not 500 (found by the fuzz suite)', async () => {
    for (const path of ['/api/products/getbyid/99999999999999999999', '/companies/getbyid/99999999999999999999']) {
      const answer = await t.call('GET', path, undefined, 'ops');
      expect(answer.status, path).toBe(400);
      expect(answer.body.data.field, path).toBe('id');
    }
    await stillServing();
  });

  it("answers any other value the database refuses for its type with 400 and the database's reason", async () => {
    const answer = await t.call(
      'POST',
      '/companies/getlist',
      { filter: { id: { gt: 99999999999999999999 } }, navigation: { page: 1, page_size: 5 } },
      'ops',
    );
    expect(answer.status).toBe(400);
    await stillServing();
  });
});

describe('text fields', () => {
  const keyword = (value: unknown) => ({ version: '1.0', request: { keyword: value, company: { digit_code: CODE } } });

  it('refuses a NUL byte or a lone surrogate with 400 naming the field, and writes nothing', async () => {
    const before = await storeCounts(t);
    for (const bad of ['nul\u0000byte', 'lone \ud800 high', 'lone \udfff low', '\udc00\ud800']) {
      const answer = await t.call('POST', '/keywords', keyword(bad), 'admin');
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.data, JSON.stringify(bad)).toMatchObject({ field: 'request.keyword' });
      expect(answer.body.data.response).toMatch(/^Keyword contains a (NUL character|lone surrogate)/);
    }
    expect(await storeCounts(t)).toEqual(before);
    // A well-formed pair (an emoji) is text like any other.
    expect((await t.call('POST', '/keywords', keyword('ok \ud83d\ude00'), 'admin')).status).toBe(200);
  });

  it('names the field inside arrays and in field names too', async () => {
    const before = await storeCounts(t);
    const rows = [
      { keyword: 'fine', company: { digit_code: CODE } },
      { keyword: 'x\u0000', company: { digit_code: CODE } },
    ];
    const preview = await t.call(
      'POST',
      '/backend/cms/bulk_upsert_keywords_preview',
      { version: '1.0', request: { rows } },
      'ops',
    );
    expect(preview.status).toBe(400);
    expect(preview.body.data).toMatchObject({ field: 'request.rows.1.keyword' });
    const key = await t.call(
      'POST',
      '/keywords',
      { version: '1.0', request: { ['key\u0000']: 1, keyword: 'k', company: { digit_code: CODE } } },
      'admin',
    );
    expect(key.status).toBe(400);
    expect(key.body.data.field).toBe('request');
    expect(key.body.data.response).toMatch(/field name/);
    expect(await storeCounts(t)).toEqual(before);
  });

  it('refuses a body that is not UTF-8, or nested deeper than a request can be', async () => {
    const notUtf8 = await postText(
      '/keywords',
      Buffer.concat([
        Buffer.from('{"version":"1.0","request":{"keyword":"'),
        Buffer.from([0xc3, 0x28]),
        Buffer.from(`","company":{"digit_code":"${CODE}"}}}`),
      ]),
    );
    expect(notUtf8).toMatchObject({ status: 400, reason: expect.stringMatching(/UTF-8/) });
    const deep = await postText('/keywords', '['.repeat(100_000) + ']'.repeat(100_000));
    expect(deep).toMatchObject({ status: 400, reason: expect.stringMatching(/nested/) });
    await stillServing();
  });
});

describe('body limits', () => {
  it('refuses a body over 2 MiB with 413 on ordinary calls, and writes nothing', async () => {
    const before = await storeCounts(t);
    const big = JSON.stringify({
      version: '1.0',
      request: { keyword: 'k'.repeat(MAX_BODY_BYTES), company: { digit_code: CODE } },
    });
    const answer = await postText('/keywords', big);
    expect(answer.status).toBe(413);
    expect(answer.reason).toMatch(/2 MiB/);
    expect(await storeCounts(t)).toEqual(before);
    await stillServing();
  });

  it('refuses a declared length over the limit before reading, and a chunked body as it arrives', async () => {
    const declared = await rawHttp(
      port,
      rawRequest(
        'POST /keywords HTTP/1.1',
        {
          authorization: `Bearer ${t.tokens.admin}`,
          'content-type': 'application/json',
          'content-length': String(64 * 1024 * 1024),
        },
        '{',
      ),
    );
    expect(declared.status).toBe(413);
    const chunk = 'a'.repeat(1024 * 1024);
    const chunked = await rawHttp(
      port,
      rawRequest(
        'POST /keywords HTTP/1.1',
        {
          authorization: `Bearer ${t.tokens.admin}`,
          'content-type': 'application/json',
          'transfer-encoding': 'chunked',
        },
        `${chunk.length.toString(16)}\r\n${chunk}\r\n`.repeat(3) + '0\r\n\r\n',
      ),
    );
    expect(chunked.status).toBe(413);
    await stillServing();
  });

  it('takes a bulk apply up to 32 MiB and refuses more with 413', async () => {
    const tooBig = JSON.stringify({
      version: '1.0',
      request: { rows: [{ name: 'b'.repeat(MAX_BULK_BODY_BYTES) }], confirm: true },
    });
    const refused = await postText('/backend/cms/bulk_upsert_brands', tooBig, {
      authorization: `Bearer ${t.tokens.ops}`,
    });
    expect(refused.status).toBe(413);
    expect(refused.reason).toMatch(/32 MiB/);
    await stillServing();
  });
});

describe('bulk preview uploads, read as they are planned', () => {
  const PREVIEW = '/backend/cms/bulk_upsert_keywords_preview';
  const previews = async () =>
    (await t.platform.context.db.query<{ n: number }>('select count(*)::int as n from previews'))[0]!.n;
  const preview = (body: string | Buffer) => postText(PREVIEW, body, { authorization: `Bearer ${t.tokens.ops}` });
  const rowsText = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) =>
      JSON.stringify({ keyword: `upload ${from + i}`, company: { digit_code: CODE } }),
    );

  it('takes an upload larger than a bulk apply may be (32 MiB), spooled and read row by row', async () => {
    // 40 rows of ~900 KB: over 32 MiB, each under the 1 MiB of a row (in error: the keyword is too long).
    const big = Array.from({ length: 40 }, (_, i) =>
      JSON.stringify({ keyword: `${i} ${'x'.repeat(900_000)}`, company: { digit_code: CODE } }),
    );
    const body = `{"version":"1.0","request":{"rows":[${big.join(',')}]}}`;
    expect(Buffer.byteLength(body)).toBeGreaterThan(MAX_BULK_BODY_BYTES);
    const response = await fetch(t.url + PREVIEW, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.tokens.ops}` },
      body,
    });
    const json = (await response.json()) as { data: { total: number; counts: { error: number } } };
    expect(response.status).toBe(200);
    expect(json.data).toMatchObject({ total: 40, counts: { error: 40 } });
  });

  it('refuses more rows than the store takes in one preview (PGlite: 200,000), naming the limit', async () => {
    const before = await previews();
    t.platform.context.config.bulkRowsLimit = 10;
    try {
      const over = await preview(`{"version":"1.0","request":{"rows":[${rowsText(11).join(',')}]}}`);
      expect(over).toMatchObject({ status: 400, field: 'request.rows' });
      expect(over.reason).toMatch(
        /at most 10 rows on this platform \(its embedded store; on PostgreSQL up to 1000000\)/,
      );
      expect(await previews()).toBe(before);
      expect((await preview(`{"version":"1.0","request":{"rows":[${rowsText(10).join(',')}]}}`)).status).toBe(200);
    } finally {
      t.platform.context.config.bulkRowsLimit = undefined;
    }
  });

  it('plans a row naming __proto__ or constructor as in error, not a 500 or fields read from a prototype', async () => {
    const rows = '{"__proto__":{"digit_code":"7777"},"name":"P"},{"constructor":null,"name":"C","digit_code":"7778"}';
    const response = await fetch(`${t.url}/backend/cms/company_preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.tokens.admin}` },
      body: `{"version":"1.0","request":{"rows":[${rows}]}}`,
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { counts: { error: number }; rows: Array<{ errors: Array<{ field: string }> }> };
    };
    expect(data.counts.error).toBe(2);
    expect(data.rows[0]!.errors.map((e) => e.field)).toContain('__proto__');
    await stillServing();
  });

  it('refuses a row over 1 MiB, and a declared length over 512 MiB before reading, with 413', async () => {
    const before = await previews();
    const row = JSON.stringify({ keyword: 'x'.repeat(MAX_BULK_ROW_BYTES), company: { digit_code: CODE } });
    const answer = await preview(`{"version":"1.0","request":{"rows":[${rowsText(3).join(',')},${row}]}}`);
    expect(answer).toMatchObject({ status: 413, field: 'request.rows.3' });
    expect(answer.reason).toMatch(/1 MiB/);
    const declared = await rawHttp(
      port,
      rawRequest(
        `POST ${PREVIEW} HTTP/1.1`,
        {
          authorization: `Bearer ${t.tokens.ops}`,
          'content-type': 'application/json',
          'content-length': String(MAX_BULK_UPLOAD_BYTES + 1),
        },
        '{',
      ),
    );
    expect(declared.status).toBe(413);
    expect(await previews()).toBe(before);
    await stillServing();
  });

  it('checks the rest of the body once the rows are read, wherever it stands; stores nothing when wrong', async () => {
    const before = await previews();
    const rows = rowsText(12_000).join(',');
    const cases: Array<[string, number, RegExp | string]> = [
      // After the rows: a field the request has not, a wrong version, the rows given twice.
      [`{"request":{"rows":[${rows}],"extra":1},"version":"1.0"}`, 400, /extra/],
      [`{"request":{"rows":[${rows}]},"version":"9.9"}`, 400, /version/i],
      [`{"version":"1.0","request":{"rows":[${rows}],"rows":[]}}`, 400, 'Rows is given more than once'],
      [`{"version":"1.0","request":{"rows":[${rows}],"rows":5}}`, 400, /rows/i],
      // Cut short, or a trailing comma, thousands of rows in.
      [`{"version":"1.0","request":{"rows":[${rows}`, 400, 'Body is not valid JSON'],
      [`{"version":"1.0","request":{"rows":[${rows},]}}`, 400, 'Body is not valid JSON'],
      // A row that is not a group of fields, or holds a NUL character.
      [`{"version":"1.0","request":{"rows":[${rows},7]}}`, 400, /^Row 12001 must be a group of fields/],
      [`{"version":"1.0","request":{"rows":[${rows},{"keyword":"a\\u0000b"}]}}`, 400, /NUL/],
      [`{"version":"1.0","request":{"rows":[]}}`, 400, /at least one row/],
      ['', 400, /required/i],
    ];
    for (const [body, status, reason] of cases) {
      const answer = await preview(body);
      expect(answer.status, body.slice(-60)).toBe(status);
      if (typeof reason === 'string') expect(answer.reason).toBe(reason);
      else expect(answer.reason, body.slice(-60)).toMatch(reason);
    }
    expect(await previews()).toBe(before);
    // The same rows in any order of the body's fields: previewed.
    const ok = await preview(`{"request":{"rows":[${rows}]},"version":"1.0"}`);
    expect(ok.status).toBe(200);
    expect(await previews()).toBe(before + 1);
    await stillServing();
  });
});

describe('the feed', () => {
  const feed = (query: string, headers: Record<string, string> = {}) => {
    const abort = new AbortController();
    return fetch(`${t.url}/events/stream${query}`, {
      headers: { [SERVICE_KEY_HEADER]: t.platform.serviceKey, ...headers },
      signal: abort.signal,
    }).then((response) => {
      abort.abort();
      return response.status;
    });
  };

  it('refuses a resumption id that is not a position', async () => {
    for (const id of ['abc', '-1', '1.5', '1e400', '0x10', ' ', '99999999999999999999']) {
      expect(await feed('', { 'last-event-id': id }), `Last-Event-ID ${id}`).toBe(400);
      expect(await feed(`?after=${encodeURIComponent(id)}`), `after ${id}`).toBe(400);
    }
    expect(await feed('', { 'last-event-id': '0' })).toBe(200);
    expect(await feed('?after=3')).toBe(200);
    expect(await feed('')).toBe(200);
  });
});

describe('a failing handler', () => {
  it('answers 500 for its own request only, whether it throws or its answer cannot be sent', async () => {
    t.platform.router.on('GET', '/test/throws', 'public', async () => {
      throw new TypeError('a bug');
    });
    t.platform.router.on('GET', '/test/unsendable', 'public', async () => ({ data: { n: 1n } }));
    expect((await fetch(`${t.url}/test/throws`)).status).toBe(500);
    expect((await fetch(`${t.url}/test/unsendable`)).status).toBe(500);
    await stillServing();
  });
});

describe('closing the platform', () => {
  it('lets a request being answered finish before the store closes: it is answered, nothing is logged', async () => {
    const own = await startTestPlatform();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      let started!: () => void;
      const inHandler = new Promise<void>((resolve) => (started = resolve));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      own.platform.router.on('GET', '/test/slow', 'public', async () => {
        started();
        await gate;
        const rows = await own.platform.context.db.query<{ n: number }>('select 1 as n');
        return { data: rows[0] };
      });
      const answer = fetch(`${own.url}/test/slow`);
      await inHandler;
      const closing = own.close();
      // The handler goes on once close() has begun: cut and with its store closed, it failed.
      setTimeout(release, 50);
      const response = await answer;
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: unknown }).data).toEqual({ n: 1 });
      await closing;
      expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      logged.mockRestore();
      await own.close();
    }
  });
});
