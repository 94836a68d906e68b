/**
 * Issue 16: axe (WCAG 2.0 A and AA, WCAG 2.1 AA) finds nothing on any route of the route table,
 * signed in as the owner (the sign-in and other public pages signed out), nor on any step of the
 * bulk upsert wizard. The routes are split into a few tests that run side by side in the suite's
 * workers (each on its own stack); the routes that open a task or a transaction are walked by
 * the wizard's test, whose apply makes them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPANY_SUBPAGES, ROUTES } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import type { Page } from './support/fixtures.js';
import { axeFindings, settle } from './support/axe.js';
import type { AxeFinding } from './support/axe.js';
import { BulkWizardPage, keywordsCsv } from './support/bulk.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';

const C = `/admin/companies/${DEMO_COMPANY.digitCode}`;

/**
 * The path pattern of every entry of web/src/app/router/routeTable.ts, read from its source (the
 * table itself loads React chunks): so a route added there and not here fails this spec.
 */
function routeTablePatterns(): string[] {
  const source = readFileSync(join(import.meta.dirname, '../../web/src/app/router/routeTable.ts'), 'utf8');
  const routes = ROUTES as Record<string, unknown>;
  return [...source.matchAll(/\bdef\(\s*([^,]+),/g)].flatMap(([, arg]) => {
    const expr = arg!.trim();
    const constant = /^ROUTES\.(\w+)$/.exec(expr);
    if (constant) return [String(routes[constant[1]!])];
    if (expr.includes('${sub}')) return COMPANY_SUBPAGES.map((sub) => expr.slice(1, -1).replace('${sub}', sub));
    return [expr.slice(1, -1)];
  });
}

async function check(page: Page, seen: Record<string, AxeFinding[]>, name: string): Promise<void> {
  await settle(page);
  seen[name] = await axeFindings(page);
}

/** Per page, the rules that fail and the elements failing them; an empty object when all pass. */
function failing(seen: Record<string, AxeFinding[]>): Record<string, string[]> {
  if (process.env.A11Y_REPORT) {
    const counts = Object.fromEntries(
      Object.entries(seen).map(([name, found]) => [name, found.map((f) => `${f.rule} ×${f.targets.length}`)]),
    );
    writeFileSync(`${process.env.A11Y_REPORT}.${test.info().parallelIndex}`, JSON.stringify({ counts, seen }, null, 2));
  }
  return Object.fromEntries(
    Object.entries(seen)
      .filter(([, found]) => found.length > 0)
      .map(([name, found]) => [name, found.map((f) => `${f.rule}: ${f.targets.join(' | ')}`)]),
  );
}

/** Route patterns that need a task or a transaction: the wizard's test opens them after its apply. */
const AFTER_APPLY = [
  '/admin/companies/:id/products/transactions/:transaction_uuid',
  '/admin/companies/:id/products/transactions/:transaction_uuid/revert',
  '/admin/revert/transaction/:transaction_uuid',
  '/admin/revert/:module/:uuid/:version/:mode',
  '/admin/tasks/details/:id',
  '/admin/transactions/details/:transaction_uuid',
] as const;

/** A path to open for each other pattern, signed in as the owner (`:admin` is the admin's uuid). */
const SIGNED_IN: Record<string, string> = {
  [ROUTES.home]: ROUTES.home,
  [ROUTES.companiesPublic]: ROUTES.companiesPublic,
  [ROUTES.privacy]: ROUTES.privacy,
  [ROUTES.invitations]: ROUTES.invitations,
  [ROUTES.options]: ROUTES.options,
  [ROUTES.adminUsers]: ROUTES.adminUsers,
  '/admin/users/update/:id': '/admin/users/update/:admin',
  [ROUTES.adminCategories]: ROUTES.adminCategories,
  [ROUTES.adminKeywords]: ROUTES.adminKeywords,
  [ROUTES.adminRetailers]: ROUTES.adminRetailers,
  [ROUTES.adminRules]: ROUTES.adminRules,
  '/admin/rules/:id/business_rules': ROUTES.adminRuleBusinessRules(1),
  '/admin/rules/:id': ROUTES.adminRule(1),
  [ROUTES.adminCompanies]: ROUTES.adminCompanies,
  '/admin/companies/:id': C,
  ...Object.fromEntries(COMPANY_SUBPAGES.map((sub) => [`/admin/companies/:id/${sub}`, `${C}/${sub}`])),
  '/admin/companies/:id/retailer_configs/dissociate': `${C}/retailer_configs/dissociate`,
  '/admin/deleted/:module': '/admin/deleted/keywords',
  '/admin/companies/:id/skus/:business_rule_def': `${C}/skus/min_price`,
  '/admin/companies/:id/rules/:business_rule_def/business_rules': `${C}/rules/min_price/business_rules`,
  '/admin/companies/:id/rules/:business_rule_def': `${C}/rules/min_price`,
  [ROUTES.adminTasks]: ROUTES.adminTasks,
  '/admin/:module/details/:id': ROUTES.moduleDetails('keywords', 1),
  '/admin/:module/update/:id': ROUTES.moduleUpdate('keywords', 1),
  '/admin/bulk/:resource': '/admin/bulk/categories',
  '/no/such/page': '/no/such/page',
};
const SIGNED_OUT: Record<string, string> = {
  [ROUTES.login]: ROUTES.login,
  [ROUTES.passwordReset]: ROUTES.passwordReset,
  '/passwords/reset/:token': ROUTES.passwordResetToken('no-such-token'),
  '/invitations/:code': ROUTES.invitation('no-such-code'),
  '/authorize/:token': ROUTES.authorize('no-such-token'),
  [ROUTES.suggestBrowser]: ROUTES.suggestBrowser,
  [ROUTES.suggestDesktop]: ROUTES.suggestDesktop,
};
/** The signed-in walk in parts of about a dozen pages. */
const PARTS = 3;
const signedInPaths = Object.values(SIGNED_IN);
const part = (n: number) => signedInPaths.filter((_, i) => i % PARTS === n);

test.describe('axe finds no WCAG A/AA violation', () => {
  test.describe.configure({ mode: 'parallel' });

  test('every route of the route table is walked by one of these tests', () => {
    // /admin/bulk is the wizard below; /logout is where the signed-out walk starts.
    const covered = new Set([
      ...AFTER_APPLY,
      ...Object.keys(SIGNED_IN),
      ...Object.keys(SIGNED_OUT),
      '/admin/bulk',
      ROUTES.logout,
    ]);
    expect(routeTablePatterns().filter((pattern) => !covered.has(pattern))).toEqual([]);
  });

  test('on every bulk wizard step, and the task, transaction and revert pages its apply makes', async ({
    page,
    signInAs,
    ownerApi,
  }) => {
    test.setTimeout(120_000);
    const seen: Record<string, AxeFinding[]> = {};
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAs(USERS.owner);
    const wizard = new BulkWizardPage(page);
    await wizard.open();
    await check(page, seen, 'bulk: resource');
    await wizard.pick('Keywords');
    await check(page, seen, 'bulk: source');
    const tag = `a11y${Date.now().toString(36)}`;
    await wizard.upload('keywords.csv', keywordsCsv(tag, DEMO_COMPANY.digitCode, 3, 1, 1));
    await expect(page.getByText('5 row(s) read from keywords.csv')).toBeVisible();
    await check(page, seen, 'bulk: mapping');
    await wizard.button('Check rows').click();
    await expect(wizard.check).toContainText('1 of 5 row(s) have errors');
    await check(page, seen, 'bulk: check');
    await wizard.button('Drop 1 row(s) with errors').click();
    await wizard.button('Preview on the server').click();
    await expect(wizard.outcome(/^error 1$/)).toBeVisible({ timeout: 30_000 });
    await check(page, seen, 'bulk: preview');
    await wizard.button('Drop 1 row(s) in error and preview again').click();
    await expect(wizard.outcome(/^insert 3$/)).toBeVisible({ timeout: 30_000 });
    await wizard.button('Continue to apply').click();
    await expect(page.getByRole('status', { name: 'Apply summary' })).toContainText('3 to insert');
    await check(page, seen, 'bulk: confirm');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(wizard.result).toContainText('3 inserted', { timeout: 60_000 });
    await check(page, seen, 'bulk: result');

    const task = await ownerApi.run<{ list: { rows: Array<{ uuid: string }> } }>(
      '{ list(resource: tasks, navigation: {page: 1, page_size: 1, sort: [{field: "id", direction: desc}]}){ rows } }',
    );
    const tx = await ownerApi.run<{ list: { rows: Array<{ uuid: string }> } }>(
      'query($f: JSON){ list(resource: transactions, filter: $f, ' +
        'navigation: {page: 1, page_size: 1, sort: [{field: "id", direction: desc}]}){ rows } }',
      { f: { 'company.digit_code': DEMO_COMPANY.digitCode } },
    );
    const txUuid = tx.list.rows[0]!.uuid;
    const txPath = `${C}/products/transactions/${txUuid}`;
    const afterApply: Record<(typeof AFTER_APPLY)[number], string> = {
      '/admin/companies/:id/products/transactions/:transaction_uuid': txPath,
      '/admin/companies/:id/products/transactions/:transaction_uuid/revert': `${txPath}/revert`,
      '/admin/revert/transaction/:transaction_uuid': `/admin/revert/transaction/${txUuid}`,
      '/admin/revert/:module/:uuid/:version/:mode': `/admin/revert/keywords/${txUuid}/1/change`,
      '/admin/tasks/details/:id': `/admin/tasks/details/${task.list.rows[0]!.uuid}`,
      '/admin/transactions/details/:transaction_uuid': `/admin/transactions/details/${txUuid}`,
    };
    for (const path of Object.values(afterApply)) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await check(page, seen, path);
    }
    expect(failing(seen)).toEqual({});
  });

  for (let n = 0; n < PARTS; n++)
    test(`on the signed-in routes, part ${n + 1} of ${PARTS}`, async ({ page, signInAs, ownerApi }) => {
      test.setTimeout(120_000);
      const seen: Record<string, AxeFinding[]> = {};
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const users = await ownerApi.run<{ users: { rows: Array<{ user_uuid: string; email: string }> } }>(
        '{ users(navigation: {page: 1, page_size: 50}){ rows { user_uuid email } } }',
      );
      const admin = users.users.rows.find((u) => u.email === USERS.admin)!.user_uuid;
      await signInAs(USERS.owner);
      for (const pattern of part(n)) {
        const path = pattern.replace(':admin', admin);
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        await check(page, seen, path);
      }
      expect(failing(seen)).toEqual({});
    });

  test('on the public pages, signed out', async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    const seen: Record<string, AxeFinding[]> = {};
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAs(USERS.owner, ROUTES.logout);
    await expect(page.getByLabel('Header').getByRole('link', { name: 'Login' })).toBeVisible();
    await check(page, seen, ROUTES.logout);
    for (const path of Object.values(SIGNED_OUT)) {
      await page.goto(path);
      await check(page, seen, path);
    }
    expect(failing(seen)).toEqual({});
  });
});
