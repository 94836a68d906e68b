/** Row selection on a list and its actions: export, the bulk wizard prefilled, deletion previewed (issue 16). */
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.js';
import type { Page } from './support/fixtures.js';
import type { GraphqlApi } from './support/graphqlApi.js';
import { USERS } from './support/demo.js';

const records = (page: Page) => page.getByRole('region', { name: 'Records' });
const rowBox = (page: Page, n: number) => page.getByRole('checkbox', { name: `Select row ${n}`, exact: true });

/** Two retailers of this run, named with a unique prefix so a filter shows only them; answers their digit codes. */
async function twoRetailers(api: GraphqlApi, prefix: string): Promise<string[]> {
  const codes: string[] = [];
  for (const [i, suffix] of ['one', 'two'].entries()) {
    const code = `9${String(Date.now()).slice(-6)}${i}`;
    codes.push(code);
    const data = await api.run<{ saveRecord: { ok: boolean; reason: string | null } }>(
      'mutation($input: JSON!){ saveRecord(resource: retailers, input: $input){ ok reason } }',
      {
        input: {
          name: `${prefix} ${suffix}`,
          digit_code: code,
          url: `https://${prefix.toLowerCase()}-${suffix}.example`,
          country: { id: 1 },
          is_active: true,
        },
      },
    );
    expect(data.saveRecord.ok, data.saveRecord.reason ?? '').toBe(true);
  }
  return codes;
}

test.describe('row selection', () => {
  test('picks rows and the page, says how many, clears', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/retailers');
    await expect(records(page).getByText('Tesco', { exact: true })).toBeVisible();
    await rowBox(page, 1).check({ force: true });
    await rowBox(page, 3).check({ force: true });
    const bar = page.getByRole('toolbar', { name: 'Selected rows' });
    await expect(bar.getByText('2 selected')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).first().check({ force: true });
    await expect(bar.getByText(/^\d+ selected$/)).not.toHaveText('2 selected');
    await expect(rowBox(page, 2)).toBeChecked();
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await expect(bar).toBeHidden();
    await expect(rowBox(page, 1)).not.toBeChecked();
  });

  test('exports the selected rows with the columns of the table', async ({ page, signInAs }) => {
    await signInAs(USERS.ops, '/admin/retailers?sort=id:asc');
    await expect(records(page).getByText('Tesco', { exact: true })).toBeVisible();
    await rowBox(page, 1).check({ force: true });
    await rowBox(page, 3).check({ force: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export selected' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('id,name,digit_code,url,country.iso_code,is_active');
    expect(lines[1]).toContain('Tesco');
    expect(lines[2]).toContain('Asda');
  });

  test('opens the selected rows in the bulk wizard, whose file step starts with them', async ({ page, signInAs }) => {
    await signInAs(USERS.ops, '/admin/retailers?sort=id:asc');
    await expect(records(page).getByText('Tesco', { exact: true })).toBeVisible();
    await rowBox(page, 1).check({ force: true });
    await rowBox(page, 2).check({ force: true });
    // Ops may run bulk upserts but not delete one record (DESIGN §4).
    await expect(page.getByRole('button', { name: 'Delete selected…' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open in bulk wizard' }).click();
    await expect(page).toHaveURL(/\/admin\/bulk\/retailers$/);
    await expect(page.getByText('Rows from 2 selected retailers')).toBeVisible();
    const pasted = page.getByLabel('Or paste rows');
    await expect(pasted).toHaveValue(/^name,digit_code,.*uuid/);
    await expect(pasted).toHaveValue(/Tesco/);
    await expect(pasted).toHaveValue(/Sainsbury/);
    await page.getByRole('button', { name: 'Use pasted rows' }).click();
    await expect(page.getByText(/2 row/).first()).toBeVisible();
  });

  test('deletes the selected rows after a preview, as one task whose transaction the result links', async ({
    page,
    signInAs,
    ownerApi,
  }) => {
    const prefix = `Sel${Date.now() % 1_000_000}`;
    await twoRetailers(ownerApi, prefix);
    await signInAs(USERS.admin, `/admin/retailers?f.name=${prefix}`);
    await expect(records(page).getByText(`${prefix} one`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).first().check({ force: true });
    await page.getByRole('button', { name: 'Delete selected…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the selected retailers' });
    await expect(dialog.getByRole('status', { name: 'Deletion summary' })).toHaveText(
      /^2 of the 2 selected retailers will be deleted/,
    );
    const preview = dialog.getByRole('table', { name: 'Records to delete' });
    for (const name of ['one', 'two'])
      await expect(preview.getByRole('row').filter({ hasText: `${prefix} ${name}` })).toContainText('delete');
    await dialog.getByRole('button', { name: 'Delete 2', exact: true }).click();
    await expect(dialog.getByRole('status', { name: 'Deletion done' })).toHaveText(
      'Deleted 2 of the 2 selected retailers.',
    );
    const link = dialog.getByRole('link', { name: /^Open the transaction / });
    await expect(link).toHaveAttribute('href', /\/admin\/transactions\/details\/[0-9a-f-]{36}$/);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No records')).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Selected rows' })).toBeHidden();
  });

  test('holds back a selected record that others still point at, saying what, and deletes the rest', async ({
    page,
    signInAs,
    ownerApi,
  }) => {
    const prefix = `Held${Date.now() % 1_000_000}`;
    const [used] = await twoRetailers(ownerApi, prefix);
    const linked = await ownerApi.run<{ saveRecord: { ok: boolean; reason: string | null } }>(
      'mutation($input: JSON!){ saveRecord(resource: company_retailers, input: $input){ ok reason } }',
      {
        input: {
          company: { digit_code: '1001' },
          retailer: { digit_code: used },
          retailer_url: `https://${prefix.toLowerCase()}-one.example/shop`,
          metrics: [],
        },
      },
    );
    expect(linked.saveRecord.ok, linked.saveRecord.reason ?? '').toBe(true);
    await signInAs(USERS.admin, `/admin/retailers?f.name=${prefix}&sort=name:asc`);
    await expect(records(page).getByText(`${prefix} two`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).first().check({ force: true });
    await page.getByRole('button', { name: 'Delete selected…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the selected retailers' });
    const summary = dialog.getByRole('status', { name: 'Deletion summary' });
    await expect(summary).toContainText('1 of the 2 selected retailers will be deleted');
    await expect(summary).toContainText('1 held back');
    const preview = dialog.getByRole('table', { name: 'Records to delete' });
    const heldRow = preview.getByRole('row').filter({ hasText: `${prefix} one` });
    await expect(heldRow).toContainText('held back');
    await expect(heldRow).toContainText(`Retailer ${used} is still used by 1 company retailer; remove them first`);
    await expect(preview.getByRole('row').filter({ hasText: `${prefix} two` })).toContainText('delete');
    await dialog.getByRole('button', { name: 'Delete 1 of 2' }).click();
    await expect(dialog.getByRole('status', { name: 'Deletion done' })).toHaveText(
      'Deleted 1 of the 2 selected retailers; 1 held back.',
    );
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // The held-back retailer stays, in the list and in the selection.
    await expect(records(page).getByText(`${prefix} one`)).toBeVisible();
    await expect(records(page).getByText(`${prefix} two`)).toBeHidden();
    await expect(page.getByRole('toolbar', { name: 'Selected rows' }).getByText('1 selected')).toBeVisible();
  });
});
