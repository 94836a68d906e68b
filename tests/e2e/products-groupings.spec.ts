/**
 * Product groupings (issue 6 item 5): created after the platform's validation, listed, deleted; a bad
 * grouping shows its problems on the fields and writes nothing.
 */
import { expect, test } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';
import { ProductGroupingsPage } from './support/productsMediaGroupings.js';

test.describe('product groupings', () => {
  test('create a grouping, see it in the list, delete it, see it gone', async ({ page, signInAs }) => {
    await signInAs(USERS.ops);
    const groupings = new ProductGroupingsPage(page);
    await groupings.open(DEMO_COMPANY.digitCode);
    const name = `E2E grouping ${Date.now().toString(36)}`;
    await expect(groupings.row(name)).toHaveCount(0);

    await groupings.name.fill(name);
    await groupings.productGroup.selectOption({ index: 1 });
    await groupings.chooseProducts(2);
    await expect(groupings.products).toContainText('Products (2 chosen)');
    await groupings.create.click();

    await expect(page.getByText(`Grouping "${name}" created with 2 product(s).`)).toBeVisible();
    await expect(groupings.row(name)).toBeVisible();
    await expect(groupings.name).toHaveValue('');

    await groupings.deleteButton(name).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Delete the grouping ${name} (2 product(s))?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Grouping "${name}" deleted.`)).toBeVisible();
    await expect(groupings.row(name)).toHaveCount(0);
  });

  test('a taken name or missing fields show on their fields, and nothing is created', async ({
    page,
    signInAs,
    ownerApi,
  }) => {
    const count = async () => {
      const data = await ownerApi.run<{ list: { rows: Array<{ name: string }>; navigation: { total_items: number } } }>(
        'query($f: JSON) { list(resource: product_groupings, filter: $f, navigation: ' +
          '{page: 1, page_size: 100}) { rows navigation { total_items } } }',
        { f: { 'company.digit_code': DEMO_COMPANY.digitCode } },
      );
      return { total: data.list.navigation.total_items, names: data.list.rows.map((r) => r.name) };
    };
    const before = await count();
    const taken = before.names[0] ?? '';
    expect(taken).not.toBe('');
    await signInAs(USERS.ops);
    const groupings = new ProductGroupingsPage(page);
    await groupings.open(DEMO_COMPANY.digitCode);

    // Nothing filled in: the platform names each missing field.
    await groupings.create.click();
    await expect(groupings.name).toHaveAccessibleDescription('Name is required');
    await expect(groupings.productGroup).toHaveAccessibleDescription('Product group is required');
    await expect(page.getByRole('status', { name: 'Grouping check' })).toHaveText('2 problem(s): nothing was created.');

    // A name already used in the company shows as soon as the name is left, in any case.
    await groupings.name.fill(`  ${taken.toUpperCase()} `);
    await groupings.name.blur();
    await expect(groupings.name).toHaveAccessibleDescription(
      new RegExp(`^Name "${taken.toUpperCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" is already used by grouping`),
    );
    await expect(groupings.name).toHaveAttribute('aria-invalid', 'true');
    await groupings.productGroup.selectOption({ index: 1 });
    await expect(groupings.productGroup).not.toHaveAttribute('aria-invalid', 'true');
    await groupings.create.click();
    await expect(page.getByRole('status', { name: 'Grouping check' })).toHaveText('1 problem(s): nothing was created.');
    await expect(groupings.name).toHaveValue(`  ${taken.toUpperCase()} `);

    expect(await count()).toEqual(before);
  });
});
