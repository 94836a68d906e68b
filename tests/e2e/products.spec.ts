/** The product pages (issue 6): active products, name validation, the §1 notice, compliance per product. */
import { expect, test } from './support/fixtures.js';
import { ProductPages } from './support/products.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';

test.describe('product pages', () => {
  test('the products list and the product-name validation dialog', async ({ page, signInAs }) => {
    await signInAs(USERS.ops);
    const products = new ProductPages(page);
    await products.open(DEMO_COMPANY.digitCode);
    await expect(products.pimNotice).toHaveCount(0);
    await products.button('Validate product names').click();
    await page.getByRole('textbox', { name: 'Names, one per line' }).fill('A brand new e2e product name\nbad <name>\nA brand new e2e product name');
    await page.getByRole('dialog').getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByRole('status', { name: 'Name validation summary' })).toHaveText('1 of 3 name(s) are valid.');
    await expect(page.getByRole('table', { name: 'Name verdicts' })).toContainText('forbidden_characters');
    await expect(page.getByRole('table', { name: 'Name verdicts' })).toContainText('duplicate');
  });

  test('an external-PIM company shows the §1 notice and asks before a write', async ({ page, signInAs }) => {
    await signInAs(USERS.admin);
    const products = new ProductPages(page);
    await products.open('1003');
    await expect(products.pimNotice).toBeVisible();
    const editor = page.getByRole('table', { name: 'Products to edit' });
    const group = editor.getByRole('combobox', { name: /^Product group of / }).first();
    await expect(group).toBeVisible({ timeout: 20_000 });
    await products.button('Product groups').click();
    const options = await group.locator('option').allTextContents();
    const current = await group.inputValue();
    await group.selectOption({ label: options.find((o) => o !== '(none)' && o !== current) ?? '(none)' });
    await expect(page.getByRole('status', { name: 'Unsaved changes' })).toContainText('1 product group');
    await products.button(/^Save 1 change/).click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('external product-information system');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status', { name: 'Unsaved changes' })).toBeVisible();
  });

  test('compliance validation answers per product', async ({ page, signInAs }) => {
    await signInAs(USERS.ops);
    const products = new ProductPages(page);
    await products.open(DEMO_COMPANY.digitCode, 'compliance');
    await page.getByRole('group', { name: 'Products' }).getByRole('checkbox').nth(0).check({ force: true });
    await page.getByRole('group', { name: 'Products' }).getByRole('checkbox').nth(1).check({ force: true });
    await products.button('Validate').click();
    await expect(page.getByRole('status', { name: 'Compliance summary' })).toContainText('of 2 product(s) pass');
    await expect(page.getByRole('table', { name: 'Result per product' }).getByRole('row')).toHaveCount(3);
  });
});
