/** Test fixtures: page objects and a way to sign in as any demo user. */
import { test as base, expect } from '@playwright/test';
import type { Cookie, Page } from '@playwright/test';
import { GraphqlApi } from './graphqlApi.js';
import { E2E_BASE_URL, suiteOutbox } from './stack.js';
import { AuthPages, ErrorPage, LoginPage, Shell } from './pages.js';

interface Fixtures {
  login: LoginPage;
  shell: Shell;
  auth: AuthPages;
  errorPage: ErrorPage;
  /**
   * Signs the page in as `email` through a one-time sign-in link and waits for the redirect; with
   * `at`, then opens that path (as `page.goto(at)` would, without drawing the landing page first
   * when the worker's kept session is resumed: one page load less a test).
   */
  signInAs: (email: string, at?: string) => Promise<void>;
}

/**
 * The sessions this worker signed staff in with, by e-mail: a test that signs in as a user this
 * worker already signed in takes the same session (cookie) and opens the page the sign-in landed
 * on, instead of a new one-time link (about 1 s a test). A session that ended since (a test
 * logged out, an expiry) is found out by asking `me`, and replaced by a fresh sign-in.
 */
const sessions = new Map<string, { cookies: Cookie[]; landing: string }>();

async function resumeSession(page: Page, email: string, at: string | undefined): Promise<boolean> {
  const kept = sessions.get(email);
  if (!kept) return false;
  await page.context().addCookies(kept.cookies);
  const answer = await page.request.post('/graphql', { data: { query: '{ me { email } }' } });
  const me = answer.ok() ? ((await answer.json()) as { data?: { me?: { email?: string } | null } }).data?.me : null;
  if (me?.email !== email) {
    sessions.delete(email);
    await page.context().clearCookies();
    return false;
  }
  if (at !== undefined) {
    await page.goto(at);
    return true;
  }
  await page.goto(kept.landing);
  // Ready as after a sign-in link, whose redirect the app itself makes: the shell is drawn, with
  // the user's menu, and its keyboard shortcuts listen.
  await expect(page.getByRole('button', { name: /^User menu: / })).toBeVisible();
  return true;
}

export const test = base.extend<Fixtures, { ownerApi: GraphqlApi }>({
  // This worker's own stack (stack.ts), whatever the config was evaluated with.
  baseURL: E2E_BASE_URL,
  ownerApi: [
    async ({}, use) => {
      const api = await GraphqlApi.asOwner(E2E_BASE_URL, suiteOutbox());
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  login: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new Shell(page)),
  auth: async ({ page }, use) => use(new AuthPages(page)),
  errorPage: async ({ page }, use) => use(new ErrorPage(page)),
  signInAs: async ({ page, ownerApi }, use) => {
    await use(async (email: string, at?: string) => {
      const context = page.context();
      // A signed-in browser ignores sign-in links, so switching users starts signed out.
      await context.clearCookies();
      if (await resumeSession(page, email, at)) return;
      await page.goto(await ownerApi.signInLink(email));
      await expect(page).not.toHaveURL(/\/authorize\//);
      const landed = new URL(page.url());
      // Staff land on an /admin page; other users' landing depends on their state (privacy, apps).
      if (landed.pathname.startsWith('/admin/'))
        sessions.set(email, { cookies: await context.cookies(), landing: landed.pathname + landed.search });
      if (at !== undefined) await page.goto(at);
    });
  },
});

export { expect };
export type { Page };
