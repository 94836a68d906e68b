/**
 * The GraphQL `list` passes keyset paging through (issue 17): `navigation.cursor` goes to the
 * platform, the answer's next/prev/last cursors come back, and a bad cursor is the platform's 400
 * naming `navigation.cursor`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

let h: Harness;
let admin: string;
const QUERY = `query($n: NavigationInput, $f: JSON) {
  list(resource: keywords, filter: $f, navigation: $n) {
    rows
    navigation { page total_items next_cursor prev_cursor last_cursor }
  }
}`;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login('admin@demo.test');
  const save = (resource: string, i: Record<string, unknown>) =>
    h.gql(`mutation($i: JSON!) { saveRecord(resource: ${resource}, input: $i) { ok reason } }`, { i }, admin);
  expect((await save('companies', { name: 'Cursor Co', digit_code: '9102' })).data?.saveRecord.ok).toBe(true);
  for (let i = 0; i < 5; i++)
    expect((await save('keywords', { keyword: `kw ${i}`, company: { digit_code: '9102' } })).data?.saveRecord.ok).toBe(
      true,
    );
});
afterAll(async () => h?.close());

const list = (n: Record<string, unknown>) => h.gql(QUERY, { n, f: { 'company.digit_code': '9102' } }, admin);

describe('list with navigation.cursor', () => {
  it('walks the pages by the cursors the platform gives', async () => {
    const first = await list({ page_size: 2, sort: [{ field: 'keyword', direction: 'desc' }] });
    expect(first.errors).toBeUndefined();
    const nav = first.data?.list.navigation;
    expect(nav).toMatchObject({ page: 1, total_items: 5, prev_cursor: null });
    const second = await list({
      page_size: 2,
      sort: [{ field: 'keyword', direction: 'desc' }],
      cursor: nav.next_cursor,
    });
    expect(second.data?.list.rows.map((r: { keyword: string }) => r.keyword)).toEqual(['kw 2', 'kw 1']);
    expect(second.data?.list.navigation.page).toBe(0);
    const last = await list({ page_size: 2, sort: [{ field: 'keyword', direction: 'desc' }], cursor: nav.last_cursor });
    expect(last.data?.list.rows.map((r: { keyword: string }) => r.keyword)).toEqual(['kw 1', 'kw 0']);
    expect(last.data?.list.navigation.next_cursor).toBeNull();
  });

  it('answers a bad cursor with 400 naming navigation.cursor', async () => {
    const answer = await list({ cursor: 'nope!' });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ status: 400, field: 'navigation.cursor' });
  });
});
