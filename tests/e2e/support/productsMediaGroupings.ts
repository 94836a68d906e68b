/** The product groupings page of a company, by its labels and roles. */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

export class ProductGroupingsPage {
  readonly list: Locator;
  readonly form: Locator;
  readonly name: Locator;
  readonly productGroup: Locator;
  readonly products: Locator;
  readonly create: Locator;

  constructor(private readonly page: Page) {
    this.list = page.getByRole('region', { name: 'Records' });
    this.form = page.getByLabel('New grouping');
    this.name = this.form.getByRole('textbox', { name: 'Name' });
    this.productGroup = this.form.getByRole('combobox', { name: 'Product group' });
    this.products = this.form.getByRole('group', { name: /^Products/ });
    this.create = this.form.getByRole('button', { name: 'Create grouping' });
  }

  async open(code: string): Promise<void> {
    await this.page.goto(`/admin/companies/${code}/products/product_groupings`);
    await expect(this.list).toBeVisible({ timeout: 20_000 });
  }

  row(name: string): Locator {
    return this.list.getByText(name, { exact: true });
  }

  deleteButton(name: string): Locator {
    return this.list.getByRole('button', { name: `Delete ${name}` });
  }

  /** Chooses the first `n` products the picker lists. */
  async chooseProducts(n: number): Promise<void> {
    const boxes = this.products.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible({ timeout: 20_000 });
    for (let i = 0; i < n; i++) await boxes.nth(i).check({ force: true });
  }
}
