/**
 * The live operations monitor, end to end (issue 7): an ops user starts a bulk apply while an
 * admin, in another browser context, watches /admin/tasks — the task appears and goes live to
 * done, the bell counts it, the transactions page shows the new transaction without a reload, and
 * the ops user gets a toast; its details, opened after its end, draw its progress over time as the
 * platform stored it. On a stack of the spec's own (its task queue can be held): a large apply
 * advances live through several values below its total before done; the list's filters live in
 * the URL and survive a reload; a queued task is cancelled; the gateway is killed mid-stream and
 * restarted: the page resumes from the last position it saw and shows the final state, nothing
 * missed or doubled.
 */
import { expect, test, type Page } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';
import { ownStackPerDescribe, signedInPage, TasksPage, UserApi } from './support/monitor.js';

const ROWS = 2000;
/**
 * The apply watched advancing: 40 chunks of 250 rows, over a second or more, so its progress is
 * published a score of times (each tenth of the total, and every 100 ms between).
 */
const LIVE_ROWS = 10_000;
/** A demo company other than DEMO_COMPANY, with retailers (the dissociation's). */
const OTHER_COMPANY = '1002';

/** The progress samples the platform stored for a task, as the gateway answers them. */
async function storedSamples(api: UserApi, uuid: string): Promise<Array<{ at: string; done: number; total: number }>> {
  const data = await api.run<{ task: { progress_samples: Array<{ at: string; done: number; total: number }> } }>(
    'query($u:ID!){ task(uuid:$u){ progress_samples { at done total } } }',
    { u: uuid },
  );
  return data.task.progress_samples;
}

/** The details page's timeline: its drawing names how many samples it draws and where the last one is. */
const timeline = (page: Page) =>
  page.getByRole('figure', { name: 'Progress over time' }).getByRole('img', { name: /progress samples/ });

/** Records every progress value the row shows, to see it advance rather than jump. */
async function watchProgress(page: Page, taskId: number): Promise<number[]> {
  const seen: number[] = [];
  await page.exposeFunction(`progressSeen${taskId}`, (n: number) => seen.push(n));
  await page.evaluate((id) => {
    const report = (window as unknown as Record<string, (n: number) => void>)[`progressSeen${id}`]!;
    let last = -1;
    const check = () => {
      const bar = document.querySelector(`[aria-label="Progress of task #${id}"]`);
      const now = bar ? Number(bar.getAttribute('aria-valuenow')) : -1;
      if (now !== last && now >= 0) report((last = now));
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    check();
  }, taskId);
  return seen;
}

test.describe('live operations monitor', () => {
  test('a bulk apply shows up and advances live for another user; bell, transactions and own toast follow', async ({
    browser,
    ownerApi,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const ops = await UserApi.signIn(baseURL!, USERS.ops);
    const watcher = await signedInPage(browser, baseURL!, ownerApi, USERS.admin);
    const starter = await signedInPage(browser, baseURL!, ownerApi, USERS.ops);
    let txViewer: Awaited<ReturnType<typeof signedInPage>> | undefined;
    try {
      // Nothing left running by an earlier spec may end during this one (the bell counts ends).
      await expect.poll(() => ops.activeTaskCount(), { timeout: 60_000 }).toBe(0);
      const tasks = new TasksPage(watcher.page);
      await tasks.open();
      const bellBefore = await tasks.bellCount();
      // A superadmin follows the company's transactions (own context: browsers allow 6 connections per host,
      // SSE streams hold them).
      txViewer = await signedInPage(browser, baseURL!, ownerApi, USERS.superadmin);
      const txPage = txViewer.page;
      await txPage.goto(`/admin/companies/${DEMO_COMPANY.digitCode}/products/transactions`);
      await expect(txPage.getByRole('status', { name: 'Live updates' })).toHaveText('Live');
      // The ops user's monitor is live (its feed answered), then they move elsewhere in the app;
      // the header's bell keeps the same monitor following the feed.
      await new TasksPage(starter.page).open();
      await starter.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
      await expect(starter.page).toHaveURL(/\/admin\/companies$/);

      const task = await ops.bulkApplyKeywords(DEMO_COMPANY.digitCode, ROWS, `e2e monitor ${Date.now()}`);
      // The ops user's toast shows for a few seconds when the task ends: watched from now on.
      const toast = expect(starter.page.getByText(/^Your task ".*" succeeded/)).toBeVisible({ timeout: 60_000 });
      const bar = tasks.progress(task.id);
      await expect(bar).toBeVisible();
      const seen = await watchProgress(watcher.page, task.id);
      await expect(bar).toHaveAttribute('aria-valuenow', String(ROWS), { timeout: 60_000 });
      // It reached its end live (that it advances through values below it, deterministically, is the own
      // stack's held apply below).
      expect(seen.at(-1)).toBe(ROWS);
      expect(seen, `progress values seen: ${seen.join(', ')}`).toEqual([...seen].sort((a, b) => a - b));

      // The bell counts it; opening the bell lists it and resets the count.
      await expect.poll(() => tasks.bellCount()).toBe(bellBefore + 1);
      await tasks.bell.click();
      const menu = watcher.page.getByRole('menu', { name: 'Finished tasks' });
      await expect(menu.getByRole('menuitem').filter({ hasText: 'succeeded' }).first()).toBeVisible();
      await expect.poll(() => tasks.bellCount()).toBe(0);
      await watcher.page.keyboard.press('Escape');

      // The transaction arrived on the open transactions page, without a reload.
      const done = await ops.task(task.uuid);
      expect(done.transaction).not.toBeNull();
      await expect(txPage.getByRole('status', { name: 'Transactions shown' })).toContainText('1 new since opened');
      await expect(txPage.getByText(`#${done.transaction!.id}`, { exact: false }).first()).toBeVisible();

      // The ops user, elsewhere in the console, was told their task ended.
      await toast;

      // Its details, opened anew after its end: its progress over time as the platform stored it, a link to
      // what it changed.
      await watcher.page.goto(`/admin/tasks/details/${task.uuid}`);
      await expect(watcher.page.getByRole('heading', { name: new RegExp(`^Task #${task.id}:`) })).toBeVisible();
      await expect(watcher.page.locator('[data-status="succeeded"]')).toBeVisible();
      const samples = await storedSamples(ops, task.uuid);
      expect(samples.map((p) => p.done)).toEqual(expect.arrayContaining([0, ROWS]));
      await expect(timeline(watcher.page)).toHaveAccessibleName(`${samples.length} progress samples, last 100 %`);
      await watcher.page.getByRole('link', { name: /^Records it changed/ }).click();
      await expect(watcher.page.getByRole('status', { name: 'Changes shown' })).toContainText(`${ROWS} changes`);
      await expect(watcher.page.getByRole('table', { name: 'Changes' }).getByText('insert').first()).toBeVisible();
    } finally {
      await ops.dispose();
      await watcher.context.close();
      await starter.context.close();
      await txViewer?.context.close();
    }
  });
});

/**
 * On a platform and gateways of the spec's own (fixed ports, own PGlite data, no Redis), whatever
 * DATABASE_URL and REDIS_URL the environment has: a gateway can be killed and restarted, and the
 * task queue held (the platform's PLATFORM_HOLD_TASKS_FILE hook), so nothing races the queue.
 */
test.describe('live operations monitor on its own stack', () => {
  /** A second gateway on the same platform (the port before): work goes on through it while the first is down. */
  const own = ownStackPerDescribe((port) => [port - 1]);
  const otherPort = own.port - 1;

  test(
    'a large apply advances live through several values below its total; opened after ' +
      'its end, its details draw its stored progress; the filters survive a reload',
    async ({ browser }) => {
      test.setTimeout(180_000);
      const { stack, owner } = own.current;
      const ops = await UserApi.signIn(stack.url, USERS.ops);
      const watcher = await signedInPage(browser, stack.url, owner, USERS.admin);
      const page = watcher.page;
      try {
        await expect.poll(() => ops.activeTaskCount(), { timeout: 60_000 }).toBe(0);
        const tasks = new TasksPage(page);
        await tasks.open();

        // Held before its work: running at 0 while the watcher starts recording what its row shows.
        stack.holdTasks();
        const task = await ops.bulkApplyKeywords(DEMO_COMPANY.digitCode, LIVE_ROWS, `e2e live ${Date.now()}`);
        await expect(tasks.status(task.id)).toHaveAttribute('data-status', 'running');
        await expect(tasks.progress(task.id)).toHaveAttribute('aria-valuenow', '0');
        const seen = await watchProgress(page, task.id);
        stack.releaseTasks();
        await expect(tasks.progress(task.id)).toHaveAttribute('aria-valuenow', String(LIVE_ROWS), { timeout: 60_000 });
        await expect(tasks.status(task.id)).toHaveAttribute('data-status', 'succeeded');
        const between = [...new Set(seen.filter((n) => n > 0 && n < LIVE_ROWS))];
        expect(between.length, `progress values seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(2);
        expect(seen, `progress values seen: ${seen.join(', ')}`).toEqual([...seen].sort((a, b) => a - b));
        expect(seen.at(-1)).toBe(LIVE_ROWS);

        // Opened after its end (a new page load: nothing received live): the platform's samples, drawn.
        const samples = await storedSamples(ops, task.uuid);
        const dones = samples.map((p) => p.done);
        expect(dones[0]).toBe(0);
        expect(dones.at(-1)).toBe(LIVE_ROWS);
        expect(dones.filter((n) => n > 0 && n < LIVE_ROWS).length).toBeGreaterThanOrEqual(2);
        await page.goto(`/admin/tasks/details/${task.uuid}`);
        await expect(page.getByRole('heading', { name: new RegExp(`^Task #${task.id}:`) })).toBeVisible();
        await expect(timeline(page)).toHaveAccessibleName(`${samples.length} progress samples, last 100 %`);
        await expect(page.getByText(/No progress over time was recorded/)).toHaveCount(0);

        // The list's filters go to the URL and come back from it after a reload.
        const { task: started } = await ops.run<{ task: { user_uuid: string } }>(
          'query($u:ID!){ task(uuid:$u){ user_uuid } }',
          { u: task.uuid },
        );
        await tasks.open();
        const filters = page.getByRole('group', { name: 'Filters' });
        const status = filters.getByRole('combobox', { name: 'Status' });
        const user = filters.getByRole('combobox', { name: 'User' });
        const company = filters.getByRole('combobox', { name: 'Company' });
        await status.selectOption('succeeded');
        await user.selectOption(started.user_uuid);
        await company.selectOption(DEMO_COMPANY.digitCode);
        await expect(page).toHaveURL(/[?&]f\.status=succeeded(&|$)/);
        await expect(page).toHaveURL(new RegExp(`[?&]f\\.user_uuid=${started.user_uuid}(&|$)`));
        await expect(page).toHaveURL(new RegExp(`[?&]f\\.company=${DEMO_COMPANY.digitCode}(&|$)`));
        await expect(tasks.status(task.id)).toHaveAttribute('data-status', 'succeeded');
        await page.reload();
        await expect(tasks.live).toHaveText('Live');
        await expect(status).toHaveValue('succeeded');
        await expect(user).toHaveValue(started.user_uuid);
        await expect(company).toHaveValue(DEMO_COMPANY.digitCode);
        await expect(tasks.status(task.id)).toHaveAttribute('data-status', 'succeeded');
        // Applied after the reload, not only shown: another status hides the task, and stays so through a reload.
        await status.selectOption('cancelled');
        await expect(page).toHaveURL(/[?&]f\.status=cancelled(&|$)/);
        await expect(tasks.progress(task.id)).toHaveCount(0);
        await page.reload();
        await expect(tasks.live).toHaveText('Live');
        await expect(status).toHaveValue('cancelled');
        await expect(user).toHaveValue(started.user_uuid);
        // Loaded (the task is among those known), and filtered out.
        await expect(tasks.shown).toHaveText(/^\d+ of [1-9]\d* tasks$/);
        await expect(tasks.progress(task.id)).toHaveCount(0);
        const shownStatuses = page.getByRole('group', { name: /^Status of task #/ }).locator('[data-status]');
        for (const tag of await shownStatuses.all()) await expect(tag).toHaveAttribute('data-status', 'cancelled');
      } finally {
        stack.releaseTasks();
        await ops.dispose();
        await watcher.context.close();
      }
    },
  );

  test(
    'a queued task is cancelled from the list and from its details by the ' +
      'roles that may start it; it writes nothing; the task before it completes',
    async ({ browser }) => {
      test.setTimeout(180_000);
      const { stack, owner } = own.current;
      const ops = await UserApi.signIn(stack.url, USERS.ops);
      const admin = await UserApi.signIn(stack.url, USERS.admin);
      const opsView = await signedInPage(browser, stack.url, owner, USERS.ops);
      const adminView = await signedInPage(browser, stack.url, owner, USERS.admin);
      const prefix = `e2e cancelled ${Date.now()}`;
      try {
        // Tasks run one at a time: the first shows running (held), the two after it stay queued.
        stack.holdTasks();
        const first = await ops.bulkApplyKeywords(DEMO_COMPANY.digitCode, ROWS, `e2e first ${Date.now()}`);
        const queued = await ops.bulkApplyKeywords(DEMO_COMPANY.digitCode, 300, prefix);
        const adminOnly = await admin.dissociateFirstRetailer(OTHER_COMPANY, `e2e dissociation ${Date.now()}`);

        const tasks = new TasksPage(opsView.page);
        await tasks.open();
        await expect(tasks.status(first.id)).toHaveAttribute('data-status', 'running');
        await expect(tasks.status(queued.id)).toHaveAttribute('data-status', 'queued');
        await expect(tasks.status(adminOnly.id)).toHaveAttribute('data-status', 'queued');
        // Ops may start a bulk apply, not a dissociation: Cancel only on the first of the two, and never on a
        // running task.
        await expect(tasks.cancelButton(queued.id)).toBeVisible();
        await expect(tasks.cancelButton(adminOnly.id)).toHaveCount(0);
        await expect(tasks.cancelButton(first.id)).toHaveCount(0);
        await opsView.page.goto(`/admin/tasks/details/${adminOnly.uuid}`);
        await expect(opsView.page.locator('[data-status="queued"]')).toBeVisible();
        await expect(tasks.cancelButton(adminOnly.id)).toHaveCount(0);

        // From the list: the queued bulk apply.
        await tasks.open();
        await tasks.cancelButton(queued.id).click();
        await expect(tasks.status(queued.id)).toHaveAttribute('data-status', 'cancelled');
        await expect(tasks.cancelButton(queued.id)).toHaveCount(0);
        await expect(opsView.page).toHaveURL(/\/admin\/tasks$/);

        // From its details: the dissociation, by an admin.
        await adminView.page.goto(`/admin/tasks/details/${adminOnly.uuid}`);
        await expect(
          adminView.page.getByRole('heading', { name: new RegExp(`^Task #${adminOnly.id}:`) }),
        ).toBeVisible();
        await new TasksPage(adminView.page).cancelButton(adminOnly.id).click();
        await expect(adminView.page.locator('[data-status="cancelled"]')).toBeVisible();
        await expect(tasks.status(adminOnly.id)).toHaveAttribute('data-status', 'cancelled');
        await expect(tasks.status(first.id)).toHaveAttribute('data-status', 'running');

        stack.releaseTasks();
        await expect(tasks.progress(first.id)).toHaveAttribute('aria-valuenow', String(ROWS), { timeout: 60_000 });
        await expect(tasks.status(first.id)).toHaveAttribute('data-status', 'succeeded');
        await expect(tasks.status(queued.id)).toHaveAttribute('data-status', 'cancelled');
        expect(await ops.task(queued.uuid)).toMatchObject({
          status: 'cancelled',
          transaction_uuid: null,
          progress: { done: 0, total: 300 },
        });
        expect(await ops.task(adminOnly.uuid)).toMatchObject({ status: 'cancelled', transaction_uuid: null });
        expect(await ops.count('keywords', { keyword: { like: prefix } })).toBe(0);
        expect((await ops.task(first.uuid)).status).toBe('succeeded');
      } finally {
        stack.releaseTasks();
        await ops.dispose();
        await admin.dispose();
        await opsView.context.close();
        await adminView.context.close();
      }
    },
  );

  test(
    'the gateway killed mid-stream and restarted: the page resumes ' +
      'from its last position and shows the final state, once',
    async ({ browser }) => {
      test.setTimeout(240_000);
      const { stack, owner } = own.current;
      const ops = await UserApi.signIn(`http://127.0.0.1:${otherPort}`, USERS.ops);
      const watcher = await signedInPage(browser, stack.url, owner, USERS.admin);
      try {
        await expect.poll(() => ops.activeTaskCount(), { timeout: 60_000 }).toBe(0);
        const tasks = new TasksPage(watcher.page);
        await tasks.open();

        // A first task seen live, to the end.
        const first = await ops.bulkApplyKeywords(DEMO_COMPANY.digitCode, 50, `e2e before ${Date.now()}`);
        await expect(tasks.progress(first.id)).toHaveAttribute('aria-valuenow', '50', { timeout: 30_000 });
        await expect.poll(() => tasks.bellCount()).toBe(1);

        // Mid-stream: the watcher's gateway dies; a bulk apply runs to the end through the other one.
        stack.killGateway();
        await expect(tasks.live).toHaveText('Reconnecting…');
        const task = await ops.bulkApplyKeywords(DEMO_COMPANY.digitCode, ROWS, `e2e restart ${Date.now()}`);
        await expect.poll(async () => (await ops.task(task.uuid)).status, { timeout: 60_000 }).toBe('succeeded');
        // Still down, still saying so (a retry that fails never shows Live).
        await expect(tasks.live).toHaveText('Reconnecting…');
        await stack.startGateway();

        // Resumed with `after`: the task the page never saw arrives, finished, once.
        await expect(tasks.live).toHaveText('Live', { timeout: 30_000 });
        await expect(tasks.progress(task.id)).toHaveAttribute('aria-valuenow', String(ROWS), { timeout: 30_000 });
        await expect(tasks.progress(task.id)).toHaveCount(1);
        const total = await ops.taskCount();
        await expect(tasks.shown).toHaveText(`${total} of ${total} tasks`);
        await expect.poll(() => tasks.bellCount()).toBe(2);
      } finally {
        await watcher.context.close();
        await ops.dispose().catch(() => undefined);
      }
    },
  );
});
