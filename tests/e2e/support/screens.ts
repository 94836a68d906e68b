/**
 * Page objects of tests/e2e/screens.spec.ts: one list of the list kit among several on a page
 * (its filters, its total and the texts of one column), the generic update screen's fields with
 * the message under each, and a record's history entries.
 */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { fieldLabel } from './companyWrites.js';
import { SaveRecordCounter } from './saveRecordCounter.js';

/** Escapes a text for a RegExp. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The "first–last of total" footer text of a list. */
const TOTAL = /^\d[\d,]*–\d[\d,]* of [\d,]+$|^[\d,]+ rows?$|^0–0 of 0$/;

/** The total a list's footer states: "1–50 of 6,000" under a paged list, "6,000 rows" under one scrolled whole. */
export function listCount(text: string): number {
  const total = text.includes(' of ') ? text.split(' of ')[1]! : text.replace(/ rows?$/, '');
  return Number(total.replace(/,/g, '')) || 0;
}

/** One list of the list kit (ResourceTable): the `index`-th of the page's main area. */
export class KitList {
  constructor(
    readonly page: Page,
    readonly index = 0,
  ) {}

  get root(): Locator {
    return this.page.getByRole('main').locator('div.resource-list').nth(this.index);
  }

  get table(): Locator {
    return this.root.getByRole('region', { name: 'Records' });
  }

  get totalText(): Locator {
    return this.root.getByText(TOTAL);
  }

  /** Waits for the list to have loaded and answers its total. */
  async total(): Promise<number> {
    await expect(this.totalText).toBeVisible();
    return listCount((await this.totalText.textContent()) ?? '');
  }

  filter(label: string): Locator {
    return this.root.getByRole('searchbox', { name: `Filter ${label}`, exact: true });
  }

  /** Types a text filter and applies it with Enter. */
  async filterText(label: string, text: string): Promise<void> {
    await this.filter(label).fill(text);
    await this.filter(label).press('Enter');
  }

  /** The texts of the drawn cells of the column headed `label` (the table draws only the rows in view). */
  async column(label: string): Promise<string[]> {
    const names = (await this.table.getByRole('columnheader').allTextContents()).map((n) => n.trim());
    const col = names.indexOf(label);
    if (col < 0) throw new Error(`no column "${label}" in ${names.join(', ')}`);
    return (await this.table.locator(`[role="gridcell"][data-col="${col}"]`).allTextContents()).map((t) => t.trim());
  }
}

/** The generic /admin/{module}/update/{id} screen and the details screen it returns to. */
export class UpdateScreen extends SaveRecordCounter {
  get form(): Locator {
    return this.page.getByRole('form', { name: 'Update record' });
  }

  /**
   * A text, number or JSON field whose label is exactly `label` (optional ones end with
   * "(optional)"; a nested record's fields, e.g. the company's "Name (optional)", stay apart).
   */
  field(label: string): Locator {
    const name = new RegExp(`^${literal(label)}$`);
    return this.form.getByRole('textbox', { name }).or(this.form.getByRole('spinbutton', { name }));
  }

  /** The form group around a field: its label, input and the message under it. */
  group(field: Locator): Locator {
    return field.locator(
      'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " bp6-form-group ")][1]',
    );
  }

  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save', exact: true }).click();
  }

  get history(): Locator {
    return this.page.getByRole('region', { name: 'History' });
  }

  version(n: number): Locator {
    return this.history.getByLabel(`Version ${n}`, { exact: true });
  }

  /** The before and after cells of `field` in one history entry (its label heads the row: before → after). */
  change(entry: Locator, field: string): { before: Locator; after: Locator } {
    const row = entry
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: fieldLabel(field), exact: true }) });
    return { before: row.getByRole('cell').first(), after: row.getByRole('cell').last() };
  }
}

/** A company's transactions list and one transaction's changes. */
export class TransactionPages {
  constructor(readonly page: Page) {}

  async openList(code: string): Promise<void> {
    await this.page.goto(`/admin/companies/${code}/products/transactions`);
    await expect(this.page.getByRole('status', { name: 'Transactions shown' })).toHaveText(/^[1-9]\d* transactions/);
  }

  /** The drawn cells of the list's row `row` (0 is the newest). */
  rowCells(row: number): Locator {
    return this.page
      .getByRole('region', { name: 'Records' })
      .locator(`[role="gridcell"][data-row="${row}"]`);
  }

  get changes(): Locator {
    return this.page.getByRole('table', { name: 'Changes' });
  }

  /** The changes table's row of `field` (its label, before and after are its last three cells). */
  changeOf(field: string): { before: Locator; after: Locator } {
    const row = this.changes
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: fieldLabel(field), exact: true }) });
    return { before: row.getByRole('cell').nth(-2), after: row.getByRole('cell').nth(-1) };
  }
}

/** The visx line chart of a company page: its series are the drawn paths of the svg. */
export class Chart {
  constructor(readonly figure: Locator) {}

  get series(): Locator {
    // Axes and grid are <line>s; each series is one <path> through its points.
    return this.figure.locator('svg path[d^="M"]');
  }

  /** The number of points of each series (one "L" per point after the first). */
  async pointsPerSeries(): Promise<number[]> {
    return this.series.evaluateAll((paths) => paths.map((p) => (p.getAttribute('d') ?? '').split('L').length));
  }

  async colours(): Promise<string[]> {
    return this.series.evaluateAll((paths) => paths.map((p) => p.getAttribute('stroke') ?? ''));
  }
}
