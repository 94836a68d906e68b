/** Keyboard shortcuts of the shell: "g" then a letter, "/" to search, "?" for the sheet, and the skip link. */
import { ROUTES } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import { USERS } from './support/demo.js';
import { HeaderSearch } from './support/palette.js';

test.describe('keyboard shortcuts', () => {
  test('g then a letter goes to a page the user may open; keys typed into a field do not', async ({
    page,
    shell,
    signInAs,
  }) => {
    await signInAs(USERS.ops);
    await expect(shell.heading('Companies')).toBeVisible();
    await page.keyboard.press('g');
    await page.keyboard.press('t');
    await expect(page).toHaveURL(ROUTES.adminTasks);
    await page.keyboard.press('g');
    await page.keyboard.press('k');
    await expect(page).toHaveURL(ROUTES.adminKeywords);
    await expect(shell.heading('Keywords')).toBeVisible();
    // Users is not for ops: its shortcut does nothing.
    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(ROUTES.adminKeywords);

    const search = new HeaderSearch(page);
    await search.focus();
    await page.keyboard.type('gc');
    await expect(search.input).toHaveValue('gc');
    await expect(page).toHaveURL(ROUTES.adminKeywords);
  });

  test('/ puts the cursor in the header search', async ({ page, signInAs }) => {
    await signInAs(USERS.ops);
    const search = new HeaderSearch(page);
    await expect(search.input).toBeVisible();
    await page.keyboard.press('/');
    await expect(search.input).toBeFocused();
    await expect(search.input).toHaveValue('');
  });

  test('? shows the sheet of shortcuts, with the pages the user may open', async ({ page, signInAs }) => {
    await signInAs(USERS.ops);
    await page.keyboard.press('Shift+?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Open the command palette')).toBeVisible();
    await expect(sheet.getByText('Search companies, products, SKUs and more')).toBeVisible();
    const goTo = sheet.locator('.bp6-hotkey').filter({ hasText: 'Tasks' });
    await expect(goTo.getByLabel('Shortcut: g then t')).toBeVisible();
    await expect(sheet.locator('.bp6-hotkey-label', { hasText: /^Users$/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  });

  test('the first Tab reaches "Skip to content", which moves the focus to the page', async ({ page, signInAs }) => {
    await signInAs(USERS.ops);
    await expect(page.getByRole('heading', { name: 'Companies', exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(ROUTES.adminCompanies);
    // The next Tab goes into the page, past the header and the navigation.
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
    await expect(focused).not.toHaveAttribute('aria-label', /^User menu/);
  });
});
