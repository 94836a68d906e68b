/**
 * The inspector is mounted in the shell (issue 8): `?inspect=1` opens it for a superadmin (the
 * e2e build is a production build) with the session actor — and the page's own machines — in it;
 * for an admin it stays closed.
 */
import { expect, test } from './support/fixtures.js';
import { USERS } from './support/demo.js';

test.describe('inspector mounting', () => {
  test('?inspect=1 as superadmin opens the panel and lists the session actor', async ({ page, signInAs }) => {
    await signInAs(USERS.superadmin, '/admin/tasks?inspect=1');
    const panel = page.getByRole('region', { name: 'Machine inspector' });
    await expect(panel).toBeVisible();
    const actors = panel.getByRole('table', { name: 'Actors' });
    await expect(actors.getByRole('button', { name: /^Inspect session \(/ }).first()).toBeVisible();
    await expect(actors.getByRole('button', { name: /^Inspect routeGuard \(/ }).first()).toBeVisible();
    await expect(actors.getByRole('button', { name: /^Inspect taskMonitor \(/ }).first()).toBeVisible();
  });

  test('as admin it stays closed', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/tasks?inspect=1');
    await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Machine inspector' })).toHaveCount(0);
  });
});
