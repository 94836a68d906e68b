/** The header: search across records, the user menu (profile, privacy policy, Logout) and the theme. */
import { ROUTES } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';
import { HeaderSearch, UserMenu, isDark } from './support/palette.js';

test.describe('header search', () => {
  test('finds a company by name and a SKU by its code; picking one opens it', async ({ page, signInAs }) => {
    const search = new HeaderSearch(page);
    await signInAs(USERS.ops);
    await search.type('northwind f');
    const company = search.results.getByRole('group', { name: 'Companies' }).getByRole('option');
    await expect(company).toHaveAccessibleName(`${DEMO_COMPANY.name} (1001)`);
    await expect(company).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(ROUTES.adminCompany(DEMO_COMPANY.digitCode));

    const sku = `${DEMO_COMPANY.digitCode}-000002-1`;
    await search.type(sku);
    const hit = search.results
      .getByRole('group', { name: 'SKUs' })
      .getByRole('option', { name: new RegExp(`^${sku}`) });
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/admin\/product_skus\/details\/[0-9a-f-]{36}$/);
    await expect(page.getByText(sku, { exact: true }).first()).toBeVisible();
    await expect(search.input).toHaveValue('');
  });

  test('finds retailers and keywords; says when nothing matches; not there for non-staff', async ({
    page,
    signInAs,
  }) => {
    const search = new HeaderSearch(page);
    await signInAs(USERS.ops);
    await search.type('tesco');
    await expect(search.results.getByRole('group', { name: 'Retailers' }).getByRole('option').first()).toBeVisible();
    await search.type('granola');
    await expect(search.results.getByRole('group', { name: 'Keywords' }).getByRole('option').first()).toBeVisible();
    await search.type('zzqxv');
    await expect(page.getByRole('status').filter({ hasText: 'Nothing matches.' })).toBeVisible();

    // A user without a staff role may not read the lists: no search box.
    await signInAs(USERS.viewer);
    await expect(page.getByLabel('Header').getByRole('button', { name: /^User menu/ })).toBeVisible();
    await expect(search.input).toHaveCount(0);
  });
});

test.describe('user menu', () => {
  test('holds the profile (name, e-mail, roles), the privacy policy and Logout', async ({ page, signInAs }) => {
    const menu = new UserMenu(page);
    await signInAs(USERS.allstaff);
    await menu.open();
    await expect(menu.profile).toContainText(USERS.allstaff);
    const roles = menu.profile.getByLabel('Roles');
    for (const role of ['admin', 'ops', 'superadmin'])
      await expect(roles.getByText(role, { exact: true })).toBeVisible();
    await expect(menu.item('Logout')).toHaveAttribute('href', ROUTES.logout);
    await menu.item('Privacy policy').click();
    await expect(page).toHaveURL(ROUTES.privacy);
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  });
});

test.describe('dark theme', () => {
  test('follows the system until a theme is picked; the pick survives a reload', async ({ page, signInAs }) => {
    const menu = new UserMenu(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAs(USERS.ops);
    await expect.poll(() => isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);

    await menu.open();
    await expect(menu.themeButton('System')).toHaveAttribute('aria-pressed', 'true');
    await menu.themeButton('Dark').click();
    await expect(menu.themeButton('Dark')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => isDark(page)).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(28, 33, 39)');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Companies', exact: true })).toBeVisible();
    await expect.poll(() => isDark(page)).toBe(true);

    await menu.open();
    await menu.themeButton('Light').click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Companies', exact: true })).toBeVisible();
    expect(await isDark(page)).toBe(false);
  });
});
