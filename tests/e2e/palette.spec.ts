/** The command palette (Ctrl/⌘+K): pages, actions and records, for what the user may open. */
import { ROUTES } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';
import { Palette } from './support/palette.js';

test.describe('command palette', () => {
  test('Ctrl+K, a company code, Enter: the company opens', async ({ page, shell, signInAs }) => {
    const palette = new Palette(page);
    await signInAs(USERS.ops);
    await expect(shell.heading('Companies')).toBeVisible();
    await palette.open();
    await page.keyboard.type(DEMO_COMPANY.digitCode);
    const company = palette.section('Companies').getByRole('option', { name: `${DEMO_COMPANY.name} (1001)` });
    await expect(company).toBeVisible();
    await expect(palette.active).toHaveAccessibleName(`${DEMO_COMPANY.name} (1001)`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(ROUTES.adminCompany(DEMO_COMPANY.digitCode));
    await expect(palette.dialog).toHaveCount(0);
    await expect(page.getByLabel('Header').getByText(DEMO_COMPANY.name)).toBeVisible();
  });

  test('arrow keys move through pages; Escape closes; a product is found by name', async ({ page, signInAs }) => {
    const palette = new Palette(page);
    await signInAs(USERS.ops);
    await palette.open();
    await page.keyboard.type('retai');
    await expect(palette.active).toHaveAccessibleName('Retailers');
    await page.keyboard.press('Escape');
    await expect(palette.dialog).toHaveCount(0);

    await palette.open();
    await expect(palette.input).toHaveValue('');
    await page.keyboard.type('Northwind');
    const product = palette.section('Products').getByRole('option').first();
    await expect(product).toBeVisible();
    const name = (await product.getAttribute('aria-label')) ?? '';
    expect(name).toMatch(/Northwind/);
    await product.click();
    await expect(page).toHaveURL(/\/admin\/products\/details\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: /^Products: record/ })).toBeVisible();
  });

  test('it offers only what the user may open or run', async ({ page, signInAs }) => {
    const palette = new Palette(page);
    // ops: no Users page, no invitations; bulk upserts yes.
    await signInAs(USERS.ops);
    await palette.open();
    await expect(palette.option('Companies')).toBeVisible();
    await expect(palette.option('Users')).toHaveCount(0);
    await expect(palette.option('Invite a user')).toHaveCount(0);
    await page.keyboard.type('bulk');
    await expect(palette.option('Start a bulk upsert of companies')).toBeVisible();

    // All three staff roles together: the Users page.
    await signInAs(USERS.allstaff);
    await palette.open();
    await page.keyboard.type('users');
    await expect(palette.active).toHaveAccessibleName('Users');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(ROUTES.adminUsers);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

    // A signed-in user without a staff role: no staff page, no record search, no bulk upsert.
    await signInAs(USERS.viewer);
    await palette.open();
    await expect(palette.option('Home')).toBeVisible();
    await expect(palette.option('Companies')).toHaveCount(0);
    await expect(palette.option(/^Start a bulk upsert/)).toHaveCount(0);
    await expect(palette.option('Open the tasks monitor')).toHaveCount(0);
    await page.keyboard.type(DEMO_COMPANY.digitCode);
    await expect(palette.dialog.getByRole('status')).toHaveText('Nothing matches.');
    await expect(palette.section('Companies')).toHaveCount(0);
  });

  test('actions: a bulk upsert of a kind of record opens its wizard; the tasks monitor opens', async ({
    page,
    signInAs,
  }) => {
    const palette = new Palette(page);
    await signInAs(USERS.ops);
    await palette.open();
    await page.keyboard.type('bulk keywords');
    await expect(palette.active).toHaveAccessibleName('Start a bulk upsert of keywords');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/bulk/keywords');

    await palette.open();
    await page.keyboard.type('tasks monitor');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(ROUTES.adminTasks);
  });

  test("on a company's page it offers that company's pages", async ({ page, signInAs }) => {
    const palette = new Palette(page);
    await signInAs(USERS.ops, ROUTES.adminCompany(DEMO_COMPANY.digitCode));
    await expect(page.getByLabel('Header').getByText(DEMO_COMPANY.name)).toBeVisible();
    await palette.open();
    await page.keyboard.type('skus compliance keywords');
    await expect(palette.section(DEMO_COMPANY.name).getByRole('option')).toHaveCount(1);
    await expect(palette.active).toHaveAccessibleName(`SKUs / compliance / keywords (${DEMO_COMPANY.name} · 1001)`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/admin/companies/${DEMO_COMPANY.digitCode}/skus/compliance/keywords`);
  });
});
