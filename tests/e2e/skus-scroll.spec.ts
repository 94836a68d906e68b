/**
 * The SKU table scrolls the whole list (issue 17, item 4): no pages, the server's total under it,
 * and the rows of wherever the user scrolls to fetched in blocks as they come into view — a few
 * calls for a jump to the end, not one per page in between.
 */
import { expect, test } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';

const SKU_CELL = /^1001-\d{6}-\d$/;

test('the SKU table scrolls to its last row without pages, fetching only the blocks in view', async ({
  page,
  signInAs,
  ownerApi,
}) => {
  await signInAs(USERS.admin);
  const { list } = await ownerApi.run<{ list: { rows: Array<{ sku: string }>; navigation: { total_items: number } } }>(
    `query($f: JSON) { list(resource: product_skus, filter: $f, navigation: { page: 1, page_size: 1 }) {
      rows navigation { total_items } } }`,
    { f: { 'company.digit_code': DEMO_COMPANY.digitCode } },
  );
  const total = list.navigation.total_items;
  const { list: last } = await ownerApi.run<{ list: { rows: Array<{ sku: string }> } }>(
    `query($f: JSON, $n: NavigationInput) { list(resource: product_skus, filter: $f, navigation: $n) { rows } }`,
    { f: { 'company.digit_code': DEMO_COMPANY.digitCode }, n: { page: total, page_size: 1 } },
  );
  expect(total).toBeGreaterThan(1000);

  const pages: number[] = [];
  page.on('request', (request) => {
    const body = request.postDataJSON() as { operationName?: string; variables?: { navigation?: { page: number } } };
    if (request.url().endsWith('/graphql') && body?.operationName === 'ResourceList' && body.variables?.navigation)
      pages.push(body.variables.navigation.page);
  });
  await page.goto(`/admin/companies/${DEMO_COMPANY.digitCode}/skus`);
  const table = page.getByRole('region', { name: 'Records' });
  await expect(table.getByText(SKU_CELL).first()).toBeVisible();
  const footer = page.locator('.resource-table-footer');
  await expect(footer).toContainText(`${total.toLocaleString('en')} rows`);
  await expect(footer.getByRole('button', { name: 'Next page' })).toHaveCount(0);

  const fetchedBefore = pages.length;
  await table.getByRole('grid').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(table.getByText(last.rows[0]!.sku, { exact: true })).toBeVisible();
  // The end of the list: its own block and the one before, not the ~30 blocks scrolled past.
  expect(pages.length - fetchedBefore).toBeLessThanOrEqual(3);
});
