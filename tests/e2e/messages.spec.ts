/**
 * Issue 16, "Messages in developer language": every message a user sees names the field by the
 * label the screen shows, says what is expected (and what was given), and counts rows as the
 * tables do — in the bulk wizard's browser check and server preview, under a form's fields, and
 * for a bad filter in a list's URL.
 */
import { mkdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { BulkWizardPage } from './support/bulk.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';
import { RecordPages } from './support/resources.js';

const SHOTS = '/work/notes/shots/msg';

/** The cells of the table row whose first cell is `row`. */
const rowCells = (table: Locator, row: number) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell', { name: String(row), exact: true }) })
    .first()
    .getByRole('cell');

test.describe('messages in the language of the screens', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('the bulk wizard names bad cells by label, with what was given, rows counted from 1', async ({
    page,
    signInAs,
  }) => {
    await signInAs(USERS.ops);
    const wizard = new BulkWizardPage(page);
    await wizard.open();
    await wizard.pick('Listings');
    const good = `${DEMO_COMPANY.digitCode},7001,https://www.tesco.com,00000000-0000-4000-8000-000000000001,S1`;
    await wizard.upload(
      'listings.csv',
      [
        'company.digit_code,retailer.digit_code,retailer_url,product_uuid,sku,price,in_stock,date',
        `${good},1.50,true,2026-01-05`,
        `${good},2.00,maybe,2026-01-05`,
        `${good},abc,true,2026-01-05`,
      ].join('\n'),
    );
    await wizard.button('Check rows').click();
    await expect(wizard.check).toContainText('2 of 3 row(s) have errors');
    const errors = page.getByRole('table', { name: 'Rows with errors' });
    await expect(rowCells(errors, 3)).toHaveText(['3', 'Price', 'Price must be a number, got "abc"']);
    await expect(rowCells(errors, 2)).toHaveText(['2', 'In stock', 'In stock must be true or false, got "maybe"']);
    await expect(errors).not.toContainText('Invalid input');
    await page.screenshot({ path: `${SHOTS}/bulk-check-errors.png`, fullPage: true });
  });

  test("the server preview's row errors read the same way", async ({ page, signInAs }) => {
    await signInAs(USERS.ops);
    const wizard = new BulkWizardPage(page);
    await wizard.open();
    await wizard.pick('Keywords');
    const tag = Date.now().toString(36);
    await wizard.upload(
      'keywords.csv',
      [
        'keyword,company.digit_code',
        `e2e msg ${tag} a,${DEMO_COMPANY.digitCode}`,
        `e2e msg ${tag} b,987654321`,
        `e2e msg ${tag} a,${DEMO_COMPANY.digitCode}`,
      ].join('\n'),
    );
    await wizard.button('Check rows').click();
    await expect(wizard.check).toContainText('All 3 row(s) pass the check.');
    await wizard.button('Preview on the server').click();
    await expect(wizard.outcome(/^error 2$/)).toBeVisible({ timeout: 30_000 });
    const rows = page.getByRole('table', { name: 'Preview rows' });
    await expect(rowCells(rows, 2).last()).toHaveText(
      'Company › Digit code must name an existing company, got "987654321"',
    );
    await expect(rowCells(rows, 3).last()).toHaveText('Keyword names the same record as row 1');
    await expect(rows).not.toContainText('index');
    await page.screenshot({ path: `${SHOTS}/bulk-preview-errors.png`, fullPage: true });
  });

  test('a form names the field by its label under it, and says what is expected', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/retailers/update/45');
    const pages = new RecordPages(page);
    await expect(pages.field('Name')).not.toHaveValue('');
    await pages.field('Name').fill('   ');
    await pages.field('Digit code').fill('12ab');
    await pages.field('Url').fill('not a url');
    await pages.save.click();
    const form = page.getByRole('form', { name: 'Update record' });
    for (const message of [
      'Name is required',
      'Digit code must be 1 to 12 digits',
      'Url must be a URL, got "not a url"',
    ])
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/form-errors.png`, fullPage: true });
  });

  test('a bad filter or sort in a list URL says which field, in plain words', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/companies?f.colour=red');
    await expect(page.getByText('There is no field "colour" to filter by').first()).toBeVisible();
    await page.goto('/admin/companies?sort=colour');
    await expect(page.getByText('There is no field "colour" to sort by').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/list-bad-sort.png`, fullPage: true });
  });
});
