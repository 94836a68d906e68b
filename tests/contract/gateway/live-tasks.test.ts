/**
 * Tasks through the gateway over real HTTP (issue 7): a 2,000-row bulk apply reports its
 * progress as it works through its rows (several values between 0 and the total, in order,
 * before it ends) and values a few coalescing frames apart each reach a subscriber; a queued
 * task is cancelled by the roles that may start a task of its kind and writes nothing;
 * `taskUpdated(opening: true)` says when the subscription is live.
 *
 * A "gate" task started in-process holds the one-at-a-time task queue, so the tasks under test
 * stay queued until the test has seen its subscription live. The one step that rests on timing
 * is the paced task's 400 ms between values (four coalescing frames).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkCompanies,
  collect,
  gql,
  login,
  openSubscription,
  startGateway,
  startPlatform,
  waitFor,
  type Json,
  type RunningGateway,
} from '../../load/liveKit.js';

const PROGRESS = 'subscription { taskProgress { task_uuid status done total } }';
const UPDATES =
  'subscription($o: Boolean) { taskUpdated(opening: $o) { position task { uuid ' +
  'version status progress { done total } progress_samples { done total } } } }';
const CANCEL = 'mutation($u: ID!) { cancelTask(uuid: $u) { ok status message task { uuid status version } } }';
const ROWS = 2000;

let platform: Awaited<ReturnType<typeof startPlatform>>;
let gateway: RunningGateway;
let ops = '';
let admin = '';

beforeAll(async () => {
  platform = await startPlatform();
  gateway = await startGateway({ platformUrl: platform.platform.url, serviceKey: platform.platform.serviceKey });
  ops = await login(gateway.url, 'ops@demo.test');
  admin = await login(gateway.url, 'admin@demo.test');
});
afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

/**
 * Holds the task queue until released; reports progress meanwhile, so a subscriber can tell it is
 * live — or, `quietAfter` reports, goes quiet: what a newcomer then gets can only be what was kept.
 */
async function gate(quietAfter = Infinity): Promise<{ uuid: string; release(): void }> {
  let open = false;
  const task = await platform.platform.context.tasks.start({
    kind: 'test.gate',
    task_name: 'gate',
    user_uuid: null,
    company_code: null,
    total: 1_000_000,
    work: async (report) => {
      for (let i = 1; !open; i++) {
        if (i <= quietAfter) await report(i);
        await new Promise((r) => setTimeout(r, 20));
      }
      return { result: {}, transaction_uuid: null };
    },
  });
  return { uuid: task.uuid, release: () => (open = true) };
}

const companies = async () =>
  (
    await platform.platform.context.db.query<{ n: number }>(
      "select count(*)::int as n from records where store = 'companies'",
    )
  )[0]!.n;
const stored = async (uuid: string) =>
  (
    await gql(
      gateway.url,
      'query($u: ID!) { task(uuid: $u) { status version progress { done total } } }',
      { u: uuid },
      ops,
    )
  ).data.task;

describe('bulk apply progress', () => {
  it(
    `a ${ROWS.toLocaleString('en')}-row apply stores several intermediate progress values; ` +
      'its subscriber gets them in order, each one stored, and the end',
    async () => {
      const held = await gate();
      const abort = new AbortController();
      let applyUuid = '';
      const feed = collect(await openSubscription(gateway.url, PROGRESS, {}, ops, abort.signal), (items) =>
        items.some((i) => i.taskProgress.task_uuid === applyUuid && i.taskProgress.status === 'succeeded'),
      );
      try {
        // The gate's own progress arriving shows the subscription is live before the apply runs.
        await waitFor(
          () => feed.items.some((i) => i.taskProgress.task_uuid === held.uuid),
          10_000,
          'the gate task progress',
        );
        applyUuid = await bulkCompanies(gateway.url, ops, ROWS, 100_000);
        expect((await stored(applyUuid)).status).toBe('queued');
        held.release();
        await feed.done;
      } finally {
        held.release();
        abort.abort();
      }
      const mine = feed.items.map((i) => i.taskProgress).filter((p: Json) => p.task_uuid === applyUuid);
      const running = mine.filter((p: Json) => p.status === 'running').map((p: Json) => p.done as number);
      // How many of the values reach a subscriber depends on how fast the rows go: the gateway
      // keeps the latest value of each ~100 ms frame (the paced task below proves values a frame
      // apart all arrive). What arrives is in order, and the end always does.
      expect(running).toEqual([...running].sort((a, b) => a - b));
      expect(mine.at(-1)).toMatchObject({ status: 'succeeded', done: ROWS, total: ROWS });
      const end = mine.findIndex((p: Json) => p.status === 'succeeded');
      expect(mine.slice(end + 1).filter((p: Json) => p.done < ROWS)).toEqual([]);
      expect((await stored(applyUuid)).progress).toEqual({ done: ROWS, total: ROWS });
      // Its progress over time, stored: from 0 at its start, through every tenth of the rows, to the
      // total; every value the subscriber got among them.
      const samples: Array<{ at: string; done: number; total: number }> = (
        await gql(
          gateway.url,
          'query($u: ID!) { task(uuid: $u) { started_at progress_samples { at done total } } }',
          { u: applyUuid },
          ops,
        )
      ).data.task.progress_samples;
      const dones = samples.map((p) => p.done);
      expect(dones[0]).toBe(0);
      expect(dones.at(-1)).toBe(ROWS);
      expect(dones.filter((d) => d > 0 && d < ROWS).length).toBeGreaterThanOrEqual(2);
      expect(dones.every((d, i) => i === 0 || d > dones[i - 1]!)).toBe(true);
      expect(samples.every((p) => p.total === ROWS && Number.isFinite(Date.parse(p.at)))).toBe(true);
      expect(dones).toEqual(expect.arrayContaining(running));
    },
  );

  it('a task whose values come a few frames apart shows each of them to its subscriber', async () => {
    const held = await gate();
    const abort = new AbortController();
    const steps = [1, 2, 3, 4];
    let paced = '';
    const feed = collect(await openSubscription(gateway.url, PROGRESS, {}, ops, abort.signal), (items) =>
      items.some((i) => i.taskProgress.task_uuid === paced && i.taskProgress.status === 'succeeded'),
    );
    try {
      await waitFor(() => feed.items.some((i) => i.taskProgress.task_uuid === held.uuid), 10_000, 'the gate');
      const task = await platform.platform.context.tasks.start({
        kind: 'test.paced',
        task_name: 'paced',
        user_uuid: null,
        company_code: null,
        total: steps.length + 1,
        work: async (report) => {
          for (const step of steps) {
            await report(step);
            await new Promise((r) => setTimeout(r, 400));
          }
          return { result: {}, transaction_uuid: null };
        },
      });
      paced = task.uuid;
      held.release();
      await feed.done;
    } finally {
      held.release();
      abort.abort();
    }
    const mine = feed.items.map((i) => i.taskProgress).filter((p: Json) => p.task_uuid === paced);
    const between = mine.filter((p: Json) => p.status === 'running' && p.done > 0 && p.done <= steps.length);
    expect(between.map((p: Json) => p.done)).toEqual(steps);
    expect(mine.at(-1)).toMatchObject({ status: 'succeeded', done: steps.length + 1 });
  });
});

describe("a live message's company name", () => {
  it("never holds a task's messages while the platform is busy: one not at hand goes out without it", async () => {
    // A session whose lookups are empty (each session keeps its own), known to the gateway; a
    // company whose name no one has looked up.
    const fresh = await login(gateway.url, 'ops@demo.test');
    expect((await gql(gateway.url, '{ me { email } }', {}, fresh)).data.me.email).toBe('ops@demo.test');
    const saved = await gql(
      gateway.url,
      'mutation($i: JSON!) { saveRecord(resource: companies, input: $i) { ok reason } }',
      { i: { name: 'Busy Store Co', digit_code: '4242' } },
      admin,
    );
    expect(saved.data.saveRecord).toMatchObject({ ok: true });
    let releaseStore = () => undefined as void;
    const storeHeld = new Promise<void>((resolve) => (releaseStore = resolve));
    let holding = () => undefined as void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    let open = false;
    const abort = new AbortController();
    try {
      const task = await platform.platform.context.tasks.start({
        kind: 'test.busy',
        task_name: 'busy store',
        user_uuid: null,
        company_code: '4242',
        total: 1_000_000,
        work: async (report) => {
          // As a large apply on PGlite: one transaction holds the store's one connection, so any
          // read of the platform (a company's name) waits until it ends.
          const transaction = platform.platform.context.db.transaction(async () => {
            holding();
            await storeHeld;
          });
          for (let i = 1; !open; i++) {
            await report(i);
            await new Promise((r) => setTimeout(r, 20));
          }
          await transaction;
          return { result: {}, transaction_uuid: null };
        },
      });
      await held;
      const feed = collect(
        await openSubscription(
          gateway.url,
          'subscription($t: ID!) { taskProgress(task_uuid: $t) { status done task { uuid company_name } } }',
          { t: task.uuid },
          fresh,
          abort.signal,
        ),
      );
      // The task as it is, without the name the platform cannot give now, then its ticks — all
      // while the store is still held.
      await waitFor(() => feed.items.length >= 3, 10_000, "the task's messages while the store is held");
      expect(feed.items[0].taskProgress).toMatchObject({ status: 'running', task: { company_name: null } });
      expect(feed.items.slice(1).every((i) => i.taskProgress.task === null)).toBe(true);
      // Its end, the message that stays on screen, comes with the name, the store being free again.
      open = true;
      releaseStore();
      await waitFor(
        () => feed.items.some((i) => i.taskProgress.status === 'succeeded'),
        10_000,
        "the task's end once the store is free",
      );
      expect(feed.items.find((i) => i.taskProgress.status === 'succeeded').taskProgress.task).toMatchObject({
        company_name: 'Busy Store Co',
      });
    } finally {
      open = true;
      releaseStore();
      abort.abort();
    }
  });
});

describe('the latest progress of a running task', () => {
  it(
    'reaches a subscriber that arrives (or resumes) at once, ' + 'on this gateway and on one whose feed reader is new',
    async () => {
      const held = await gate(5);
      const abort = new AbortController();
      let other: RunningGateway | undefined;
      try {
        const first = collect(await openSubscription(gateway.url, PROGRESS, {}, ops, abort.signal));
        await waitFor(
          () => first.items.some((i) => i.taskProgress.task_uuid === held.uuid && i.taskProgress.done === 5),
          10_000,
          'the gate at 5',
        );
        // Nothing is published any more: a newcomer's message comes from what the hub kept.
        const late = collect(await openSubscription(gateway.url, PROGRESS, {}, ops, abort.signal));
        await waitFor(() => late.items.length > 0, 2000, 'the kept progress on this gateway');
        expect(late.items[0].taskProgress).toMatchObject({ task_uuid: held.uuid, status: 'running', done: 5 });
        // A new gateway (as one that takes the Redis lease over) reads the feed from now: the
        // platform sends the latest progress of its running tasks when the reader connects.
        other = await startGateway({ platformUrl: platform.platform.url, serviceKey: platform.platform.serviceKey });
        const fresh = collect(
          await openSubscription(other.url, PROGRESS, {}, await login(other.url, 'ops@demo.test'), abort.signal),
        );
        await waitFor(() => fresh.items.length > 0, 5000, 'the kept progress through a new feed reader');
        expect(fresh.items[0].taskProgress).toMatchObject({ task_uuid: held.uuid, status: 'running', done: 5 });
      } finally {
        held.release();
        abort.abort();
        await other?.close();
      }
    },
  );
});

describe('cancelling a queued task', () => {
  it('is done by the roles that may start its kind; the task ends cancelled and writes nothing', async () => {
    const held = await gate();
    try {
      const before = await companies();
      const applyUuid = await bulkCompanies(gateway.url, ops, 20, 200_000);
      // A task of a kind only admins may start (a dissociation), queued behind the gate too.
      const adminOnly = await platform.platform.context.tasks.start({
        kind: 'dissociation',
        task_name: 'admin only',
        user_uuid: null,
        company_code: null,
        total: 1,
        work: async () => ({ result: {}, transaction_uuid: null }),
      });
      const refused = (await gql(gateway.url, CANCEL, { u: adminOnly.uuid }, ops)).data.cancelTask;
      expect(refused).toMatchObject({ ok: false, status: 403, task: null });
      expect(refused.message).toMatch(/admin, superadmin, owner/);
      expect((await gql(gateway.url, CANCEL, { u: adminOnly.uuid }, admin)).data.cancelTask).toMatchObject({
        ok: true,
        task: { status: 'cancelled' },
      });

      const queued = await stored(applyUuid);
      const cancelled = (await gql(gateway.url, CANCEL, { u: applyUuid }, ops)).data.cancelTask;
      expect(cancelled).toMatchObject({ ok: true, status: 200, task: { uuid: applyUuid, status: 'cancelled' } });
      expect(cancelled.task.version).toBeGreaterThan(queued.version);
      // Only a queued task can be cancelled: a second cancel answers 409 as data.
      expect((await gql(gateway.url, CANCEL, { u: applyUuid }, ops)).data.cancelTask).toMatchObject({
        ok: false,
        status: 409,
      });
      held.release();
      await platform.platform.context.tasks.idle();
      expect(await stored(applyUuid)).toMatchObject({ status: 'cancelled', progress: { done: 0, total: 20 } });
      expect(await companies()).toBe(before);
    } finally {
      held.release();
    }
  });
});

describe('taskUpdated with an opening message', () => {
  it('first answers task null at the position it follows on from, then every change after it', async () => {
    const abort = new AbortController();
    let target = '';
    const feed = collect(await openSubscription(gateway.url, UPDATES, { o: true }, ops, abort.signal), (items) =>
      items.some((i) => i.taskUpdated.task?.uuid === target && i.taskUpdated.task.status === 'succeeded'),
    );
    try {
      await waitFor(() => feed.items.length > 0, 10_000, 'the opening message');
      const [opening] = feed.items;
      expect(opening.taskUpdated.task).toBeNull();
      const head = Number(
        (
          await platform.platform.context.db.query<{ p: number }>('select coalesce(max(position), 0) as p from events')
        )[0]!.p,
      );
      expect(opening.taskUpdated.position).toBeLessThanOrEqual(head);
      target = await bulkCompanies(gateway.url, ops, 5, 300_000);
      // Checked here, not only as messages come: the end can arrive before the apply answers its task's uuid.
      const ended = () =>
        feed.items.some((i) => i.taskUpdated.task?.uuid === target && i.taskUpdated.task.status === 'succeeded');
      await waitFor(ended, 30_000, "the task's end");
    } finally {
      abort.abort();
    }
    const changes = feed.items.slice(1).map((i) => i.taskUpdated);
    expect(changes.every((c: Json) => c.task !== null && c.position > feed.items[0].taskUpdated.position)).toBe(true);
    const versions = changes.filter((c: Json) => c.task.uuid === target).map((c: Json) => c.task.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(changes.filter((c: Json) => c.task.uuid === target).map((c: Json) => c.task.status)).toEqual([
      'queued',
      'running',
      'succeeded',
    ]);
    // The end's snapshot carries the progress over time it stored; the earlier ones none yet.
    expect(
      changes
        .filter((c: Json) => c.task.uuid === target)
        .map((c: Json) => c.task.progress_samples.map((p: Json) => p.done)),
    ).toEqual([[], [], [0, 5]]);
  });
});
