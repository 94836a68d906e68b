/** Password reset and invitation, end to end with the one-time links from the platform's outbox. */
import { MESSAGES } from '@console/schema';
import { expect, test } from './support/fixtures.js';
import { USERS } from './support/demo.js';

test.describe('one-time-token flows', () => {
  test('password reset: request, follow the mailed link, set a password, sign in with it', async ({
    page,
    auth,
    login,
    ownerApi,
  }) => {
    await page.goto('/passwords/reset');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(USERS.superadmin);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(USERS.superadmin);

    const link = await ownerApi.latestLink(USERS.superadmin, '/passwords/reset/');
    await page.goto(link);
    const password = 'a-new-password-42';
    // The pair is checked as it is typed; the button waits for a good one.
    const setPassword = page.getByRole('button', { name: 'Set password' });
    await expect(setPassword).toBeDisabled();
    await auth.newPassword.fill('too-short');
    await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();
    await auth.newPassword.fill(password);
    await expect(page.getByText('the passwords do not match')).toBeVisible();
    await expect(setPassword).toBeDisabled();
    await auth.chooseNewPassword(password);
    await expect(page.getByText('the passwords do not match')).toBeHidden();
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed');

    // The link is single-use.
    await page.goto(link);
    await auth.chooseNewPassword('another-password-43');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText(MESSAGES.badRequest)).toBeVisible();
    await expect(auth.newPassword).toHaveValue('another-password-43');

    await login.open();
    await login.signIn(USERS.superadmin, password);
    await expect(page).toHaveURL('/admin/companies');
  });

  test('invitation: the owner invites, the invitee accepts and lands signed in', async ({
    page,
    auth,
    signInAs,
    ownerApi,
    shell,
  }) => {
    const email = `invitee-${Date.now()}@demo.test`;
    await signInAs(USERS.owner, '/invitations');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status')).toContainText(email);
    await shell.logout();
    await expect(page).toHaveURL('/');

    const link = await ownerApi.latestLink(email, '/invitations/');
    await page.goto(link);
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill('Ivy');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Invitee');
    await auth.chooseNewPassword('invitee-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    // An invited ops user has no policy read yet: the privacy gate comes first (§4), then home.
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByText(MESSAGES.privacyNotRead)).toBeVisible();
    await page.getByRole('button', { name: 'I have read the privacy policy' }).click();
    await expect(page).toHaveURL('/admin/companies');
    await expect(shell.userMenu('Ivy Invitee')).toBeVisible();

    await page.goto(link);
    await expect(page.getByText('This invitation is unknown, already used or expired.')).toBeVisible();
  });

  test('a used or unknown sign-in link says so', async ({ page }) => {
    await page.goto(`/authorize/${'x'.repeat(40)}`);
    await expect(page.getByText('This link does not work any more.')).toBeVisible();
  });
});
