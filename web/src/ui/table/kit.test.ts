import { describe, expect, it } from 'vitest';
import { productSchema, retailerSchema } from '@console/schema';
import { csvField, toCsv } from './csv.js';
import { displayValue, fieldAt, getPath, modelFields, setPath } from './fields.js';
import { parseListState, toFilter, writeListState } from './listUrlState.js';
import { fillWidths } from './useColumnWidths.js';

describe('list URL state', () => {
  it('round-trips page, size, sort and dotted filters and leaves other parameters alone', () => {
    const state = { page: 3, pageSize: 100, sort: [{ field: 'company.digit_code', direction: 'desc' as const }], filters: { name: 'a b', 'company.digit_code': '1001' } };
    const params = writeListState(new URLSearchParams('tab=x&page=9'), state);
    expect(params.get('tab')).toBe('x');
    expect(parseListState(new URLSearchParams(params.toString()))).toEqual(state);
  });
  it('falls back to sane defaults on odd input', () => {
    expect(parseListState(new URLSearchParams('page=-2&page_size=100000&sort=:asc'))).toEqual({ page: 1, pageSize: 50, sort: [], filters: {} });
  });
  it('keeps two prefixed lists apart', () => {
    const params = writeListState(new URLSearchParams('f.name=x'), { page: 2, pageSize: 50, sort: [], filters: { sku: 'y' } }, 'b.');
    expect(parseListState(params).filters).toEqual({ name: 'x' });
    expect(parseListState(params, 'b.')).toMatchObject({ page: 2, filters: { sku: 'y' } });
  });
});

describe('filters from the zod model', () => {
  it('types text as like, booleans, numbers and enums as equality', () => {
    const fields = modelFields(productSchema);
    expect(fieldAt(productSchema, 'brand.name')?.kind).toBe('text');
    expect(toFilter({ product_name: 'oat', is_active: 'false', id: '7', 'brand.name': 'x' }, fields, { 'company.digit_code': '1001' })).toEqual({
      'company.digit_code': '1001',
      product_name: { like: 'oat' },
      is_active: false,
      id: 7,
      'brand.name': { like: 'x' },
    });
    expect(fieldAt(retailerSchema, 'is_active')?.kind).toBe('boolean');
  });
});

describe('csv', () => {
  it('quotes as RFC 4180 says', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"\nthere')).toBe('"say ""hi""\nthere"');
    expect(csvField(null)).toBe('');
    expect(toCsv([{ a: 1, b: { c: 'x,y' } }], ['a', 'b.c'])).toBe('a,b.c\r\n1,"x,y"\r\n');
  });
});

describe('dotted paths', () => {
  it('reads and writes nested values without mutating', () => {
    const record = { company: { digit_code: '1' } };
    const next = setPath(record, 'company.name', 'N');
    expect(getPath(next, 'company.name')).toBe('N');
    expect(record.company).toEqual({ digit_code: '1' });
  });
});

describe('values on screen', () => {
  it('reads a list of plain values as a list, keeps objects as JSON, and dates in local form', () => {
    expect(displayValue(['oat crunch', 'soup'])).toBe('oat crunch, soup');
    expect(displayValue([{ a: 1 }])).toBe('[{"a":1}]');
    expect(displayValue({ pack: 'single', size: '200 g' })).toBe('pack: single, size: 200 g');
    expect(displayValue({ nested: { a: 1 } })).toBe('{"nested":{"a":1}}');
    expect(displayValue('2026-11-22T01:52:17.408Z')).not.toContain('T01:52');
    expect(displayValue(null)).toBe('');
  });
});

describe('fillWidths', () => {
  it('spreads the spare room over the columns the user has not sized, in proportion', () => {
    expect(fillWidths([100, 200, 100], [false, false, true], 700)).toEqual([200, 400, 100]);
  });
  it('leaves the widths alone when the room is short or every column is sized', () => {
    expect(fillWidths([300, 300], [false, false], 500)).toEqual([300, 300]);
    expect(fillWidths([100, 100], [true, true], 900)).toEqual([100, 100]);
  });
});
