import { describe, expect, it } from 'vitest';
import { RESOURCES, type ResourceDef } from '@console/schema';
import { LINKS, describeCounts } from './links.js';

describe('describeCounts', () => {
  it('says how many of what, with thousands separated and the registry labels, singular for one', () => {
    expect(
      describeCounts([
        { resource: 'products', label: 'Products', count: 1200 },
        { resource: 'product_skus', label: 'Product SKUs', count: 5600 },
        { resource: 'keywords', label: 'Keywords', count: 12 },
      ]),
    ).toBe('1,200 products, 5,600 product SKUs and 12 keywords');
    expect(describeCounts([{ resource: 'categories', label: 'Categories', count: 1 }])).toBe('1 category');
    expect(
      describeCounts([
        { resource: 'product_media', label: 'Product media', count: 1 },
        { resource: 'x', label: 'SRP list entries', count: 2 },
      ]),
    ).toBe('1 product media and 2 SRP list entries');
  });
});

describe('LINKS', () => {
  it('name real stores with the labels of the registry', () => {
    // The first resource of a store names it (/product_groups/groupings shares product_groupings).
    const labels = new Map<string, string>();
    for (const r of RESOURCES) if (!labels.has(r.store)) labels.set(r.store, r.label);
    for (const link of LINKS) {
      expect(labels.has(link.parent), link.parent).toBe(true);
      expect(labels.get(link.child), link.child).toBe(link.label);
    }
  });
  it('count every store a company owns, but never its history', () => {
    const owned = new Set(LINKS.filter((l) => l.parent === 'companies').map((l) => l.child));
    const companyStores = (RESOURCES as readonly ResourceDef[])
      .filter((r) => r.companyPath && r.store !== 'companies')
      .map((r) => r.store);
    expect([...owned].sort()).toEqual(
      [...new Set([...companyStores.filter((s) => s !== 'transactions' && s !== 'tasks'), 'categories'])].sort(),
    );
  });
});
