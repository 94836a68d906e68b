/**
 * What a screen opens on demand is loaded when first drawn (kit/ui/lazyComponent). When its code
 * cannot be fetched — the console unreachable for a moment — the page stays, says so, and the part
 * comes with "Try again" once the console answers.
 */
import { MESSAGES } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import { USERS } from './support/demo.js';

const SHOTS = '/work/notes/shots/shell';

test('a record drawer whose code cannot be fetched says so, keeps the list, and opens on "Try again"', async ({
  page,
  signInAs,
}) => {
  await signInAs(USERS.admin, '/admin/retailers');
  await expect(page.getByRole('heading', { name: 'Retailers', exact: true })).toBeVisible();
  const drawerCode = /\/assets\/RecordDrawer-[^/]+\.js$/;
  await page.route(drawerCode, (route) => route.abort('internetdisconnected'));
  const openFirst = page
    .getByRole('main')
    .getByRole('region', { name: 'Records' })
    .getByRole('button', { name: /^Details and history of record/ })
    .first();
  await openFirst.click();

  const tryAgain = page.getByRole('main').getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(MESSAGES.noConnection);
  // The list is still there: not the error page.
  await expect(page.getByRole('heading', { name: 'Retailers', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('region', { name: 'Records' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/lazy-part-unreachable.png` });

  // The toast, in view wherever the part would be, offers the same.
  const toastTryAgain = page.locator('.bp6-toast').getByRole('button', { name: 'Try again' });
  await expect(toastTryAgain).toBeVisible();

  await page.unroute(drawerCode);
  await toastTryAgain.click();
  await expect(page.getByRole('dialog', { name: / record$/ })).toBeVisible();
  await expect(tryAgain).toHaveCount(0);
});

const CSV_WRITER_UNREACHABLE =
  'the CSV writer that cannot be fetched: Export selected and Open in bulk wizard say so, and work once it can';

test(CSV_WRITER_UNREACHABLE, async ({ page, signInAs }) => {
  // From the start: the console fetches such parts ahead once a page is shown, when it can.
  const writerCode = /\/assets\/(?:csv|papaparse\.min|handoffCsv|writeCsv)-[^/]+\.js$/;
  await page.route(writerCode, (route) => route.abort('internetdisconnected'));
  await signInAs(USERS.ops, '/admin/retailers?sort=id:asc');
  const records = page.getByRole('main').getByRole('region', { name: 'Records' });
  await expect(records.getByText('Tesco', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check({ force: true });
  const bar = page.getByRole('toolbar', { name: 'Selected rows' });
  const toast = page.locator('.bp6-toast');

  await bar.getByRole('button', { name: 'Export selected' }).click();
  const failure = toast.filter({ hasText: MESSAGES.noConnection });
  await expect(failure).toBeVisible();
  // One toast per message: dismissed, so that the next failure is seen to show it again.
  await failure.getByRole('button', { name: 'Close' }).click();
  await expect(failure).toHaveCount(0);
  await bar.getByRole('button', { name: 'Open in bulk wizard' }).click();
  await expect(failure).toBeVisible();
  // Still the list, with its selection: neither the error page nor a wizard without its file.
  await expect(page).toHaveURL(/\/admin\/retailers/);
  await expect(bar.getByText('1 selected')).toBeVisible();

  await page.unroute(writerCode);
  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Export selected' }).click();
  expect((await download).suggestedFilename()).toBe('retailers-selected.csv');
});
