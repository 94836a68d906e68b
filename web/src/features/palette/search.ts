/**
 * What the palette and the header search look for and how they show it, as pure functions: the
 * look-up's variables from the text typed, the hits from its answer (ranked, a few per kind), and the
 * commands (pages, actions) that match the text.
 */
import type { IconName } from '@blueprintjs/core';
import { ROUTES } from '@console/schema';
import { jsonRecord } from '../../kit/graphql/json.js';
import type { EntitySearchQuery, EntitySearchQueryVariables } from './graphql/operations.js';

/** Something the palette offers: a page to open, an action to run, or a record found by the search. */
export interface PaletteCommand {
  /** Unique within one list. */
  id: string;
  label: string;
  /** The heading it is listed under ("Pages", "Actions", "Companies", …). */
  section: string;
  icon: IconName;
  /** Where it goes; commands without one `run`. */
  href?: string;
  run?: () => void;
  /** A second line of text: a code, a company. */
  detail?: string;
  /** Other words it is found by. */
  keywords?: string;
  /** Its keyboard shortcut, as the shortcut sheet writes it ("g c"). */
  shortcut?: string;
  /** Listed only once something is typed (one of many alike, e.g. a bulk upsert per kind of record). */
  searchOnly?: boolean;
}

/** The kinds of record the search finds, in the order their sections show. */
export const HIT_KINDS = [
  { kind: 'companies', section: 'Companies', icon: 'office' },
  { kind: 'retailers', section: 'Retailers', icon: 'shop' },
  { kind: 'products', section: 'Products', icon: 'box' },
  { kind: 'skus', section: 'SKUs', icon: 'barcode' },
  { kind: 'keywords', section: 'Keywords', icon: 'tag' },
] as const satisfies ReadonlyArray<{ kind: keyof EntitySearchQuery; section: string; icon: IconName }>;

/** Hits shown per kind: enough to pick from, few enough to read at a glance. */
export const HITS_PER_KIND = 5;
/** Shorter texts find too much to be useful. */
export const MIN_SEARCH_LENGTH = 2;

const like = (text: string) => ({ like: text });

/** The look-up's variables for a text (trimmed, at least MIN_SEARCH_LENGTH long). */
export function searchVariables(text: string): EntitySearchQueryVariables {
  return {
    navigation: { page: 1, page_size: HITS_PER_KIND },
    codes: /\d/.test(text),
    companies: { name: like(text) },
    companyCodes: { digit_code: like(text) },
    retailers: { name: like(text) },
    retailerCodes: { digit_code: like(text) },
    products: { product_name: like(text) },
    skus: { sku: like(text) },
    keywords: { keyword: like(text) },
  };
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const companyOf = (row: Record<string, unknown>): string => {
  const company = jsonRecord(row.company);
  return [text(company.name), text(company.digit_code)].filter(Boolean).join(' · ');
};

/** One record as a palette entry. */
function toHit(kind: (typeof HIT_KINDS)[number], raw: unknown): PaletteCommand | null {
  const row = jsonRecord(raw);
  const uuid = text(row.uuid);
  const base = { section: kind.section, icon: kind.icon };
  switch (kind.kind) {
    case 'companies': {
      const code = text(row.digit_code);
      return code
        ? { ...base, id: `company:${code}`, label: text(row.name), detail: code, href: ROUTES.adminCompany(code) }
        : null;
    }
    case 'retailers':
      return uuid
        ? {
            ...base,
            id: `retailer:${uuid}`,
            label: text(row.name),
            detail: [text(row.digit_code), text(jsonRecord(row.country).iso_code)].filter(Boolean).join(' · '),
            href: ROUTES.moduleDetails('retailers', uuid),
          }
        : null;
    case 'products': {
      const id = text(row.product_uuid) || uuid;
      return id
        ? {
            ...base,
            id: `product:${id}`,
            label: text(row.product_name),
            detail: companyOf(row),
            href: ROUTES.moduleDetails('products', id),
          }
        : null;
    }
    case 'skus':
      return uuid
        ? {
            ...base,
            id: `sku:${uuid}`,
            label: text(row.sku),
            detail: [text(row.gtin), companyOf(row)].filter(Boolean).join(' · '),
            href: ROUTES.moduleDetails('product_skus', uuid),
          }
        : null;
    case 'keywords':
      return uuid
        ? {
            ...base,
            id: `keyword:${uuid}`,
            label: text(row.keyword),
            detail: companyOf(row),
            href: ROUTES.moduleDetails('keywords', uuid),
          }
        : null;
    default:
      return null;
  }
}

/** 0 for an exact match of the label or detail, 1 for one that starts with the text, 2 for the rest. */
function closeness(hit: PaletteCommand, needle: string): number {
  const words = [hit.label, ...(hit.detail ?? '').split(' · ')].map((w) => w.toLowerCase());
  if (words.includes(needle)) return 0;
  return words.some((w) => w.startsWith(needle)) ? 1 : 2;
}

/** The hits of an answer: per kind, name and code matches merged, closest first, HITS_PER_KIND at most. */
export function hitsOf(data: EntitySearchQuery | undefined, typed: string): PaletteCommand[] {
  if (!data) return [];
  const needle = typed.trim().toLowerCase();
  const rowsOf = (kind: keyof EntitySearchQuery) => data[kind]?.rows ?? [];
  const rowsByKind: Record<(typeof HIT_KINDS)[number]['kind'], unknown[]> = {
    companies: [...rowsOf('companyCodes'), ...rowsOf('companies')],
    retailers: [...rowsOf('retailerCodes'), ...rowsOf('retailers')],
    products: rowsOf('products'),
    skus: rowsOf('skus'),
    keywords: rowsOf('keywords'),
  };
  return HIT_KINDS.flatMap((kind) => {
    // A company found by both name and code comes once.
    const byId = new Map<string, PaletteCommand>();
    for (const row of rowsByKind[kind.kind]) {
      const hit = toHit(kind, row);
      if (hit && !byId.has(hit.id)) byId.set(hit.id, hit);
    }
    return [...byId.values()]
      .map((hit, order) => ({ hit, order, rank: closeness(hit, needle) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .slice(0, HITS_PER_KIND)
      .map(({ hit }) => hit);
  });
}

/**
 * The commands whose label or keywords hold every word typed (any order, any case); for an empty text,
 * all but those listed only once something is typed. Labels that start with the text come first.
 */
export function matchCommands(commands: readonly PaletteCommand[], typed: string): PaletteCommand[] {
  const words = typed.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return commands.filter((c) => !c.searchOnly);
  const haystack = (c: PaletteCommand) => `${c.label} ${c.keywords ?? ''}`.toLowerCase();
  const first = words.join(' ');
  return commands
    .filter((c) => words.every((word) => haystack(c).includes(word)))
    .map((c, order) => ({ c, order, rank: c.label.toLowerCase().startsWith(first) ? 0 : 1 }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ c }) => c);
}
