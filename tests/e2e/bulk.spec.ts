/** The bulk-upsert wizard end to end (issue 6): browser check, preview, drop errors, apply, progress, transaction; resume; brands. */
import { expect, test } from './support/fixtures.js';
import { BulkWizardPage, keywordsCsv } from './support/bulk.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';

test.describe('bulk upsert wizard', () => {
  test('1,000 keyword rows with bad ones: browser check, preview, drop errors, apply, progress, transaction', async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    await signInAs(USERS.ops);
    const wizard = new BulkWizardPage(page);
    await wizard.open();
    await wizard.pick('Keywords');
    const tag = Date.now().toString(36);
    await wizard.upload('keywords.csv', keywordsCsv(tag, DEMO_COMPANY.digitCode, 990, 6, 4));
    await expect(page.getByText('1,000 row(s) read from keywords.csv')).toBeVisible();
    await wizard.button('Check rows').click();

    await expect(wizard.check).toContainText('6 of 1,000 row(s) have errors');
    const errors = page.getByRole('table', { name: 'Rows with errors' });
    await expect(errors.getByRole('row')).toHaveCount(7);
    await expect(errors).toContainText('company.digit_code');
    await wizard.button('Drop 6 row(s) with errors').click();
    await expect(wizard.check).toContainText('All 994 row(s) pass the check.');
    await wizard.button('Preview on the server').click();

    await expect(wizard.outcome(/^error 4$/)).toBeVisible({ timeout: 30_000 });
    await expect(wizard.outcome(/^insert 990$/)).toBeVisible();
    await expect(wizard.button('Continue to apply')).toBeDisabled();
    await wizard.outcome(/^error 4$/).click();
    const rows = page.getByRole('table', { name: 'Preview rows' });
    await expect(rows.getByRole('row')).toHaveCount(5);
    await expect(rows).toContainText('company.digit_code');
    await wizard.button('Drop 4 row(s) in error and preview again').click();

    await expect(wizard.outcome(/^insert 990$/)).toBeVisible({ timeout: 30_000 });
    await expect(wizard.outcome(/^error 0$/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of 10');
    await wizard.button('Next page').click();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 2 of 10');
    await wizard.button('Continue to apply').click();
    await expect(page.getByRole('status', { name: 'Apply summary' })).toContainText('990 to insert');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();

    await expect(wizard.result).toContainText('990 inserted, 0 updated, 0 deleted in keywords', { timeout: 60_000 });
    const link = wizard.result.getByRole('link', { name: /Open the transaction/ });
    await expect(link).toHaveAttribute('href', new RegExp(`^/admin/companies/${DEMO_COMPANY.digitCode}/products/transactions/[0-9a-f-]{36}$`));
    const changes = page.getByRole('table', { name: 'Changes of the transaction' });
    await expect(changes).toContainText(`e2e ${tag} keyword`);
    await expect(page.getByText('990 change(s) in all')).toBeVisible();
  });

  test('a reload in the middle of the wizard resumes it at the same step, after a warning', async ({ page, signInAs }) => {
    await signInAs(USERS.ops);
    const wizard = new BulkWizardPage(page);
    await wizard.open();
    await wizard.pick('Keywords');
    await wizard.paste(`keyword,company.digit_code\ne2e resume ${Date.now()},${DEMO_COMPANY.digitCode}\nsecond,12x`);
    await wizard.button('Check rows').click();
    await expect(wizard.check).toContainText('1 of 2 row(s) have errors');

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => (dialogs.push(dialog.type()), void dialog.accept()));
    await page.reload();
    await expect(wizard.check).toContainText('1 of 2 row(s) have errors');
    await expect(page.getByText('Resumed where you left off.')).toBeVisible();
    expect(dialogs).toContain('beforeunload');

    // In-app navigation asks too; declining stays on the wizard.
    page.removeAllListeners('dialog');
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Keywords' }).click();
    await expect(page).toHaveURL(/\/admin\/bulk$/);
    await expect(wizard.check).toBeVisible();

    await wizard.button('Cancel and discard').click();
    await expect(wizard.resource).toBeVisible();
    await page.reload();
    await expect(wizard.resource).toHaveValue('');
  });

  test('brands have no preview: the wizard says so and asks for an explicit confirmation', async ({ page, signInAs }) => {
    await signInAs(USERS.admin);
    const wizard = new BulkWizardPage(page);
    await wizard.open();
    await wizard.pick('Brands');
    const digits = String(Date.now()).slice(-9);
    await wizard.paste(`name,digit_code,company.digit_code\nE2E Brand ${digits},${digits},${DEMO_COMPANY.digitCode}`);
    await wizard.button('Check rows').click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Brands have no preview');
    const apply = wizard.button('Apply without preview');
    await expect(apply).toBeDisabled();
    await page.getByRole('checkbox', { name: /I understand/ }).check({ force: true });
    await apply.click();
    await expect(wizard.result).toContainText('1 inserted', { timeout: 60_000 });
  });
});
