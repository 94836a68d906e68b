/** Page objects of the company overview and sub-pages (web/src/features/company, srp). */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { listCount } from './screens.js';

export class CompanyPages {
  constructor(readonly page: Page) {}

  async open(code: string, sub = ''): Promise<void> {
    await this.page.goto(`/admin/companies/${code}${sub ? `/${sub}` : ''}`);
  }

  get stage(): Locator {
    return this.page.getByRole('main');
  }

  /** The list kit's footer text, e.g. "1–50 of 9,600". */
  get listTotal(): Locator {
    return this.stage.getByText(/^\d[\d,]*–\d[\d,]* of [\d,]+$|^[\d,]+ rows?$|^No rows$|^0 of 0$/).first();
  }

  /** Total rows the (first) list reports. */
  async total(): Promise<number> {
    await expect(this.listTotal).toBeVisible();
    return listCount((await this.listTotal.textContent()) ?? '');
  }

  get pimNotice(): Locator {
    return this.page.getByRole('note', { name: 'External PIM notice' });
  }

  scoreCard(label: string): Locator {
    return this.stage.getByRole('button', { name: new RegExp(`^${label}`, 'i') });
  }

  chart(name: string): Locator {
    return this.stage.getByRole('img', { name });
  }

  /** SRP tab of rankings. */
  async openSrp(code: string): Promise<void> {
    await this.page.goto(`/admin/companies/${code}/rankings?tab=srp`);
    await expect(this.stage.getByRole('heading', { name: /Tracked products/ })).toBeVisible();
  }

  async addToSrp(search: string): Promise<string> {
    await this.stage.getByRole('textbox', { name: 'Find a product' }).fill(search);
    const item = this.page.getByRole('menuitem').filter({ hasText: /add$/ }).first();
    await expect(item).toBeVisible();
    const name = ((await item.textContent()) ?? '').replace(/add$/, '').trim();
    await item.click();
    return name;
  }
}
