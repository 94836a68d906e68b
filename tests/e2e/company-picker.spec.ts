/**
 * /companies is the company picker (issue 16): search by name or digit code, the companies this user
 * opened last first (most recent first); off company pages the side panel lists them too and folds
 * away, remembered per user.
 */
import { expect, test } from './support/fixtures.js';
import type { Page } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';

const SHOTS = '/work/notes/shots/shell';
const OTHER = { digitCode: '1002', name: 'Alpine Beverages' } as const;
const picker = (page: Page) => page.getByRole('menu', { name: 'Companies to open' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search companies by name or digit code' });
const sidePanel = (page: Page) => page.getByRole('complementary', { name: 'Side panel' });

test.describe('company picker', () => {
  test('search by name or digit code; opened companies come first, most recent first', async ({ page, signInAs }) => {
    await signInAs(USERS.ops, '/companies');
    await expect(search(page)).toBeFocused();
    // Nothing opened yet: no recent section.
    await expect(picker(page).getByRole('heading', { name: 'Recent' })).toHaveCount(0);

    await search(page).fill('northw');
    await expect(picker(page).getByRole('menuitem')).toHaveText([`${DEMO_COMPANY.name}${DEMO_COMPANY.digitCode}`]);
    await search(page).fill(OTHER.digitCode);
    await expect(picker(page).getByRole('menuitem', { name: OTHER.name })).toBeVisible();
    await expect(picker(page).getByRole('menuitem', { name: DEMO_COMPANY.name })).toHaveCount(0);

    // Opening one records it.
    await picker(page).getByRole('menuitem', { name: OTHER.name }).click();
    await expect(page).toHaveURL(`/admin/companies/${OTHER.digitCode}`);
    await page.goto(`/admin/companies/${DEMO_COMPANY.digitCode}/skus`);
    await expect(page.getByRole('heading', { name: /^SKUs/ })).toBeVisible();

    await page.goto('/companies');
    const items = picker(page).getByRole('menuitem');
    await expect(items.nth(0)).toHaveText(`${DEMO_COMPANY.name}${DEMO_COMPANY.digitCode}`);
    await expect(items.nth(1)).toHaveText(`${OTHER.name}${OTHER.digitCode}`);
    // …and once only: the full list below leaves them out.
    await expect(picker(page).getByRole('menuitem', { name: DEMO_COMPANY.name })).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/company-picker.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/company-picker-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    // The search narrows the recent ones too.
    await search(page).fill('alpine');
    await expect(picker(page).getByRole('menuitem')).toHaveText([`${OTHER.name}${OTHER.digitCode}`]);
  });

  test('off company pages the side panel lists the recent companies and folds away per user', async ({
    page,
    signInAs,
  }) => {
    await signInAs(USERS.admin, '/admin/retailers');
    await expect(sidePanel(page).getByText('The companies you open appear here.')).toBeVisible();
    await page.goto(`/admin/companies/${OTHER.digitCode}`);
    await expect(sidePanel(page).getByRole('menuitem', { name: 'skus', exact: true })).toBeVisible();
    await page.goto('/admin/retailers');
    const recent = sidePanel(page).getByRole('menu', { name: 'Recent companies' });
    await expect(recent.getByRole('menuitem')).toHaveText([`${OTHER.name}${OTHER.digitCode}`]);
    await page.screenshot({ path: `${SHOTS}/side-panel-recent.png` });

    await sidePanel(page).getByRole('button', { name: 'Hide the side panel' }).click();
    await expect(recent).toBeHidden();
    const box = await sidePanel(page).boundingBox();
    expect(box?.width).toBeLessThan(60);
    await page.reload();
    await expect(sidePanel(page).getByRole('button', { name: 'Show the side panel' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Retailers' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/side-panel-collapsed.png` });
    // Company pages keep their pages in the panel.
    await page.goto(`/admin/companies/${OTHER.digitCode}/skus`);
    await expect(sidePanel(page).getByRole('menuitem', { name: 'rankings', exact: true })).toBeVisible();

    // Another user in this browser has their own list and setting.
    await signInAs(USERS.superadmin, '/admin/retailers');
    await expect(sidePanel(page).getByText('The companies you open appear here.')).toBeVisible();

    await signInAs(USERS.admin, '/admin/retailers');
    await sidePanel(page).getByRole('button', { name: 'Show the side panel' }).click();
    await recent.getByRole('menuitem', { name: OTHER.name }).click();
    await expect(page).toHaveURL(`/admin/companies/${OTHER.digitCode}`);
  });
});
