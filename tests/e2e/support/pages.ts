/** Page objects over role-based locators. */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo.js';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.email = page.getByRole('textbox', { name: 'E-mail' });
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('button', { name: 'Sign in' });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await expect(this.submit).toBeVisible();
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** The default layout: header, navigation and the user menu. */
export class Shell {
  readonly nav: Locator;
  readonly loginLink: Locator;
  readonly stage: Locator;

  constructor(private readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.loginLink = page.getByLabel('Header').getByRole('link', { name: 'Login' });
    this.stage = page.getByRole('main');
  }

  userMenu(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name: typeof name === 'string' ? `User menu: ${name}` : name });
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: /^User menu:/ }).click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }

  /** The heading named exactly `name` (the side panel's "Recent companies" also holds "Companies"). */
  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name, exact: typeof name === 'string' });
  }
}

/** The auth-layout pages: privacy, password reset, invitations. */
export class AuthPages {
  constructor(private readonly page: Page) {}

  get newPassword(): Locator {
    return this.page.getByRole('textbox', { name: 'New password' });
  }

  get acceptPrivacy(): Locator {
    return this.page.getByRole('button', { name: 'I have read the privacy policy' });
  }

  async chooseNewPassword(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.page.getByRole('textbox', { name: 'Repeat the password' }).fill(password);
  }
}

/** The 404 and error pages. */
export class ErrorPage {
  readonly backHome: Locator;

  constructor(private readonly page: Page) {
    this.backHome = page.getByRole('link', { name: 'Back to the home page' });
  }

  status(code: number): Locator {
    return this.page.getByRole('heading', { name: String(code), exact: true });
  }

  message(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}

/**
 * Closes a Blueprint dialog or drawer with Escape as a user would: once it is shown and the
 * keyboard's focus is inside its overlay. Blueprint moves the focus there on the frame after
 * opening and closes on Escape only from inside; an Escape pressed earlier (CI, or while a lazily
 * loaded drawer's code is still coming) leaves it open.
 */
export async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((d) => d.closest('.bp6-overlay')?.contains(document.activeElement) ?? false))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
