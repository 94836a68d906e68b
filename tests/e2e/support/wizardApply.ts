/**
 * The apply end of the bulk wizard (confirm, conflict, progress, cancelled, result), by its
 * labels and roles, and the keyword records a spec changes behind the wizard's back (a page
 * signed in on another gateway: `signedInPage` in monitor.ts).
 */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { BulkWizardPage } from './bulk.js';
import type { UserApi } from './monitor.js';

export class WizardApplyPage {
  readonly bulk: BulkWizardPage;

  constructor(readonly page: Page) {
    this.bulk = new BulkWizardPage(page);
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  /** Pastes `csv` for `label` and goes through the check and the server preview to the review. */
  async preview(label: string, csv: string): Promise<void> {
    await this.bulk.open();
    await this.bulk.pick(label);
    await this.bulk.paste(csv);
    await this.button('Check rows').click();
    await expect(this.bulk.check).toContainText('pass the check');
    await this.button('Preview on the server').click();
    await expect(this.page.getByRole('table', { name: 'Preview rows' })).toBeVisible({ timeout: 30_000 });
  }

  /** From the review to the confirmation. */
  async toConfirm(): Promise<void> {
    await this.button('Continue to apply').click();
    await expect(this.summary).toBeVisible();
  }

  get summary(): Locator {
    return this.page.getByRole('status', { name: 'Apply summary' });
  }

  get apply(): Locator {
    return this.page.getByRole('button', { name: 'Apply', exact: true });
  }

  get previewRows(): Locator {
    return this.page.getByRole('table', { name: 'Preview rows' });
  }

  get moved(): Locator {
    return this.page.getByRole('table', { name: 'Rows that moved' });
  }

  get taskStatus(): Locator {
    return this.page.getByRole('status', { name: 'Task status' });
  }

  get cancelTask(): Locator {
    return this.button('Cancel the task');
  }

  get cancelled(): Locator {
    return this.bulk.wizard.getByRole('alert').filter({ hasText: 'Cancelled' });
  }
}

export interface KeywordRecord {
  uuid: string;
  version: number;
  keyword: string;
  company: { digit_code: string };
  retailer_url: string | null;
  is_active: boolean;
}

/** The keywords of `company` whose keyword contains `prefix` (the platform's `like`). */
export async function keywordsLike(api: UserApi, company: string, prefix: string): Promise<KeywordRecord[]> {
  const data = await api.run<{ list: { rows: KeywordRecord[] } }>(
    'query($f: JSON){ list(resource: keywords, filter: $f, navigation: { page: 1, page_size: 100 }){ rows } }',
    {
      f: { 'company.digit_code': company, keyword: { like: prefix } },
    },
  );
  return data.list.rows;
}

/** Creates or updates one keyword through the single-record API (POST, or PUT with its uuid). */
export async function saveKeyword(
  api: UserApi,
  input: Partial<KeywordRecord> & { keyword: string; company: { digit_code: string } },
): Promise<KeywordRecord> {
  const data = await api.run<{ saveRecord: { ok: boolean; reason: string | null; data: KeywordRecord } }>(
    'mutation($i: JSON!){ saveRecord(resource: keywords, input: $i){ ok reason data } }',
    { i: input },
  );
  expect(data.saveRecord.ok, data.saveRecord.reason ?? '').toBe(true);
  return data.saveRecord.data;
}

/** A keywords CSV of `count` rows for `company`, the keywords `${prefix} ${i}`. */
export const keywordRowsCsv = (company: string, prefix: string, count: number): string =>
  ['keyword,company.digit_code', ...Array.from({ length: count }, (_, i) => `${prefix} ${i},${company}`)].join('\n') +
  '\n';
