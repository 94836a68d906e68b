/**
 * Writes carry their version (DESIGN §8): every update and delete of a record through the generic
 * calls names the version the user saw. Missing → 400 naming `request.version`; stale → 409 whose
 * data carries the current version and who changed it when. A refused call writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform, storeCounts } from '../harness.js';

const company = (code: string, name = `Company ${code}`) => ({
  version: '1.0',
  request: { name, digit_code: code, is_active: true, external_pim: false },
});

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t?.close());

const create = async (code: string) => {
  const { status, body } = await t.call('POST', '/companies', company(code), 'admin');
  expect(status).toBe(200);
  return body.data as { uuid: string; id: number; version: number };
};

describe('a write without the version the user saw', () => {
  it(
    'is refused by PUT, by POST with a uuid and by both ' + 'DELETEs, naming request.version, and writes nothing',
    async () => {
      const { uuid, id } = await create('3001');
      const before = await storeCounts(t);
      const attempts = [
        await t.call('PUT', '/companies', { version: '1.0', request: { uuid, name: 'No version' } }, 'admin'),
        await t.call('POST', '/companies', { version: '1.0', request: { uuid, name: 'No version' } }, 'admin'),
        await t.call('DELETE', '/companies', { version: '1.0', request: { uuid } }, 'admin'),
        await t.call('DELETE', `/companies/${id}`, undefined, 'admin'),
        await t.call('DELETE', `/companies/${uuid}`, { version: '1.0', request: {} }, 'admin'),
      ];
      for (const { status, body } of attempts) {
        expect(status).toBe(400);
        expect(body.data.field).toBe('request.version');
        expect(body.data.response).toBe('Version is required: send the version of the record you saw');
      }
      expect(await storeCounts(t)).toEqual(before);
      expect((await t.call('GET', `/companies/getbyuuid/${uuid}`, undefined, 'ops')).body.data).toMatchObject({
        name: 'Company 3001',
        version: 1,
      });
    },
  );

  it('refuses a version that is not a whole number of 1 or more, by name', async () => {
    const { uuid, id } = await create('3002');
    const before = await storeCounts(t);
    for (const version of ['1', 0, 1.5, null]) {
      const put = await t.call('PUT', '/companies', { version: '1.0', request: { uuid, version, name: 'x' } }, 'admin');
      expect(put.status).toBe(400);
      expect(put.body.data.field).toBe('request.version');
      const del = await t.call('DELETE', `/companies/${id}`, { version: '1.0', request: { version } }, 'admin');
      expect(del.status).toBe(400);
      expect(del.body.data.field).toBe('request.version');
    }
    expect(await storeCounts(t)).toEqual(before);
  });
});

describe('a write with a stale version', () => {
  it('answers 409 with the current version, who changed it and when; nothing is written', async () => {
    const { uuid, version } = await create('3003');
    const first = await t.call(
      'PUT',
      '/companies',
      { version: '1.0', request: { uuid, version, name: 'Changed by superadmin' } },
      'superadmin',
    );
    expect(first.status).toBe(200);
    const before = await storeCounts(t);
    const stale = [
      await t.call('PUT', '/companies', { version: '1.0', request: { uuid, version, name: 'Lost' } }, 'admin'),
      await t.call('POST', '/companies', { version: '1.0', request: { uuid, version, name: 'Lost' } }, 'admin'),
      await t.call('DELETE', '/companies', { version: '1.0', request: { uuid, version } }, 'admin'),
      await t.call('DELETE', `/companies/${first.body.data.id}`, { version: '1.0', request: { version } }, 'admin'),
    ];
    for (const { status, body } of stale) {
      expect(status).toBe(409);
      expect(body.data).toMatchObject({
        current_version: 2,
        your_version: 1,
        changed_by: { user_uuid: t.users.superadmin, email: 'superadmin@test.test' },
      });
      expect(Date.parse(body.data.changed_at)).not.toBeNaN();
      expect(body.data.response).toMatch(/version 2/);
      expect(body.data.response).toMatch(/superadmin@test\.test/);
    }
    expect(await storeCounts(t)).toEqual(before);
  });

  it('a version ahead of the record is stale too', async () => {
    const { uuid } = await create('3004');
    const ahead = await t.call(
      'PUT',
      '/companies',
      { version: '1.0', request: { uuid, version: 7, name: 'Ahead' } },
      'admin',
    );
    expect(ahead.status).toBe(409);
    expect(ahead.body.data.current_version).toBe(1);
  });
});

describe('a write with the current version', () => {
  it('updates by PUT and by POST with a uuid, and deletes by body and by id', async () => {
    const a = await create('3005');
    const put = await t.call(
      'PUT',
      '/companies',
      { version: '1.0', request: { uuid: a.uuid, version: 1, name: 'Put' } },
      'admin',
    );
    expect(put.body.data).toMatchObject({ name: 'Put', version: 2 });
    const post = await t.call(
      'POST',
      '/companies',
      { version: '1.0', request: { uuid: a.uuid, version: 2, name: 'Posted' } },
      'admin',
    );
    expect(post.body.data).toMatchObject({ name: 'Posted', version: 3 });
    expect(
      (await t.call('DELETE', '/companies', { version: '1.0', request: { uuid: a.uuid, version: 3 } }, 'admin')).status,
    ).toBe(200);
    const b = await create('3006');
    expect(
      (await t.call('DELETE', `/companies/${b.id}`, { version: '1.0', request: { version: 1 } }, 'admin')).status,
    ).toBe(200);
    const c = await create('3007');
    expect(
      (await t.call('DELETE', `/companies/${c.uuid}`, { version: '1.0', request: { version: 1 } }, 'admin')).status,
    ).toBe(200);
    expect((await t.call('GET', `/companies/${c.uuid}`, undefined, 'ops')).status).toBe(404);
  });

  it('products take their version under product_uuid too', async () => {
    await create('3008');
    const made = await t.call(
      'POST',
      '/products',
      { version: '1.0', request: { product_name: 'P', company: { digit_code: '3008' } } },
      'admin',
    );
    const { product_uuid } = made.body.data;
    const missing = await t.call(
      'PUT',
      '/products',
      { version: '1.0', request: { product_uuid, product_name: 'Q' } },
      'admin',
    );
    expect(missing.body.data.field).toBe('request.version');
    const ok = await t.call(
      'PUT',
      '/products',
      { version: '1.0', request: { product_uuid, version: 1, product_name: 'Q' } },
      'admin',
    );
    expect(ok.body.data).toMatchObject({ product_name: 'Q', version: 2 });
  });
});
