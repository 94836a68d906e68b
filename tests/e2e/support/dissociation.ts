/** The dissociation wizard, by its labels and roles. */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

export class DissociationPage {
  readonly retailer: Locator;

  constructor(private readonly page: Page) {
    this.retailer = page.getByRole('combobox', { name: 'Retailer URL' });
  }

  async open(code: string): Promise<void> {
    await this.page.goto(`/admin/companies/${code}/retailer_configs/dissociate`);
    await expect(this.retailer).toBeVisible();
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  /** Picks the first retailer link that tracks `metric`; returns its retailer_url. */
  async pickRetailerTracking(metric: string): Promise<string> {
    const options = await this.retailer.locator('option').allTextContents();
    const label = options.find((o) => o.includes('—') && o.split('—')[1]!.includes(metric));
    if (!label) throw new Error(`no retailer link tracks ${metric}`);
    await this.retailer.selectOption({ label });
    await this.button('Next').click();
    return label.split(' ')[0]!;
  }

  metric(name: string): Locator {
    return this.page.getByRole('checkbox', { name, exact: true });
  }

  get summary(): Locator {
    return this.page.getByRole('status', { name: 'Dissociation summary' });
  }
}
