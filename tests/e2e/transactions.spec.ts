/**
 * A company's transactions as a real list (issue 5 item 4, issue 7 item 2): server paging goes
 * back in time, filters narrow and stay in the URL across a reload, a header click flips the
 * order, CSV export downloads the filtered rows, and new commits that match the filters join the
 * open page live while the others stay out.
 */
import { expect, test, type Page } from './support/fixtures.js';
import { USERS } from './support/demo.js';
import { csvLines, ListPage } from './support/admin.js';
import type { GraphqlApi } from './support/graphqlApi.js';

/** A demo company whose transactions this spec adds to (keyword creates, one per write). */
const CODE = '1005';
const LIST_URL = `/admin/companies/${CODE}/products/transactions`;
/** More than the default page of 50, so the company has a second page of transactions. */
const CREATED = 55;
const prefix = `e2e transactions ${Date.now()}`;

interface Keyword {
  uuid: string;
  version: number;
  keyword: string;
}

async function saveKeyword(api: GraphqlApi, input: Record<string, unknown>): Promise<Keyword> {
  const data = await api.run<{ saveRecord: { ok: boolean; reason: string | null; data: Keyword } }>(
    'mutation($i: JSON!){ saveRecord(resource: keywords, input: $i){ ok reason data } }',
    { i: input },
  );
  expect(data.saveRecord.ok, data.saveRecord.reason ?? '').toBe(true);
  return data.saveRecord.data;
}

/** The newest transaction of the company (its id). */
async function newestTransaction(api: GraphqlApi): Promise<number> {
  const data = await api.run<{ transactions: { rows: Array<{ id: number }> } }>(
    'query($f: JSON){ transactions(filter: $f, navigation: { page: 1, ' +
      'page_size: 1, sort: [{ field: "id", direction: desc }] }){ rows { id } } }',
    { f: { 'company.digit_code': CODE } },
  );
  return data.transactions.rows[0]!.id;
}

/** The transaction numbers the table shows (the rows drawn: the top of the page). */
async function shownIds(page: Page): Promise<number[]> {
  const texts = await new ListPage(page).table.getByText(/^#\d+/).allTextContents();
  return texts.map((t) => Number(/^#(\d+)/.exec(t)![1]));
}

const descending = (ids: readonly number[]) => ids.every((id, i) => i === 0 || ids[i - 1]! > id);
const ascending = (ids: readonly number[]) => ids.every((id, i) => i === 0 || ids[i - 1]! < id);

test.describe('company transactions list', () => {
  let first: Keyword;

  test.beforeAll(async ({ ownerApi }) => {
    test.setTimeout(120_000);
    for (let i = 0; i < CREATED; i += 1) {
      const saved = await saveKeyword(ownerApi, { keyword: `${prefix} ${i}`, company: { digit_code: CODE } });
      first ??= saved;
    }
  });

  test('page 2 shows older transactions', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, LIST_URL);
    const list = new ListPage(page);
    expect(await list.total()).toBeGreaterThan(CREATED);
    await expect(list.count).toHaveText(/^1–50 of /);
    const newest = await shownIds(page);
    expect(newest.length).toBeGreaterThan(5);
    expect(descending(newest), `page 1: ${newest.join(', ')}`).toBe(true);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(list.count).toHaveText(/^51–/);
    await expect.poll(async () => Math.max(...(await shownIds(page)))).toBeLessThan(Math.min(...newest));
    expect(descending(await shownIds(page))).toBe(true);
  });

  test('a filter narrows the list and is kept in the URL across a reload', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, LIST_URL);
    const list = new ListPage(page);
    const all = await list.total();
    await expect(list.cell('create').first()).toBeVisible();

    await list.filterText('Kind', 'seed');
    await expect(page).toHaveURL(/f\.kind=seed/);
    await expect(list.cell('create')).toHaveCount(0);
    await expect(list.cell('seed').first()).toBeVisible();
    await expect.poll(() => list.total()).toBeLessThan(all);
    const seeds = await list.total();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Filter Kind' })).toHaveValue('seed');
    await expect(list.cell('seed').first()).toBeVisible();
    await expect(list.cell('create')).toHaveCount(0);
    expect(await list.total()).toBe(seeds);
  });

  test('a range of days keeps the transactions that ran on those days', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, LIST_URL);
    const list = new ListPage(page);
    const all = await list.total();
    // Two days ago in the browser's own time zone: every transaction of this run is later.
    const twoDaysAgo = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() - 2);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });

    await page.getByLabel('Filter until').fill(twoDaysAgo);
    await expect(page).toHaveURL(new RegExp(`f\\.to=${twoDaysAgo}`));
    await expect(list.count).toHaveText('0–0 of 0');
    await expect(page.getByText('No transaction matches these filters.')).toBeVisible();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Filter from').fill(twoDaysAgo);
    await expect(page).toHaveURL(new RegExp(`f\\.from=${twoDaysAgo}`));
    await expect(page).not.toHaveURL(/f\.to=/);
    await expect.poll(() => list.total()).toBe(all);
  });

  test('a header click flips the order', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, `${LIST_URL}?f.resource=keywords`);
    const list = new ListPage(page);
    await list.total();
    const newestFirst = await shownIds(page);
    expect(descending(newestFirst)).toBe(true);

    await list.sortBy('#');
    await expect(page).toHaveURL(/sort=id%3Aasc|sort=id:asc/);
    await expect.poll(async () => (await shownIds(page))[0]).toBeLessThan(newestFirst.at(-1)!);
    expect(ascending(await shownIds(page))).toBe(true);

    await list.sortBy('#');
    await expect(page).toHaveURL(/sort=id%3Adesc|sort=id:desc/);
    await expect.poll(async () => (await shownIds(page))[0]).toBe(newestFirst[0]);
  });

  test('CSV export downloads the filtered rows', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, `${LIST_URL}?f.kind=create&f.resource=keywords`);
    const list = new ListPage(page);
    const total = await list.total();
    expect(total).toBeGreaterThanOrEqual(CREATED);
    const { name, text } = await list.exportCsv();
    expect(name).toBe(`transactions-${CODE}.csv`);
    const lines = csvLines(text);
    expect(lines[0]).toBe(
      'id,uuid,kind,resource,status,counts.insert,counts.update,counts.delete,' +
        'started_at,finished_at,user_uuid,task_uuid',
    );
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) expect(line.split(',').slice(2, 5)).toEqual(['create', 'keywords', 'committed']);
  });

  test('a new commit that matches the filters joins the open page live; one that does not stays out', async ({
    page,
    signInAs,
    ownerApi,
  }) => {
    await signInAs(USERS.admin, `${LIST_URL}?f.kind=create`);
    const list = new ListPage(page);
    await expect(page.getByRole('status', { name: 'Live updates' })).toHaveText('Live');
    const before = await list.total();

    // An update (filtered out), then a create (shown): the feed keeps their order, so once the
    // create is on the page the update has been seen and left out.
    await saveKeyword(ownerApi, {
      uuid: first.uuid,
      version: first.version,
      keyword: `${first.keyword} renamed`,
      company: { digit_code: CODE },
    });
    await saveKeyword(ownerApi, { keyword: `${prefix} live`, company: { digit_code: CODE } });
    const id = await newestTransaction(ownerApi);

    const row = list.table.getByText(new RegExp(`^#${id}\\b`));
    await expect(row).toBeVisible();
    await expect(row).toContainText('new');
    expect((await shownIds(page))[0]).toBe(id);
    await expect(page.getByRole('status', { name: 'Transactions shown' })).toContainText('1 new since opened');
    expect(await list.total()).toBe(before + 1);
    await expect(list.cell('update')).toHaveCount(0);
  });
});
