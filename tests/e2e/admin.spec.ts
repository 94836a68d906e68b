/** Admin sections on real data: lists with URL filters, sorting, CSV export, rules, users, data protection. */
import Papa from 'papaparse';
import { expect, test } from './support/fixtures.js';
import { USERS } from './support/demo.js';
import { csvLines, ListPage } from './support/admin.js';

test.describe('admin sections', () => {
  test('retailers: real rows, a filter narrows and survives reload and back/forward', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/retailers');
    const list = new ListPage(page);
    await expect(list.cell('Tesco')).toBeVisible();
    const all = await list.total();
    expect(all).toBeGreaterThan(40);

    await list.filterText('Country iso code', 'US');
    await expect(page).toHaveURL(/f\.country\.iso_code=US/);
    await expect(list.cell('Walmart')).toBeVisible();
    await expect(list.cell('Tesco')).toBeHidden();
    const us = await list.total();
    expect(us).toBeLessThan(all);

    await page.reload();
    await expect(list.cell('Walmart')).toBeVisible();
    await expect(list.cell('Tesco')).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Filter Country iso code' })).toHaveValue('US');

    await page.goBack();
    await expect(list.cell('Tesco')).toBeVisible();
    await page.goForward();
    await expect(list.cell('Tesco')).toBeHidden();
  });

  test('retailers: CSV export downloads exactly the filtered rows', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/retailers?f.country.iso_code=DE');
    const list = new ListPage(page);
    await expect(list.cell('REWE')).toBeVisible();
    const total = await list.total();
    const { name, text } = await list.exportCsv();
    expect(name).toBe('retailers.csv');
    const lines = csvLines(text);
    expect(lines[0]).toBe('id,name,digit_code,url,country.iso_code,is_active');
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) expect(line).toContain(',DE,');
  });

  test('keywords: a formula typed as a keyword is exported as text, never as a formula (OWASP CSV injection)', async ({
    page,
    signInAs,
    ownerApi,
  }) => {
    const formulas = ["=cmd|' /C calc'!A0", '+HYPERLINK("http://evil.example","open")', "@SUM(1+1)*cmd|' /C calc'!A0"];
    for (const keyword of formulas) {
      const saved = await ownerApi.run<{ saveRecord: { ok: boolean; message: string | null } }>(
        'mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ok message } }',
        { i: { keyword, company: { digit_code: '1004' }, is_active: true } },
      );
      expect(saved.saveRecord.ok, saved.saveRecord.message ?? '').toBe(true);
    }
    await signInAs(USERS.admin, '/admin/keywords?f.company.digit_code=1004');
    const list = new ListPage(page);
    await expect(list.cell(formulas[0]!)).toBeVisible();
    const { text } = await list.exportCsv();
    const cells = Papa.parse<string[]>(text, { skipEmptyLines: true }).data.map((row) => row[1]);
    for (const keyword of formulas) {
      expect(cells).toContain(`'${keyword}`);
      expect(cells).not.toContain(keyword);
    }
  });

  test('companies: server sorting, a boolean filter, row opens the company', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/companies');
    const list = new ListPage(page);
    await expect(list.cell('Northwind Foods')).toBeVisible();
    await list.sortBy('Name');
    await list.sortBy('Name');
    await expect(page).toHaveURL(/sort=name%3Adesc|sort=name:desc/);
    await list.filterSelect('External pim', 'true');
    await expect(list.cell('Helios Home Care')).toBeVisible();
    await expect(list.cell('Northwind Foods')).toBeHidden();
    await list.cell('Helios Home Care').click();
    await expect(page).toHaveURL('/admin/companies/1003');
  });

  test('keywords and categories load real data and filter', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/keywords');
    const list = new ListPage(page);
    const all = await list.total();
    expect(all).toBeGreaterThan(0);
    await list.filterText('Company digit code', '1002');
    await expect(page).toHaveURL(/f\.company\.digit_code=1002/);
    await expect.poll(() => list.total()).toBeLessThan(all);
    await page.goto('/admin/categories');
    expect(await list.total()).toBeGreaterThan(0);
  });

  test('business rules: definitions, one definition with history, its business rules', async ({ page, signInAs }) => {
    await signInAs(USERS.admin, '/admin/rules');
    const list = new ListPage(page);
    await expect(list.cell('min_price')).toBeVisible();
    await list.cell('min_price').click();
    await expect(page).toHaveURL(/\/admin\/rules\/\d+$/);
    await expect(page.getByRole('group', { name: 'Record' }).getByText('Minimum price', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByText('insert')).toBeVisible();
    await page.getByRole('link', { name: 'Business rules of this definition' }).click();
    await expect(page.getByRole('heading', { name: 'Business rules of min_price' })).toBeVisible();
    const all = await list.total();
    expect(all).toBeGreaterThan(0);
    await list.filterText('Company digit code', '1001');
    await expect.poll(() => list.total()).toBeLessThanOrEqual(all);
  });

  test('users: list, filter, invite with a bad address then a good one, owner changes roles', async ({
    page,
    signInAs,
  }) => {
    await signInAs(USERS.owner, '/admin/users');
    const list = new ListPage(page);
    await expect(list.cell('ops@demo.test')).toBeVisible();
    await list.filterText('Email', 'super');
    await expect(list.cell('superadmin@demo.test')).toBeVisible();
    await expect(list.cell('ops@demo.test')).toBeHidden();

    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByLabel('E-mail').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Email must be an e-mail address')).toBeVisible();
    await expect(dialog.getByText('roles must name at least one role')).toBeVisible();
    const email = `invitee-${Date.now()}@demo.test`;
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByText('ops', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();

    await list.cell('superadmin@demo.test').click();
    const roles = page.getByRole('dialog', { name: 'Roles of superadmin@demo.test' });
    // The dialog has an address (owner guard); the list's filter stays in it.
    await expect(page).toHaveURL(/\/admin\/users\/update\/[0-9a-f-]{36}\?.*super/);
    await roles.getByText('ops', { exact: true }).click();
    await roles.getByRole('button', { name: 'Save roles' }).click();
    await expect(page.getByText('Roles of superadmin@demo.test set to superadmin, ops')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\?.*super/);
    await expect(list.cell('superadmin, ops')).toBeVisible();
    // Put the seed back for other specs; the dialog shows the change just made in the user's history.
    await list.cell('superadmin@demo.test').click();
    const latest = roles
      .getByRole('region', { name: 'History' })
      .getByLabel(/^Version/)
      .first();
    await expect(latest).toContainText('by Olivia Owner');
    const change = latest.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Roles', exact: true }) });
    await expect(change.getByRole('cell').last().getByRole('listitem')).toHaveText(['superadmin', 'ops']);
    // The role's checkbox (the history above it names "ops" too).
    await roles.locator('label').filter({ hasText: /^ops$/ }).click();
    await roles.getByRole('button', { name: 'Save roles' }).click();
    await expect(list.cell('superadmin')).toBeVisible();
  });

  test('owner guard: a role change is the owner’s alone; others go to /admin/companies', async ({ page, signInAs }) => {
    await signInAs(USERS.owner, '/admin/users');
    await new ListPage(page).cell('ops@demo.test').click();
    await expect(page.getByRole('dialog', { name: 'Roles of ops@demo.test' })).toBeVisible();
    const rolesUrl = page.url();
    // allstaff holds admin, ops and superadmin: adminOrOwner lets them see the users, not change roles.
    await signInAs(USERS.allstaff, '/admin/users');
    await expect(new ListPage(page).cell('ops@demo.test')).toBeVisible();
    await page.goto(rolesUrl);
    await expect(page).toHaveURL('/admin/companies');
    await expect(page.getByRole('dialog', { name: 'Roles of ops@demo.test' })).toBeHidden();
  });

  test('data protection: GDPR export downloads JSON; settings are checked, then saved', async ({ page, signInAs }) => {
    await signInAs(USERS.owner, '/admin/users');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download GDPR export (JSON)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^gdpr-export-\d{4}-\d{2}-\d{2}\.json$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { user: { email: string } };
    expect(json.user.email).toBe(USERS.owner);

    const form = page.getByRole('form', { name: 'Data-protection settings' });
    await form.getByLabel('Retention (days)').fill('5');
    await form.getByLabel('Contact e-mail').fill('nope');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText('Retention days must be 30 or more')).toBeVisible();
    await expect(form.getByText('Contact email must be an e-mail address')).toBeVisible();
    await form.getByLabel('Retention (days)').fill('400');
    await form.getByLabel('Contact e-mail').fill('privacy@demo.test');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Data-protection settings saved')).toBeVisible();
  });
});
