/**
 * The bulk-upsert wizard end to end (issue 6): browser check, preview, drop errors, apply, progress to 100%,
 * transaction; resume; brands.
 */
import { expect, test } from './support/fixtures.js';
import { BulkWizardPage, keywordsCsv } from './support/bulk.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';
import { ownStackPerDescribe, signedInPage } from './support/monitor.js';

/** One state of the wizard's task progress as the page showed it. */
interface ProgressSeen {
  bar: boolean;
  valueNow: string | null;
  text: string;
  result: boolean;
}

/** Runs in the page: records each change of the task's progress bar, its status text and the result. */
function recordProgress(): void {
  const seen: ProgressSeen[] = [];
  (window as unknown as { progressSeen: ProgressSeen[] }).progressSeen = seen;
  const record = () => {
    const bar = document.querySelector('[role="progressbar"][aria-label="Task progress"]');
    const entry: ProgressSeen = {
      bar: !!bar,
      valueNow: bar?.getAttribute('aria-valuenow') ?? null,
      text: document.querySelector('[aria-label="Task status"]')?.textContent ?? '',
      result: !!document.querySelector('[aria-label="Result summary"]'),
    };
    if (JSON.stringify(seen.at(-1)) !== JSON.stringify(entry)) seen.push(entry);
  };
  new MutationObserver(record).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/**
 * On a platform and gateway of its own, whose task queue the test holds (the platform's
 * PLATFORM_HOLD_TASKS_FILE hook): the apply of 990 rows takes well under a second, less than the
 * wizard needs to start following it, so the task is held as it starts until the wizard shows it
 * running; from there every step of its progress reaches the page.
 */
test.describe('bulk upsert wizard, 1,000 rows', () => {
  const own = ownStackPerDescribe();

  test(
    '1,000 keyword rows with bad ones: browser check, preview, ' + 'drop errors, apply, progress to 100%, transaction',
    async ({ browser }) => {
      test.setTimeout(180_000);
      const { stack, owner } = own.current;
      const { context, page } = await signedInPage(browser, stack.url, owner, USERS.ops);
      try {
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
        await expect(errors).toContainText('Company › Digit code');
        await wizard.button('Drop 6 row(s) with errors').click();
        await expect(wizard.check).toContainText('All 994 row(s) pass the check.');
        await wizard.button('Preview on the server').click();

        await expect(wizard.outcome(/^error 4$/)).toBeVisible({ timeout: 30_000 });
        await expect(wizard.outcome(/^insert 990$/)).toBeVisible();
        await expect(wizard.button('Continue to apply')).toBeDisabled();
        await wizard.outcome(/^error 4$/).click();
        const rows = page.getByRole('table', { name: 'Preview rows' });
        await expect(rows.getByRole('row')).toHaveCount(5);
        await expect(rows).toContainText('Company › Digit code');
        await wizard.button('Drop 4 row(s) in error and preview again').click();

        await expect(wizard.outcome(/^insert 990$/)).toBeVisible({ timeout: 30_000 });
        await expect(wizard.outcome(/^error 0$/)).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of 10');
        await wizard.button('Next page').click();
        await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 2 of 10');
        await wizard.button('Continue to apply').click();
        await expect(page.getByRole('status', { name: 'Apply summary' })).toContainText('990 to insert');
        // The task's progress goes by too fast to sample with polling assertions: record every state
        // of the progress bar and of the result as the page shows it.
        await page.evaluate(recordProgress);
        stack.holdTasks();
        await page.getByRole('button', { name: 'Apply', exact: true }).click();
        await expect(page.getByRole('status', { name: 'Task status' })).toContainText('Running: 0 of 990');
        await expect(page.getByRole('progressbar', { name: 'Task progress' })).toHaveAttribute('aria-valuenow', '0');
        stack.releaseTasks();

        await expect(wizard.result).toContainText('990 inserted, 0 updated, 0 deleted in keywords', {
          timeout: 60_000,
        });
        const seen = await page.evaluate(() => (window as unknown as { progressSeen: ProgressSeen[] }).progressSeen);
        const firstResult = seen.findIndex((s) => s.result);
        expect(firstResult, JSON.stringify(seen)).toBeGreaterThan(0);
        // The bar was shown while it ran and only ever went forward, to 100% (990 of 990): with the
        // result, whose end message carries the bar and the counts alike (issue 14), if not before.
        const values = seen.flatMap((s) => (s.valueNow === null ? [] : [Number(s.valueNow)]));
        expect(
          seen.slice(0, firstResult).some((s) => s.bar),
          JSON.stringify(seen),
        ).toBe(true);
        expect(values, JSON.stringify(seen)).toEqual([...values].sort((a, b) => a - b));
        expect(seen.at(-1), JSON.stringify(seen)).toMatchObject({
          bar: true,
          valueNow: '100',
          text: 'Done: 990 of 990.',
          result: true,
        });
        const link = wizard.result.getByRole('link', { name: /Open the transaction/ });
        await expect(link).toHaveAttribute(
          'href',
          new RegExp(`^/admin/companies/${DEMO_COMPANY.digitCode}/products/transactions/[0-9a-f-]{36}$`),
        );
        const changes = page.getByRole('table', { name: 'Changes of the transaction' });
        await expect(changes).toContainText(`e2e ${tag} keyword`);
        await expect(page.getByText('990 change(s) in all')).toBeVisible();
      } finally {
        stack.releaseTasks();
        await context.close();
      }
    },
  );
});

test.describe('bulk upsert wizard', () => {
  test('a reload in the middle of the wizard resumes it at the same step, after a warning', async ({
    page,
    signInAs,
  }) => {
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

  test('brands have no preview: the wizard says so and asks for an explicit confirmation', async ({
    page,
    signInAs,
  }) => {
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
