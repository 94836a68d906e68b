/**
 * Tasks after a crash (DESIGN §8): on start the platform reconciles every task a previous process
 * left queued or running from what the store holds. The store states a crash leaves are made
 * exactly: a finished task's last event is taken back and its record set to the state before it
 * (what a process killed before that write leaves). The kill rounds of tests/fault/ do it for real.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, createPlatform } from '../../../gateway/platform/src/server.js';
import { prepareStore, recordEventMismatches, signIn } from '../../fault/store.js';
import { freshPgliteDir } from '../../support/testStore.js';

const dataDir = freshPgliteDir('task-recovery');
let platform: Platform;
let call: Awaited<ReturnType<typeof signIn>>;

const start = async () => {
  platform = await createPlatform({ port: 0, dataDir, databaseUrl: undefined, seedDemo: false, log: () => undefined });
  call = await signIn(platform.url, 'admin@demo.test');
};
const restart = async () => {
  await platform.close();
  await start();
};
/** The store as a crash right before the task's last state write (or the last `times` ones) leaves it. */
async function undoLastTaskWrite(taskUuid: string, times = 1): Promise<void> {
  for (let i = 1; i < times; i++) await undoLastTaskWrite(taskUuid);
  const db = platform.context.db;
  const events = await db.query<{ position: number; version: number; data: { after: Record<string, unknown> } }>(
    `select position, version, data from events where stream_id = $1 order by version desc limit 2`,
    [`tasks:${taskUuid}`],
  );
  const [last, previous] = events;
  await db.query('delete from events where position = $1', [last!.position]);
  await db.query(`update records set data = $2::jsonb, version = $3 where store = 'tasks' and uuid = $1`, [
    taskUuid,
    JSON.stringify(previous!.data.after),
    previous!.version,
  ]);
}
const task = async (uuid: string) => (await call('GET', `/tasks/getbyuuid/${uuid}`)).body.data;
const keywords = async (prefix: string) =>
  (await call('POST', '/keywords/getlist', { filter: { keyword: { like: prefix } } })).body.navigation!.total_items;
const preview = async (prefix: string, n: number) => {
  const rows = Array.from({ length: n }, (_, i) => ({ keyword: `${prefix} ${i}`, company: { digit_code: '4601' } }));
  return (await call('POST', '/backend/cms/bulk_upsert_keywords_preview', { version: '1.0', request: { rows } })).body
    .data.preview_id as string;
};
const apply = (previewId: string) =>
  call('POST', '/backend/cms/bulk_upsert_keywords', { version: '1.0', request: { preview_id: previewId } });

beforeAll(async () => {
  await prepareStore({ dataDir });
  await start();
  expect(
    (await call('POST', '/companies', { version: '1.0', request: { name: 'Recovery', digit_code: '4601' } })).status,
  ).toBe(200);
});
afterAll(async () => {
  await platform?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a task left running by a crash', () => {
  it(
    'whose work committed is succeeded with the counts, result ' +
      'and transaction of that work; applying again answers it',
    async () => {
      const previewId = await preview('committed', 300);
      const taskUuid = (await apply(previewId)).body.data.task_uuid as string;
      await platform.context.tasks.idle();
      const done = await task(taskUuid);
      expect(done.status).toBe('succeeded');
      await undoLastTaskWrite(taskUuid);
      expect((await task(taskUuid)).status).toBe('running');

      await restart();
      const reconciled = await task(taskUuid);
      expect(reconciled).toMatchObject({
        status: 'succeeded',
        error: null,
        transaction_uuid: done.transaction_uuid,
        progress: { done: 300, total: 300 },
        result: {
          preview_id: previewId,
          rows: 300,
          counts: { insert: 300, update: 0, delete: 0 },
          transaction_uuid: done.transaction_uuid,
        },
      });
      const again = await apply(previewId);
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ task_uuid: taskUuid, status: 'succeeded' });
      expect(await keywords('committed')).toBe(300);
      expect(await recordEventMismatches(platform.context.db)).toEqual([]);
    },
  );

  it(
    'whose work did not commit is failed, saying nothing ' + 'was written, and the same preview applies again',
    async () => {
      const previewId = await preview('uncommitted', 300);
      platform.context.config.failApplyAfterRows = 150;
      const taskUuid = (await apply(previewId)).body.data.task_uuid as string;
      await platform.context.tasks.idle();
      platform.context.config.failApplyAfterRows = undefined;
      await undoLastTaskWrite(taskUuid);
      expect((await task(taskUuid)).status).toBe('running');

      await restart();
      const reconciled = await task(taskUuid);
      expect(reconciled.status).toBe('failed');
      expect(reconciled.error).toMatch(/nothing was written/i);
      expect(reconciled.error).toMatch(/same preview can be applied again/i);
      expect(await keywords('uncommitted')).toBe(0);

      const again = await apply(previewId);
      expect(again.status).toBe(200);
      expect(again.body.data.task_uuid).not.toBe(taskUuid);
      await platform.context.tasks.idle();
      expect((await task(again.body.data.task_uuid)).status).toBe('succeeded');
      expect(await keywords('uncommitted')).toBe(300);
    },
  );

  it('of any kind without a committed transaction (an integrity sync) is failed with what to do', async () => {
    const sync = await call('POST', '/utils-webhook/4601');
    const taskUuid = sync.body.data.task_uuid as string;
    await platform.context.tasks.idle();
    const logs = async () =>
      (
        await platform.context.db.query<{ n: number }>(
          `select count(*)::int as n from integrity_logs where company_code = '4601'`,
        )
      )[0]!.n;
    const before = await logs();
    // What a crash before the sync wrote leaves: the task running, no rows of this run.
    await undoLastTaskWrite(taskUuid);
    await platform.context.db.query(`delete from integrity_logs where company_code = '4601'`);
    await restart();
    const reconciled = await task(taskUuid);
    expect(reconciled.status).toBe('failed');
    expect(reconciled.error).toMatch(/nothing was written.*run the sync again/i);
    expect(before).toBeGreaterThan(0);
  });
});

describe('a task left queued by a crash', () => {
  it('is failed: it never ran, nothing was written, and its preview applies again', async () => {
    const previewId = await preview('queued', 20);
    platform.context.config.failApplyAfterRows = 10;
    const taskUuid = (await apply(previewId)).body.data.task_uuid as string;
    await platform.context.tasks.idle();
    platform.context.config.failApplyAfterRows = undefined;
    await undoLastTaskWrite(taskUuid, 2);
    expect((await task(taskUuid)).status).toBe('queued');
    await restart();
    const reconciled = await task(taskUuid);
    expect(reconciled.status).toBe('failed');
    expect(reconciled.error).toMatch(/never ran and nothing was written.*same preview can be applied again/i);
    const again = await apply(previewId);
    await platform.context.tasks.idle();
    expect((await task(again.body.data.task_uuid)).status).toBe('succeeded');
  });
});

describe('the window itself', () => {
  it('is closed: a task that succeeded wrote its state in the same database transaction as its work', async () => {
    const previewId = await preview('window', 50);
    const taskUuid = (await apply(previewId)).body.data.task_uuid as string;
    await platform.context.tasks.idle();
    const done = await task(taskUuid);
    // The succeeded state is the task's last event; it commits with the rows (same transaction id
    // in the database), so no crash can find the rows written and the task still running.
    const xids = await platform.context.db.query<{ xid: string }>(
      `select distinct xmin::text as xid from records where (store = 'tasks' and uuid = $1)
        or (store = 'transactions' and uuid = $2)`,
      [taskUuid, done.transaction_uuid],
    );
    expect(xids).toHaveLength(1);
  });
});
