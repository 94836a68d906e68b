/**
 * Undo with confidence (issue 18): a bulk apply found wrong is reverted from its transaction page
 * after a colleague changed one of its rows (that row a conflict, the rest reverted); a deleted
 * record is found among its resource's deleted records, read as it was and restored; an older
 * version is restored from the history drawer; a transaction of no company is reverted from its own
 * page. The revert screens pass axe.
 */
import { expect, test } from './support/fixtures.js';
import { axeFindings, settle } from './support/axe.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';
import { deleteKeyword, keywordsTagged, RevertPage, saveKeyword, saveRecord, updateKeyword } from './support/revert.js';
import { WizardApplyPage } from './support/wizardApply.js';

const CODE = DEMO_COMPANY.digitCode;
/** Screenshots of the revert screens (looked at when they change). */
const SHOTS = 'tests/e2e/.output/revert';
const WRONG = 'https://wrong.example.com';
const tagOf = (what: string) => `e2e revert ${what} ${Date.now().toString(36)}`;

test(
  'a wrong bulk apply is reverted from its transaction page: ' +
    'the row a colleague changed since is a conflict, the rest goes back',
  async ({ page, signInAs, ownerApi }) => {
    test.setTimeout(60_000);
    const tag = tagOf('bulk');
    for (const k of ['a', 'b', 'c'])
      await saveKeyword(ownerApi, { keyword: `${tag} ${k}`, company: { digit_code: CODE }, is_active: true });

    // The user applies a file that sets the wrong retailer on all three.
    await signInAs(USERS.ops);
    const wizard = new WizardApplyPage(page);
    await wizard.preview(
      'Keywords',
      ['keyword,company.digit_code,retailer_url', ...['a', 'b', 'c'].map((k) => `${tag} ${k},${CODE},${WRONG}`)].join(
        '\n',
      ) + '\n',
    );
    await expect(wizard.bulk.outcome(/^update 3$/)).toBeVisible();
    await wizard.toConfirm();
    await wizard.apply.click();
    await expect(wizard.bulk.result).toContainText('3 updated', { timeout: 20_000 });

    // A colleague (another user, through GraphQL) changes one of its rows since.
    const b = (await keywordsTagged(ownerApi, CODE, tag)).find((k) => k.keyword === `${tag} b`)!;
    await updateKeyword(ownerApi, b, { is_active: false });

    await page.getByRole('link', { name: /^Open the transaction / }).click();
    await expect(page.getByRole('heading', { name: /bulk\.apply of keywords/ })).toBeVisible();
    await page.getByRole('button', { name: 'Revert this transaction' }).click();
    const revert = new RevertPage(page);
    await revert.reviewed();
    await expect(revert.summary).toContainText('2 to restore');
    await expect(revert.summary).toContainText('1 changed since by a later transaction');
    await expect(revert.conflicts.getByRole('row')).toHaveCount(2);
    const conflict = revert.conflicts.getByRole('row').nth(1);
    await expect(conflict).toContainText(`${tag} b`);
    await expect(conflict).toContainText(USERS.owner);
    await expect(revert.button('Revert')).toHaveCount(0);
    await settle(page);
    expect(await axeFindings(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/transaction-revert-preview.png`, fullPage: true });

    await revert.button('Revert the rest').click();
    await expect(revert.result).toContainText('2 updated', { timeout: 20_000 });
    const after = await keywordsTagged(ownerApi, CODE, tag);
    expect(after.map((k) => [k.keyword.slice(-1), k.retailer_url ?? null, k.is_active])).toEqual([
      ['a', null, true],
      ['b', WRONG, false],
      ['c', null, true],
    ]);

    // The new transaction says what it reverts, the old one who reverted it; the list shows the old values again.
    await revert.result.getByRole('link', { name: /^Open the transaction / }).click();
    await expect(page.getByText('Reverts', { exact: true })).toBeVisible();
    await page
      .getByRole('link', { name: /^Transaction / })
      .first()
      .click();
    await expect(page.getByText('Reverted by', { exact: true })).toBeVisible();
    await page.goto(`/admin/keywords?f.keyword=${encodeURIComponent(tag)}`);
    const grid = page.getByRole('main');
    await expect(grid.getByText(`${tag} a`)).toBeVisible();
    await expect(grid.getByText(WRONG)).toHaveCount(1);
  },
);

test('a deleted record is found among the deleted records, read as it was, and restored', async ({
  page,
  signInAs,
  ownerApi,
}) => {
  test.setTimeout(45_000);
  const tag = tagOf('deleted');
  const made = await saveKeyword(ownerApi, {
    keyword: `${tag} gone`,
    company: { digit_code: CODE },
    retailer_url: 'https://kept.example.com',
    is_active: true,
  });
  await deleteKeyword(ownerApi, made);

  await signInAs(USERS.admin, '/admin/keywords');
  await page.getByRole('button', { name: 'Deleted records' }).click();
  const table = page.getByRole('table', { name: 'Deleted keywords' });
  const row = table.getByRole('row').filter({ hasText: `${tag} gone` });
  await expect(row).toContainText(USERS.owner);
  await settle(page);
  expect(await axeFindings(page)).toEqual([]);
  await row.getByRole('button', { name: /^View as it was/ }).click();
  const asOf = page.getByRole('region', { name: /^As of version 1/ });
  await expect(asOf).toContainText('https://kept.example.com');
  await page.screenshot({ path: `${SHOTS}/deleted-records.png`, fullPage: true });

  await row.getByRole('button', { name: /^Restore record/ }).click();
  const revert = new RevertPage(page);
  await revert.reviewed();
  await expect(revert.outcome('re-create')).toBeVisible();
  await revert.button('Revert').click();
  await expect(revert.result).toContainText('1 inserted', { timeout: 20_000 });
  const back = await keywordsTagged(ownerApi, CODE, tag);
  expect(back.map((k) => [k.uuid, k.id, k.retailer_url])).toEqual([[made.uuid, made.id, 'https://kept.example.com']]);
});

test('"Restore this version" from the history drawer puts every field back as that version left them', async ({
  page,
  signInAs,
  ownerApi,
}) => {
  test.setTimeout(45_000);
  const tag = tagOf('version');
  const v1 = await saveKeyword(ownerApi, { keyword: `${tag} k`, company: { digit_code: CODE }, is_active: true });
  await updateKeyword(ownerApi, v1, { retailer_url: WRONG, is_active: false });

  await signInAs(USERS.admin, `/admin/keywords?record=${v1.uuid}`);
  const drawer = page.getByRole('dialog', { name: 'Keywords record' });
  const first = drawer.getByLabel('Version 1', { exact: true });
  await first.getByRole('checkbox', { name: 'Compare' }).check({ force: true });
  await drawer
    .getByLabel('Version 2', { exact: true })
    .getByRole('checkbox', { name: 'Compare' })
    .check({ force: true });
  const diff = drawer.getByRole('table', { name: 'Versions side by side' });
  await expect(diff.getByRole('rowheader').filter({ hasText: 'changed' })).toHaveText([
    'Retailer url changed',
    'Is active changed',
    'Version changed',
  ]);
  await settle(page);
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/history-drawer-diff.png` });

  await first.getByRole('button', { name: 'Restore this version' }).click();
  const revert = new RevertPage(page);
  await revert.reviewed();
  await expect(revert.outcome('restore')).toBeVisible();
  await revert.button('Revert').click();
  await expect(revert.result).toContainText('1 updated', { timeout: 20_000 });
  const [now] = await keywordsTagged(ownerApi, CODE, tag);
  expect([now!.version, now!.retailer_url ?? null, now!.is_active]).toEqual([3, null, true]);

  // The details screen reads the record as of a moment typed in the app's date-time format (now: version 3).
  await page.goto(`/admin/keywords/details/${v1.uuid}`);
  const picker = page.getByRole('region', { name: 'As of', exact: true });
  await picker.getByRole('button', { name: 'Show' }).click();
  await expect(picker.getByRole('region', { name: /^As of / })).toContainText('Version 3');
  await page.screenshot({ path: `${SHOTS}/details-as-of.png`, fullPage: true });
});

test('a transaction of no company has a page of its own with its changes, and is reverted from there', async ({
  page,
  signInAs,
  ownerApi,
}) => {
  test.setTimeout(45_000);
  const fields = {
    definition_name: `e2e_revert_${Date.now().toString(36)}`,
    entity_type: { id: 8 },
    value_type: 'number',
  };
  const made = await saveRecord(ownerApi, 'business_rule_definitions', { ...fields, label: 'Right label' });
  await saveRecord(ownerApi, 'business_rule_definitions', {
    ...fields,
    uuid: made.uuid,
    version: made.version,
    label: 'Wrong label',
  });

  await signInAs(USERS.admin, `/admin/business_rule_definitions/details/${made.uuid}`);
  await page
    .getByLabel('Version 2', { exact: true })
    .getByRole('link', { name: /^Transaction / })
    .click();
  await expect(page).toHaveURL(/\/admin\/transactions\/details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /of business_rule_definitions$/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Wrong label');
  await settle(page);
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/transaction-details.png`, fullPage: true });

  await page.getByRole('button', { name: 'Revert this transaction' }).click();
  await expect(page).toHaveURL(/\/admin\/revert\/transaction\//);
  const revert = new RevertPage(page);
  await revert.reviewed();
  await expect(revert.outcome('restore')).toBeVisible();
  await revert.button('Revert').click();
  await expect(revert.result).toContainText('1 updated', { timeout: 20_000 });
  await page.goto(`/admin/business_rule_definitions/details/${made.uuid}`);
  await expect(page.getByLabel('Data area')).toContainText('Right label');
});
