/**
 * Checks that the demo data is coherent with what the platform reads: the integrity logs carry the
 * sync checks' folders and answers, and the demo images sit where the image rule and validation look.
 */
import { expect } from 'vitest';
import type { Db } from '../../../gateway/platform/src/store/db.js';
import { evaluate } from '../../../gateway/platform/src/services/compliance.js';
import { activeRules, subjects } from '../../../gateway/platform/src/store/compliance.js';
import { MAIN_FOLDER } from '../../../gateway/platform/src/store/productImages.js';
import { CHECKS } from '../../../gateway/platform/src/store/integrity.js';
import { INTEGRITY_RUNS } from '../../../gateway/platform/src/seed/samples.js';
import type { RecordRow } from '../../../gateway/platform/src/store/records.js';

/** Every sync check has its runs in the company's logs, the latest one as the check answers now. */
export async function expectIntegrityLikeSync(db: Db, code: string): Promise<void> {
  const pairs = await db.query<{ folder: string; stat_key: string; runs: number }>(
    'select folder, stat_key, count(*)::int as runs from integrity_logs where ' +
      'company_code = $1 group by folder, stat_key order by folder, stat_key',
    [code],
  );
  const expected = CHECKS.map(({ folder, stat_key }) => ({ folder, stat_key, runs: INTEGRITY_RUNS }));
  expect(pairs).toEqual(
    expected.sort((a, b) => a.folder.localeCompare(b.folder) || a.stat_key.localeCompare(b.stat_key)),
  );
  for (const check of CHECKS) {
    const [now] = await db.query<{ count: number; total: number; sample: string[] }>(check.sql, [code]);
    const [latest] = await db.query<{ detail: Record<string, unknown> }>(
      'select detail from integrity_logs where company_code = $1 ' +
        'and folder = $2 and stat_key = $3 order by id desc limit 1',
      [code, check.folder, check.stat_key],
    );
    expect(latest!.detail).toEqual(now);
  }
}

/** The image rule judges the demo images: most own products pass, some fail; a few lack a main image. */
export async function expectImagesChecked(db: Db, code: string): Promise<void> {
  const [rule] = await activeRules(db, code, ['images']);
  expect(rule).toMatchObject({ name: 'At least two images', field: MAIN_FOLDER });
  const products = await db.query<RecordRow>(
    `select id, uuid::text as uuid, version, company_code, data, created_at, updated_at from records
      where store = 'products' and company_code = $1 and not (data->>'is_competitor')::boolean order by id limit 60`,
    [code],
  );
  const passes = (await subjects(db, products)).map((s) => evaluate(rule!, s).pass);
  expect(passes.filter(Boolean).length).toBeGreaterThan(passes.length / 2);
  expect(passes.filter((p) => !p).length).toBeGreaterThan(0);
  const hasMain = `exists (select 1 from records m where m.store = 'product_media'
    and m.data->>'product_uuid' = p.uuid::text and m.data->>'product_folder' = $2)`;
  const [main] = await db.query<{ with: number; without: number }>(
    `select count(*) filter (where ${hasMain})::int as with, count(*) filter (where not ${hasMain})::int as without
       from records p where p.store = 'products' and p.company_code = $1 and not (p.data->>'is_competitor')::boolean`,
    [code, MAIN_FOLDER],
  );
  expect(main!.with).toBeGreaterThan(main!.without * 4);
  expect(main!.without).toBeGreaterThan(0);
}
