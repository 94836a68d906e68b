/**
 * The apply end of the bulk wizard (issue 6): a 409 when the data moved since the preview lists
 * the moved rows and a fresh preview applies, whether the apply call answers it or the queued
 * task finds it when it runs; a queued apply is cancelled from the wizard and writes nothing; a
 * 100,000-row upload survives a reload.
 */
import { expect, test } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';
import { DissociationPage } from './support/dissociation.js';
import { ownStackPerDescribe, signedInPage, UserApi } from './support/monitor.js';
import { keywordRowsCsv, keywordsLike, saveKeyword, WizardApplyPage } from './support/wizardApply.js';

const CODE = DEMO_COMPANY.digitCode;

test.describe('bulk wizard apply', () => {
  test('the data changed since the preview: the conflict lists the moved row, a fresh preview applies', async ({
    page,
    signInAs,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = await UserApi.signIn(String(baseURL), USERS.admin);
    try {
      const tag = `e2e conflict ${Date.now().toString(36)}`;
      const record = await saveKeyword(admin, {
        keyword: `${tag} kept`,
        company: { digit_code: CODE },
        is_active: true,
      });

      await signInAs(USERS.ops);
      const wizard = new WizardApplyPage(page);
      await wizard.preview(
        'Keywords',
        `keyword,company.digit_code,is_active\n${tag} kept,${CODE},false\n${tag} new,${CODE},true\n`,
      );
      await expect(wizard.bulk.outcome(/^update 1$/)).toBeVisible();
      await expect(wizard.bulk.outcome(/^insert 1$/)).toBeVisible();
      await expect(wizard.previewRows.getByRole('row').filter({ hasText: `${tag} kept` })).toContainText(
        'is_active: true → false',
      );
      await wizard.toConfirm();
      await expect(wizard.summary).toContainText('1 to insert, 1 to update');

      // Another user changes the same record through the API while the confirmation is open.
      await saveKeyword(admin, {
        uuid: record.uuid,
        version: record.version,
        keyword: record.keyword,
        company: { digit_code: CODE },
        is_active: true,
        retailer_url: 'https://moved.example.com',
      });

      await wizard.apply.click();
      await expect(page.getByRole('alert')).toContainText('The data changed since the preview');
      await expect(wizard.moved.getByRole('row')).toHaveCount(2);
      const moved = wizard.moved.getByRole('row').nth(1);
      await expect(moved).toContainText(record.uuid);
      await expect(moved.getByRole('cell').first()).toHaveText('1');
      expect((await keywordsLike(admin, CODE, tag)).map((k) => k.keyword)).toEqual([`${tag} kept`]);

      await wizard.button('Preview again').click();
      await expect(wizard.bulk.outcome(/^update 1$/)).toBeVisible({ timeout: 30_000 });
      await wizard.toConfirm();
      await wizard.apply.click();
      await expect(wizard.bulk.result).toContainText('1 inserted, 1 updated, 0 deleted in keywords', {
        timeout: 60_000,
      });
      const after = await keywordsLike(admin, CODE, tag);
      expect(after.map((k) => [k.keyword, k.is_active]).sort()).toEqual([
        [`${tag} kept`, false],
        [`${tag} new`, true],
      ]);
    } finally {
      await admin.dispose();
    }
  });

  test('a 100,000-row upload survives a reload (rows kept in IndexedDB)', async ({ page, signInAs }) => {
    test.setTimeout(180_000);
    await signInAs(USERS.ops);
    const wizard = new WizardApplyPage(page);
    await wizard.bulk.open();
    await wizard.bulk.pick('Keywords');
    await wizard.bulk.upload('big.csv', keywordRowsCsv(CODE, `e2e resume ${Date.now().toString(36)}`, 100_000));
    await expect(page.getByText('100,000 row(s) read from big.csv')).toBeVisible({ timeout: 30_000 });
    await wizard.button('Check rows').click();
    await expect(wizard.bulk.check).toContainText('All 100,000 row(s) pass the check.', { timeout: 60_000 });
    await expect(page.getByRole('alert', { name: 'Not saved' })).toHaveCount(0);
    // The rows go to IndexedDB in the background; the wizard says so until they are kept.
    await expect(page.getByRole('status', { name: 'Saving' })).toHaveCount(0, { timeout: 60_000 });

    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(wizard.bulk.check).toContainText('All 100,000 row(s) pass the check.', { timeout: 60_000 });
    await expect(page.getByText('Resumed where you left off.')).toBeVisible();
    await wizard.button('Back').click();
    await expect(page.getByText('100,000 row(s) read from big.csv')).toBeVisible();
    await wizard.button('Cancel and discard').click();
    await expect(wizard.bulk.resource).toBeVisible();
  });
});

test('the dissociation wizard warns before leaving once a preview exists, as the bulk wizard does', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(60_000);
  await signInAs(USERS.ops);
  const wizard = new DissociationPage(page);
  await wizard.open('1005');
  await wizard.pickRetailerTracking('rankings');
  await wizard.metric('rankings').check({ force: true });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => (dialogs.push(dialog.type()), void dialog.accept()));
  // Choices alone are not worth a warning.
  await page.reload();
  await expect(wizard.metric('rankings')).toBeVisible();
  expect(dialogs).toEqual([]);
  await wizard.metric('rankings').check({ force: true });
  await wizard.button('Preview').click();
  await expect(wizard.summary).toContainText('would be removed or changed', { timeout: 30_000 });
  await page.reload();
  await expect(wizard.summary).toBeVisible();
  expect(dialogs).toEqual(['beforeunload']);
});

/**
 * On a platform and gateway of the spec's own, whose task queue the spec holds (the platform's
 * PLATFORM_HOLD_TASKS_FILE hook): the large apply started first shows running and waits, so the
 * wizard's apply stays queued for as long as the test needs, whatever the machine's speed.
 */
test.describe('bulk wizard apply behind a running task', () => {
  const own = ownStackPerDescribe();

  test(
    'a queued apply is cancelled from the wizard: progress says ' +
      'queued, the result says cancelled, nothing is written',
    async ({ browser }) => {
      test.setTimeout(180_000);
      const { stack, owner } = own.current;
      const ops = await UserApi.signIn(stack.url, USERS.ops);
      const { context, page } = await signedInPage(browser, stack.url, owner, USERS.ops);
      const prefix = `e2e wizard queued ${Date.now().toString(36)}`;
      try {
        const wizard = new WizardApplyPage(page);
        await wizard.preview('Keywords', keywordRowsCsv(CODE, prefix, 3));
        await expect(wizard.bulk.outcome(/^insert 3$/)).toBeVisible();
        await wizard.toConfirm();

        // A large apply started through the API runs first; tasks run one at a time.
        stack.holdTasks();
        const large = await ops.bulkApplyKeywords(CODE, 3000, `e2e large ${Date.now().toString(36)}`);
        await expect.poll(async () => (await ops.task(large.uuid)).status).toBe('running');

        await wizard.apply.click();
        await expect(wizard.taskStatus).toHaveText('Queued: waiting to run.');
        await expect(wizard.cancelTask).toBeVisible();
        await wizard.cancelTask.click();
        await expect(wizard.cancelled).toContainText('The task was cancelled before it ran: nothing was written.');
        await expect(wizard.taskStatus).toHaveCount(0);

        stack.releaseTasks();
        await expect.poll(async () => (await ops.task(large.uuid)).status, { timeout: 60_000 }).toBe('succeeded');
        expect(await keywordsLike(ops, CODE, prefix)).toEqual([]);
        // The cancelled wizard still holds the rows: a fresh preview applies them.
        await wizard.button('Preview again').click();
        await expect(wizard.bulk.outcome(/^insert 3$/)).toBeVisible({ timeout: 30_000 });
        await wizard.toConfirm();
        await wizard.apply.click();
        await expect(wizard.bulk.result).toContainText('3 inserted, 0 updated, 0 deleted in keywords', {
          timeout: 60_000,
        });
        expect(await keywordsLike(ops, CODE, prefix)).toHaveLength(3);
      } finally {
        stack.releaseTasks();
        await context.close();
        await ops.dispose();
      }
    },
  );

  test(
    'data changed while the apply was queued: its task fails on the moved ' +
      'row, the wizard lists it as a conflict, a fresh preview applies',
    async ({ browser }) => {
      test.setTimeout(180_000);
      const { stack, owner } = own.current;
      const ops = await UserApi.signIn(stack.url, USERS.ops);
      const admin = await UserApi.signIn(stack.url, USERS.admin);
      const { context, page } = await signedInPage(browser, stack.url, owner, USERS.ops);
      const tag = `e2e queued conflict ${Date.now().toString(36)}`;
      try {
        const record = await saveKeyword(admin, {
          keyword: `${tag} kept`,
          company: { digit_code: CODE },
          is_active: true,
        });
        const wizard = new WizardApplyPage(page);
        await wizard.preview(
          'Keywords',
          `keyword,company.digit_code,is_active\n${tag} kept,${CODE},false\n${tag} new,${CODE},true\n`,
        );
        await expect(wizard.bulk.outcome(/^update 1$/)).toBeVisible();
        await wizard.toConfirm();

        // Another apply runs first and is held, so the wizard's apply is accepted (nothing moved yet) and
        // waits its turn.
        stack.holdTasks();
        const blocker = await ops.bulkApplyKeywords(CODE, 5, `e2e blocker ${Date.now().toString(36)}`);
        await expect.poll(async () => (await ops.task(blocker.uuid)).status).toBe('running');
        await wizard.apply.click();
        await expect(wizard.taskStatus).toHaveText('Queued: waiting to run.');

        // The record moves while the apply is queued; its task re-checks under lock when it runs.
        await saveKeyword(admin, {
          uuid: record.uuid,
          version: record.version,
          keyword: record.keyword,
          company: { digit_code: CODE },
          is_active: true,
          retailer_url: 'https://moved.example.com',
        });
        stack.releaseTasks();

        await expect(
          wizard.bulk.wizard.getByRole('alert').filter({ hasText: 'The data changed since the preview' }),
        ).toBeVisible({ timeout: 60_000 });
        await expect(wizard.taskStatus).toHaveCount(0);
        await expect(wizard.moved.getByRole('row')).toHaveCount(2);
        const moved = wizard.moved.getByRole('row').nth(1);
        await expect(moved.getByRole('cell').first()).toHaveText('1');
        await expect(moved).toContainText(record.uuid);
        await expect(moved).toContainText(
          /The record changed since the preview \(version \d+, now \d+\): Retailer url changed/,
        );
        expect((await keywordsLike(admin, CODE, tag)).map((k) => [k.keyword, k.is_active])).toEqual([
          [`${tag} kept`, true],
        ]);

        await wizard.button('Preview again').click();
        await expect(wizard.bulk.outcome(/^update 1$/)).toBeVisible({ timeout: 30_000 });
        await expect(wizard.bulk.outcome(/^insert 1$/)).toBeVisible();
        await wizard.toConfirm();
        await wizard.apply.click();
        await expect(wizard.bulk.result).toContainText('1 inserted, 1 updated, 0 deleted in keywords', {
          timeout: 60_000,
        });
        const after = await keywordsLike(admin, CODE, tag);
        expect(after.map((k) => [k.keyword, k.is_active, k.retailer_url ?? null]).sort()).toEqual([
          [`${tag} kept`, false, 'https://moved.example.com'],
          [`${tag} new`, true, null],
        ]);
      } finally {
        stack.releaseTasks();
        await context.close();
        await admin.dispose();
        await ops.dispose();
      }
    },
  );
});
