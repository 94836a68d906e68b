/**
 * The revert screens (issue 18) by their labels and roles: the revert wizard, the deleted records
 * of a resource, a record's drawer with its history; and the keyword records a spec sets up or
 * changes behind the user's back through GraphQL as another user.
 */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Any signed-in GraphQL client of the support code (GraphqlApi, UserApi). */
export interface GraphqlRunner {
  run<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export interface Keyword {
  uuid: string;
  id: number;
  version: number;
  keyword: string;
  retailer_url: string | null;
  is_active: boolean;
}

/** Creates (no uuid) or updates (uuid and version) a record of `resource`; answers it as saved. */
export async function saveRecord<T = Record<string, unknown> & { uuid: string; version: number }>(
  api: GraphqlRunner,
  resource: string,
  input: Record<string, unknown>,
): Promise<T> {
  const data = await api.run<{ saveRecord: { ok: boolean; reason: string | null; data: T } }>(
    `mutation($i: JSON!){ saveRecord(resource: ${resource}, input: $i){ ok reason data } }`,
    { i: input },
  );
  expect(data.saveRecord.ok, data.saveRecord.reason ?? '').toBe(true);
  return data.saveRecord.data;
}

export const saveKeyword = (api: GraphqlRunner, input: Record<string, unknown>): Promise<Keyword> =>
  saveRecord<Keyword>(api, 'keywords', input);

/** Updates a keyword at the version given (its other fields as they are). */
export async function updateKeyword(api: GraphqlRunner, k: Keyword & { company?: unknown }, changes: Partial<Keyword>) {
  return saveKeyword(api, {
    uuid: k.uuid,
    version: k.version,
    keyword: k.keyword,
    company: { digit_code: (k.company as { digit_code: string }).digit_code },
    ...(k.retailer_url ? { retailer_url: k.retailer_url } : {}),
    is_active: k.is_active,
    ...changes,
  });
}

export async function deleteKeyword(api: GraphqlRunner, k: Keyword): Promise<void> {
  const data = await api.run<{ deleteRecord: { ok: boolean; reason: string | null } }>(
    'mutation($u: ID!, $v: Int!){ deleteRecord(resource: keywords, uuid: $u, version: $v){ ok reason } }',
    { u: k.uuid, v: k.version },
  );
  expect(data.deleteRecord.ok, data.deleteRecord.reason ?? '').toBe(true);
}

/** The keywords of `company` whose keyword contains `tag`, by keyword. */
export async function keywordsTagged(api: GraphqlRunner, company: string, tag: string): Promise<Keyword[]> {
  const data = await api.run<{ list: { rows: Keyword[] } }>(
    'query($f: JSON){ list(resource: keywords, filter: $f, navigation: { page: 1, page_size: 100 }){ rows } }',
    { f: { 'company.digit_code': company, keyword: { like: tag } } },
  );
  return data.list.rows.sort((a, b) => a.keyword.localeCompare(b.keyword));
}

export class RevertPage {
  constructor(readonly page: Page) {}

  get wizard(): Locator {
    return this.page.getByLabel('Revert wizard');
  }

  get summary(): Locator {
    return this.page.getByRole('status', { name: 'Revert summary' });
  }

  get conflicts(): Locator {
    return this.page.getByRole('table', { name: 'Conflicts' });
  }

  get rows(): Locator {
    return this.page.getByRole('table', { name: 'What the revert does' });
  }

  get result(): Locator {
    return this.page.getByRole('status', { name: 'Result summary' });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  outcome(text: string | RegExp): Locator {
    return this.rows.getByText(text);
  }

  /** Waits for the review (the preview computed). */
  async reviewed(): Promise<void> {
    await expect(this.summary).toBeVisible({ timeout: 15_000 });
  }
}
