/**
 * One live channel per browser (issue 14), end to end in Chromium: ten tabs of one browser (the
 * tasks monitor, a company's transactions, the company) all load and stay live over the one
 * connection their SharedWorker holds — a write shows in every one, and still does after tabs
 * close. (Chromium opens six HTTP/1.1 connections per host: with a stream per tab or per screen
 * the fourth tab never loaded.) A bulk apply's bar agrees with its numbers and its counts in the
 * wizard and in the monitor at every moment a page showed it, and at the end. While the gateway
 * cannot reach the platform the app says so in one banner, and a query says the platform is not
 * answering (not §8's no-connection message); the banner goes when the platform is back.
 */
import { expect, test } from './support/fixtures.js';
import { BulkWizardPage, keywordsCsv } from './support/bulk.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';
import { barSamples, disagreements, openTab, recordBars, sharedWorkers, TEN_TABS } from './support/live.js';
import { MESSAGES } from '@console/schema';
import { ownStackPerDescribe, signedInPage, TasksPage, UserApi } from './support/monitor.js';

/** Rows of the apply whose bar is watched: 40 chunks of 250, published over a second or more. */
const ROWS = 10_000;

test.describe('one live connection per browser', () => {
  test('ten tabs load and stay live: a write shows in all of them, also after some close', async ({
    browser,
    ownerApi,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const ops = await UserApi.signIn(baseURL!, USERS.ops);
    const { context, page: first } = await signedInPage(browser, baseURL!, ownerApi, USERS.admin);
    try {
      await expect.poll(() => ops.activeTaskCount(), { timeout: 60_000 }).toBe(0);
      await first.close();
      const tabs = [];
      for (const screen of TEN_TABS) tabs.push({ screen, page: await openTab(context, screen) });
      // Every tab loaded (the tenth too), and the browser runs one SharedWorker for them all.
      expect(tabs).toHaveLength(10);
      const workers = await sharedWorkers(browser);
      expect(workers.map((w) => w.url)).toEqual([expect.stringMatching(/\/assets\/liveWorker-[\w-]+\.js$/)]);

      // A write (a bulk apply: a task and a transaction) shows live in every tab that lists them.
      const task = await ops.bulkApplyKeywords(DEMO_COMPANY.digitCode, 20, `e2e ten tabs ${Date.now()}`);
      for (const { screen, page } of tabs) {
        if (screen.path === '/admin/tasks')
          await expect(new TasksPage(page).status(task.id)).toHaveAttribute('data-status', 'succeeded', {
            timeout: 30_000,
          });
        else if (screen.live)
          await expect(page.getByRole('status', { name: 'Transactions shown' })).toContainText('1 new since opened', {
            timeout: 30_000,
          });
      }

      // Tabs close; the others stay live on the same worker.
      for (const { page } of tabs.splice(0, 3)) await page.close();
      const second = await ops.bulkApplyKeywords(DEMO_COMPANY.digitCode, 20, `e2e ten tabs again ${Date.now()}`);
      for (const { screen, page } of tabs) {
        if (screen.path === '/admin/tasks')
          await expect(new TasksPage(page).status(second.id)).toHaveAttribute('data-status', 'succeeded', {
            timeout: 30_000,
          });
        else if (screen.live)
          await expect(page.getByRole('status', { name: 'Transactions shown' })).toContainText('2 new since opened', {
            timeout: 30_000,
          });
      }
      expect(await sharedWorkers(browser)).toHaveLength(1);
      const txTab = tabs.find((t) => t.screen.path.endsWith('/transactions'))!.page;
      await txTab.screenshot({ path: 'tests/e2e/.output/screens/live-tab-transactions.png', fullPage: true });
      await tabs
        .find((t) => t.screen.path === '/admin/tasks')!
        .page.screenshot({ path: 'tests/e2e/.output/screens/live-tab-tasks.png', fullPage: true });
    } finally {
      await ops.dispose();
      await context.close();
    }
  });
});

test.describe('one task, one way to follow it', () => {
  test(
    "a bulk apply's bar agrees with its counts in the wizard " + 'and in the monitor, at every moment and at the end',
    async ({ browser, ownerApi, baseURL }) => {
      test.setTimeout(180_000);
      const ops = await UserApi.signIn(baseURL!, USERS.ops);
      const { context, page } = await signedInPage(browser, baseURL!, ownerApi, USERS.ops);
      try {
        await expect.poll(() => ops.activeTaskCount(), { timeout: 60_000 }).toBe(0);
        // The monitor in one tab, the wizard in another: both record every state of the bars they show.
        const monitor = await context.newPage();
        await new TasksPage(monitor).open();
        await monitor.evaluate(recordBars);

        const wizard = new BulkWizardPage(page);
        await wizard.open();
        await wizard.pick('Keywords');
        await wizard.upload(
          'keywords.csv',
          keywordsCsv(`bar ${Date.now().toString(36)}`, DEMO_COMPANY.digitCode, ROWS, 0, 0),
        );
        await wizard.button('Check rows').click();
        await expect(wizard.check).toContainText(`All ${ROWS.toLocaleString('en-GB')} row(s) pass the check.`);
        await wizard.button('Preview on the server').click();
        await expect(wizard.outcome(new RegExp(`^insert ${ROWS.toLocaleString('en-GB')}$`))).toBeVisible({
          timeout: 60_000,
        });
        await wizard.button('Continue to apply').click();
        await page.evaluate(recordBars);
        await page.getByRole('button', { name: 'Apply', exact: true }).click();

        await expect(wizard.result).toContainText(
          `${ROWS.toLocaleString('en-GB')} inserted, 0 updated, 0 deleted in keywords`,
          { timeout: 90_000 },
        );
        const inWizard = await barSamples(page);
        // The task's row in the monitor: the newest of this apply's size (nothing else ran meanwhile).
        const newest = (samples: Awaited<ReturnType<typeof barSamples>>) =>
          String(Math.max(...samples.filter((s) => s.total === ROWS).map((s) => Number(s.where))));
        await expect
          .poll(
            async () => {
              const all = await barSamples(monitor);
              return all.some((s) => s.where === newest(all) && s.status === 'succeeded');
            },
            { timeout: 30_000 },
          )
          .toBe(true);
        const inMonitor = await barSamples(monitor);
        const ours = inMonitor.filter((s) => s.where === newest(inMonitor));
        test.info().annotations.push({
          type: 'samples',
          description:
            `wizard ${inWizard.length}, monitor ${ours.length} ` +
            `(${ours.filter((s) => s.status === 'running').length} running)`,
        });

        // At every moment either page showed it, the meter sat at done / total; succeeded meant done = total.
        expect(disagreements(inWizard), JSON.stringify(inWizard)).toEqual([]);
        expect(disagreements(ours), JSON.stringify(ours)).toEqual([]);
        // The bars moved forward only, and ended full beside the counts: the wizard's result and the
        // monitor's row alike.
        for (const samples of [inWizard, ours]) {
          const dones = samples.flatMap((s) => (s.done === null ? [] : [s.done]));
          expect(dones, JSON.stringify(samples)).toEqual([...dones].sort((a, b) => a - b));
        }
        expect(inWizard.at(-1)).toMatchObject({
          status: 'succeeded',
          done: ROWS,
          total: ROWS,
          width: 100,
          counts: ROWS,
        });
        expect(ours.at(-1)).toMatchObject({ status: 'succeeded', done: ROWS, total: ROWS, width: 100 });
        // It was seen moving, not only at its start and its end (a message waiting for a company's
        // name on the platform the apply kept busy once held back every later one).
        const between = new Set(
          ours.flatMap((s) => (s.status === 'running' && s.done! > 0 && s.done! < ROWS ? [s.done] : [])),
        );
        expect(between.size, JSON.stringify(ours)).toBeGreaterThanOrEqual(2);
        await page.screenshot({ path: 'tests/e2e/.output/screens/live-wizard-result.png', fullPage: true });
        await monitor.screenshot({ path: 'tests/e2e/.output/screens/live-monitor-succeeded.png', fullPage: true });
      } finally {
        await ops.dispose();
        await context.close();
      }
    },
  );
});

test.describe('the platform unavailable (a stack of its own, whose platform stops)', () => {
  const own = ownStackPerDescribe();

  test(
    'one banner while the gateway cannot reach the platform, the ' +
      'platform message on a failed query, all clear once it is back',
    async ({ browser }) => {
      test.setTimeout(240_000);
      const { stack, owner } = own.current;
      const { context, page } = await signedInPage(browser, stack.url, owner, USERS.admin);
      try {
        const tasks = new TasksPage(page);
        await tasks.open();
        const banner = page.getByRole('alert', { name: 'Platform status' });
        await expect(banner).toHaveCount(0);

        await stack.stopPlatform();
        await expect(banner).toHaveText('The platform is unavailable; retrying…', { timeout: 30_000 });
        // A screen whose query fails meanwhile: the platform's message, once, never the browser's "no internet
        // connection".
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
        await expect(page.getByText(MESSAGES.platformUnavailable).first()).toBeVisible({ timeout: 30_000 });
        await expect(page.getByText(MESSAGES.noConnection)).toHaveCount(0);
        await expect(banner).toHaveCount(1);
        await page.screenshot({ path: 'tests/e2e/.output/screens/live-platform-unavailable.png', fullPage: true });

        await stack.startPlatform();
        await expect(banner).toHaveCount(0, { timeout: 60_000 });
        await tasks.open();
        await expect(tasks.live).toHaveText('Live');
        await page.screenshot({ path: 'tests/e2e/.output/screens/live-platform-back.png', fullPage: true });
      } finally {
        await context.close();
      }
    },
  );
});
