/**
 * Breadcrumbs on nested pages (issue 16): Companies › Northwind Foods › Retailer configs › <record>,
 * each crumb a link, things named by their names (the company, the open record), never by a UUID.
 */
import { expect, test } from './support/fixtures.js';
import type { Page } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';
import { closeWithEscape } from './support/pages.js';

const SHOTS = '/work/notes/shots/shell';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const trail = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumbs' });

test.describe('breadcrumbs', () => {
  test('a company sub-page and its open record, each crumb a named link', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, `/admin/companies/${DEMO_COMPANY.digitCode}/retailer_configs`);
    const crumbs = trail(page).getByRole('link');
    await expect(crumbs).toHaveText(['Companies', DEMO_COMPANY.name, 'Retailer configs']);
    await expect(crumbs.last()).toHaveAttribute('aria-current', 'page');

    // Opening a record adds it, named by its fields, not its UUID.
    await page
      .getByRole('main')
      .getByRole('region', { name: 'Records' })
      .getByRole('button', { name: /^Details and history of record/ })
      .first()
      .click();
    await expect(crumbs).toHaveCount(4);
    await expect(crumbs.nth(3)).not.toHaveText('…');
    await expect(crumbs.nth(3)).not.toHaveText(UUID);
    await expect(crumbs.nth(3)).toHaveText(/\S/);
    await closeWithEscape(page, page.getByRole('dialog', { name: / record$/ }));
    await page.screenshot({ path: `${SHOTS}/breadcrumbs-retailer-configs.png` });

    // Each crumb goes where it says.
    await crumbs.nth(1).click();
    await expect(page).toHaveURL(`/admin/companies/${DEMO_COMPANY.digitCode}`);
    await expect(trail(page).getByRole('link')).toHaveText(['Companies', DEMO_COMPANY.name]);
    await trail(page).getByRole('link', { name: 'Companies' }).click();
    await expect(page).toHaveURL('/admin/companies');
    // A top-level list is not nested: no trail.
    await expect(page.getByRole('heading', { name: 'Companies', exact: true })).toBeVisible();
    await expect(trail(page)).toHaveCount(0);
  });

  test("a business rule definition's rules: the definition named, not its id", async ({ page, signInAs }) => {
    await signInAs(USERS.ops, '/admin/rules/1/business_rules');
    const heading = page.getByRole('heading', { name: /^Business rules of / });
    await expect(heading).not.toHaveText('Business rules of definition 1');
    const name = ((await heading.textContent()) ?? '').replace('Business rules of ', '');
    const crumbs = trail(page).getByRole('link');
    await expect(crumbs).toHaveText(['Business Rules', name, 'Business rules']);
    await crumbs.nth(1).click();
    await expect(page).toHaveURL('/admin/rules/1');
  });
});
