/** Page objects of the generic details and update screens. */
import type { Locator, Page } from '@playwright/test';

export class RecordPages {
  constructor(private readonly page: Page) {}

  field(label: string): Locator {
    // Optional fields' labels end with "(optional)".
    return this.page.getByRole('textbox', { name: new RegExp(`^${label}( \\(optional\\))?$`) });
  }

  get save(): Locator {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }

  get edit(): Locator {
    return this.page.getByRole('button', { name: 'Edit' });
  }

  get history(): Locator {
    return this.page.getByRole('region', { name: 'History' });
  }

  /** The history entry of one version. */
  version(n: number): Locator {
    return this.history.getByLabel(`Version ${n}`, { exact: true });
  }

  get conflict(): Locator {
    return this.page.getByRole('heading', { name: 'Changed by someone else meanwhile' });
  }
}
