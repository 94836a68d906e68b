/**
 * A Create button on every list the user may write to (issue 16): in the page's header, opening the
 * record form for that resource (the company of the page filled in), hidden for roles that may not
 * create one record (DESIGN §4: admin, superadmin, owner) and on read-only lists. A record created
 * there shows in the list, and its history names who created it by name.
 */
import { expect, test } from './support/fixtures.js';
import type { Page } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';

const SHOTS = '/work/notes/shots/shell';
const createButton = (page: Page, noun: string) =>
  page.getByRole('main').getByRole('button', { name: `Create a ${noun} record` });

test.describe('Create buttons', () => {
  test('an admin creates a category from the list header, sees it listed, and its history names them', async ({
    page,
    signInAs,
  }) => {
    await signInAs(USERS.admin, '/admin/categories');
    const create = createButton(page, 'categories');
    await expect(create).toBeVisible();
    // In the page's header, beside the heading, not inside the table.
    const head = page.locator('.console-page-head');
    await expect(head.getByRole('heading', { name: 'Categories' })).toBeVisible();
    await expect(head.getByRole('button', { name: 'Create a categories record' })).toBeVisible();

    await create.click();
    const dialog = page.getByRole('dialog', { name: 'New categories record' });
    await expect(dialog).toBeVisible();
    const form = dialog.getByRole('form', { name: 'New record' });
    const name = `e2e created ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.screenshot({ path: `${SHOTS}/create-category-form.png` });
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Created a categories record')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The list shows it (filtered to it by its name).
    await page.goto(`/admin/categories?f.name=${encodeURIComponent(name)}`);
    const list = page.getByRole('main').getByRole('region', { name: 'Records' });
    await expect(list.getByText(name)).toBeVisible();
    await list
      .getByRole('button', { name: /^Details and history of record/ })
      .first()
      .click();
    const history = page.getByRole('dialog', { name: 'Categories record' }).getByRole('region', { name: 'History' });
    await expect(history.getByLabel('Version 1', { exact: true })).toContainText('by Adam Admin');
  });

  test('on a company page the form starts with the company filled in', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, `/admin/companies/${DEMO_COMPANY.digitCode}/schedules`);
    await createButton(page, 'retailer metric schedules').click();
    const form = page
      .getByRole('dialog', { name: 'New retailer metric schedules record' })
      .getByRole('form', { name: 'New record' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Digit code/ })).toHaveValue(DEMO_COMPANY.digitCode);
    // The model's defaults too: a new schedule is active unless unticked.
    await expect(form.getByLabel('Is active')).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/create-schedule-form.png` });
  });

  test('hidden for ops (no single-record writes) and on read-only lists', async ({ page, signInAs }) => {
    await signInAs(USERS.ops, '/admin/categories');
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('search', { name: 'Filters' })).toBeVisible();
    await expect(createButton(page, 'categories')).toHaveCount(0);
    await page.goto(`/admin/companies/${DEMO_COMPANY.digitCode}/listings`);
    await expect(page.getByRole('heading', { name: /^Listings/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: /^Create a / })).toHaveCount(0);

    await signInAs(USERS.owner, `/admin/companies/${DEMO_COMPANY.digitCode}/listings`);
    await expect(createButton(page, 'listings')).toBeVisible();
    // Transactions are written by the platform only.
    await page.goto(`/admin/companies/${DEMO_COMPANY.digitCode}/products/transactions`);
    await expect(page.getByRole('main').getByLabel('Data area')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: /^Create a / })).toHaveCount(0);
  });
});
