/**
 * Parent → child links between records (the references the models of schema/src/models hold),
 * and the rule that keeps them whole (docs/PLATFORM-REST.md, "Records that others point at"):
 * a record that others point at is not deleted, and the field they point at does not change,
 * while they exist — the call answers 409 saying how many of what, and writes nothing. History
 * (transactions, tasks, events) never counts and always stays.
 *
 * Each count is one indexed query (company_code, product_uuid) or a scan of a small store; they
 * run inside the write's command, which on PostgreSQL holds the command lock, so no child can
 * appear between the count and the write.
 */
import { SKU_ENTITY_TYPE_ID } from '@console/schema';
import type { Queryable } from './db.js';
import { Conflict } from './errors.js';
import { type RecordRow, valueAt } from './records.js';

/** What a child record points at: a field of its parent. */
interface Link {
  parent: string;
  /** The parent's field the children hold: a data path, or the record's own `uuid` / `id`. */
  parentKey: string;
  child: string;
  /** Registry label of the child (schema/src/resources.ts), plural. */
  label: string;
  /** Where the child holds it: a data path, `company_code` (the indexed owner column), or a list. */
  childKey: string;
  /** The child's field is a list of keys (a grouping's products). */
  list?: boolean;
  /** The child points at the parent within its own company only (names are unique per company). */
  sameCompany?: boolean;
  /** A further condition on the child, as SQL over `data`. */
  where?: string;
}

/**
 * Children that are not records: their own table. `sql` takes the parents' uuids ($1) and answers
 * (uuid, company_code, count) per parent and company; only the parent's own company counts.
 */
interface TableLink {
  parent: string;
  label: string;
  sql: string;
}

const OWNED_BY_COMPANY: Array<[string, string, string?]> = [
  ['company_retailers', 'Company retailers'],
  ['brands', 'Brands'],
  ['product_groups', 'Product groups'],
  ['compliance', 'Compliance rules'],
  ['schedules', 'Retailer metric schedules'],
  ['rankings', 'Rankings'],
  ['listings', 'Listings'],
  ['products', 'Products'],
  ['product_media', 'Product media'],
  ['product_skus', 'Product SKUs'],
  // Categories have no owner column (a category may be of no company): matched on the field.
  ['categories', 'Categories', 'company.digit_code'],
  ['keywords', 'Keywords'],
  ['product_groupings', 'Product groupings'],
  ['business_rules', 'Business rules'],
  ['company_business_rules', 'Company business rules'],
];

/**
 * Every link, parents in the order a list names them. A listing's `sku` is not one: it is the code
 * the retailer listed on that date (an observation, like its price), and the listing points at its
 * product by `product_uuid`; a SKU's code may change while its old listings keep theirs.
 */
export const LINKS: readonly Link[] = [
  ...OWNED_BY_COMPANY.map(([child, label, field]): Link => ({
    parent: 'companies',
    parentKey: 'digit_code',
    child,
    label,
    childKey: field ?? 'company_code',
  })),
  { parent: 'products', parentKey: 'uuid', child: 'product_skus', label: 'Product SKUs', childKey: 'product_uuid' },
  { parent: 'products', parentKey: 'uuid', child: 'product_media', label: 'Product media', childKey: 'product_uuid' },
  { parent: 'products', parentKey: 'uuid', child: 'rankings', label: 'Rankings', childKey: 'product_uuid' },
  { parent: 'products', parentKey: 'uuid', child: 'listings', label: 'Listings', childKey: 'product_uuid' },
  {
    parent: 'products',
    parentKey: 'uuid',
    child: 'product_groupings',
    label: 'Product groupings',
    childKey: 'products',
    list: true,
    sameCompany: true,
  },
  {
    parent: 'product_skus',
    parentKey: 'id',
    child: 'business_rules',
    label: 'Business rules',
    childKey: 'entity_id',
    sameCompany: true,
    where: `data #>> '{entity_type,id}' = '${SKU_ENTITY_TYPE_ID}'`,
  },
  {
    parent: 'retailers',
    parentKey: 'digit_code',
    child: 'company_retailers',
    label: 'Company retailers',
    childKey: 'retailer.digit_code',
  },
  {
    parent: 'retailers',
    parentKey: 'digit_code',
    child: 'rankings',
    label: 'Rankings',
    childKey: 'retailer.digit_code',
  },
  {
    parent: 'retailers',
    parentKey: 'digit_code',
    child: 'listings',
    label: 'Listings',
    childKey: 'retailer.digit_code',
  },
  {
    parent: 'company_retailers',
    parentKey: 'retailer_url',
    child: 'schedules',
    label: 'Retailer metric schedules',
    childKey: 'retailer_url',
    sameCompany: true,
  },
  {
    parent: 'company_retailers',
    parentKey: 'retailer_url',
    child: 'rankings',
    label: 'Rankings',
    childKey: 'retailer_url',
    sameCompany: true,
  },
  {
    parent: 'company_retailers',
    parentKey: 'retailer_url',
    child: 'listings',
    label: 'Listings',
    childKey: 'retailer_url',
    sameCompany: true,
  },
  {
    parent: 'company_retailers',
    parentKey: 'retailer_url',
    child: 'keywords',
    label: 'Keywords',
    childKey: 'retailer_url',
    sameCompany: true,
  },
  { parent: 'countries', parentKey: 'id', child: 'retailers', label: 'Retailers', childKey: 'country.id' },
  {
    parent: 'brands',
    parentKey: 'digit_code',
    child: 'products',
    label: 'Products',
    childKey: 'brand.digit_code',
    sameCompany: true,
  },
  {
    parent: 'product_groups',
    parentKey: 'name',
    child: 'products',
    label: 'Products',
    childKey: 'product_group',
    sameCompany: true,
  },
  {
    parent: 'product_groups',
    parentKey: 'name',
    child: 'product_groupings',
    label: 'Product groupings',
    childKey: 'product_group',
    sameCompany: true,
  },
  { parent: 'categories', parentKey: 'name', child: 'products', label: 'Products', childKey: 'category' },
  { parent: 'categories', parentKey: 'name', child: 'categories', label: 'Categories', childKey: 'parent' },
  {
    parent: 'business_rule_definitions',
    parentKey: 'definition_name',
    child: 'business_rules',
    label: 'Business rules',
    childKey: 'definition_name',
  },
  {
    parent: 'business_rule_definitions',
    parentKey: 'definition_name',
    child: 'company_business_rules',
    label: 'Company business rules',
    childKey: 'definition_name',
  },
];

const TABLE_LINKS: readonly TableLink[] = [
  {
    parent: 'products',
    label: 'SRP list entries',
    sql:
      'select product_uuid::text as uuid, company_code, count(*)::int as count from srp_products ' +
      'where product_uuid = any($1::uuid[]) group by product_uuid, company_code',
  },
];

/** How each parent is named in a message: the field people know it by. */
const PARENT_NAMES: Record<string, { label: string; field: string }> = {
  companies: { label: 'Company', field: 'digit_code' },
  products: { label: 'Product', field: 'product_name' },
  product_skus: { label: 'Product SKU', field: 'sku' },
  retailers: { label: 'Retailer', field: 'digit_code' },
  company_retailers: { label: 'Company retailer', field: 'retailer_url' },
  countries: { label: 'Country', field: 'iso_code' },
  brands: { label: 'Brand', field: 'digit_code' },
  product_groups: { label: 'Product group', field: 'name' },
  categories: { label: 'Category', field: 'name' },
  business_rule_definitions: { label: 'Business rule definition', field: 'definition_name' },
};

/** Whether records of a store can have children. */
export const isParent = (store: string): boolean =>
  LINKS.some((l) => l.parent === store) || TABLE_LINKS.some((l) => l.parent === store);

/** How many children of one kind point at a record. */
export interface ChildCount {
  resource: string;
  label: string;
  count: number;
}

type Parent = Pick<RecordRow, 'id' | 'uuid' | 'company_code' | 'data'>;

const keyOf = (link: Link, parent: Parent): unknown =>
  link.parentKey === 'uuid'
    ? parent.uuid
    : link.parentKey === 'id'
      ? Number(parent.id)
      : valueAt(parent.data, link.parentKey);

function childExpr(link: Link): string {
  if (link.childKey === 'company_code') return 'company_code';
  const parts = link.childKey.split('.');
  // `data ->> 'product_uuid'` is the indexed expression of migration 005.
  return parts.length === 1 ? `(data ->> '${parts[0]}')` : `(data #>> '{${parts.join(',')}}')`;
}

const NONE: ReadonlySet<string> = new Set();

/** Keys sent in one query: a revert or deletion of 100,000 parents asks in blocks of this many. */
const KEYS_PER_QUERY = 5_000;

/** Where a child's key and company meet a parent: `key` alone, or `key` within `company`. */
const meetKey = (link: Link, key: unknown, company: string | null): string =>
  link.sameCompany ? `${company}\u0000${String(key)}` : String(key);

/**
 * For each parent (by uuid), how many records point at it through `link`, leaving out those of
 * `exclude` (records going in the same change). One query per block of keys, whatever the number
 * of parents: a revert or a deletion of 100,000 records asks once per link, not once per record.
 * The excluded are left out in memory, so their uuids are not sent with every query.
 */
async function countLinkMany(
  q: Queryable,
  link: Link,
  parents: readonly Parent[],
  exclude: ReadonlySet<string>,
): Promise<Map<string, number>> {
  // The parents waiting on each meeting key (several parents may share one during a change).
  const waiting = new Map<string, Parent[]>();
  for (const parent of parents) {
    const key = keyOf(link, parent);
    if (key === undefined || key === null || key === '') continue;
    if (link.sameCompany && parent.company_code === null) continue;
    const meet = meetKey(link, key, parent.company_code);
    waiting.set(meet, [...(waiting.get(meet) ?? []), parent]);
  }
  const counts = new Map<string, number>();
  const keys = [...new Set([...waiting.values()].flat().map((p) => String(keyOf(link, p))))];
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const block = keys.slice(start, start + KEYS_PER_QUERY);
    // A list (a grouping's products) holds several keys: each that is asked for counts.
    const keyColumn = link.list ? `jsonb_array_elements_text(data -> '${link.childKey}')` : childExpr(link);
    const match = link.list ? `(data -> '${link.childKey}') ?| $2::text[]` : `${childExpr(link)} = any($2::text[])`;
    let where = `store = $1 and ${match}`;
    if (link.where) where += ` and ${link.where}`;
    const children = `(select ${keyColumn} as key, company_code, uuid from records where ${where}) children`;
    // Without exclusions the database counts; with them, the children's uuids come back to be left out.
    const rows =
      exclude.size === 0
        ? await q.query<{ key: string; company_code: string | null; count: number }>(
            `select key, company_code, count(*)::int as count from ${children} ` +
              `where key = any($2::text[]) group by key, company_code`,
            [link.child, block],
          )
        : (
            await q.query<{ key: string; company_code: string | null; uuid: string }>(
              `select key, company_code, uuid::text as uuid from ${children} where key = any($2::text[])`,
              [link.child, block],
            )
          )
            .filter((child) => !exclude.has(child.uuid))
            .map((child) => ({ ...child, count: 1 }));
    for (const row of rows)
      for (const parent of waiting.get(meetKey(link, row.key, row.company_code)) ?? [])
        counts.set(parent.uuid, (counts.get(parent.uuid) ?? 0) + row.count);
  }
  return counts;
}

/** How many children point at each parent (by uuid). */
type Counts = Map<string, number>;

/**
 * A link by the child's owner column (`company_code`, indexed with the store): every such link of a
 * parent store is counted by one query per block of keys over all their stores at once — a revert
 * or deletion of 100,000 companies asked each of fifteen stores apart, 300 queries instead of 20.
 */
const byOwner = (link: Link): boolean =>
  link.childKey === 'company_code' && !link.list && !link.where && !link.sameCompany;

/** countLinkMany for owner links of one parent store (byOwner), all in one query per block. */
async function countOwnedMany(
  q: Queryable,
  links: readonly Link[],
  parents: readonly Parent[],
  exclude: ReadonlySet<string>,
): Promise<Map<Link, Counts>> {
  const counted = new Map<Link, Counts>(links.map((link) => [link, new Map()]));
  const linkOf = new Map(links.map((link) => [link.child, link]));
  const [first] = links;
  if (!first || links.some((link) => link.parentKey !== first.parentKey || linkOf.get(link.child) !== link))
    throw new Error('owner links counted together share their parent key and have one child store each');
  const waiting = new Map<string, Parent[]>();
  for (const parent of parents) {
    const key = keyOf(first, parent);
    if (key === undefined || key === null || key === '') continue;
    const list = waiting.get(String(key));
    if (list) list.push(parent);
    else waiting.set(String(key), [parent]);
  }
  const keys = [...waiting.keys()];
  const stores = links.map((link) => link.child);
  const where = 'store = any($1::text[]) and company_code = any($2::text[])';
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const block = keys.slice(start, start + KEYS_PER_QUERY);
    const rows =
      exclude.size === 0
        ? await q.query<{ store: string; key: string; count: number }>(
            `select store, company_code as key, count(*)::int as count from records where ${where} ` +
              'group by store, company_code',
            [stores, block],
          )
        : (
            await q.query<{ store: string; key: string; uuid: string }>(
              `select store, company_code as key, uuid::text as uuid from records where ${where}`,
              [stores, block],
            )
          )
            .filter((child) => !exclude.has(child.uuid))
            .map((child) => ({ ...child, count: 1 }));
    for (const row of rows) {
      const counts = counted.get(linkOf.get(row.store)!)!;
      for (const parent of waiting.get(row.key) ?? [])
        counts.set(parent.uuid, (counts.get(parent.uuid) ?? 0) + row.count);
    }
  }
  return counted;
}

/** For each parent (by uuid) with children, every kind of record that points at it, with how many. */
async function countChildrenMany(
  q: Queryable,
  store: string,
  parents: readonly Parent[],
  only?: (link: Link) => boolean,
  exclude: ReadonlySet<string> = NONE,
): Promise<Map<string, ChildCount[]>> {
  const found = new Map<string, Map<string, ChildCount>>();
  const add = (parent: string, resource: string, label: string, count: number) => {
    if (count === 0) return;
    const counts = found.get(parent) ?? new Map<string, ChildCount>();
    const entry = counts.get(resource) ?? { resource, label, count: 0 };
    entry.count += count;
    counts.set(resource, entry);
    found.set(parent, counts);
  };
  if (parents.length === 0) return new Map();
  const links = LINKS.filter((link) => link.parent === store && (!only || only(link)));
  const owned = links.filter(byOwner);
  const counted = owned.length > 1 ? await countOwnedMany(q, owned, parents, exclude) : new Map<Link, Counts>();
  // Added in the links' order, which is the order a message names them in.
  for (const link of links)
    for (const [parent, count] of counted.get(link) ?? (await countLinkMany(q, link, parents, exclude)))
      add(parent, link.child, link.label, count);
  if (!only) {
    for (const link of TABLE_LINKS) {
      if (link.parent !== store) continue;
      for (let start = 0; start < parents.length; start += KEYS_PER_QUERY) {
        const block = parents.slice(start, start + KEYS_PER_QUERY);
        const rows = await q.query<{ uuid: string; company_code: string; count: number }>(link.sql, [
          block.map((p) => p.uuid),
        ]);
        const companyOf = new Map(block.map((p) => [p.uuid, p.company_code]));
        for (const row of rows)
          if (companyOf.get(row.uuid) === row.company_code) add(row.uuid, link.label, link.label, row.count);
      }
    }
  }
  return new Map([...found].map(([parent, counts]) => [parent, [...counts.values()]]));
}

/** Every kind of record that points at `parent` through the given links, with how many (none: []). */
async function countChildren(
  q: Queryable,
  store: string,
  parent: Parent,
  only?: (link: Link) => boolean,
  exclude: ReadonlySet<string> = NONE,
): Promise<ChildCount[]> {
  return (await countChildrenMany(q, store, [parent], only, exclude)).get(parent.uuid) ?? [];
}

// "Product SKUs" → "product SKUs"; an initialism stays as it is ("SRP list entries").
const plural = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);
const singular = (label: string) => {
  const lower = plural(label);
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  return lower.endsWith('s') ? lower.slice(0, -1) : lower;
};
/** "1,200 products, 5,600 product SKUs and 12 keywords". */
export function describeCounts(children: readonly ChildCount[]): string {
  const parts = children.map(
    (c) => `${c.count.toLocaleString('en-US')} ${c.count === 1 ? singular(c.label) : plural(c.label)}`,
  );
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function parentName(store: string, parent: Parent): string {
  const name = PARENT_NAMES[store];
  const value = name ? valueAt(parent.data, name.field) : undefined;
  return `${name?.label ?? store} ${value === undefined || value === null ? parent.uuid : String(value)}`;
}

const holds = (store: string) => (store === 'companies' ? 'still owns' : 'is still used by');

/**
 * 409 unless nothing points at the record: deleting it would leave its children pointing at
 * nothing. `exclude`: records deleted with it (a revert deletes a product and its SKUs together).
 */
export async function assertNoChildren(
  q: Queryable,
  store: string,
  parent: Parent,
  exclude: ReadonlySet<string> = NONE,
): Promise<void> {
  const children = await countChildren(q, store, parent, undefined, exclude);
  if (children.length === 0) return;
  throw new Conflict(inUseMessage(store, parent, children), undefined, {
    children,
    total: children.reduce((n, c) => n + c.count, 0),
  });
}

/**
 * Of `parents` (records of `store` about to go together), those that others still point at, by
 * uuid, with the message assertNoChildren would give. Records in `exclude` go too and do not count.
 */
export async function parentsInUse(
  q: Queryable,
  store: string,
  parents: readonly Parent[],
  exclude: ReadonlySet<string> = NONE,
): Promise<Map<string, string>> {
  if (!isParent(store)) return new Map();
  const byUuid = new Map(parents.map((p) => [p.uuid, p]));
  const children = await countChildrenMany(q, store, parents, undefined, exclude);
  return new Map([...children].map(([uuid, counts]) => [uuid, inUseMessage(store, byUuid.get(uuid)!, counts)]));
}

const inUseMessage = (store: string, parent: Parent, children: readonly ChildCount[]): string =>
  `${parentName(store, parent)} ${holds(store)} ${describeCounts(children)}; remove them first`;

/**
 * What stops changing `before` into `after`: the children that point at a field the change
 * moves (a company's digit_code, a product group's name, …). Empty when nothing is in the way.
 */
export async function keyChangeBlockers(
  q: Queryable,
  store: string,
  before: Parent,
  after: Record<string, unknown>,
  afterCompany: string | null,
): Promise<{ fields: string[]; children: ChildCount[] }> {
  const moved = (link: Link) =>
    link.parentKey !== 'uuid' &&
    link.parentKey !== 'id' &&
    (String(valueAt(before.data, link.parentKey) ?? '') !== String(valueAt(after, link.parentKey) ?? '') ||
      (link.sameCompany === true && before.company_code !== afterCompany));
  const links = LINKS.filter((l) => l.parent === store && moved(l));
  if (links.length === 0) return { fields: [], children: [] };
  const children = await countChildren(q, store, before, (l) => links.includes(l));
  return { fields: children.length ? [...new Set(links.map((l) => l.parentKey))] : [], children };
}

/** The message of a refused key change. */
export function keyChangeMessage(
  store: string,
  before: Parent,
  blockers: { fields: string[]; children: ChildCount[] },
): string {
  return (
    `${parentName(store, before)} ${holds(store)} ${describeCounts(blockers.children)}: its ` +
    `${blockers.fields.join(' and ')} cannot change while they point at it; move or remove them first`
  );
}

/** 409 when the change moves a field that children point at. */
export async function assertKeyKeepsChildren(
  q: Queryable,
  store: string,
  before: Parent,
  after: Record<string, unknown>,
  afterCompany: string | null,
): Promise<void> {
  const blockers = await keyChangeBlockers(q, store, before, after, afterCompany);
  if (blockers.children.length === 0) return;
  throw new Conflict(keyChangeMessage(store, before, blockers), `request.${blockers.fields[0]}`, {
    children: blockers.children,
    total: blockers.children.reduce((n, c) => n + c.count, 0),
  });
}
