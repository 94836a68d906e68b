/** The product pages of a company. */
import type { Locator, Page } from '@playwright/test';

export class ProductPages {
  constructor(private readonly page: Page) {}

  open(code: string, sub = ''): Promise<unknown> {
    return this.page.goto(`/admin/companies/${code}/products${sub ? `/${sub}` : ''}`);
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  get pimNotice(): Locator {
    return this.page.getByRole('note', { name: 'External PIM notice' });
  }
}
