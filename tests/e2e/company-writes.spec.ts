/**
 * The writes the company sub-pages offer (issue 5, items 5, 6 and 10): each listed record opens
 * its details and history in a drawer; an edit there round-trips and shows in that record's
 * history (who, before and after); a bad input shows its message on the field and sends nothing.
 * One signed-in page for the whole file, to stay fast.
 */
import { expect, test } from './support/fixtures.js';
import type { Page } from './support/fixtures.js';
import { RecordDrawer } from './support/companyWrites.js';
import { USERS } from './support/demo.js';

// A demo company no other spec reads or writes in ways these edits could disturb.
const CODE = '1004';

test.describe('company sub-page writes', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let drawer: RecordDrawer;

  test.beforeAll(async ({ browser, ownerApi }) => {
    page = await browser.newPage({
      baseURL: String(test.info().project.use.baseURL),
      locale: 'en-GB',
      viewport: { width: 1280, height: 800 },
    });
    drawer = new RecordDrawer(page);
    await page.goto(await ownerApi.signInLink(USERS.admin));
    await expect(page).not.toHaveURL(/\/authorize\//);
  });

  test.afterAll(async () => {
    await page.close();
  });

  const open = async (sub: string) => {
    await page.goto(`/admin/companies/${CODE}/${sub}`);
    await expect(page.getByText(/^\d[\d,]*–\d[\d,]* of [\d,]+$|^[\d,]+ rows?$/).first()).toBeVisible();
  };

  test('schedules: frequency round-trips into the history; a bad URL is refused on its field', async () => {
    await open('schedules');
    await drawer.open();
    await expect(page).toHaveURL(/[?&]record=[0-9a-f-]{36}/);
    await drawer.edit();
    const url = await drawer.field('Retailer url').inputValue();
    const before = await drawer.select('Frequency').inputValue();
    const after = before === 'weekly' ? 'daily' : 'weekly';
    await drawer.refuse(drawer.field('Retailer url'), 'not a url', 'must be a URL');
    const sent = drawer.writes;
    await drawer.field('Retailer url').fill(url);
    await drawer.select('Frequency').selectOption(after);
    await drawer.save();
    await drawer.expectChange(USERS.admin, 'frequency', before, after);
    expect(drawer.writes, 'the good input was sent once').toBe(sent + 1);
    // The list behind shows the saved value, and closing the drawer leaves the URL.
    await drawer.close();
    await expect(page).not.toHaveURL(/record=/);
    await expect(drawer.list().getByText(after, { exact: true }).first()).toBeVisible();
  });

  // Number fields: a value the model refuses first, then the old value plus a step.
  const numberCases = [
    { sub: 'listings', label: 'Price', field: 'price', bad: '-5', message: 'price must not be negative', step: 1.11 },
    { sub: 'rankings', label: 'Rank', field: 'rank', bad: '0', message: 'Rank must be 1 or more', step: 7 },
  ];
  for (const c of numberCases) {
    test(`${c.sub}: a ${c.field} round-trips; ${c.bad} is refused`, async () => {
      await open(c.sub);
      await drawer.open();
      await drawer.edit();
      const input = drawer.field(c.label);
      const before = await input.inputValue();
      const after = String(Math.round((Number(before) + c.step) * 100) / 100);
      await drawer.refuse(input, c.bad, c.message);
      await input.fill(after);
      await drawer.save();
      await drawer.expectChange(USERS.admin, c.field, before, after);
    });
  }

  test('retailer configs: metrics are ticked off as a list and round-trip; a bad retailer URL is refused', async () => {
    await open('retailer_configs');
    await drawer.open();
    await drawer.edit();
    const metrics = drawer.form.getByRole('group', { name: 'Metrics' });
    await expect(metrics.getByRole('checkbox', { name: 'reviews' })).toBeChecked();
    const url = await drawer.field('Retailer url').inputValue();
    await drawer.refuse(drawer.field('Retailer url'), 'nope', 'must be a URL');
    await drawer.field('Retailer url').fill(url);
    await metrics.getByText('reviews', { exact: true }).click();
    await drawer.save();
    // The metrics before and after read as lists of names (issue 16), not JSON.
    await drawer.expectChange(USERS.admin, 'metrics', 'reviews', /^(?!.*reviews)(?!.*").*content$/);
  });

  test('business rules: a rule value round-trips; a negative entity id is refused', async () => {
    await open('business_rules');
    // The second list of the page holds the business rules (the first, the company's rules).
    await drawer.open(0, 1);
    await expect(page).toHaveURL(/r_record=/);
    await drawer.edit();
    const before = (await drawer.field('Value').inputValue()).trim();
    const after = Number.isFinite(Number(before))
      ? String(Math.round((Number(before) + 2.5) * 100) / 100)
      : '"checked by e2e"';
    const entity = await drawer.field('Entity id').inputValue();
    const sent = drawer.writes;
    await drawer.field('Entity id').fill('-1');
    await drawer.field('Value').fill('{not json');
    await drawer.save();
    await drawer.expectRefused('Entity id must be positive', sent);
    await expect(drawer.form.getByText('value must be valid JSON')).toBeVisible();
    await drawer.field('Entity id').fill(entity);
    await drawer.field('Value').fill(after);
    await drawer.save();
    await drawer.expectChange(USERS.admin, 'value', before, after);
  });

  test('rules: the company setting of a rule toggles and round-trips; an empty name is refused', async () => {
    await open('rules');
    await drawer.open();
    await drawer.edit();
    const enabled = drawer.form.getByRole('checkbox', { name: 'Is enabled' });
    const before = await enabled.isChecked();
    const name = await drawer.field('Definition name').inputValue();
    await drawer.refuse(drawer.field('Definition name'), ' ', 'Definition name is required');
    await drawer.field('Definition name').fill(name);
    await drawer.form.getByText('Is enabled', { exact: true }).click();
    await drawer.save();
    // Booleans read as Yes and No tags (issue 16).
    const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
    await drawer.expectChange(USERS.admin, 'is_enabled', yesNo(before), yesNo(!before));
    // The rule's own page reaches the same record and the definition's history.
    await page.goto(`/admin/companies/${CODE}/rules/${name}`);
    await page.getByRole('button', { name: "This company's setting: details and history" }).click();
    await expect(drawer.newest.getByText('update', { exact: true })).toBeVisible();
    await drawer.close();
    await page.getByRole('button', { name: 'Definition: details and history' }).click();
    await expect(page).toHaveURL(/\/admin\/rules\/\d+$/);
    await expect(page.getByRole('region', { name: 'History' }).getByText('insert').first()).toBeVisible();
  });

  test('skus: keywords are edited as tags, checked item by item; a bad GTIN is refused', async () => {
    await open('skus');
    await drawer.open();
    await drawer.edit();
    const keywords = drawer.field('Keywords');
    const gtin = await drawer.field('Gtin').inputValue();
    const sent = drawer.writes;
    await drawer.field('Gtin').fill('12ab');
    await keywords.fill('x'.repeat(201));
    await keywords.press('Enter');
    await drawer.save();
    await drawer.expectRefused('Gtin must be 8 to 14 digits', sent);
    await expect(drawer.form.getByText(/^Keywords › item \d+ must be at most 200 characters$/)).toBeVisible();
    await drawer.field('Gtin').fill(gtin);
    await keywords.press('Backspace');
    await keywords.press('Backspace');
    const added = `e2e keyword ${Date.now() % 100000}`;
    await keywords.fill(added);
    await keywords.press('Enter');
    await drawer.save();
    // Lists read item by item (issue 16): the new keyword is the last item after, absent before.
    await drawer.expectChange(USERS.admin, 'keywords', new RegExp(`^(?!.*${added})`), new RegExp(`${added}$`));
  });

  test('SKU compliance and SKUs by rule: their rows reach the same drawer, and a write there round-trips', async () => {
    await open('skus/compliance/specs');
    await drawer.open(1);
    await drawer.edit();
    const specs = drawer.field('Specs');
    const before = await specs.inputValue();
    await drawer.refuse(specs, '{"size": ', 'specs must be valid JSON');
    await specs.fill(JSON.stringify({ ...(JSON.parse(before) as object), checked: 'by e2e' }));
    await drawer.save();
    // A flat object reads field by field (issue 16), not as JSON.
    await drawer.expectChange(USERS.admin, 'specs', /^(?!.*checked).*pack: /, /checked: by e2e/);

    await open('skus/min_price');
    await drawer.open(2);
    await drawer.edit();
    const sku = await drawer.field('Sku').inputValue();
    await drawer.refuse(drawer.field('Sku'), '', 'Sku is required');
    await drawer.field('Sku').fill(`${sku}-b`);
    await drawer.save();
    await drawer.expectChange(USERS.admin, 'sku', sku, `${sku}-b`);

    await open('skus/compliance/keywords');
    await drawer.open(3);
    await expect(
      drawer.dialog.getByRole('group', { name: 'Record' }).getByText('Keywords', { exact: true }),
    ).toBeVisible();
  });

  test('products: a product title round-trips from the products page; an empty name is refused', async () => {
    await open('products');
    await drawer.open();
    await drawer.edit();
    const title = drawer.field('Title');
    const before = await title.inputValue();
    const name = await drawer.field('Product name').inputValue();
    await drawer.refuse(drawer.field('Product name'), '', 'Product name is required');
    await drawer.field('Product name').fill(name);
    await title.fill(`${before} (reviewed)`);
    await drawer.save();
    await drawer.expectChange(USERS.admin, 'title', before, `${before} (reviewed)`);
  });

  test('the overview leads to the company record and its history', async () => {
    await page.goto(`/admin/companies/${CODE}`);
    await page.getByRole('button', { name: 'Details and history' }).click();
    await expect(page).toHaveURL(/\/admin\/companies\/details\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('region', { name: 'History' }).getByText('insert').first()).toBeVisible();
  });
});
