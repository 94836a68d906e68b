import { describe, expect, it } from 'vitest';
import { resourceByName } from '@console/schema';
import { containsByTrigram } from './filters.js';

describe('containsByTrigram', () => {
  const skus = resourceByName('product_skus')!;
  const company = { 'company.digit_code': '9999' };

  it('is a "contains" on sku or gtin of three letters or digits in a row, beside other conditions', () => {
    expect(containsByTrigram(skus, { ...company, sku: { like: '0042' } })).toBe(true);
    expect(containsByTrigram(skus, { ...company, gtin: { like: '5999900' } })).toBe(true);
    expect(containsByTrigram(skus, { is_active: true, sku: { like: 'ab-Cd9' } })).toBe(true);
  });

  it('is not one the trigram index cannot look up: too short, another operator, another field or store', () => {
    expect(containsByTrigram(skus, { ...company, sku: { like: '42' } })).toBe(false);
    expect(containsByTrigram(skus, { ...company, sku: { like: '4-2-1' } })).toBe(false);
    expect(containsByTrigram(skus, { ...company, sku: '0042' })).toBe(false);
    expect(containsByTrigram(skus, { ...company, sku: null })).toBe(false);
    expect(containsByTrigram(skus, company)).toBe(false);
    expect(containsByTrigram(resourceByName('products')!, { name: { like: 'shirt' } })).toBe(false);
  });
});
