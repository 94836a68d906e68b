import { describe, expect, it } from 'vitest';
import { HITS_PER_KIND, hitsOf, matchCommands, searchVariables } from './search.js';
import type { EntitySearchQuery } from './graphql/operations.js';
import type { PaletteCommand } from './search.js';

const page = (label: string, extra: Partial<PaletteCommand> = {}): PaletteCommand => ({
  id: label,
  label,
  section: 'Pages',
  icon: 'document',
  href: `/${label}`,
  ...extra,
});
const rows = (list: unknown[]) => ({ rows: list });
const answer = (over: Partial<EntitySearchQuery>): EntitySearchQuery =>
  ({
    companies: rows([]),
    companyCodes: null,
    retailers: rows([]),
    retailerCodes: null,
    products: rows([]),
    skus: rows([]),
    keywords: rows([]),
    ...over,
  }) as EntitySearchQuery;

describe('searchVariables', () => {
  it('looks names up with like, and codes only when the text has a digit', () => {
    const words = searchVariables('north');
    expect(words.codes).toBe(false);
    expect(words.companies).toEqual({ name: { like: 'north' } });
    expect(words.skus).toEqual({ sku: { like: 'north' } });
    expect(words.navigation).toEqual({ page: 1, page_size: HITS_PER_KIND });
    expect(searchVariables('1001').codes).toBe(true);
    expect(searchVariables('1001').companyCodes).toEqual({ digit_code: { like: '1001' } });
  });
});

describe('hitsOf', () => {
  it('merges name and code matches, exact codes first, each record once, with where it leads', () => {
    const northwind = { uuid: 'c1', name: 'Northwind Foods', digit_code: '1001' };
    const other = { uuid: 'c2', name: 'Foods 1001 Ltd', digit_code: '2001' };
    const hits = hitsOf(answer({ companies: rows([other, northwind]), companyCodes: rows([northwind]) }), '1001');
    expect(hits.map((h) => [h.label, h.detail, h.href])).toEqual([
      ['Northwind Foods', '1001', '/admin/companies/1001'],
      ['Foods 1001 Ltd', '2001', '/admin/companies/2001'],
    ]);
  });

  it('leads products, SKUs, keywords and retailers to their records, in the order of the sections', () => {
    const company = { name: 'Northwind Foods', digit_code: '1001' };
    const hits = hitsOf(
      answer({
        keywords: rows([{ uuid: 'k1', keyword: 'granola', company }]),
        skus: rows([{ uuid: 's1', sku: '1001-000001-1', gtin: '5100100000001', company }]),
        products: rows([{ uuid: 'p1', product_uuid: 'p1', product_name: 'Oat Crunch', company }]),
        retailers: rows([{ uuid: 'r1', name: 'Tesco', digit_code: '7001', country: { iso_code: 'GB' } }]),
      }),
      'x',
    );
    expect(hits.map((h) => [h.section, h.label, h.detail, h.href])).toEqual([
      ['Retailers', 'Tesco', '7001 · GB', '/admin/retailers/details/r1'],
      ['Products', 'Oat Crunch', 'Northwind Foods · 1001', '/admin/products/details/p1'],
      ['SKUs', '1001-000001-1', '5100100000001 · Northwind Foods · 1001', '/admin/product_skus/details/s1'],
      ['Keywords', 'granola', 'Northwind Foods · 1001', '/admin/keywords/details/k1'],
    ]);
  });

  it('shows a few of each kind at most and nothing without an answer', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ uuid: `k${i}`, keyword: `kw ${i}`, company: {} }));
    expect(hitsOf(answer({ keywords: rows(many) }), 'kw')).toHaveLength(HITS_PER_KIND);
    expect(hitsOf(undefined, 'kw')).toEqual([]);
  });
});

describe('matchCommands', () => {
  const commands = [
    page('Companies'),
    page('Retailers'),
    page('Start a bulk upsert of companies', { section: 'Actions', keywords: 'import csv', searchOnly: true }),
    page('Open the tasks monitor', { section: 'Actions', keywords: 'progress' }),
  ];

  it('lists all but the search-only ones for an empty text', () => {
    expect(matchCommands(commands, ' ').map((c) => c.label)).toEqual([
      'Companies',
      'Retailers',
      'Open the tasks monitor',
    ]);
  });

  it('matches every word in any order in the label or keywords, labels that start with the text first', () => {
    expect(matchCommands(commands, 'companies').map((c) => c.label)).toEqual([
      'Companies',
      'Start a bulk upsert of companies',
    ]);
    expect(matchCommands(commands, 'CSV bulk').map((c) => c.label)).toEqual(['Start a bulk upsert of companies']);
    expect(matchCommands(commands, 'progress').map((c) => c.label)).toEqual(['Open the tasks monitor']);
    expect(matchCommands(commands, 'actions')).toEqual([]);
  });
});
