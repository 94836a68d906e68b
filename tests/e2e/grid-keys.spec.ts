/** A list's table is one tab stop with arrow keys inside (roving tabindex, issue 16). */
import { expect, test } from './support/fixtures.js';
import type { Page } from './support/fixtures.js';
import { USERS } from './support/demo.js';

const records = (page: Page) => page.getByRole('region', { name: 'Records' });
const focusedInGrid = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label="Records"]')));

test('Tab enters the grid once, arrows move, Space selects, Enter opens, Tab leaves', async ({ page, signInAs }) => {
  await signInAs(USERS.admin, '/admin/retailers?sort=id:asc');
  await expect(records(page).getByText('Tesco', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Choose columns' }).focus();
  await page.keyboard.press('Tab');
  expect(await focusedInGrid(page)).toBe(true);
  // Columns: selection, details, Id, Name.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveText('Tesco');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveText("Sainsbury's");

  await page.keyboard.press('Space');
  await expect(page.getByRole('toolbar', { name: 'Selected rows' }).getByText('1 selected')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select row 2', exact: true })).toBeChecked();

  // One Tab leaves the grid, whatever the number of links and buttons inside it.
  await page.keyboard.press('Tab');
  expect(await focusedInGrid(page)).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toHaveText("Sainsbury's");

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/retailers\/details\//);
});

test('the header row sorts with Enter', async ({ page, signInAs }) => {
  await signInAs(USERS.admin, '/admin/retailers');
  await expect(records(page).getByText('Tesco', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Choose columns' }).focus();
  await page.keyboard.press('Tab');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(':focus')).toHaveAccessibleName('Sort by Name');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=name(%3A|:)asc/);
});
