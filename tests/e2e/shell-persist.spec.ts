/**
 * The layout stays mounted across navigations between pages that share it (§2): only the centre
 * stage changes, so the header is not rebuilt and the bell keeps its one live subscription.
 */
import type { Locator, Page } from '@playwright/test';
import { MESSAGES, ROUTES } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';
import { ShellLayout } from './support/shellLayout.js';

/** Longer than the task monitor's grace before it drops an unused feed (1 s), so a remount would resubscribe. */
const PAST_FEED_GRACE_MS = 1500;
const MARKER = 'data-persist-marker';

/**
 * Counts, in the page, the bell's task feeds this tab asks for: the tab sends each subscription to
 * the browser's live worker over a MessagePort (web/src/kit/live/sharedLive.ts), and the worker's
 * own requests are not the page's, so the messages are what a remounted bell would show.
 */
function countBellFeeds(): void {
  const post = MessagePort.prototype.postMessage;
  const seen = window as unknown as { bellFeeds: number };
  seen.bellFeeds = 0;
  MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, ...rest: [never]) {
    const m = message as { type?: string; request?: { query?: string } } | null;
    if (m?.type === 'subscribe' && m.request?.query?.includes('TaskUpdated')) seen.bellFeeds += 1;
    return post.call(this, message, ...rest);
  } as typeof post;
}
const bellFeeds = (page: Page) => page.evaluate(() => (window as unknown as { bellFeeds?: number }).bellFeeds ?? 0);

/** Tags the element once, and keeps a reference to it in the page, to tell later whether it is the same node. */
async function mark(locator: Locator): Promise<void> {
  await locator.evaluate((el, attr) => {
    el.setAttribute(attr, 'kept');
    (window as unknown as { persisted?: Element }).persisted = el;
  }, MARKER);
}

/** True when the marked element is still in the document at `selector` (not replaced by a new one). */
async function stillMarked(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    ([sel, attr]) => {
      const kept = (window as unknown as { persisted?: Element }).persisted;
      return !!kept && kept.isConnected && document.querySelector(sel) === kept && kept.getAttribute(attr) === 'kept';
    },
    [selector, MARKER] as const,
  );
}

/** A client-side navigation (wouter follows pushState), as an in-app link would make. */
const pushPath = (page: Page, path: string) => page.evaluate((to) => window.history.pushState(null, '', to), path);

test.describe('the layout persists across navigations', () => {
  test('the header, bell feed and navigation stay while pages change, and the company follows the route', async ({
    page,
    signInAs,
  }) => {
    const shell = new ShellLayout(page);
    await page.addInitScript(countBellFeeds);
    await signInAs(USERS.admin);
    await expect(page).toHaveURL(ROUTES.adminCompanies);
    await expect(shell.bell).toBeVisible();
    await expect.poll(() => bellFeeds(page)).toBeGreaterThan(0);
    const opened = await bellFeeds(page);
    await mark(shell.header);

    for (const [label, href] of [
      ['Retailers', '/admin/retailers'],
      ['Keywords', '/admin/keywords'],
      ['Categories', '/admin/categories'],
      ['Business Rules', '/admin/rules'],
    ] as const) {
      await shell.navLink(label).click();
      await expect(page).toHaveURL(href);
      await expect(shell.navLink(label)).toHaveAttribute('aria-current', 'page');
      expect(await stillMarked(page, '.console-header'), `header replaced on the way to ${href}`).toBe(true);
    }

    // Company pages: the header's company and the left panel's pages follow the route.
    await pushPath(page, `/admin/companies/${DEMO_COMPANY.digitCode}/skus`);
    await expect(shell.header.getByText(DEMO_COMPANY.name)).toBeVisible();
    await expect(shell.sideLink('skus')).toHaveAttribute('aria-current', 'page');
    await shell.sideLink('rankings').click();
    await expect(page).toHaveURL(`/admin/companies/${DEMO_COMPANY.digitCode}/rankings`);
    await expect(shell.sideLink('rankings')).toHaveAttribute('aria-current', 'page');
    expect(await stillMarked(page, '.console-header')).toBe(true);

    await shell.navLink('Retailers').click();
    await expect(page).toHaveURL('/admin/retailers');
    await expect(shell.header.getByText(DEMO_COMPANY.name)).toHaveCount(0);
    // Off company pages the panel lists the recent companies, the one just left first.
    await expect(
      shell.sidePanel.getByRole('menu', { name: 'Recent companies' }).getByRole('menuitem').first(),
    ).toHaveText(`${DEMO_COMPANY.name}${DEMO_COMPANY.digitCode}`);

    // An unknown path is the 404 page, in the same frame.
    await pushPath(page, '/admin/no-such-page/at/all');
    await expect(page.getByRole('heading', { name: '404', exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.notFound })).toBeVisible();
    expect(await stillMarked(page, '.console-header')).toBe(true);

    // A remounted bell would have let its feed go and opened a new one after the grace.
    await page.waitForTimeout(PAST_FEED_GRACE_MS);
    expect(await bellFeeds(page)).toBe(opened);
    expect(await stillMarked(page, '.console-header')).toBe(true);
  });

  test('the auth layout stays between auth pages; a change of layout replaces it', async ({ page, login }) => {
    await login.open();
    await mark(page.locator('.console-auth'));
    await pushPath(page, ROUTES.passwordReset);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(await stillMarked(page, '.console-auth')).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(ROUTES.login);
    await expect(login.submit).toBeVisible();
    expect(await stillMarked(page, '.console-auth')).toBe(true);

    // The home page has the default layout: the auth frame goes.
    await pushPath(page, ROUTES.home);
    await expect(new ShellLayout(page).loginLink).toBeVisible();
    expect(await stillMarked(page, '.console-auth')).toBe(false);
  });
});
