/**
 * Kill rounds (issue 13, DESIGN §8): the platform runs as a child process on a store; each round
 * previews a large bulk apply, applies it, SIGKILLs the platform at one point of it (queued, part
 * way through its rows, with every row written and the commit at hand, after it succeeded), and
 * asserts on what the crash left and on what the restarted platform says:
 * - all or nothing: the round's rows are all there or none is;
 * - records and events agree (tests/fault/store.ts);
 * - the task tells the truth: succeeded with the right counts iff the rows are there; else failed,
 *   saying nothing was written, and the same preview applies again (and then the rows are there).
 * Bounded for `npm test` (FAULT_ROUNDS, default 6; FAULT_BUDGET_MS, default 90 s: no new round
 * starts past it); FAULT_ROUNDS=50 is the long mode (`npm run fuzz`).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type PlatformProcess, startPlatformProcess } from './platformProcess.js';
import { type Feed, openFeed } from './feed.js';
import { type Answer, type Client, openStore, recordEventMismatches, signIn, type StoreTarget } from './store.js';

export const FAULT_ROUNDS = Math.max(1, Number(process.env.FAULT_ROUNDS ?? 6));
export const FAULT_ROWS = Math.max(100, Number(process.env.FAULT_ROWS ?? 5000));
export const FAULT_BUDGET_MS = Number(process.env.FAULT_BUDGET_MS ?? 90_000);

/**
 * Where a round kills: a share of the rows written (0: as soon as the apply is queued); `commit`
 * ms after the last progress notice, which goes out right before the task's success is written and
 * the whole commits (so around the commit itself); or after the task succeeded.
 */
export type KillPoint = number | 'after' | { commit: number };
/** The first six points, the most telling first (a short run still covers the commit). */
const POINTS: readonly KillPoint[] = [0.5, 1, 0, 'after', { commit: 15 }, 0.25];

/** The point of round `i`: the six above, then shares and commit delays by a fixed sequence (reproducible). */
export function killPoint(i: number): KillPoint {
  if (i < POINTS.length) return POINTS[i]!;
  if (i % 7 === 0) return 'after';
  if (i % 3 === 0) return { commit: (i * 7) % 60 };
  return ((i * 0.618_033_988_7) % 1) * 1.05;
}

const describePoint = (point: KillPoint) =>
  point === 'after'
    ? 'success'
    : typeof point === 'number'
      ? `${Math.round(point * 100)}% of the rows`
      : `${point.commit} ms after the last progress`;

const CODE = '7701';
type Call = (method: string, path: string, body?: unknown) => Promise<Answer>;

const ok = (answer: Answer, what: string) => {
  expect(answer.status, `${what}: ${answer.body.message}`).toBe(200);
  return answer.body.data;
};
const task = async (call: Call, uuid: string) => ok(await call('GET', `/tasks/getbyuuid/${uuid}`), `task ${uuid}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settled(call: Call, uuid: string): Promise<Record<string, unknown>> {
  for (;;) {
    const t = await task(call, uuid);
    if (!['queued', 'running'].includes(t.status)) return t;
    await sleep(20);
  }
}

/**
 * Waits on the feed for the kill point: the task's progress notice at that share of the rows
 * (published after each chunk, the last one right before the commit), or the event of its end.
 * Answers what it saw.
 */
async function reach(feed: Feed, uuid: string, point: KillPoint): Promise<string> {
  if (point === 0) return 'the apply queued';
  if (point === 'after') {
    const end = await feed.until(
      (m) =>
        m.event === 'event' &&
        m.data.stream_id === `tasks:${uuid}` &&
        ['succeeded', 'failed'].includes(m.data.data?.after?.status),
    );
    return `the task ${end.data.data.after.status}`;
  }
  const share = typeof point === 'number' ? point : 1;
  const seen = await feed.until(
    (m) => m.event === 'progress' && m.data.task_uuid === uuid && m.data.done >= share * m.data.total,
  );
  if (typeof point !== 'number') await sleep(point.commit);
  return `progress ${seen.data.done}/${seen.data.total}`;
}

const rowsOf = (prefix: string) =>
  Array.from({ length: FAULT_ROWS }, (_, i) => ({
    keyword: `${prefix} ${i}`,
    company: { digit_code: CODE },
    is_active: i % 2 === 0,
  }));
const rowsThere = async (call: Call, prefix: string) =>
  (
    await call('POST', '/keywords/getlist', {
      filter: { keyword: { like: `${prefix} ` } },
      navigation: { page: 1, page_size: 1 },
    })
  ).body.navigation!.total_items;

/** What a round saw, for the log. */
export interface RoundReport {
  point: KillPoint;
  committed: boolean;
  taskStatus: string;
}

/** Runs the kill rounds on a store already prepared (tests/fault/store.ts prepareStore). */
export async function killRounds(target: StoreTarget, log: (line: string) => void): Promise<RoundReport[]> {
  const serviceKey = randomUUID();
  const started = Date.now();
  const reports: RoundReport[] = [];
  let platform: PlatformProcess = await startPlatformProcess(target, serviceKey);
  try {
    let call: Client = await signIn(platform.url, 'admin@demo.test');
    ok(
      await call('POST', '/companies', { version: '1.0', request: { name: 'Kill rounds', digit_code: CODE } }),
      'company',
    );
    for (let i = 0; i < FAULT_ROUNDS; i++) {
      if (i > 0 && Date.now() - started > FAULT_BUDGET_MS) {
        log(`time budget of ${FAULT_BUDGET_MS} ms used: ${i} of ${FAULT_ROUNDS} rounds ran`);
        break;
      }
      const point = killPoint(i);
      const prefix = `kill round ${i}`;
      const preview = ok(
        await call('POST', '/backend/cms/bulk_upsert_keywords_preview', {
          version: '1.0',
          request: { rows: rowsOf(prefix) },
        }),
        'preview',
      );
      expect(preview.counts.insert).toBe(FAULT_ROWS);
      const apply = () =>
        call('POST', '/backend/cms/bulk_upsert_keywords', {
          version: '1.0',
          request: { preview_id: preview.preview_id },
        });
      const feed = await openFeed(platform.url, call.token);
      const applyAt = Date.now();
      const taskUuid = String(ok(await apply(), 'apply').task_uuid);
      const seen = await reach(feed, taskUuid, point);
      await platform.kill();
      feed.close();
      const killedAfter = Date.now() - applyAt;

      // What the crash left, read in-process before any platform touches it again.
      const db = await openStore(target);
      let committed: boolean;
      try {
        const n = (
          await db.query<{ n: number }>(
            `select count(*)::int as n from records where store = 'keywords' and data ->> 'keyword' like $1`,
            [`${prefix} %`],
          )
        )[0]!.n;
        expect([0, FAULT_ROWS], `round ${i} (kill at ${describePoint(point)}): all or nothing`).toContain(n);
        committed = n === FAULT_ROWS;
        expect(await recordEventMismatches(db), `round ${i}: records and events agree after the kill`).toEqual([]);
      } finally {
        await db.close();
      }

      platform = await startPlatformProcess(target, serviceKey);
      call = await signIn(platform.url, 'admin@demo.test');
      const after = await task(call, taskUuid);
      reports.push({ point, committed, taskStatus: String(after.status) });
      if (committed) {
        expect(after, `round ${i}: rows there → the task succeeded`).toMatchObject({
          status: 'succeeded',
          result: { counts: { insert: FAULT_ROWS, update: 0, delete: 0 } },
        });
        const tx = ok(await call('GET', `/transactions/getbyuuid/${after.transaction_uuid}`), 'transaction');
        expect(tx).toMatchObject({ task_uuid: taskUuid, counts: { insert: FAULT_ROWS, update: 0, delete: 0 } });
        expect(ok(await apply(), 'apply again')).toMatchObject({ task_uuid: taskUuid, status: 'succeeded' });
      } else {
        expect(after.status, `round ${i}: no rows → the task failed`).toBe('failed');
        expect(after.error).toMatch(/nothing was written/i);
        expect(await rowsThere(call, prefix)).toBe(0);
        const again = ok(await apply(), 'apply the same preview again');
        expect(again.task_uuid).not.toBe(taskUuid);
        expect((await settled(call, String(again.task_uuid))).status).toBe('succeeded');
      }
      expect(await rowsThere(call, prefix)).toBe(FAULT_ROWS);
      const unfinished = await call('POST', '/tasks/getlist', { filter: { status: { in: ['queued', 'running'] } } });
      expect(unfinished.body.navigation!.total_items, `round ${i}: no task left queued or running`).toBe(0);
      log(
        `round ${i}: kill at ${describePoint(point)} (seen: ${seen}, ${killedAfter} ms after ` +
          `the apply call); ${committed ? 'committed' : 'nothing written'} → task ${after.status}`,
      );
    }
    await platform.stop();
  } catch (error) {
    await platform.kill();
    throw error;
  }
  const db = await openStore(target);
  try {
    expect(await recordEventMismatches(db), 'records and events agree at the end').toEqual([]);
  } finally {
    await db.close();
  }
  return reports;
}
