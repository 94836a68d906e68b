import { describe, expect, it } from 'vitest';
import type { Task } from '@console/schema';
import type { GatewayContext } from '../context.js';
import { createPlatformDouble } from '../platformClient/double.js';
import { PlatformError, type PlatformClient } from '../platformClient/index.js';
import { bulkMutation } from './bulk.js';
import { taskType } from './operations.js';

const U = '00000000-0000-4000-8000-000000000001';
const moved = { index: 1, uuid: U, field: 'keyword', message: `keywords ${U} changed since the preview` };
const conflict = () =>
  new PlatformError(409, '1 row(s) changed since the preview', undefined, { rows: [moved], moved: 1 });
const ctxWith = (supplied: Partial<PlatformClient>) =>
  ({
    platform: createPlatformDouble(supplied),
    session: { admitted: async () => ({ token: 't', user: { user_uuid: U } }) },
  }) as unknown as GatewayContext;
// The resolvers are plain functions here: no GraphQL info is read.
const call = <A, R>(resolver: unknown, args: A, ctx: GatewayContext) =>
  (resolver as (r: unknown, a: A, c: GatewayContext, i: unknown) => Promise<R>)({}, args, ctx, {});

describe('moved rows, read once with schema/s model', () => {
  it('a bulk apply 409 answers the moved rows typed', async () => {
    const ctx = ctxWith({ bulkApply: async () => Promise.reject(conflict()) });
    const answer = await call<object, { status: number; changed_rows: unknown }>(
      bulkMutation.bulkApply,
      { bulk: 'keywords', preview_id: U },
      ctx,
    );
    expect(answer).toMatchObject({ ok: false, status: 409, changed_rows: [moved] });
  });

  it('a 400 of brands with error rows names no moved row', async () => {
    const refused = new PlatformError(400, '1 row(s) in error', 'request.rows', { rows: [{ index: 0, errors: [] }] });
    const ctx = ctxWith({ bulkApply: async () => Promise.reject(refused) });
    const answer = await call<object, { changed_rows: unknown }>(
      bulkMutation.bulkApply,
      { bulk: 'brands', rows: [{}], confirm: true },
      ctx,
    );
    expect(answer.changed_rows).toBeNull();
  });

  it('a dissociation apply 409 answers the moved rows typed, beside the data', async () => {
    const ctx = ctxWith({ dissociationApply: async () => Promise.reject(conflict()) });
    const input = {
      task_name: 't',
      company_digit_code: '1',
      retailer_url: 'https://r.example.com',
      metrics: ['rankings'],
    };
    const answer = await call<object, object>(bulkMutation.dissociationApply, { input, preview_id: U }, ctx);
    expect(answer).toMatchObject({ ok: false, status: 409, changed_rows: [moved] });
  });

  it('a task that failed on moved rows names them; another failure or a success does not', () => {
    const task = (status: Task['status'], result: Task['result']) => ({ status, result }) as Task;
    const read = (t: Task) => (taskType.moved_rows as (t: Task) => unknown)(t);
    expect(read(task('failed', { rows: [moved], moved: 1 }))).toEqual([moved]);
    expect(read(task('failed', null))).toBeNull();
    expect(read(task('failed', { children: [], total: 0 }))).toBeNull();
    expect(read(task('succeeded', { rows: 3, counts: {} }))).toBeNull();
  });
});
