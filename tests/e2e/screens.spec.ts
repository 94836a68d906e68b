/**
 * Issue 5, item 10, for the screens the other specs leave out: on each list a filter taken from a
 * visible row narrows the total, every row shown matches it and a reload keeps it (URL); on the
 * generic update screen of each admin resource a write round-trips into the record's history
 * (who, before, after) and a bad value shows its message on its field, keeping what was typed;
 * a transaction's changes, /suggest-desktop and the rankings chart are opened and read.
 */
import { expect, test } from './support/fixtures.js';
import type { Page } from './support/fixtures.js';
import type { GraphqlApi } from './support/graphqlApi.js';
import { DEMO_COMPANY, USER_NAMES, USERS } from './support/demo.js';
import { Chart, KitList, TransactionPages, UpdateScreen } from './support/screens.js';

const C = `/admin/companies/${DEMO_COMPANY.digitCode}`;
/** A company no other spec reads by name or by its keywords, rules or schedules. */
const SPARE = '1002';

type Row = Record<string, unknown> & { uuid: string; id: number; version: number };

async function firstRow(api: GraphqlApi, resource: string, filter: Record<string, unknown>): Promise<Row> {
  const data = await api.run<{ list: { rows: Row[] } }>(
    `query($f: JSON){ list(resource: ${resource}, filter: $f, navigation: ` +
      `{page: 1, page_size: 1, sort: [{field: "id", direction: desc}]}){ rows } }`,
    { f: filter },
  );
  const row = data.list.rows[0];
  if (!row) throw new Error(`no ${resource} row for ${JSON.stringify(filter)}`);
  return row;
}

const matches = (cell: string, value: string) => cell.toLowerCase().includes(value.toLowerCase());

/** The list filters of the page's URL, by key (`f.<path>` or `<prefix>f.<path>`). */
const urlFilters = (page: Page) => [...new URL(page.url()).searchParams].filter(([key]) => /^([a-z]+_)?f\./.test(key));

test.describe('a filter narrows each list and a reload keeps it', () => {
  // [screen, list of the page (0: first), filter label, column label]
  const cases: Array<[string, number, string, string]> = [
    ['/admin/categories', 0, 'Name', 'Name'],
    ['/admin/rules', 0, 'Definition name', 'Definition name'],
    [`${C}/business_rules`, 0, 'Definition name', 'Definition name'],
    [`${C}/business_rules`, 1, 'Definition name', 'Definition name'],
    [`${C}/listings`, 0, 'Sku', 'Sku'],
    [`${C}/rankings`, 0, 'Keyword', 'Keyword'],
    [`${C}/retailer_configs`, 0, 'Retailer url', 'Retailer url'],
    [`${C}/rules`, 0, 'Definition name', 'Definition name'],
    [`${C}/rules/min_price/business_rules`, 0, 'Entity id', 'Entity id'],
    [`${C}/skus`, 0, 'Sku', 'Sku'],
    [`${C}/skus/compliance/keywords`, 0, 'Sku', 'Sku'],
    [`${C}/skus/compliance/specs`, 0, 'Sku', 'Sku'],
    [`${C}/skus/min_price`, 0, 'Sku', 'Sku'],
    [`${C}/products`, 0, 'Product name', 'Product name'],
    [`${C}/products/product_groupings`, 0, 'Name', 'Name'],
  ];
  for (const [path, index, filter, column] of cases) {
    test(`${path}${index ? ` (list ${index + 1})` : ''}: ${filter}`, async ({ page, signInAs }) => {
      await signInAs(USERS.admin, path);
      const list = new KitList(page, index);
      const all = await list.total();
      expect(all, 'the screen shows real rows').toBeGreaterThan(1);
      // A value from the last drawn row, so that the first rows are not all it keeps.
      const shown = await list.column(column);
      const value = shown.filter(Boolean).at(-1) ?? '';
      expect(value, `a ${column} in view`).not.toBe('');

      await list.filterText(filter, value);
      await expect.poll(() => list.total()).toBeLessThan(all);
      const narrowed = await list.total();
      expect(narrowed).toBeGreaterThan(0);
      await expect.poll(async () => (await list.column(column)).filter((cell) => !matches(cell, value))).toEqual([]);
      expect(urlFilters(page)).toContainEqual([expect.stringMatching(/f\./), value]);

      await page.reload();
      await expect(list.filter(filter)).toHaveValue(value);
      expect(await list.total()).toBe(narrowed);
      const kept = await list.column(column);
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.filter((cell) => !matches(cell, value))).toEqual([]);
    });
  }

  test('products/images: the search narrows the products offered; the chosen product stays in the URL', async ({
    page,
    signInAs,
  }) => {
    await signInAs(USERS.admin, `${C}/products/images`);
    const choose = page.getByRole('combobox', { name: 'Product', exact: true });
    const offered = choose.locator('option:not([value=""])');
    await expect.poll(() => offered.count()).toBeGreaterThan(1);
    const all = await offered.count();
    const name = ((await offered.last().textContent()) ?? '').trim();
    await page.getByRole('textbox', { name: 'Search products' }).fill(name);
    await expect.poll(() => offered.count()).toBeLessThan(all);
    const names = await offered.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !matches(n, name))).toEqual([]);

    const uuid = await offered.first().getAttribute('value');
    await choose.selectOption(uuid ?? '');
    await expect(page).toHaveURL(new RegExp(`[?&]product=${uuid}`));
    const gallery = page.getByLabel('Product images', { exact: true });
    await expect(gallery.getByRole('heading', { name: names[0]!.trim(), exact: true })).toBeVisible();
    await page.reload();
    await expect(choose).toHaveValue(uuid ?? '');
    await expect(gallery.getByRole('heading', { name: names[0]!.trim(), exact: true })).toBeVisible();
    await expect(gallery.getByRole('region', { name: /^Folder / }).first()).toBeVisible();
  });
});

interface WriteCase {
  module: string;
  /** The record to edit (the newest matching one). */
  resource: string;
  filter: Record<string, unknown>;
  /** Opens the update screen the way a user gets there (default: its URL). */
  open?: (page: Page, row: Row) => Promise<void>;
  /** The field changed, its name in the history, and the new value from the old. */
  label: string;
  field: string;
  next: (before: string) => string;
  /** A field given a value the model refuses, and the message shown under it. */
  badLabel: string;
  bad: string;
  message: string;
}

/** From /admin/rules to one business rule definition's page. */
async function openDefinition(page: Page, definition: string): Promise<void> {
  await page.goto('/admin/rules');
  await new KitList(page).table.getByText(definition, { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/rules\/\d+$/);
}

/** /admin/rules, the definition, Edit: its generic update screen. */
const viaDefinition = (definition: string) => async (page: Page) => {
  await openDefinition(page, definition);
  await page.getByRole('button', { name: 'Edit' }).click();
};

/** /admin/rules, the definition, its business rules (rules/{def}/business_rules), the rule, Edit. */
const viaDefinitionRules = (definition: string) => async (page: Page, row: Row) => {
  await openDefinition(page, definition);
  await page.getByRole('link', { name: 'Business rules of this definition' }).click();
  const list = new KitList(page);
  const all = await list.total();
  await list.filterText('Company digit code', SPARE);
  await list.filterText('Entity id', String(row.entity_id));
  await expect(page).toHaveURL(/f\.company\.digit_code=1002/);
  await expect.poll(() => list.total()).toBeLessThan(all);
  expect(await list.column('Id')).toContain(String(row.id));
  await list.table.getByText(String(row.id), { exact: true }).click();
  await expect(page).toHaveURL(`/admin/business_rules/details/${row.uuid}`);
  await page.getByRole('button', { name: 'Edit' }).click();
};

test.describe('writes through the generic update screen', () => {
  const cases: WriteCase[] = [
    {
      module: 'companies',
      resource: 'companies',
      filter: { digit_code: SPARE },
      label: 'Name',
      field: 'name',
      next: (before) => `${before} (renamed)`,
      badLabel: 'Country iso code (optional)',
      bad: 'ch',
      message: 'Country iso code must be two capital letters',
    },
    {
      module: 'keywords',
      resource: 'keywords',
      filter: { 'company.digit_code': SPARE },
      label: 'Keyword',
      field: 'keyword',
      next: (before) => `${before} e2e`,
      badLabel: 'Retailer url (optional)',
      bad: 'not a url',
      message: 'must be a URL',
    },
    {
      // The seed's categories belong to no company: the form sends no empty Company for them.
      module: 'categories',
      resource: 'categories',
      filter: {},
      label: 'Parent (optional)',
      field: 'parent',
      next: (before) => `${before || 'Top'} / e2e`,
      badLabel: 'Name',
      bad: ' ',
      message: 'Name is required',
    },
    {
      module: 'business_rule_definitions',
      resource: 'business_rule_definitions',
      filter: { definition_name: 'max_price' },
      open: viaDefinition('max_price'),
      label: 'Label',
      field: 'label',
      next: (before) => `${before} (checked)`,
      badLabel: 'Definition name',
      bad: 'Max Price',
      message: 'Definition name must be lower case letters, digits and _ (2 to 63)',
    },
    {
      module: 'business_rules',
      resource: 'business_rules',
      filter: { definition_name: 'max_price', 'company.digit_code': SPARE },
      open: viaDefinitionRules('max_price'),
      label: 'Value',
      field: 'value',
      next: (before) => String(Math.round((Number(before) + 1.25) * 100) / 100),
      badLabel: 'Entity id',
      bad: '-1',
      message: 'Entity id must be positive',
    },
  ];

  for (const c of cases) {
    test(
      `${c.module}: ${c.field} round-trips into the history; a bad ` +
        `${c.badLabel.replace(/ \(optional\)$/, '')} shows its message`,
      async ({ page, signInAs, ownerApi }) => {
        await signInAs(USERS.admin);
        const screen = new UpdateScreen(page);
        const row = await firstRow(ownerApi, c.resource, c.filter);
        if (c.open) await c.open(page, row);
        else await page.goto(`/admin/${c.module}/update/${row.uuid}`);
        await expect(page).toHaveURL(new RegExp(`/admin/${c.module}/update/(${row.uuid}|${row.id})$`));

        const field = screen.field(c.label);
        const badField = screen.field(c.badLabel);
        await expect(field).toBeVisible();
        const before = (await field.inputValue()).trim();
        const good = await badField.inputValue();
        const after = c.next(before);

        // The change and a bad value together: the message lands under the bad field, nothing is
        // sent, and both typed values stay.
        const sent = screen.writes;
        await field.fill(after);
        await badField.fill(c.bad);
        await screen.save();
        await expect(screen.group(badField).getByText(c.message)).toBeVisible();
        await expect(screen.group(field).getByText(c.message)).toHaveCount(0);
        await expect(badField).toHaveValue(c.bad);
        await expect(field).toHaveValue(after);
        expect(screen.writes, 'a refused input sent a write').toBe(sent);

        await badField.fill(good);
        await screen.save();
        await expect(page.getByText(/^Saved .* record/).first()).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/admin/${c.module}/details/(${row.uuid}|${row.id})$`));
        expect(screen.writes).toBe(sent + 1);
        const entry = screen.version(row.version + 1);
        await expect(entry.getByText('update', { exact: true })).toBeVisible();
        await expect(entry.getByText(`by ${USER_NAMES[USERS.admin]}`)).toBeVisible();
        const change = screen.change(entry, c.field);
        if (before) await expect(change.before).toHaveText(before);
        else await expect(change.before).toHaveText('—');
        await expect(change.after).toHaveText(after);
        // The other field was put back as it was: the entry holds no change of it.
        await expect(
          entry.getByRole('rowheader', { name: c.badLabel.replace(/ \(optional\)$/, ''), exact: true }),
        ).toHaveCount(0);
      },
    );
  }
});

test.describe('screens no other spec opens', () => {
  test('a transaction of the company lists its changes with before and after', async ({ page, signInAs, ownerApi }) => {
    await signInAs(USERS.admin);
    // A write to one of the spare company's schedules commits one transaction of that company.
    const schedule = await firstRow(ownerApi, 'schedules', { 'company.digit_code': SPARE });
    const before = String(schedule.frequency);
    const after = before === 'weekly' ? 'daily' : 'weekly';
    const { id: _id, created_at: _c, updated_at: _u, ...input } = schedule;
    const saved = await ownerApi.run<{ saveRecord: { ok: boolean; reason: string | null } }>(
      'mutation($input: JSON!){ saveRecord(resource: schedules, input: $input){ ok reason } }',
      {
        input: { ...input, frequency: after },
      },
    );
    expect(saved.saveRecord.ok, saved.saveRecord.reason ?? '').toBe(true);

    const tx = new TransactionPages(page);
    await tx.openList(SPARE);
    const newest = tx.rowCells(0);
    await expect(newest.nth(1)).toHaveText('update');
    await expect(newest.nth(2)).toHaveText('schedules');
    await expect(newest.nth(3)).toHaveText('1 updated');
    const number = ((await newest.first().textContent()) ?? '').trim();
    await newest.nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/admin/companies/${SPARE}/products/transactions/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { name: `Transaction ${number}: update of schedules` })).toBeVisible();
    const counts = page.getByRole('table', { name: 'Counts per resource' });
    await expect(counts.getByRole('row').nth(1)).toHaveText(/^schedules\s*0\s*1\s*0$/);
    await expect(page.getByRole('status', { name: 'Changes shown' })).toHaveText('1 change');
    await expect(tx.changes.getByText('update', { exact: true })).toBeVisible();
    await expect(tx.changeOf('frequency').before).toHaveText(before);
    await expect(tx.changeOf('frequency').after).toHaveText(after);
    await page.getByRole('link', { name: 'All transactions' }).click();
    await expect(page).toHaveURL(`/admin/companies/${SPARE}/products/transactions`);
  });

  test('/suggest-desktop says the console is made for desktops and lets the user go on', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/suggest-desktop');
    await expect(page.getByRole('heading', { name: 'Best on a desktop' })).toBeVisible();
    await expect(
      page.getByText(
        'The console is made for desktop screens. Some tables and charts need more room than this screen has.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Continue anyway' }).click();
    await expect(page).toHaveURL('/');
  });

  test('rankings: the rank chart draws one line per product, and a chosen product alone', async ({
    page,
    signInAs,
  }) => {
    await signInAs(USERS.admin, `${C}/rankings`);
    await expect(page.getByRole('heading', { name: /^Rank over time: ".+" at https?:\/\// })).toBeVisible();
    const chart = new Chart(page.getByRole('main').getByRole('img', { name: 'Rank over time' }));
    await expect(chart.figure.locator('svg').first()).toBeVisible();
    await expect.poll(() => chart.series.count()).toBeGreaterThan(1);
    const lines = await chart.series.count();
    expect(lines).toBeLessThanOrEqual(5);
    for (const points of await chart.pointsPerSeries()) expect(points).toBeGreaterThan(1);
    expect(new Set(await chart.colours()).size, 'each line has its own colour').toBe(lines);

    const product = page.getByRole('combobox', { name: 'Product', exact: true });
    const first = await product.locator('option:not([value=""])').first().getAttribute('value');
    await product.selectOption(first ?? '');
    await expect.poll(() => chart.series.count()).toBe(1);
  });
});
