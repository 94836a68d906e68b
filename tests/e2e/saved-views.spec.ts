/** Saved views per user and the column chooser: a view is named, re-applied, and shared by its URL (issue 16). */
import { expect, test } from './support/fixtures.js';
import type { Page } from './support/fixtures.js';
import { USERS } from './support/demo.js';

const records = (page: Page) => page.getByRole('region', { name: 'Records' });
const header = (page: Page, name: string) =>
  records(page)
    .getByRole('button', { name: `Sort by ${name}` })
    .first();

test.describe('saved views and the column chooser', () => {
  test('hides a column, saves the view, applies it again, and a colleague opens it by its link', async ({
    page,
    signInAs,
  }) => {
    await signInAs(USERS.admin, '/admin/retailers');
    await expect(records(page).getByText('Tesco', { exact: true })).toBeVisible();
    await expect(header(page, 'Url')).toBeVisible();

    await page.getByRole('button', { name: 'Choose columns' }).click();
    // The label, not the visually hidden input: a click on it waits for the popover to stand still.
    const chooser = page.getByRole('group', { name: 'Visible columns' });
    await chooser.getByText('Url', { exact: true }).click();
    await expect(chooser.getByRole('checkbox', { name: 'Url' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(header(page, 'Url')).toHaveCount(0);
    await expect(page).toHaveURL(/hide=url/);
    await page.getByLabel('Filter Name').fill('Tes');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/f\.name=Tes/);
    await expect(records(page).getByText("Sainsbury's", { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    await page.getByRole('textbox', { name: 'View name' }).fill('Tesco only');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('View "Tesco only" saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'View: Tesco only' })).toBeVisible();
    const shared = page.url();

    await page.goto('/admin/retailers');
    await expect(header(page, 'Url')).toBeVisible();
    await expect(records(page).getByText("Sainsbury's", { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Tesco only' }).click();
    await expect(header(page, 'Url')).toHaveCount(0);
    await expect(records(page).getByText("Sainsbury's", { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Filter Name')).toHaveValue('Tes');

    // A colleague opening the link sees the same view; the named views stay the saver's own.
    await signInAs(USERS.ops, shared);
    await expect(records(page).getByText('Tesco', { exact: true })).toBeVisible();
    await expect(header(page, 'Url')).toHaveCount(0);
    await expect(records(page).getByText("Sainsbury's", { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Views' }).click();
    await expect(page.getByRole('menuitem', { name: 'No saved views yet' })).toBeVisible();
  });

  test('a link carries column widths', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/retailers?w=name:333');
    await expect(records(page).getByText('Tesco', { exact: true })).toBeVisible();
    // The column's header cell, which is the column's width (the sort button inside it has padding around it).
    const cell = records(page)
      .getByRole('columnheader')
      .filter({ has: page.getByRole('button', { name: 'Sort by Name' }) });
    const box = await cell.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(330);
    expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(336);
  });
});
