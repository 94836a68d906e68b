/**
 * Every §7 call is answered at its exact method and path: each is registered, and each refuses
 * a caller without credentials (401) — or, for login, a body that fails its model (400) —
 * without writing anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform, storeCounts } from '../harness.js';
import { SPEC_CALLS, samplePath } from './specPaths.js';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t?.close());

describe('every §7 call', () => {
  it('is registered with its method and path', () => {
    const registered = new Set(t.platform.router.list().map((r) => `${r.method} ${r.pattern}`));
    const missing = SPEC_CALLS.filter((c) => !registered.has(`${c.method} ${c.path}`)).map(
      (c) => `${c.method} ${c.path}`,
    );
    expect(missing).toEqual([]);
  });
  it.each(SPEC_CALLS.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s refuses a caller without credentials and writes nothing',
    async (_name, call) => {
      const before = await storeCounts(t);
      const { status } = await t.call(call.method, samplePath(call.path), call.method === 'GET' ? undefined : {});
      expect(status).toBe(call.access === 'public' ? 400 : 401);
      expect(await storeCounts(t)).toEqual(before);
    },
  );
});
