/**
 * The machine inspector, end to end (issue 8): opened over a bulk wizard it shows the wizard's
 * current step; a log exported from it and imported again replays to the same state.
 * The e2e build is a production build, so the inspector is open to superadmins and owners only.
 *
 * Needs from the bulk wizard screen (built separately): a route at BULK_WIZARD_PATH that starts
 * a `bulkWizard` actor with the app's `inspect`, and a resource picker reachable as
 * `getByRole('combobox', { name: 'Resource' })` with an option named "Keywords"
 * (the machine then leaves `pickResource` for `source`).
 */
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures.js';
import { USERS } from './support/demo.js';

const BULK_WIZARD_PATH = process.env.E2E_BULK_WIZARD_PATH ?? '/admin/bulk';

/** The inspector drawer, by the accessible names it gives itself. */
class InspectorPanel {
  readonly region: Locator;
  readonly actors: Locator;
  readonly details: Locator;
  readonly currentState: Locator;
  readonly events: Locator;
  readonly importResult: Locator;

  constructor(private readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Machine inspector' });
    this.actors = this.region.getByRole('table', { name: 'Actors' });
    this.details = this.region.getByRole('region', { name: 'Actor details' });
    this.currentState = this.details.getByRole('status', { name: 'Current state' });
    this.events = this.details.getByRole('table', { name: 'Events' });
    this.importResult = this.region.getByRole('status', { name: 'Import result' });
  }

  async toggleWithShortcut(): Promise<void> {
    await this.page.keyboard.press('Control+Alt+KeyI');
  }

  /** Selects the first actor running `machineId`, or the one with this exact label and id. */
  async select(machineId: string): Promise<void> {
    await this.actors
      .getByRole('button', { name: new RegExp(`^Inspect ${machineId} \\(`) })
      .first()
      .click();
  }

  async exportLog(): Promise<string> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.details.getByRole('button', { name: 'Export log' }).click(),
    ]);
    const path = await download.path();
    return readFileSync(path, 'utf8');
  }

  async importLog(name: string, text: string): Promise<void> {
    await this.region
      .getByLabel('Import log')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  }
}

test.describe('machine inspector', () => {
  test('?inspect=1 opens it for a superadmin, with the session actor in it', async ({ page, signInAs }) => {
    await signInAs(USERS.superadmin, '/admin/companies?inspect=1');
    const inspector = new InspectorPanel(page);
    await expect(inspector.region).toBeVisible();
    await inspector.select('session');
    await expect(inspector.currentState).toHaveText(/^signedIn\./);
    await expect(inspector.events.getByRole('row').filter({ hasText: 'xstate.init' })).toHaveCount(1);
    // Secrets never reach the panel.
    await expect(inspector.region).not.toContainText('demo-password-1');
  });

  test('stays closed for an admin in production, even with the flag or the shortcut', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/companies?inspect=1');
    const inspector = new InspectorPanel(page);
    await inspector.toggleWithShortcut();
    await expect(inspector.region).toHaveCount(0);
  });

  test('over a bulk wizard it shows the current step, and an exported log replays to the same state', async ({
    page,
    signInAs,
  }) => {
    await signInAs(USERS.superadmin, BULK_WIZARD_PATH);
    // The shortcut is live once the signed-in user (and so the right to inspect) is known.
    await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Resource' })).toBeVisible();
    const inspector = new InspectorPanel(page);
    await inspector.toggleWithShortcut();
    await expect(inspector.region).toBeVisible();
    await inspector.select('bulkWizard');
    await expect(inspector.currentState).toHaveText('pickResource');

    // The panel does not block the page: drive the wizard one step and watch the state follow.
    await page.getByRole('combobox', { name: 'Resource' }).selectOption({ label: 'Keywords' });
    await expect(inspector.currentState).toHaveText('source');
    await expect(inspector.events.getByRole('row').filter({ hasText: 'resource.select' })).toHaveCount(1);

    // Replay: one step back shows the previous step, read-only; back to live shows the current one.
    await inspector.details.getByRole('button', { name: 'Step back' }).click();
    await expect(inspector.currentState).toHaveText('pickResource');
    await inspector.details.getByRole('button', { name: 'Back to live' }).click();
    await expect(inspector.currentState).toHaveText('source');

    const text = await inspector.exportLog();
    const log = JSON.parse(text) as { machineId: string; final: { value: unknown } };
    expect(log.machineId).toBe('bulkWizard');
    expect(log.final.value).toBe('source');

    await inspector.importLog('bulkWizard.inspector.json', text);
    await expect(inspector.importResult).toContainText('it reached the recorded state');
    await expect(inspector.details.getByRole('heading').first()).toContainText('replay');
    await expect(inspector.currentState).toHaveText('source');
  });
});
