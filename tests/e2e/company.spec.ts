/** The company overview and sub-pages with real data (issue 5: items 1, 2, 3, 7, 8). */
import { expect, test } from './support/fixtures.js';
import { CompanyPages } from './support/company.js';
import { USERS } from './support/demo.js';
import { ownStackPerDescribe, signedInPage } from './support/monitor.js';

const NORTHWIND = '1001';
const HELIOS = '1003';
const VERDE = '1005';

test.describe('company pages', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs(USERS.owner);
  });

  test('overview: score cards, rating bars, charts and downloads of the real metrics', async ({ page }) => {
    const company = new CompanyPages(page);
    await company.open(NORTHWIND);
    await expect(company.stage.getByRole('heading', { name: 'Northwind Foods (1001)' })).toBeVisible();
    const content = company.scoreCard('Content score');
    await expect(content).toHaveAttribute('aria-pressed', 'true');
    await expect(content).toContainText(/\d+\.\d%/);
    await expect(company.stage.getByRole('meter', { name: 'Rating' })).toBeVisible();
    await expect(company.chart('Content score over time').locator('svg path').first()).toBeVisible();
    // A dashed card becomes solid (and charted) when chosen.
    await company.scoreCard('Rating').click();
    await expect(company.scoreCard('Rating')).toHaveAttribute('aria-pressed', 'true');
    await expect(company.chart('Rating over time')).toBeVisible();
    const download = page.waitForEvent('download');
    await company.stage.getByRole('button', { name: 'Metrics CSV' }).click();
    expect((await download).suggestedFilename()).toBe('company-1001-metrics.csv');
  });

  test('an unknown digit code says the company does not exist', async ({ page }) => {
    await page.goto('/admin/companies/9998');
    await expect(page.getByRole('alert')).toHaveText('Company (9998) does not exist!');
  });

  test('each sub-page loads the real data of company 1001', async ({ page }) => {
    // Fourteen pages, each its own load (the integrity check reads every SKU of the company).
    test.setTimeout(90_000);
    const company = new CompanyPages(page);
    const checks: Array<[string, RegExp]> = [
      ['business_rules', /min_price/],
      ['listings', /https:\/\/www\.tesco\.com/],
      ['rankings', /breakfast cereal/],
      ['retailer_configs', /Tesco/],
      ['rules', /min_price/],
      ['rules/min_price', /Business rules of this company/],
      ['rules/min_price/business_rules', /sku/],
      ['schedules', /^(weekly|daily|monthly|hourly)$/],
      ['skus', /1001-000001-1/],
      ['skus/compliance/keywords', /SKU has search keywords/],
      ['skus/compliance/specs', /Size is specified/],
      ['skus/min_price', /1001-000001-1/],
      ['integrity_check', /Sync status/],
      ['options', /Your access options/],
    ];
    for (const [sub, text] of checks) {
      await company.open(NORTHWIND, sub);
      await expect(company.stage.getByText(text).first(), sub).toBeVisible();
    }
  });

  test('a filter narrows a list and stays in the URL', async ({ page }) => {
    const company = new CompanyPages(page);
    await company.open(NORTHWIND, 'schedules');
    const all = await company.total();
    expect(all).toBeGreaterThan(0);
    await company.stage.getByRole('combobox', { name: 'Filter Metric' }).selectOption('rankings');
    await expect.poll(() => company.total()).toBeLessThan(all);
    await expect(page).toHaveURL(/metric=rankings/);
  });

  test('SKUs by rule show each SKU with its rule value', async ({ page, ownerApi }) => {
    const company = new CompanyPages(page);
    // The first SKUs of the list (by id) and their min_price rules, as the platform has them.
    const skus = await ownerApi.run<{ list: { rows: Array<{ id: number }> } }>(
      'query($f: JSON){ list(resource: product_skus, filter: $f, navigation: {page: 1, page_size: 6}) { rows } }',
      {
        f: { 'company.digit_code': NORTHWIND },
      },
    );
    const rules = await ownerApi.run<{ list: { rows: Array<{ entity_id: number; value: number }> } }>(
      'query($f: JSON){ list(resource: business_rules, filter: $f, navigation: {page: 1, page_size: 50}) { rows } }',
      {
        f: {
          'company.digit_code': NORTHWIND,
          definition_name: 'min_price',
          'entity_type.id': 8,
          entity_id: { in: skus.list.rows.map((sku) => sku.id) },
        },
      },
    );
    const values = rules.list.rows.map((rule) => rule.value);
    expect(values.length).toBeGreaterThan(0);
    // The rules answer after the SKUs have been drawn, as on a slow platform.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as {
        operationName?: string;
        variables?: { resource?: string };
      } | null;
      if (body?.operationName === 'CompanyListRecords' && body.variables?.resource === 'business_rules')
        await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await company.open(NORTHWIND, 'skus/min_price');
    await expect(company.stage.getByText(/SKU\(s\) have a min_price rule/)).toBeVisible();
    // Rows drawn before the rules answered must show their value too (not only later rows).
    const table = company.stage.getByRole('region', { name: 'Records' });
    for (const value of values) await expect(table.getByText(String(value), { exact: true }).first()).toBeVisible();
  });

  test('SRP save then delete round-trip and show in the logs as Insert and Delete', async ({ page }) => {
    const company = new CompanyPages(page);
    await company.openSrp(NORTHWIND);
    const name = await company.addToSrp('Lentil');
    await expect(page.getByText(`Saved "${name}" in the SRP list`)).toBeVisible();
    const list = company.stage.getByRole('table', { name: 'SRP list' });
    await expect(list.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    const logs = company.stage.getByRole('table', { name: 'SRP logs' });
    await expect(logs.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Insert' }).first()).toBeVisible();
    await list.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(page.getByText(`Removed "${name}" from the SRP list`)).toBeVisible();
    await expect(logs.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Delete' }).first()).toBeVisible();
  });

  test('external PIM: the §1 notice on SKU screens, and SRP writes ask first', async ({ page }) => {
    const company = new CompanyPages(page);
    for (const sub of ['skus', 'skus/compliance/keywords', 'skus/compliance/specs']) {
      await company.open(HELIOS, sub);
      await expect(company.pimNotice, sub).toContainText('Do not create or update products, SKUs');
    }
    await company.open(NORTHWIND, 'skus');
    await expect(company.stage.getByText('1001-000001-1')).toBeVisible();
    await expect(company.pimNotice).toHaveCount(0);

    await company.openSrp(HELIOS);
    await expect(company.pimNotice).toBeVisible();
    const name = await company.addToSrp('Laundry');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('uses an external product-information system');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(company.stage.getByRole('table', { name: 'SRP list' })).toHaveCount(0);
    await company.addToSrp('Laundry');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, write it here' }).click();
    await expect(page.getByText(/Saved ".*" in the SRP list/)).toBeVisible();
    expect(name.length).toBeGreaterThan(0);
  });
});

/**
 * On a platform and gateway of the spec's own, whose task queue the test holds (the platform's
 * PLATFORM_HOLD_TASKS_FILE hook): the rerun's task shows running with nothing done for as long as
 * the test looks, whatever the machine's speed, and its gateway can be killed and restarted.
 */
test.describe('integrity rerun on its own stack', () => {
  const own = ownStackPerDescribe();

  test('integrity rerun shows its progress live until it is done, through a gateway restart', async ({ browser }) => {
    test.setTimeout(180_000);
    const { stack, owner } = own.current;
    const { context, page } = await signedInPage(browser, stack.url, owner, USERS.owner);
    try {
      const company = new CompanyPages(page);
      // The smallest company: the reference platform's checks are slow on big ones (PGlite).
      await company.open(VERDE, 'integrity_check');
      const step = company.stage.getByRole('status', { name: 'Sync step' });
      const bar = company.stage.getByRole('progressbar', { name: 'Sync progress bar' });
      const live = company.stage.getByRole('status', { name: 'Live updates' });

      stack.holdTasks();
      await company.stage.getByRole('button', { name: 'Rerun sync' }).click();
      // Running and held before its first check: the progress shows before any result.
      await expect(step).toHaveText(/^Sync running: 0 of [1-9]\d* checks$/);
      await expect(bar).toHaveAttribute('aria-valuenow', '0');
      await expect(live).toHaveText('Live');

      // The gateway dies mid-task: the rerun says so, resubscribes once it is back and carries on.
      stack.killGateway();
      await expect(live).toHaveText('Reconnecting…');
      await expect(step).toHaveText(/^Sync running: 0 of \d+ checks$/);
      await stack.startGateway();
      await expect(live).toHaveText('Live', { timeout: 30_000 });
      await expect(step).toHaveText(/^Sync running: 0 of \d+ checks$/);

      stack.releaseTasks();
      await expect(step).toHaveText(/^Sync succeeded: (\d+) of \1 checks$/, { timeout: 90_000 });
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
      // The new sync's checks are listed, and a check opens its details.
      await company.stage.getByRole('button', { name: 'Details of product_skus orphans' }).click();
      await expect(company.stage.getByRole('table', { name: 'Check history' })).toBeVisible();
    } finally {
      stack.releaseTasks();
      await context.close();
    }
  });
});
