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
    await page
      .getByRole('textbox', { name: 'Names, one per line' })
      .fill('A brand new e2e product name\nbad <name>\nA brand new e2e product name');
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
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
      'external product-information system',
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status', { name: 'Unsaved changes' })).toBeVisible();
  });

  test('a name already used in the company is found however it is spaced or cased', async ({ page, signInAs }) => {
    await signInAs(USERS.ops);
    const products = new ProductPages(page);
    await products.open(DEMO_COMPANY.digitCode);
    const first = page
      .getByRole('table', { name: 'Products to edit' })
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .first();
    await expect(first).not.toBeEmpty({ timeout: 20_000 });
    const used = (await first.textContent()) ?? '';
    await products.button('Validate product names').click();
    await page
      .getByRole('textbox', { name: 'Names, one per line' })
      .fill(`  ${used.toUpperCase().replace(/ /g, '   ')}  `);
    await page.getByRole('dialog').getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByRole('status', { name: 'Name validation summary' })).toHaveText('0 of 1 name(s) are valid.');
    await expect(page.getByRole('table', { name: 'Name verdicts' })).toContainText('already_used');
    await expect(page.getByRole('table', { name: 'Name verdicts' })).toContainText(
      `of company ${DEMO_COMPANY.digitCode} already has this name`,
    );
  });

  test(
    'product-SKU editing: one unsaved indicator for brand and ' +
      'group changes, the step, a warning before leaving, a save',
    async ({ page, signInAs }) => {
      test.setTimeout(60_000);
      await signInAs(USERS.admin);
      const products = new ProductPages(page);
      await products.open(DEMO_COMPANY.digitCode);
      const editor = page.getByRole('table', { name: 'Products to edit' });
      const unsaved = page.getByRole('status', { name: 'Unsaved changes' });
      const step = page.getByLabel('Current step');
      const brand = editor.getByRole('combobox', { name: /^Brand of / }).first();
      const group = editor.getByRole('combobox', { name: /^Product group of / }).nth(1);
      await expect(brand).toBeEnabled({ timeout: 20_000 });
      await expect(products.button('Brands')).toHaveAttribute('aria-current', 'step');
      await expect(step).toHaveText('Step 1 of 3: choose the brand of each product.');
      await expect(group).toBeDisabled();
      await expect(unsaved).toHaveCount(0);

      const original = (await brand.locator('option:checked').textContent()) ?? '';
      const other =
        (await brand.locator('option').allTextContents()).find((o) => o !== original && o !== '(none)') ?? '(none)';
      await brand.selectOption({ label: other });
      await expect(unsaved).toHaveText('Unsaved changes: 1 brand');
      await products.button('Next step').click();
      await expect(products.button('Product groups')).toHaveAttribute('aria-current', 'step');
      await expect(step).toHaveText('Step 2 of 3: choose the product group of each product.');
      await expect(brand).toBeDisabled();
      const groupNow = (await group.locator('option:checked').textContent()) ?? '';
      const otherGroup =
        (await group.locator('option').allTextContents()).find((o) => o !== groupNow && o !== '(none)') ?? '(none)';
      await group.selectOption({ label: otherGroup });
      // Both kinds of change in one indicator.
      await expect(unsaved).toHaveText('Unsaved changes: 1 brand, 1 product group');

      // Leaving with unsaved changes asks first; staying keeps them.
      const asked: string[] = [];
      page.once('dialog', (d) => void (asked.push(d.message()), d.dismiss()));
      await page.getByRole('navigation', { name: 'Product pages' }).getByRole('link', { name: 'Images' }).click();
      await expect
        .poll(() => asked)
        .toEqual(['You have unsaved brand or product-group changes. Leave the page and lose them?']);
      await expect(page).toHaveURL(new RegExp(`/admin/companies/${DEMO_COMPANY.digitCode}/products$`));
      await expect(unsaved).toHaveText('Unsaved changes: 1 brand, 1 product group');

      // Putting the group back leaves only the brand change; the review shows the one product changed.
      await group.selectOption({ label: groupNow });
      await expect(unsaved).toHaveText('Unsaved changes: 1 brand');
      await products.button('Review and save').click();
      await expect(step).toHaveText('Step 3 of 3: the products you changed; save them all at once.');
      await expect(editor.getByRole('row')).toHaveCount(2);
      await products.button('Save 1 change(s)').click();
      await expect(page.getByText('Brands and product groups saved.')).toBeVisible({ timeout: 20_000 });
      await expect(unsaved).toHaveCount(0);
      // The saved value comes back with the reloaded details.
      await products.button('Brands').click();
      await expect(brand.locator('option:checked')).toHaveText(other, { timeout: 20_000 });

      // The download status loads on demand.
      await products.button('Prepare CSV of all products').click();
      await expect(products.button('Download CSV')).toBeVisible({ timeout: 30_000 });
      await expect(products.button(/^Prepare again \(\d+ ready\)$/)).toBeVisible();

      // Nothing unsaved: leaving asks nothing.
      page.once('dialog', (d) => void (asked.push(`unexpected: ${d.message()}`), d.dismiss()));
      await page.getByRole('navigation', { name: 'Product pages' }).getByRole('link', { name: 'Images' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/companies/${DEMO_COMPANY.digitCode}/products/images$`));
      expect(asked).toHaveLength(1);
    },
  );

  test('compliance of one rule type only judges by rules of that type', async ({ page, signInAs }) => {
    await signInAs(USERS.ops);
    const products = new ProductPages(page);
    await products.open(DEMO_COMPANY.digitCode, 'compliance');
    const picker = page.getByRole('group', { name: /^Products/ });
    await picker.getByRole('checkbox').nth(0).check({ force: true });
    await picker.getByRole('checkbox').nth(1).check({ force: true });
    for (const t of ['keywords', 'specs', 'names'])
      await page.getByRole('checkbox', { name: t, exact: true }).uncheck({ force: true });
    await products.button('Validate 2 product(s)').click();
    await expect(page.getByRole('status', { name: 'Compliance summary' })).toContainText(
      'of 2 product(s) pass the images rules.',
    );
    const result = page.getByRole('table', { name: 'Result per product' });
    await expect(result.getByRole('row')).toHaveCount(3);
    await expect(result).toContainText(/\d+ of \d+ rule\(s\) pass/);
    await expect(
      result
        .getByLabel('Failed images rule')
        .or(result.getByText(/rule\(s\) pass/))
        .first(),
    ).toBeVisible();
    await expect(result.getByLabel(/^Failed (keywords|specs|names) rule$/)).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'images', exact: true }).uncheck({ force: true });
    await expect(products.button(/^Validate \d+ product/)).toBeDisabled();
    await expect(page.getByText('Choose at least one rule type.')).toBeVisible();
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
