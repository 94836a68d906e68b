import { describe, expect, it } from 'vitest';
import { isLongId, readValue, shortId, valueText } from './readValue.js';

const UUID = '3f2a9c1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f';

describe('readValue (issue 16: values read as values, not JSON)', () => {
  it('reads booleans as booleans, and empty values as empty', () => {
    expect(readValue(true)).toEqual({ kind: 'boolean', value: true });
    expect(readValue(false)).toEqual({ kind: 'boolean', value: false });
    for (const empty of [null, undefined, '', []]) expect(readValue(empty)).toEqual({ kind: 'empty' });
  });

  it('shortens UUIDs to their first 8 characters and keeps the full id', () => {
    expect(isLongId(UUID)).toBe(true);
    expect(isLongId('1001')).toBe(false);
    expect(shortId(UUID)).toBe('3f2a9c1e…');
    expect(readValue(UUID)).toEqual({ kind: 'id', value: UUID, short: '3f2a9c1e…' });
  });

  it('reads an object that names something as a reference, linked where its record has a page', () => {
    expect(readValue({ name: 'Acme', digit_code: '1001' }, 'company')).toEqual({
      kind: 'reference',
      name: 'Acme',
      href: '/admin/companies/1001',
    });
    // Known by its code only: the view looks the company's name up by that code.
    expect(readValue({ digit_code: '1001' }, 'company')).toEqual({
      kind: 'reference',
      name: '1001',
      code: '1001',
      href: '/admin/companies/1001',
    });
    expect(readValue({ name: 'Shop', digit_code: '2001' }, 'retailer')).toEqual({
      kind: 'reference',
      name: 'Shop',
      href: null,
    });
  });

  it('reads other objects as their fields and arrays as lists', () => {
    expect(readValue({ pack: 'single', size: 200 })).toEqual({
      kind: 'fields',
      entries: [
        ['pack', 'single'],
        ['size', 200],
      ],
    });
    expect(readValue([UUID, UUID])).toEqual({ kind: 'list', items: [UUID, UUID] });
  });

  it('says each as one line of text without JSON', () => {
    expect(valueText(true)).toBe('Yes');
    expect(valueText(false)).toBe('No');
    expect(valueText(null)).toBe('—');
    expect(valueText([UUID, 'x'])).toBe('3f2a9c1e…, x');
    expect(valueText({ name: 'Acme', digit_code: '1001' }, 'company')).toBe('Acme');
    expect(valueText({ insert: 2, update: 0, nested: { a: 1 } })).toBe('insert: 2, update: 0, nested: a: 1');
    expect(valueText({ insert: 2 })).not.toMatch(/[{}"]/);
  });
});
