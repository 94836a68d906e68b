/**
 * Demo data for an empty store (DESIGN §3): enough to look real and to measure with. Records
 * are written as seed commands (one per resource and company), so they have `created` events and
 * transactions like any other write; users, metric samples and integrity logs go straight into
 * their tables. Everything is deterministic (seeded PRNG, name-based UUIDs) except the dates,
 * which end today.
 */
import { type ResourceName, resourceByName } from '@console/schema';
import { hashPassword } from '../services/auth/passwords.js';
import type { Db, Queryable } from '../store/db.js';
import type { Commands } from '../store/commands.js';
import {
  companyRetailerRows,
  companyRetailers,
  historyShape,
  keywordRows,
  listingRows,
  rankingRows,
  scheduleRows,
  type DemoRetailer,
} from './activity.js';
import { type SeedDef, type SeedRow, type SeededRecord, insertMany } from './bulk.js';
import { brandRows, competitorRows, mediaRows, productGroupRows, productRows, skuRows } from './catalog.js';
import { CATEGORIES, COMPANIES, type CompanySpec } from './companies.js';
import { DEFAULT_IMAGE_BASE_URL } from './images.js';
import { demoUuid } from './random.js';
import { COUNTRIES, RETAILERS, retailerDigitCode } from './reference.js';
import { businessRuleRows, companyBusinessRuleRows, complianceRows, definitionRows, groupingRows } from './rules.js';
import { type CheckAnswer, syncAnswers } from './integrity.js';
import { insertIntegrityLogs, insertMetricSamples } from './samples.js';
import { DEMO_PASSWORD, insertDemoUsers } from './users.js';

export interface SeedDeps {
  db: Db;
  commands: Commands;
  log?: (line: string) => void;
  /** The day the history ends (default: now). */
  now?: Date;
  /** Origin of the demo image URLs (default: the gateway's loopback address). */
  imageBaseUrl?: string;
}

/** SKUs of the largest company that get SKU business rules (entity_type.id 8); others get 40. */
export const SKU_RULES_LARGEST = 400;
export const SKU_RULES_OTHERS = 40;

/** True when the store holds no users and no records. */
export async function storeIsEmpty(db: Db): Promise<boolean> {
  const rows = await db.query<{ used: boolean }>(
    'select exists (select 1 from users) or exists (select 1 from records) as used',
  );
  return !rows[0]?.used;
}

export function seedDef(name: ResourceName): SeedDef {
  const def = resourceByName(name);
  if (!def) throw new Error(`seed: unknown resource ${name}`);
  return def;
}

/** Writes rows of one resource as one seed command (one transaction record). */
export async function seedCommand(
  commands: Commands,
  name: ResourceName,
  companyCode: string | null,
  rows: readonly SeedRow[],
): Promise<SeededRecord[]> {
  if (rows.length === 0) return [];
  const meta = { user_uuid: null, kind: 'seed', resource: name, company_code: companyCode };
  return (await commands.run(meta, (w) => insertMany(w, seedDef(name), rows))).result;
}

/** Where the demo seed of this store stands (settings key `demo_seed`); 'none' before any. */
export async function seedState(db: Queryable): Promise<'none' | 'started' | 'done'> {
  const rows = await db.query<{ state: string }>(
    `select value->>'state' as state from settings where key = 'demo_seed'`,
  );
  const state = rows[0]?.state;
  return state === 'started' || state === 'done' ? state : 'none';
}

async function markSeed(db: Queryable, state: 'started' | 'done'): Promise<void> {
  await db.query(
    `insert into settings (key, value) values ('demo_seed', $1::jsonb)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [JSON.stringify({ state, at: new Date().toISOString() })],
  );
}

/** Tables a demo seed that was cut off is wiped from before it starts over (settings keep their rows). */
const SEEDED_TABLES = [
  'events',
  'records',
  'id_counters',
  'users',
  'sessions',
  'one_time_tokens',
  'login_attempts',
  'previews',
  'preview_chunks',
  'metric_samples',
  'integrity_logs',
  'outbox',
  'srp_products',
];

/**
 * Seeds the demo data when the store is empty; answers whether it did. The seed is many commands
 * (its users come last), so it is marked started, then done: a seed cut off between the two (the
 * first `npm start` stopped meanwhile) left a store nobody can sign in to, and is wiped and done
 * again — unless something other than the seed has written since, which is then left alone.
 */
export async function seedDemo(deps: SeedDeps): Promise<boolean> {
  const log = deps.log ?? (() => undefined);
  const state = await seedState(deps.db);
  if (state === 'done') return false;
  if (state === 'none' && !(await storeIsEmpty(deps.db))) return false;
  if (state === 'started') {
    const others = await deps.db.query<{ found: boolean }>(
      `select exists (select 1 from records where store = 'transactions' and coalesce(data->>'kind', '') <> 'seed')
       as found`,
    );
    if (others[0]?.found) {
      log('seed: a demo seed was cut off, and the store has writes of its own since: left as it is');
      return false;
    }
    log('seed: a demo seed was cut off: starting it over');
    await deps.db.exec(`truncate ${SEEDED_TABLES.join(', ')}`);
  }
  await markSeed(deps.db, 'started');
  const started = Date.now();
  const now = deps.now ?? new Date();
  // scrypt runs on the thread pool while the records are written.
  const passwordHash = hashPassword(DEMO_PASSWORD);
  const write = (name: ResourceName, code: string | null, rows: readonly SeedRow[]) =>
    seedCommand(deps.commands, name, code, rows);

  const countries = await write(
    'countries',
    null,
    COUNTRIES.map(([name, iso_code, iso3_code, iso_numeric]) => ({
      uuid: demoUuid('country', iso_code),
      fields: { name, iso_code, iso3_code, iso_numeric },
    })),
  );
  const countryId = new Map(countries.map((c) => [String(c.fields.iso_code), c.id]));
  const retailerRecords = await write(
    'retailers',
    null,
    RETAILERS.map(([name, url, iso], i) => ({
      uuid: demoUuid('retailer', retailerDigitCode(i)),
      fields: {
        name,
        digit_code: retailerDigitCode(i),
        url,
        country: { id: countryId.get(iso)!, iso_code: iso },
        is_active: true,
      },
    })),
  );
  const retailers = new Map<string, DemoRetailer & { id: number }>(
    retailerRecords.map((r) => [
      String(r.fields.name),
      { id: r.id, name: String(r.fields.name), digit_code: String(r.fields.digit_code), url: String(r.fields.url) },
    ]),
  );
  await write(
    'categories',
    null,
    CATEGORIES.map(([name, parent]) => ({ uuid: demoUuid('category', name), fields: { name, parent } })),
  );
  const definitions = await write('business_rule_definitions', null, definitionRows());
  const companies = await write(
    'companies',
    null,
    COMPANIES.map((spec) => ({
      uuid: demoUuid('company', spec.digit_code),
      fields: {
        name: spec.name,
        digit_code: spec.digit_code,
        is_active: true,
        external_pim: spec.external_pim,
        country_iso_code: spec.country,
      },
    })),
  );

  let records = countries.length + retailerRecords.length + CATEGORIES.length + definitions.length + companies.length;
  const sync = new Map<string, CheckAnswer[]>();
  for (const [i, spec] of COMPANIES.entries()) {
    const seeded = await seedCompany(deps, spec, { company: companies[i]!, retailers, now, largest: i === 0 });
    records += seeded.records;
    sync.set(spec.digit_code, seeded.sync);
    log(`seed: ${spec.name} (${spec.digit_code}) done after ${Date.now() - started} ms`);
  }
  await deps.db.transaction(async (tx) => {
    for (const spec of COMPANIES) {
      await insertMetricSamples(tx, spec, now);
      await insertIntegrityLogs(tx, spec, now, sync.get(spec.digit_code)!);
    }
    await insertDemoUsers(tx, await passwordHash);
    await markSeed(tx, 'done');
  });
  log(`seed: demo data (${records} records, ${COMPANIES.length} companies) in ${Date.now() - started} ms`);
  return true;
}

interface CompanyContext {
  company: SeededRecord;
  retailers: ReadonlyMap<string, DemoRetailer & { id: number }>;
  now: Date;
  largest: boolean;
}

/**
 * One company's catalogue, retailer links, history and rules; answers how many records, and what the sync
 * checks find in them.
 */
async function seedCompany(
  deps: SeedDeps,
  spec: CompanySpec,
  ctx: CompanyContext,
): Promise<{ records: number; sync: CheckAnswer[] }> {
  const code = spec.digit_code;
  const write = (name: ResourceName, rows: readonly SeedRow[]) => seedCommand(deps.commands, name, code, rows);
  const brands = await write('brands', brandRows(spec));
  await write('product_groups', productGroupRows(spec));
  const own = productRows(spec);
  const rivals = competitorRows(spec);
  const products = await write('products', [...own.rows, ...rivals.rows]);
  const all = [...own.products, ...rivals.products];
  const skus = await write('product_skus', skuRows(spec, own.products));
  const media = await write(
    'product_media',
    mediaRows(spec, own.products, deps.imageBaseUrl ?? DEFAULT_IMAGE_BASE_URL),
  );
  const mine = companyRetailers(spec, ctx.retailers);
  const links = await write('company_retailers', companyRetailerRows(spec, mine));
  const schedules = await write('schedules', scheduleRows(spec, links));
  const keywords = await write('keywords', keywordRows(spec, mine));
  const shape = historyShape(spec, ctx.largest);
  const rankings = await write('rankings', rankingRows(spec, all, mine, shape, ctx.now));
  const listings = await write('listings', listingRows(spec, skus, mine, shape, ctx.now));
  const targets = {
    company: ctx.company,
    brands,
    retailers: mine.map((r) => ({ id: ctx.retailers.get(r.name)!.id, uuid: '', fields: {} })),
    products,
    skus,
  };
  const rules = await write(
    'business_rules',
    businessRuleRows(spec, targets, ctx.largest ? SKU_RULES_LARGEST : SKU_RULES_OTHERS, ctx.now),
  );
  const companyRules = await write('company_business_rules', companyBusinessRuleRows(spec));
  const compliance = await write('compliance', complianceRows(spec));
  const groupings = await write('product_groupings', groupingRows(spec, all));
  const groups = spec.groups.length;
  const records = [
    brands,
    products,
    skus,
    media,
    links,
    schedules,
    keywords,
    rankings,
    listings,
    rules,
    companyRules,
    compliance,
    groupings,
  ].reduce((n, list) => n + list.length, groups);
  return { records, sync: await syncAnswers(deps.db, code, { products, skus, media, links, rankings, listings }) };
}
