/**
 * The privacy gate on the platform (§4, DESIGN §4): a user who has not read the privacy policy
 * may read, accept the policy and sign out, but every write is refused with §8's "Please read
 * privacy policy." — with a bearer token or through the gateway's service key — and writes
 * nothing; once the policy is accepted the same write goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ON_BEHALF_OF_HEADER, SERVICE_KEY_HEADER } from '@console/schema';
import { type TestPlatform, startTestPlatform, storeCounts } from '../harness.js';
import { company } from './bulkHelpers.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t?.close());

describe('the privacy gate', () => {
  it('refuses every write of a user who has not read the policy, and writes nothing', async () => {
    const before = await storeCounts(t);
    const direct = await t.call('POST', '/companies', company('4401'), 'nopolicy');
    expect(direct.status).toBe(403);
    expect(direct.body.message).toBe(MESSAGES.privacyNotRead);
    const onBehalf = await t.call('POST', '/companies', company('4401'), null, {
      [SERVICE_KEY_HEADER]: t.platform.serviceKey,
      [ON_BEHALF_OF_HEADER]: t.users.nopolicy,
    });
    expect(onBehalf.status).toBe(403);
    expect(onBehalf.body.message).toBe(MESSAGES.privacyNotRead);
    const bulk = await t.call(
      'POST',
      '/backend/cms/bulk_upsert_keywords_preview',
      { version: '1.0', request: { rows: [] } },
      'nopolicy',
    );
    expect(bulk.body.message).toBe(MESSAGES.privacyNotRead);
    expect(await storeCounts(t)).toEqual(before);
  });

  it('lets that user read, and a bad body of a write is still refused for the policy first', async () => {
    expect((await t.call('POST', '/companies/getlist', {}, 'nopolicy')).status).toBe(200);
    expect((await t.call('GET', '/auth/user', undefined, 'nopolicy')).body.data).toMatchObject({ read_policy: false });
    expect((await t.call('PUT', '/companies', { nonsense: true }, 'nopolicy')).body.message).toBe(
      MESSAGES.privacyNotRead,
    );
  });

  it('accepting the policy opens writes; signing out works either way', async () => {
    expect((await t.call('POST', '/auth/privacy', { read_policy: true }, 'nopolicy')).body.data).toMatchObject({
      read_policy: true,
    });
    expect((await t.call('POST', '/companies', company('4401'), 'nopolicy')).status).toBe(200);
    expect((await t.call('POST', '/auth/logout', undefined, 'nopolicy')).status).toBe(200);
    expect((await t.call('GET', '/auth/user', undefined, 'nopolicy')).status).toBe(401);
  });
});
