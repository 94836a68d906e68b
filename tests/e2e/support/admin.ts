/** Page objects of the list kit and the admin sections. */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** A ResourceTable (or the users table): filters, rows, paging count, CSV export. */
export class ListPage {
  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole('region', { name: 'Records' });
  }

  /** The "first–last of total" text under the table. */
  get count(): Locator {
    return this.page.getByText(/^\d[\d,]*–\d[\d,]* of \d[\d,]*$|^0–0 of 0$/);
  }

  /** Waits for the list to have loaded and answers its total. */
  async total(): Promise<number> {
    await expect(this.count).toBeVisible();
    const text = (await this.count.textContent()) ?? '';
    return Number(text.split(' of ')[1]?.replace(/,/g, ''));
  }

  /** Types a text filter and presses Enter. */
  async filterText(label: string, text: string): Promise<void> {
    const input = this.page.getByRole('searchbox', { name: `Filter ${label}` });
    await input.fill(text);
    await input.press('Enter');
  }

  async filterSelect(label: string, value: string): Promise<void> {
    await this.page.getByRole('combobox', { name: `Filter ${label}` }).selectOption(value);
  }

  cell(text: string): Locator {
    return this.table.getByText(text, { exact: true });
  }

  async sortBy(label: string): Promise<void> {
    // Blueprint's Table draws its header twice (main and top quadrant); the top one is on top.
    await this.page
      .getByRole('button', { name: `Sort by ${label}` })
      .last()
      .click();
  }

  /** Clicks Export CSV and answers the downloaded file's name and text. */
  async exportCsv(): Promise<{ name: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}

/** Splits a CSV of ours into lines (no record of the seed holds a line break). */
export const csvLines = (text: string) => text.split('\r\n').filter(Boolean);
