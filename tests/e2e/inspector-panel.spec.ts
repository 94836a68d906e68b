/**
 * The machine inspector as a developer reads it (issue 16): the actor table whole (no column cut),
 * an actor's state, context, events and statechart side by side from the start, the context as a
 * collapsible tree, and a panel whose edge drags (or takes the arrow keys) to make room.
 */
import { expect, test } from './support/fixtures.js';
import { USERS } from './support/demo.js';

const SHOTS = '/work/notes/shots/shell';

test.describe('inspector panel', () => {
  test('reads an actor side by side, with the context as a tree, in a panel that resizes', async ({
    page,
    signInAs,
  }) => {
    await signInAs(USERS.superadmin, '/admin/companies?inspect=1');
    const region = page.getByRole('region', { name: 'Machine inspector' });
    await expect(region).toBeVisible();

    // The details are filled before any actor is picked.
    const details = region.getByRole('region', { name: 'Actor details' });
    await expect(details.getByRole('status', { name: 'Current state' })).not.toBeEmpty();

    // The actor table fits its pane: every header whole, nothing scrolled out of sight.
    const actors = region.getByRole('table', { name: 'Actors' });
    await expect(actors.getByRole('columnheader', { name: 'Context' })).toBeVisible();
    const fits = await actors.evaluate((table) => {
      const pane = table.parentElement as HTMLElement;
      const headers = [...table.querySelectorAll('th')].map((th) => th.scrollWidth <= th.clientWidth + 1);
      return { table: table.scrollWidth <= pane.clientWidth + 1, headers };
    });
    expect(fits.table).toBe(true);
    expect(fits.headers.every(Boolean)).toBe(true);

    // The session actor: context, events and statechart side by side.
    await actors
      .getByRole('button', { name: /^Inspect session \(/ })
      .first()
      .click();
    await expect(details.getByRole('status', { name: 'Current state' })).toHaveText(/^signedIn\./);
    const contextPane = details.getByRole('region', { name: 'Context pane' });
    const eventsPane = details.getByRole('region', { name: 'Events pane' });
    await expect(details.getByRole('region', { name: 'Statechart pane' }).getByRole('img')).toBeVisible();
    const [c, e] = [await contextPane.boundingBox(), await eventsPane.boundingBox()];
    expect(c && e && Math.abs(c.y - e.y) < 2 && e.x > c.x + c.width - 1).toBe(true);

    // The context is a tree: the user is a folded-open branch with one line per field, and folds.
    const tree = contextPane.getByRole('group', { name: 'Context' });
    const user = tree
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: /^user:/ }) })
      .first();
    await expect(user).toHaveAttribute('open', '');
    await expect(user.getByText('superadmin@demo.test')).toBeVisible();
    await user.locator('summary').first().click();
    await expect(user).not.toHaveAttribute('open', '');
    await expect(user.getByText('superadmin@demo.test')).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/inspector-panel.png` });
    await user.locator('summary').first().click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/inspector-panel-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });

    // The panel's edge resizes it.
    const handle = page.getByRole('separator', { name: 'Resize the inspector' });
    const before = Number(await handle.getAttribute('aria-valuenow'));
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(before - 80));
    const edge = await handle.boundingBox();
    if (!edge) throw new Error('no resize handle');
    await page.mouse.move(edge.x + edge.width / 2, 400);
    await page.mouse.down();
    await page.mouse.move(300, 400, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => Number(await handle.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
    const panel = await region.boundingBox();
    expect(panel && panel.x).toBeLessThan(320);
  });
});
