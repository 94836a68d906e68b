/**
 * Values read as values, not JSON (issue 16): a record's history shows each version field by field
 * (the column's label, before → after, who, when, its transaction); a boolean column shows round
 * green and red tags; a long id is shortened, whole on hover, and its button copies it.
 */
import { expect, test } from './support/fixtures.js';
import type { Page } from './support/fixtures.js';
import { RecordDrawer } from './support/companyWrites.js';
import { USERS } from './support/demo.js';

/** A demo company whose keywords this spec adds to (one of its own, no other spec edits it). */
const CODE = '1002';
const SHOTS = 'tests/e2e/.output/readable-values';

interface Keyword {
  uuid: string;
  version: number;
  keyword: string;
}

test.describe('readable values', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let drawer: RecordDrawer;
  let keyword: Keyword;
  const before = 'https://shop.example/readable-before';
  const after = 'https://shop.example/readable-after';

  test.beforeAll(async ({ browser, ownerApi }) => {
    const data = await ownerApi.run<{ saveRecord: { ok: boolean; reason: string | null; data: Keyword } }>(
      'mutation($i: JSON!){ saveRecord(resource: keywords, input: $i){ ok reason data } }',
      {
        i: {
          keyword: `e2e readable ${Date.now()}`,
          company: { digit_code: CODE },
          retailer_url: before,
          is_active: false,
        },
      },
    );
    expect(data.saveRecord.ok, data.saveRecord.reason ?? '').toBe(true);
    keyword = data.saveRecord.data;
    const context = await browser.newContext({
      baseURL: String(test.info().project.use.baseURL),
      locale: 'en-GB',
      viewport: { width: 1280, height: 800 },
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    page = await context.newPage();
    drawer = new RecordDrawer(page);
    await page.goto(await ownerApi.signInLink(USERS.admin));
    await expect(page).not.toHaveURL(/\/authorize\//);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('the history shows an edit field by field: label, before → after, who, its transaction', async () => {
    await page.goto(`/admin/keywords?record=${keyword.uuid}`);
    await expect(drawer.dialog).toBeVisible();
    await drawer.edit();
    await drawer.field('Retailer url').fill(after);
    await drawer.save();
    await drawer.expectChange(USERS.admin, 'retailer_url', before, after);

    const newest = drawer.newest;
    await expect(newest).toHaveAttribute('aria-label', `Version ${keyword.version + 1}`);
    // Only what changed, by the label its column has in the table, never JSON.
    await expect(newest.getByRole('rowheader')).toHaveText(['Retailer url']);
    await expect(newest).not.toContainText('{');
    await expect(newest).not.toContainText('"');
    // The first version lists the fields it created: the company by name, the boolean as a tag.
    const created = drawer.history.getByLabel(`Version ${keyword.version}`, { exact: true });
    await expect(created).not.toContainText('{');
    const activeRow = created
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Is active', exact: true }) });
    await expect(activeRow.getByRole('cell').last()).toHaveText('No');
    const companyRow = created
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Company', exact: true }) });
    // The keyword holds the company's code only: the history names it, linking to its page.
    await expect(companyRow.getByRole('link', { name: 'Alpine Beverages' })).toHaveAttribute(
      'href',
      `/admin/companies/${CODE}`,
    );

    const transaction = newest.getByRole('link', { name: /^Transaction [0-9a-f]{8}…$/ });
    await expect(transaction).toHaveAttribute(
      'href',
      new RegExp(`^/admin/companies/${CODE}/products/transactions/[0-9a-f-]{36}$`),
    );
    await drawer.dialog.screenshot({ path: `${SHOTS}/history-drawer.png` });

    await transaction.click();
    await expect(page).toHaveURL(new RegExp(`/admin/companies/${CODE}/products/transactions/[0-9a-f-]{36}$`));
    const changes = page.getByRole('table', { name: 'Changes' });
    await expect(changes.getByRole('cell', { name: 'Retailer url', exact: true })).toBeVisible();
    await expect(changes).not.toContainText('"');
    const record = changes.getByRole('button', { name: `Copy ${keyword.uuid}` });
    await expect(record).toBeVisible();
    await expect(page.getByRole('table', { name: 'Counts per resource' }).getByRole('row').nth(1)).toHaveText(
      /^keywords\s*0\s*1\s*0$/,
    );
    await page.screenshot({ path: `${SHOTS}/transaction.png`, fullPage: true });
  });

  test('a boolean column shows round green and red tags, not true or false', async () => {
    await page.goto(`/admin/keywords?f.keyword=${encodeURIComponent(keyword.keyword)}`);
    const table = drawer.list();
    await expect(table.getByText(keyword.keyword, { exact: true })).toBeVisible();
    // Blueprint's tag holds its text in an inner span: the tag is the element around it.
    const tag = table.locator('.bp6-tag').filter({ hasText: /^No$/ }).first();
    await expect(tag).toBeVisible();
    await expect(tag).toHaveClass(/bp6-round/);
    await expect(tag).toHaveClass(/bp6-intent-danger/);
    await expect(table.getByText(/^(true|false)$/)).toHaveCount(0);

    await page.goto('/admin/companies');
    const companies = drawer.list();
    const yes = companies.locator('.bp6-tag').filter({ hasText: /^Yes$/ }).first();
    await expect(yes).toHaveClass(/bp6-intent-success/);
    await companies.screenshot({ path: `${SHOTS}/booleans-table.png` });
  });

  test('a UUID is shortened, whole on hover, and its button copies it', async () => {
    await page.goto(`/admin/keywords?record=${keyword.uuid}`);
    const fields = drawer.dialog.getByLabel('Fields');
    const short = fields.getByText(`${keyword.uuid.slice(0, 8)}…`, { exact: true });
    await expect(short).toBeVisible();
    await expect(fields.getByText(keyword.uuid)).toHaveCount(0);
    await expect(short.locator('xpath=..')).toHaveAttribute('title', keyword.uuid);
    await fields.getByRole('button', { name: `Copy ${keyword.uuid}` }).click();
    await expect(page.getByText(`Copied ${keyword.uuid}`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(keyword.uuid);
    // Copying inside the drawer leaves it open on the same record.
    await expect(page).toHaveURL(new RegExp(`record=${keyword.uuid}`));
  });

  test('a UUID column of a list is shortened, and its copy button copies without opening the row', async () => {
    await page.goto(`/admin/companies/${CODE}/skus`);
    const table = drawer.list();
    const copy = table.getByRole('button', { name: /^Copy [0-9a-f-]{36}$/ }).first();
    await expect(copy).toBeVisible();
    const uuid = ((await copy.getAttribute('aria-label')) ?? '').replace(/^Copy /, '');
    await expect(table.getByText(`${uuid.slice(0, 8)}…`, { exact: true }).first()).toBeVisible();
    await copy.click();
    await expect(page.getByText(`Copied ${uuid}`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uuid);
    await expect(drawer.dialog).toBeHidden();
    await expect(page).not.toHaveURL(/record=/);
  });
});
