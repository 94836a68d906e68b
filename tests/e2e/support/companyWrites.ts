/**
 * Page objects of a record's details-and-history drawer on the company sub-pages (the list kit's
 * details column): its fields, the generic edit form inside it and its history.
 */
import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { SaveRecordCounter } from './saveRecordCounter.js';
import { USER_NAMES } from './demo.js';

/** A field's label as the history shows it (the table's column label): `retailer_url` → "Retailer url". */
export const fieldLabel = (path: string) => {
  const text = path.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Escapes a text for a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class RecordDrawer extends SaveRecordCounter {
  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: / record$/ });
  }

  /** The lists ("Records" regions) of the page; most company sub-pages have one. */
  list(index = 0): Locator {
    return this.page.getByRole('main').getByRole('region', { name: 'Records' }).nth(index);
  }

  /** Opens the drawer of a row through its details button and waits for its history. */
  async open(row = 0, list = 0): Promise<void> {
    await this.list(list)
      .getByRole('button', { name: /^Details and history of record/ })
      .nth(row)
      .click();
    await expect(this.dialog).toBeVisible();
    await expect(this.history.getByLabel(/^Version \d+$/).first()).toBeVisible();
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(this.dialog).toBeHidden();
  }

  get form(): Locator {
    return this.dialog.getByRole('form', { name: 'Update record' });
  }

  async edit(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Edit' }).click();
    await expect(this.form).toBeVisible();
  }

  /** A text, number or JSON field of the form ("(optional)" labels included). */
  field(label: string): Locator {
    return this.form
      .getByRole('textbox', { name: new RegExp(`^${literal(label)}( \\(optional\\))?$`) })
      .or(this.form.getByRole('spinbutton', { name: new RegExp(`^${literal(label)}( \\(optional\\))?$`) }));
  }

  select(label: string): Locator {
    return this.form.getByRole('combobox', { name: new RegExp(`^${literal(label)}( \\(optional\\))?$`) });
  }

  /** Saves; resolves once the form is gone (saved) or shows a message (refused). */
  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save', exact: true }).click();
  }

  /** Expects the form to show `message` and nothing to have been sent since `before`. */
  async expectRefused(message: string | RegExp, before: number): Promise<void> {
    await expect(this.form.getByText(message)).toBeVisible();
    expect(this.writes, 'a refused input sent a write').toBe(before);
  }

  /** Types `bad` into `field`, saves, and expects `message` on the form with nothing sent. */
  async refuse(field: Locator, bad: string, message: string | RegExp): Promise<void> {
    const sent = this.writes;
    await field.fill(bad);
    await this.save();
    await this.expectRefused(message, sent);
  }

  get history(): Locator {
    return this.dialog.getByRole('region', { name: 'History' });
  }

  /** The newest history entry (the history lists newest first). */
  get newest(): Locator {
    return this.history.getByLabel(/^Version \d+$/).first();
  }

  /**
   * Expects the newest entry to be the update by `user` (an e-mail; the entry shows their name) of
   * `field` (its label heads the row) from `before` to `after` (texts the before and after cells
   * contain), once the save has gone through.
   */
  async expectChange(user: string, field: string, before: string | RegExp, after: string | RegExp): Promise<void> {
    await expect(this.form).toBeHidden();
    const id = ((await this.dialog.getByText(/^Record \d+/).textContent()) ?? '').match(/^Record (\d+)/)?.[1];
    await expect(this.page.getByText(new RegExp(`^Saved .* record ${id}$`)).first()).toBeVisible();
    const row = this.newest
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: fieldLabel(field), exact: true }) });
    await expect(row.getByRole('cell').first()).toContainText(before);
    await expect(row.getByRole('cell').last()).toContainText(after);
    await expect(this.newest.getByText('update', { exact: true })).toBeVisible();
    // Named by their name, with the e-mail on hover.
    const by = this.newest.getByText(`by ${USER_NAMES[user] ?? user}`);
    await expect(by).toBeVisible();
    await expect(by).toHaveAttribute('title', user);
  }
}
