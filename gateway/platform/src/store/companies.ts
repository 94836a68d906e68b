/** Company checks the domain calls share: the company of a code must exist (§5, §8 message). */
import { companyDoesNotExist } from '@console/schema';
import type { Queryable } from './db.js';
import { NotFound } from './errors.js';
import type { RecordRow } from './records.js';

/** The company of a digit code, or 404 with the catalogue message "Company (code) does not exist!". */
export async function requireCompany(q: Queryable, code: string): Promise<RecordRow> {
  const rows = await q.query<RecordRow>(
    `select id, uuid::text as uuid, version, company_code, data, created_at, updated_at from records
      where store = 'companies' and company_code = $1 limit 1`,
    [code],
  );
  if (!rows[0]) throw new NotFound(companyDoesNotExist(code));
  return rows[0];
}

/** Replaces non-breaking spaces with normal ones (§7, SRP names). */
export const plainSpaces = (value: unknown): string => String(value ?? '').replace(/\u00a0/g, ' ');
