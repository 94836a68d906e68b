/** The generic /admin/{module}/details and /update screens: fields, history, zod checks, 400, 409, §1. */
import { MESSAGES } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import type { GraphqlApi } from './support/graphqlApi.js';
import { USER_NAMES, USERS } from './support/demo.js';
import { RecordPages } from './support/resources.js';

type Row = Record<string, unknown> & { uuid: string; id: number; version: number; name: string };

async function retailer(api: GraphqlApi, id: number): Promise<Row> {
  const data = await api.run<{ record: Row }>('query($id:ID!){ record(resource: retailers, id: $id, by: id) }', {
    id: String(id),
  });
  return data.record;
}

async function saveRetailer(api: GraphqlApi, row: Row, changes: Partial<Row>): Promise<void> {
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = row;
  const input = { ...rest, ...changes, country: { id: (row.country as { id: number }).id } };
  const data = await api.run<{ saveRecord: { ok: boolean; reason: string | null } }>(
    'mutation($input: JSON!){ saveRecord(resource: retailers, input: $input){ ok reason } }',
    { input },
  );
  expect(data.saveRecord.ok, data.saveRecord.reason ?? '').toBe(true);
}

test.describe('generic details and update', () => {
  test('a write round-trips and shows in the history with before and after', async ({ page, signInAs, ownerApi }) => {
    await signInAs(USERS.admin);
    const pages = new RecordPages(page);
    const before = await retailer(ownerApi, 44);
    const name = `${before.name.split(' ·')[0]} · ${Date.now() % 100000}`;
    await page.goto(`/admin/retailers/details/${before.uuid}`);
    await expect(page.getByText(before.name, { exact: true }).first()).toBeVisible();
    await pages.edit.click();
    await expect(page).toHaveURL(`/admin/retailers/update/${before.uuid}`);
    await pages.field('Name').fill(name);
    await pages.save.click();
    await expect(page.getByText(/^Saved retailers record/)).toBeVisible();
    await expect(page).toHaveURL(`/admin/retailers/details/${before.uuid}`);
    const entry = pages.version(before.version + 1);
    await expect(entry.getByText('update')).toBeVisible();
    await expect(entry.getByText(name, { exact: true })).toBeVisible();
    await expect(entry.getByText(before.name, { exact: true })).toBeVisible();
    await expect(entry.getByText(`by ${USER_NAMES[USERS.admin]}`)).toBeVisible();
  });

  test('bad input shows the model message under its field and sends nothing', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/retailers/update/45');
    const pages = new RecordPages(page);
    await expect(pages.field('Name')).not.toHaveValue('');
    let writes = 0;
    page.on('request', (r) => r.postData()?.includes('SaveRecord') && (writes += 1));
    await pages.field('Name').fill('   ');
    await pages.field('Digit code').fill('12ab');
    await pages.save.click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Digit code must be 1 to 12 digits')).toBeVisible();
    expect(writes).toBe(0);
  });

  test('a 400 from the server lands on its field', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/retailers/update/45');
    const pages = new RecordPages(page);
    await expect(pages.field('Name')).not.toHaveValue('');
    // The browser's check passes; the request is then altered in flight so the real platform
    // answers a real 400 naming request.name (the model and the platform agree on valid input).
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as {
        operationName?: string;
        variables?: { input?: Record<string, unknown> };
      } | null;
      if (body?.operationName !== 'SaveRecord' || !body.variables?.input) return route.continue();
      body.variables.input.name = '';
      await route.continue({ postData: JSON.stringify(body) });
    });
    await pages.field('Name').fill('Sent but emptied');
    await pages.save.click();
    await expect(page.getByText(MESSAGES.badRequest).first()).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Update record' }).getByText('Name is required', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL('/admin/retailers/update/45');
    await expect(pages.field('Name')).toHaveValue('Sent but emptied');
  });

  test('a 409 says it changed meanwhile, keeps the input and offers to reload', async ({
    page,
    signInAs,
    ownerApi,
  }) => {
    await signInAs(USERS.admin);
    const pages = new RecordPages(page);
    const row = await retailer(ownerApi, 46);
    await page.goto(`/admin/retailers/update/${row.uuid}`);
    await expect(pages.field('Name')).toHaveValue(row.name);
    await pages.field('Name').fill('Typed by the user');
    await saveRetailer(ownerApi, row, { name: `${row.name.split(' ·')[0]} · other ${Date.now() % 1000}` });
    await pages.save.click();
    await expect(pages.conflict).toBeVisible();
    await expect(pages.field('Name')).toHaveValue('Typed by the user');
    await page.getByRole('button', { name: 'Reload the record' }).click();
    const fresh = await retailer(ownerApi, 46);
    await expect(pages.field('Name')).toHaveValue(fresh.name);
    await expect(pages.conflict).toBeHidden();
  });

  test('unknown modules and read-only updates are the 404 page', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/nosuchthing/details/1');
    await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
    await page.goto('/admin/transactions/update/1');
    await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
  });

  test('ops may read but not write: no Edit, and the update screen refuses', async ({ page, signInAs }) => {
    await signInAs(USERS.ops, '/admin/keywords/details/1');
    const pages = new RecordPages(page);
    await expect(pages.history.getByText('insert')).toBeVisible();
    await expect(pages.edit).toBeHidden();
    await page.goto('/admin/keywords/update/1');
    await expect(page.getByText(/Forbidden: this operation needs one of the roles/)).toBeVisible();
  });

  test('an external-PIM product shows the §1 notice and asks before saving', async ({ page, signInAs, ownerApi }) => {
    await signInAs(USERS.admin);
    const pages = new RecordPages(page);
    const data = await ownerApi.run<{ list: { rows: Row[] } }>(
      'query($f: JSON){ list(resource: products, filter: $f, navigation: {page: 1, page_size: 1}){ rows } }',
      { f: { 'company.digit_code': '1003', is_competitor: false } },
    );
    const product = data.list.rows[0]!;
    await page.goto(`/admin/products/update/${product.uuid}`);
    await expect(
      page
        .getByRole('note')
        .getByText(/external product-information system/)
        .first(),
    ).toBeVisible();
    await pages.field('Title').fill(`${String(product.title)} (checked)`);
    await pages.save.click();
    const alert = page.getByRole('alertdialog');
    await expect(alert.getByText(/puts the two systems out of sync/)).toBeVisible();
    await alert.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/admin/products/update/${product.uuid}`);
    await pages.save.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByText(/^Saved products record/)).toBeVisible();
    await expect(page).toHaveURL(`/admin/products/details/${product.uuid}`);
  });
});
