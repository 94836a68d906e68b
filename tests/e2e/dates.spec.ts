/**
 * Issue 16: dates in the browser's locale. In a Chromium whose locale is en-GB a list shows its
 * days day first, its day filter reads a day typed day first, and a list where recency matters
 * shows "… ago" with the full date-time on hover; the same screens in en-US put the month first.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import type { GraphqlApi } from './support/graphqlApi.js';
import { KitList } from './support/screens.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';

const C = `/admin/companies/${DEMO_COMPANY.digitCode}`;

/** A page of its own in a context with `locale`, signed in as the admin. */
async function pageIn(browser: Browser, api: GraphqlApi, baseURL: string, locale: string) {
  const context = await browser.newContext({ baseURL, locale });
  const page = await context.newPage();
  await page.goto(await api.signInLink(USERS.admin));
  await expect(page).not.toHaveURL(/\/authorize\//);
  return { context, page };
}

/** A ranking day of the demo company whose day of the month is past 12, so day and month cannot be mixed up. */
async function unambiguousDay(api: GraphqlApi): Promise<string> {
  const data = await api.run<{ list: { rows: Array<{ date: string }> } }>(
    'query($f: JSON){ list(resource: rankings, filter: $f, navigation: {page: 1, page_size: 1}){ rows } }',
    { f: { 'company.digit_code': DEMO_COMPANY.digitCode, date: { like: '-2' } } },
  );
  const day = data.list.rows[0]?.date;
  if (!day || Number(day.slice(8)) <= 12) throw new Error(`no ranking on a day past the 12th: ${day}`);
  return day;
}

test('en-GB: days day first, typed day first; recent times relative with the full date-time on hover', async ({
  browser,
  ownerApi,
  baseURL,
}) => {
  const iso = await unambiguousDay(ownerApi);
  const [year, month, day] = iso.split('-');
  const { context, page } = await pageIn(browser, ownerApi, baseURL!, 'en-GB');
  try {
    // The rankings list: its day filter asks for dd/mm/yyyy, reads the day typed so and keeps it as ISO in the URL.
    await page.goto(`${C}/rankings`);
    const list = new KitList(page);
    const all = await list.total();
    const filter = page.getByRole('textbox', { name: 'Filter Date' });
    await expect(filter).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await filter.fill(`${day}/${month}/${year}`);
    await expect(page).toHaveURL(new RegExp(`f\\.date=${iso}`));
    await expect.poll(() => list.total()).toBeLessThan(all);
    const shown = await list.column('Date');
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([`${day}/${month}/${year}`]));

    // The transactions list: when each was committed, relative, and the full date-time on hover.
    await page.goto(`${C}/products/transactions`);
    const committed = page.getByRole('region', { name: 'Records' }).locator('time').first();
    await expect(committed).toHaveText(/^(now|\d+ (sec|min|hr) ago|yesterday|\d+ days ago)$/);
    const at = (await committed.getAttribute('datetime'))!;
    const full = await page.evaluate(
      (value) =>
        new Intl.DateTimeFormat('en-GB', {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        }).format(new Date(value)),
      at,
    );
    expect(full).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
    await committed.hover();
    await expect(committed).toHaveAttribute('title', full);

    // The day filters of the same list take a day typed day first; a day picked in the calendar reads so too.
    await page.getByRole('textbox', { name: 'Filter from' }).fill(`${day}/${month}/${year}`);
    await expect(page).toHaveURL(new RegExp(`f\\.from=${iso}`));
    await page.locator('input[type="date"]').nth(1).fill(iso);
    await expect(page).toHaveURL(new RegExp(`f\\.to=${iso}`));
    await expect(page.getByRole('textbox', { name: 'Filter until' })).toHaveValue(`${day}/${month}/${year}`);
  } finally {
    await context.close();
  }
});

test('en-US: the same day reads month first', async ({ browser, ownerApi, baseURL }) => {
  const iso = await unambiguousDay(ownerApi);
  const [year, month, day] = iso.split('-');
  const { context, page } = await pageIn(browser, ownerApi, baseURL!, 'en-US');
  try {
    await page.goto(`${C}/rankings?f.date=${iso}`);
    const filter = page.getByRole('textbox', { name: 'Filter Date' });
    await expect(filter).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await expect(filter).toHaveValue(`${month}/${day}/${year}`);
    const list = new KitList(page);
    await list.total();
    expect(new Set(await list.column('Date'))).toEqual(new Set([`${month}/${day}/${year}`]));
  } finally {
    await context.close();
  }
});

test("a record's day is edited in the locale's format; another shape is refused, not ignored", async ({
  browser,
  ownerApi,
  baseURL,
}) => {
  const { context, page } = await pageIn(browser, ownerApi, baseURL!, 'en-GB');
  try {
    await page.goto('/admin/rankings/update/1');
    const form = page.getByRole('form', { name: 'Update record' });
    const date = form.getByRole('textbox', { name: 'Date', exact: true });
    await expect(date).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await date.fill('5.1.2026');
    await date.blur();
    await expect(date).toHaveValue('05/01/2026');
    await date.fill('31/02/2026');
    await date.blur();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText('Type the day as dd/mm/yyyy')).toBeVisible();
    await expect(date).toHaveValue('31/02/2026');
    await expect(page).toHaveURL(/\/admin\/rankings\/update\/1$/);
  } finally {
    await context.close();
  }
});
