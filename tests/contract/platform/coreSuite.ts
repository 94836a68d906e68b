/**
 * The reference platform's core over real HTTP: auth, the role matrix, the generic resource
 * calls (filters, paging and sorting in SQL; writes with events and transactions; optimistic
 * concurrency; history), the /api lookups and the live feed. Each refused call writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, MESSAGES, SERVICE_KEY_HEADER, ON_BEHALF_OF_HEADER } from '@console/schema';
import { type TestPlatform, startTestPlatform, storeCounts } from '../harness.js';

export type Backend = 'pglite' | 'postgres';

const company = (code: string, name = `Company ${code}`) => ({
  version: '1.0',
  request: { name, digit_code: code, is_active: true, external_pim: false },
});

/** The core suite, run on PGlite and (with DATABASE_URL) on a PostgreSQL server. */
export function coreSuite(backend: Backend): void {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ postgres: backend === 'postgres' });
    for (const code of ['2001', '2002', '2003']) {
      const { status } = await t.call('POST', '/companies', company(code), 'admin');
      expect(status).toBe(200);
    }
  });
  afterAll(() => t?.close());

  describe('auth', () => {
    it('logs in, reads the user, logs out and refuses the token after', async () => {
      const login = await t.call('POST', '/auth/login', { email: 'ops@test.test', password: 'test-password-1' });
      expect(login.status).toBe(200);
      const token = login.body.data.token as string;
      const headers = { authorization: `Bearer ${token}` };
      const me = await t.call('GET', '/auth/user', undefined, null, headers);
      expect(me.body.data).toMatchObject({ email: 'ops@test.test', roles: ['ops'], scope: ['ops'], read_policy: true });
      expect(me.body.data).not.toHaveProperty('password_hash');
      expect((await t.call('POST', '/auth/logout', undefined, null, headers)).status).toBe(200);
      expect((await t.call('GET', '/auth/user', undefined, null, headers)).status).toBe(401);
    });
    it('answers a wrong pair with 400 and the §8 login message', async () => {
      const { status, body } = await t.call('POST', '/auth/login', {
        email: 'ops@test.test',
        password: 'wrong-password',
      });
      expect(status).toBe(400);
      expect(body.data.response).toBe(MESSAGES.loginFailed);
    });
    it('names the field of a malformed login', async () => {
      const { status, body } = await t.call('POST', '/auth/login', { email: 'not-an-email', password: 'x' });
      expect(status).toBe(400);
      expect(body.data.field).toBe('email');
    });
    it('rate-limits repeated failed logins per e-mail', async () => {
      let last = 0;
      for (let i = 0; i < 12; i++)
        last = (await t.call('POST', '/auth/login', { email: 'nobody@test.test', password: 'x' })).status;
      expect(last).toBe(429);
    });
    it('counts the browser address the gateway forwards with its key, and only then', async () => {
      const login = { email: 'ops@test.test', password: 'test-password-1' };
      // Failures on many accounts put the socket's address over its limit; a spoofed header changes nothing.
      for (let i = 0; i < LOGIN_THROTTLE.addressFreeFailures; i++)
        await t.call('POST', '/auth/login', { email: `sprayed${i}@test.test`, password: 'x' });
      expect((await t.call('POST', '/auth/login', login, null, { 'x-forwarded-for': '10.9.8.7' })).status).toBe(429);
      const forwarded = await t.call('POST', '/auth/login', login, null, {
        'x-forwarded-for': '10.9.8.7',
        [SERVICE_KEY_HEADER]: t.platform.serviceKey,
      });
      expect(forwarded.status).toBe(200);
      expect(forwarded.body.data.token).toEqual(expect.any(String));
    }, 180_000); // 30 failed logins, each a full scrypt (unknown e-mails cost the same as known ones)
    it('stores tokens only as hashes', async () => {
      const rows = await t.platform.context.db.query<{ token_hash: string }>('select token_hash from sessions');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.token_hash)).not.toContain(t.tokens.admin);
    });
    it('accepts the service key only with the right key', async () => {
      const good = await t.call('GET', '/companies/getbydigitcode/2001', undefined, null, {
        [SERVICE_KEY_HEADER]: t.platform.serviceKey,
        [ON_BEHALF_OF_HEADER]: t.users.ops,
      });
      expect(good.status).toBe(200);
      expect(good.body.data.digit_code).toBe('2001');
      const bad = await t.call('GET', '/companies/getbydigitcode/2001', undefined, null, {
        [SERVICE_KEY_HEADER]: 'wrong',
      });
      expect(bad.status).toBe(401);
    });
  });

  describe('generic resource calls', () => {
    it('lists with navigation, filters, sorts and pages in SQL', async () => {
      const { status, body } = await t.call(
        'POST',
        '/companies/getlist',
        {
          filter: { digit_code: { in: ['2001', '2003'] } },
          navigation: { page: 1, page_size: 1, sort: [{ field: 'digit_code', direction: 'desc' }] },
        },
        'ops',
      );
      expect(status).toBe(200);
      expect(body.data.map((c: { digit_code: string }) => c.digit_code)).toEqual(['2003']);
      // The spec's paging, with the cursors of keyset paging beside it (issue 17).
      expect(body.navigation).toEqual({
        page: 1,
        page_size: 1,
        total_items: 2,
        total_pages: 2,
        next_cursor: expect.any(String),
        prev_cursor: null,
        last_cursor: expect.any(String),
      });
      const like = await t.call('POST', '/companies/getlist', { filter: { name: { like: 'company 200' } } }, 'ops');
      expect(like.body.navigation?.total_items).toBe(3);
    });
    it('refuses an unknown filter field by name and writes nothing', async () => {
      const { status, body } = await t.call('POST', '/companies/getlist', { filter: { colour: 'red' } }, 'ops');
      expect(status).toBe(400);
      expect(body.data.response).toBe('There is no field "colour" to filter by');
      expect(body.data.field).toBe('filter.colour');
    });
    it(
      'filters time stamps, ids and numbers by their type; ' + 'a value of the wrong type is a 400 naming the field',
      async () => {
        const all = await t.call(
          'POST',
          '/companies/getlist',
          { filter: { digit_code: { in: ['2001', '2002', '2003'] } } },
          'ops',
        );
        const [first] = all.body.data as { id: number; created_at: string }[];
        const since = await t.call(
          'POST',
          '/companies/getlist',
          { filter: { created_at: { gte: first!.created_at }, digit_code: { in: ['2001', '2002', '2003'] } } },
          'ops',
        );
        expect(since.status).toBe(200);
        expect(since.body.navigation!.total_items).toBe(3);
        const year = await t.call(
          'POST',
          '/companies/getlist',
          { filter: { created_at: { like: first!.created_at.slice(0, 4) }, digit_code: '2001' } },
          'ops',
        );
        expect(year.status).toBe(200);
        expect(year.body.navigation!.total_items).toBe(1);
        const byId = await t.call('POST', '/companies/getlist', { filter: { id: String(first!.id) } }, 'ops');
        expect(byId.body.data.map((c: { id: number }) => c.id)).toEqual([first!.id]);
        for (const [filter, words] of [
          [{ created_at: { gt: 'yesterday-ish' } }, 'Created at must be a date and time, got "yesterday-ish"'],
          [{ updated_at: 'soon' }, 'Updated at must be a date and time, got "soon"'],
          [{ id: 'abc' }, 'Id must be a whole number, got "abc"'],
          [
            { id: { in: 7 } },
            'Id must be a value, or one operator (eq, ne, in, like, gt, gte, lt, lte) with its value',
          ],
          [{ name: { gt: { nested: true } } }, 'Name must be a value, or one operator'],
        ] as const) {
          const refused = await t.call('POST', '/companies/getlist', { filter }, 'ops');
          expect(refused.status, JSON.stringify(filter)).toBe(400);
          expect(refused.body.data.response).toContain(words);
          expect(refused.body.data.field).toBe(`filter.${Object.keys(filter)[0]}`);
        }
      },
    );
    it('gets by uuid, by id and by plain id', async () => {
      const list = await t.call('POST', '/companies/getlist', { filter: { digit_code: '2002' } }, 'ops');
      const { id, uuid } = list.body.data[0];
      expect((await t.call('GET', `/companies/getbyuuid/${uuid}`, undefined, 'ops')).body.data.id).toBe(id);
      expect((await t.call('GET', `/companies/getbyid/${id}`, undefined, 'ops')).body.data.uuid).toBe(uuid);
      expect((await t.call('GET', `/companies/${id}`, undefined, 'ops')).body.data.digit_code).toBe('2002');
      expect((await t.call('GET', '/companies/999999', undefined, 'ops')).status).toBe(404);
      const byIds = await t.call('POST', '/companies/getlist', { filter: { id: { in: [id, 999999] } } }, 'ops');
      expect(byIds.status).toBe(200);
      expect(byIds.body.data.map((c: { uuid: string }) => c.uuid)).toEqual([uuid]);
    });
    it(
      'refuses a write by role (403), without a token ' + '(401), with a wrong version (400) — nothing written',
      async () => {
        const before = await storeCounts(t);
        const ops = await t.call('POST', '/companies', company('2999'), 'ops');
        expect(ops.status).toBe(403);
        expect(ops.body.data.response).toContain('admin, superadmin, owner');
        expect((await t.call('POST', '/companies', company('2999'))).status).toBe(401);
        const version = await t.call(
          'POST',
          '/companies',
          { version: '1.1', request: company('2999').request },
          'admin',
        );
        expect(version.status).toBe(400);
        expect(version.body.data.response).toBe("Version must be '1.0'");
        const bad = await t.call(
          'POST',
          '/companies',
          { version: '1.0', request: { name: 'X', digit_code: 'abc' } },
          'admin',
        );
        expect(bad.status).toBe(400);
        expect(bad.body.data.field).toBe('request.digit_code');
        const unknown = await t.call(
          'POST',
          '/companies',
          { version: '1.0', request: { ...company('2999').request, colour: 'red' } },
          'admin',
        );
        expect(unknown.status).toBe(400);
        expect(unknown.body.data.response).toContain('colour');
        const duplicate = await t.call('POST', '/companies', company('2001'), 'admin');
        expect(duplicate.status).toBe(400);
        expect(duplicate.body.data).toMatchObject({
          field: 'request.digit_code',
          response: expect.stringContaining('already has this digit_code'),
        });
        expect(await storeCounts(t)).toEqual(before);
      },
    );
    it('updates with PUT (or POST with a uuid), refuses a stale version with 409, and keeps history', async () => {
      const created = await t.call('POST', '/companies', company('2100', 'Before'), 'admin');
      const { uuid, version } = created.body.data;
      const put = await t.call(
        'PUT',
        '/companies',
        { version: '1.0', request: { uuid, version, name: 'After' } },
        'admin',
      );
      expect(put.status).toBe(200);
      expect(put.body.data).toMatchObject({ name: 'After', version: 2 });
      const stale = await t.call(
        'PUT',
        '/companies',
        { version: '1.0', request: { uuid, version, name: 'Lost' } },
        'superadmin',
      );
      expect(stale.status).toBe(409);
      const viaPost = await t.call(
        'POST',
        '/companies',
        { version: '1.0', request: { uuid, version: 2, name: 'Posted' } },
        'owner',
      );
      expect(viaPost.body.data.version).toBe(3);
      const history = await t.call('POST', '/companies/history/getlist', { filter: { uuid } }, 'ops');
      expect(history.body.data.map((h: { operation: string }) => h.operation)).toEqual(['update', 'update', 'insert']);
      expect(history.body.data[1]).toMatchObject({
        user_email: 'admin@test.test',
        changes: [{ field: 'name', before: 'Before', after: 'After' }],
      });
      const tx = await t.call(
        'GET',
        `/transactions/getbyuuid/${history.body.data[0].transaction_uuid}`,
        undefined,
        'ops',
      );
      expect(tx.body.data).toMatchObject({
        kind: 'update',
        resource: 'companies',
        counts: { insert: 0, update: 1, delete: 0 },
      });
      const changes = await t.call(
        'POST',
        '/transactions/history/getlist',
        { filter: { transaction_uuid: history.body.data[0].transaction_uuid } },
        'ops',
      );
      expect(changes.body.data).toHaveLength(1);
      expect(changes.body.data[0]).toMatchObject({
        stream_id: `companies:${uuid}`,
        changes: [{ field: 'name', before: 'After', after: 'Posted' }],
      });
    });
    it('deletes by body and by id, and history still shows the record', async () => {
      const a = (await t.call('POST', '/companies', company('2200'), 'admin')).body.data;
      const b = (await t.call('POST', '/companies', company('2201'), 'admin')).body.data;
      expect(
        (
          await t.call(
            'DELETE',
            '/companies',
            { version: '1.0', request: { uuid: a.uuid, version: a.version } },
            'admin',
          )
        ).status,
      ).toBe(200);
      expect(
        (await t.call('DELETE', `/companies/${b.id}`, { version: '1.0', request: { version: b.version } }, 'admin'))
          .status,
      ).toBe(200);
      expect((await t.call('GET', `/companies/${b.id}`, undefined, 'ops')).status).toBe(404);
      const history = await t.call('POST', '/companies/history/getlist', { filter: { id: b.id } }, 'ops');
      expect(history.body.data[0].operation).toBe('delete');
    });
    it('refuses generic writes to tasks and transactions', async () => {
      expect((await t.call('POST', '/tasks', { version: '1.0', request: { task_name: 'x' } }, 'owner')).status).toBe(
        405,
      );
    });
    it('counts with metric and groups with metric/field', async () => {
      const count = await t.call('POST', '/companies/metric', { metric: 'count' }, 'ops');
      expect(count.body.data.value).toBeGreaterThanOrEqual(4);
      const field = await t.call('POST', '/companies/metric/field', { metric: 'count', field: 'is_active' }, 'ops');
      expect(
        field.body.data.find((r: { definition_name: string }) => r.definition_name === 'true').value,
      ).toBeGreaterThanOrEqual(4);
      expect((await t.call('POST', '/companies/metric', { metric: 'colour' }, 'ops')).body.data.field).toBe('metric');
      expect(
        (await t.call('POST', '/companies/metric/field', { metric: 'count', field: 'colour' }, 'ops')).status,
      ).toBe(400);
    });
    it('answers /product_groups/groupings as its own resource, not as a product group id', async () => {
      const { status, body } = await t.call('POST', '/product_groups/groupings/getlist', {}, 'ops');
      expect(status).toBe(200);
      expect(body.navigation?.total_items).toBe(0);
    });
  });

  describe('/api lookups', () => {
    beforeAll(async () => {
      await t.call(
        'POST',
        '/countries',
        { version: '1.0', request: { name: 'Netherlands', iso_code: 'NL', iso3_code: 'NLD', iso_numeric: '528' } },
        'admin',
      );
    });
    it('finds countries by each ISO code', async () => {
      for (const path of ['getbyisocode/nl', 'getbyisocode3/NLD', 'getbyisonumeric/528']) {
        const { body } = await t.call('GET', `/api/countries/${path}`, undefined, 'ops');
        expect(body.data.name).toBe('Netherlands');
      }
      expect((await t.call('GET', '/api/countries/getbyisocode/ZZ', undefined, 'ops')).status).toBe(404);
    });
    it('finds companies by digit code and uuid, and refuses a bad code by name', async () => {
      const byCode = await t.call('GET', '/api/companies/getbydigitcode/2001', undefined, 'ops');
      const byUuid = await t.call('GET', `/api/companies/getbyuuid/${byCode.body.data.uuid}`, undefined, 'ops');
      expect(byUuid.body.data.digit_code).toBe('2001');
      const bad = await t.call('GET', '/api/companies/getbydigitcode/abc', undefined, 'ops');
      expect(bad.status).toBe(400);
      expect(bad.body.data.field).toBe('code');
    });
    it('answers the options users and whether the caller is one', async () => {
      const { body } = await t.call('POST', '/companies/getAccessOptions', {}, 'ops');
      expect(body.data).toMatchObject({ email: 'ops@test.test', allowed: false, options: [] });
    });
  });

  describe('live feed', () => {
    it('resumes after Last-Event-ID with every later event, in order', async () => {
      const [row] = await t.platform.context.db.query<{ position: number }>(
        'select max(position)::int as position from events',
      );
      const position = row!.position;
      await t.call('POST', '/companies', company('2300'), 'admin');
      const controller = new AbortController();
      const response = await fetch(`${t.url}/events/stream`, {
        headers: { authorization: `Bearer ${t.tokens.ops}`, 'last-event-id': String(position) },
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      let text = '';
      while (!text.includes('transactions.created')) text += new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
      expect(ids[0]).toBe(position + 1);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(text).toContain('companies.created');
    });
    it('refuses the feed without credentials', async () => {
      const response = await fetch(`${t.url}/events/stream`);
      expect(response.status).toBe(401);
      await response.body?.cancel();
    });
  });

  it('lets exactly one of two concurrent updates of the same version win', async () => {
    const created = (await t.call('POST', '/companies', company('2400', 'Race'), 'admin')).body.data;
    const results = await Promise.all(
      ['One', 'Two', 'Three'].map((name) =>
        t.call(
          'PUT',
          '/companies',
          { version: '1.0', request: { uuid: created.uuid, version: created.version, name } },
          'admin',
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const history = await t.call('POST', '/companies/history/getlist', { filter: { uuid: created.uuid } }, 'ops');
    expect(history.body.data).toHaveLength(2);
  });
}
