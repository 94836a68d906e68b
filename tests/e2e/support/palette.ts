/**
 * Page objects of the shell's keyboard and header: the command palette, the header search, the
 * shortcut sheet, the user menu and its theme switch.
 */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The command palette (Ctrl+K): a dialog with a search box over a listbox of options in groups. */
export class Palette {
  readonly dialog: Locator;
  readonly input: Locator;
  readonly list: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Command palette' });
    this.input = this.dialog.getByRole('combobox');
    this.list = this.dialog.getByRole('listbox');
  }

  /** Opens it as a user does, with the keyboard. */
  async open(): Promise<void> {
    await this.page.keyboard.press('Control+k');
    await expect(this.input).toBeFocused();
  }

  /** The options under a section (Pages, Actions, Companies, …). */
  section(name: string): Locator {
    return this.list.getByRole('group', { name, exact: true });
  }

  option(name: string | RegExp): Locator {
    return this.list.getByRole('option', { name });
  }

  /** The option the arrow keys are on, which Enter picks. */
  get active(): Locator {
    return this.list.getByRole('option', { selected: true });
  }
}

/** The header's search box and its results. */
export class HeaderSearch {
  readonly input: Locator;
  readonly results: Locator;

  constructor(page: Page) {
    this.input = page.getByLabel('Header').getByRole('combobox', { name: /^Search companies/ });
    this.results = page.getByRole('listbox', { name: 'Search results' });
  }

  option(name: string | RegExp): Locator {
    return this.results.getByRole('option', { name });
  }

  /**
   * Clicks into the box and waits for the frame in which Blueprint's Suggest selects its text on
   * focus: a key typed before that frame would be selected, and replaced by the next one.
   */
  async focus(): Promise<void> {
    await this.input.click();
    await this.input.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
  }

  /** Types into the box as a user does, after clearing it. */
  async type(text: string): Promise<void> {
    await this.focus();
    await this.input.clear();
    await this.input.pressSequentially(text);
  }
}

/** The user menu of the header: profile, theme, privacy policy, shortcuts, Logout. */
export class UserMenu {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page
      .getByLabel('Header')
      .getByRole('button', { name: /^User menu:/ })
      .click();
    await expect(this.profile).toBeVisible();
  }

  get profile(): Locator {
    return this.page.getByRole('region', { name: 'Profile' });
  }

  themeButton(name: 'System' | 'Light' | 'Dark'): Locator {
    return this.page.getByRole('group', { name: 'Theme' }).getByRole('button', { name, exact: true });
  }

  item(name: string): Locator {
    return this.page.getByRole('menuitem', { name });
  }
}

/** True when the page is drawn in Blueprint's dark theme. */
export const isDark = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.body.classList.contains('bp6-dark'));
