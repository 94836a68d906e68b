import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { productSchema, rankingSchema, retailerSchema } from '@console/schema';
import { toCsv } from './csv.js';
import { displayValue, getPath, setPath } from './fields.js';
import { fieldAt, modelFields } from './modelFields.js';
import { parseListState, toFilter, writeListState } from './listUrlState.js';
import { fillWidths, readWidths, storeWidth, useColumnWidths, widthsKey } from './useColumnWidths.js';

describe('list URL state', () => {
  it('round-trips page, size, sort and dotted filters and leaves other parameters alone', () => {
    const state = {
      page: 3,
      pageSize: 100,
      sort: [{ field: 'company.digit_code', direction: 'desc' as const }],
      filters: { name: 'a b', 'company.digit_code': '1001' },
    };
    const params = writeListState(new URLSearchParams('tab=x&page=9'), state);
    expect(params.get('tab')).toBe('x');
    expect(parseListState(new URLSearchParams(params.toString()))).toEqual(state);
  });
  it('falls back to sane defaults on odd input', () => {
    expect(parseListState(new URLSearchParams('page=-2&page_size=100000&sort=:asc'))).toEqual({
      page: 1,
      pageSize: 50,
      sort: [],
      filters: {},
    });
  });
  it('keeps two prefixed lists apart', () => {
    const params = writeListState(
      new URLSearchParams('f.name=x'),
      { page: 2, pageSize: 50, sort: [], filters: { sku: 'y' } },
      'b.',
    );
    expect(parseListState(params).filters).toEqual({ name: 'x' });
    expect(parseListState(params, 'b.')).toMatchObject({ page: 2, filters: { sku: 'y' } });
  });
});

describe('filters from the zod model', () => {
  it('types text as like, booleans, numbers and enums as equality', () => {
    const fields = modelFields(productSchema);
    expect(fieldAt(productSchema, 'brand.name')?.kind).toBe('text');
    expect(
      toFilter({ product_name: 'oat', is_active: 'false', id: '7', 'brand.name': 'x' }, fields, {
        'company.digit_code': '1001',
      }),
    ).toEqual({
      'company.digit_code': '1001',
      product_name: { like: 'oat' },
      is_active: false,
      id: 7,
      'brand.name': { like: 'x' },
    });
    expect(fieldAt(retailerSchema, 'is_active')?.kind).toBe('boolean');
  });

  it('knows a calendar day field and filters it by the day itself', () => {
    const fields = modelFields(rankingSchema);
    expect(fieldAt(rankingSchema, 'date')).toMatchObject({ kind: 'text', format: 'date' });
    expect(fieldAt(rankingSchema, 'keyword')?.format).toBeUndefined();
    expect(toFilter({ date: '2026-01-05', keyword: 'oat' }, fields)).toEqual({
      date: '2026-01-05',
      keyword: { like: 'oat' },
    });
  });
});

describe('csv', () => {
  it('writes the columns of records by path, quoted as RFC 4180 says', () => {
    expect(
      toCsv(
        [
          { a: 1, b: { c: 'x,y' } },
          { a: null, b: { c: 'say "hi"\nthere' } },
        ],
        ['a', 'b.c'],
      ),
    ).toBe('a,b.c\r\n1,"x,y"\r\n,"say ""hi""\nthere"\r\n');
  });

  it('neutralises a formula in any exported cell', () => {
    expect(toCsv([{ keyword: "=cmd|' /C calc'!A0" }], ['keyword'])).toBe(`keyword\r\n"'=cmd|' /C calc'!A0"\r\n`);
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
    // In the browser's locale, en-GB here: day first, the one date format of the console.
    vi.stubGlobal('navigator', { language: 'en-GB' });
    expect(displayValue('2026-01-05')).toBe('05/01/2026');
    expect(displayValue(new Date(2026, 0, 5, 14, 3, 9).toISOString())).toBe('05/01/2026, 14:03:09');
    vi.stubGlobal('navigator', { language: 'en-US' });
    expect(displayValue('2026-01-05')).toBe('01/05/2026');
    vi.unstubAllGlobals();
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

/** An in-memory localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

/** Mounts a table's widths (server render: the first render's state) and reads them off. */
function mountWidths(tableId: string, columns: string[]): { columnWidths: number[]; sized: boolean[] } {
  function Probe() {
    const { columnWidths, sized } = useColumnWidths(tableId, columns, [undefined, 90]);
    return createElement('pre', null, JSON.stringify({ columnWidths, sized }));
  }
  const html = renderToString(createElement(Probe));
  return JSON.parse(html.replace(/^<pre>|<\/pre>$/g, '').replaceAll('&quot;', '"')) as {
    columnWidths: number[];
    sized: boolean[];
  };
}

describe('remembered column widths', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores a resized width per table id and column, and the next mount reads it back', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    expect(mountWidths('products', ['name', 'sku'])).toEqual({ columnWidths: [160, 90], sized: [false, false] });
    const widths = storeWidth(storage, 'products', readWidths(storage, 'products'), 'sku', 212.6);
    storeWidth(storage, 'products', widths, 'name', 300);
    storeWidth(storage, 'skus', {}, 'name', 120);
    expect(JSON.parse(storage.getItem(widthsKey('products')) ?? '')).toEqual({ sku: 213, name: 300 });
    expect(mountWidths('products', ['name', 'sku', 'brand'])).toEqual({
      columnWidths: [300, 213, 160],
      sized: [true, true, false],
    });
    expect(mountWidths('skus', ['name', 'sku'])).toEqual({ columnWidths: [120, 90], sized: [true, false] });
  });

  it('ignores corrupt storage: not JSON, not an object, or not a positive width', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    for (const junk of ['{not json', '"wide"', 'null', '[300]']) {
      storage.setItem(widthsKey('t'), junk);
      expect(readWidths(storage, 't')).toEqual({});
    }
    storage.setItem(widthsKey('t'), JSON.stringify({ a: 'wide', b: -5, c: null, d: 140 }));
    expect(readWidths(storage, 't')).toEqual({ d: 140 });
    expect(mountWidths('t', ['a', 'd'])).toEqual({ columnWidths: [160, 140], sized: [false, true] });
  });

  it('keeps the width for the visit when storage refuses it', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(storeWidth(full, 't', { a: 100 }, 'b', 50)).toEqual({ a: 100, b: 50 });
  });
});
