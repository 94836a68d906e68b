/** The bulk-upsert wizard, by its labels and roles. */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * A keywords CSV of `good` rows for `company`, `browserBad` rows the browser refuses and `serverBad` rows the
 * platform refuses.
 */
export function keywordsCsv(tag: string, company: string, good: number, browserBad: number, serverBad: number): string {
  const lines = ['keyword,company.digit_code'];
  for (let i = 0; i < good; i++) lines.push(`e2e ${tag} keyword ${i},${company}`);
  for (let i = 0; i < browserBad; i++) lines.push(`e2e ${tag} bad code ${i},12x`);
  // A digit code of no company: well formed, so only the server preview finds it.
  for (let i = 0; i < serverBad; i++) lines.push(`e2e ${tag} unknown company ${i},987654321`);
  return `${lines.join('\n')}\n`;
}

export class BulkWizardPage {
  readonly wizard: Locator;
  readonly resource: Locator;

  constructor(private readonly page: Page) {
    this.wizard = page.getByRole('region', { name: 'Bulk upsert wizard' }).or(page.getByLabel('Bulk upsert wizard'));
    this.resource = page.getByRole('combobox', { name: 'Resource' });
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/bulk');
    await expect(this.resource).toBeVisible();
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  async pick(label: string): Promise<void> {
    await this.resource.selectOption({ label });
  }

  async upload(name: string, text: string): Promise<void> {
    await this.page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  }

  async paste(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Or paste rows' }).fill(text);
    await this.button('Use pasted rows').click();
  }

  get check(): Locator {
    return this.page.getByRole('status', { name: 'Browser check' });
  }

  outcome(name: RegExp): Locator {
    return this.page.getByRole('group', { name: 'Outcomes' }).getByRole('button', { name });
  }

  get result(): Locator {
    return this.page.getByRole('status', { name: 'Result summary' });
  }
}
