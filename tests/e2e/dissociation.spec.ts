/** The dissociation wizard end to end (issue 6): admin applies it; ops may only preview. */
import { expect, test } from './support/fixtures.js';
import { DissociationPage } from './support/dissociation.js';
import { USERS } from './support/demo.js';

// A company of the demo seed no other spec changes.
const CODE = '1005';

test.describe('dissociation wizard', () => {
  test('ops may preview but not apply', async ({ page, signInAs }) => {
    await signInAs(USERS.ops);
    const wizard = new DissociationPage(page);
    await wizard.open(CODE);
    await wizard.pickRetailerTracking('rankings');
    await wizard.metric('rankings').check({ force: true });
    await wizard.button('Preview').click();
    await expect(wizard.summary).toContainText('would be removed or changed', { timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Per metric' })).toContainText('rankings');
    await expect(page.getByRole('note')).toContainText('applying it needs the role admin, superadmin or owner');
    await expect(wizard.button('Continue to confirm')).toHaveCount(0);
  });

  test('an admin dissociates end to end: preview per metric, typed digit code, task, result', async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(90_000);
    await signInAs(USERS.admin);
    const wizard = new DissociationPage(page);
    await wizard.open(CODE);
    const url = await wizard.pickRetailerTracking('listings');
    await wizard.metric('listings').check({ force: true });
    await wizard.button('Preview').click();
    await expect(wizard.summary).toContainText('would be removed or changed', { timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Per metric' })).toContainText('listings');
    await expect(page.getByRole('table', { name: 'Records that would go' }).getByRole('row').nth(1)).toBeVisible();

    // A reload mid-wizard resumes at the preview.
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await expect(wizard.summary).toBeVisible();
    await wizard.button('Continue to confirm').click();

    const confirm = page.getByRole('textbox', { name: `Type the company's digit code (${CODE}) to confirm` });
    const go = wizard.button('Dissociate');
    await confirm.fill('1');
    await expect(go).toBeDisabled();
    await confirm.fill(CODE);
    await go.click();
    await expect(page.getByRole('status', { name: 'Result summary' })).toContainText('deleted', { timeout: 60_000 });
    await expect(
      page.getByRole('status', { name: 'Result summary' }).getByRole('link', { name: /Open the transaction/ }),
    ).toHaveAttribute('href', new RegExp(`/admin/companies/${CODE}/products/transactions/`));
    expect(url).toMatch(/^https?:\/\//);
  });
});
