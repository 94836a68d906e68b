/** Test fixtures: page objects and a way to sign in as any demo user. */
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { GraphqlApi } from './graphqlApi.js';
import { E2E_BASE_URL, suiteOutbox } from './stack.js';
import { AuthPages, ErrorPage, LoginPage, Shell } from './pages.js';

interface Fixtures {
  login: LoginPage;
  shell: Shell;
  auth: AuthPages;
  errorPage: ErrorPage;
  /** Signs the page in as `email` through a one-time sign-in link and waits for the redirect. */
  signInAs: (email: string) => Promise<void>;
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
    await use(async (email: string) => {
      const link = await ownerApi.signInLink(email);
      // A signed-in browser ignores sign-in links, so switching users starts signed out.
      await page.context().clearCookies();
      await page.goto(link);
      await expect(page).not.toHaveURL(/\/authorize\//);
    });
  },
});

export { expect };
export type { Page };
