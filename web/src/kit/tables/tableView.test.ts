import { describe, expect, it } from 'vitest';
import {
  applyView,
  deleteView,
  parseLayout,
  readViews,
  saveView,
  viewQuery,
  viewsKey,
  writeLayout,
} from './tableView.js';
import { moveCell } from './useGridKeys.js';
import { recordKey, withRecords } from './useRowSelection.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('a table view in the URL', () => {
  it('round-trips hidden columns and widths beside other parameters', () => {
    const layout = { hidden: ['url', 'country.iso_code'], widths: { name: 240, 'company.digit_code': 90 } };
    const params = writeLayout(new URLSearchParams('page=2&f.name=Tes'), layout);
    expect(params.get('page')).toBe('2');
    expect(params.get('f.name')).toBe('Tes');
    expect(parseLayout(new URLSearchParams(params.toString()))).toEqual(layout);
  });

  it('ignores malformed widths and repeated columns, and keeps prefixed lists apart', () => {
    const params = new URLSearchParams('hide=a,a,,b&w=a:abc,b:5,c:99999,:40,d:120&x.hide=z&x.w=z:50');
    expect(parseLayout(params)).toEqual({ hidden: ['a', 'b'], widths: { d: 120 } });
    expect(parseLayout(params, 'x.')).toEqual({ hidden: ['z'], widths: { z: 50 } });
  });

  it('a saved view holds filters, sort, hidden columns and widths, not the page or other parameters', () => {
    const params = new URLSearchParams('page=3&record=9&sort=name:asc&f.name=Tes&hide=url&w=name:200');
    expect(viewQuery(params)).toBe('f.name=Tes&hide=url&sort=name%3Aasc&w=name%3A200');
  });

  it('applying a view replaces the current one, back to page 1, and keeps the rest', () => {
    const current = new URLSearchParams('page=3&record=9&f.url=x&hide=name&tab=a');
    const next = applyView(current, 'f.name=Tes&hide=url&sort=name%3Aasc&page=7&evil=1');
    expect(Object.fromEntries(next)).toEqual({ record: '9', tab: 'a', 'f.name': 'Tes', hide: 'url', sort: 'name:asc' });
  });
});

describe('saved views per user', () => {
  it('are kept per user and table, replaced by name, sorted, deleted', () => {
    const store = memoryStorage();
    saveView(store, 'u1', 'retailers', { name: ' Zeta ', query: 'hide=url' });
    saveView(store, 'u1', 'retailers', { name: 'Alpha', query: 'f.name=a' });
    saveView(store, 'u1', 'retailers', { name: 'Zeta', query: 'hide=name' });
    saveView(store, 'u2', 'retailers', { name: 'Theirs', query: '' });
    saveView(store, 'u1', 'keywords', { name: 'Other table', query: '' });
    expect(readViews(store, 'u1', 'retailers')).toEqual([
      { name: 'Alpha', query: 'f.name=a' },
      { name: 'Zeta', query: 'hide=name' },
    ]);
    expect(readViews(store, 'u2', 'retailers').map((v) => v.name)).toEqual(['Theirs']);
    expect(deleteView(store, 'u1', 'retailers', 'Alpha')).toEqual([{ name: 'Zeta', query: 'hide=name' }]);
    expect(saveView(store, 'u1', 'retailers', { name: '   ', query: 'x' })).toHaveLength(1);
  });

  it('ignore what storage holds that is not a view, and a storage that refuses', () => {
    const store = memoryStorage();
    store.setItem(viewsKey('u', 't'), '[{"name":"ok","query":""},{"name":""},{"query":"x"},3,null]');
    expect(readViews(store, 'u', 't')).toEqual([{ name: 'ok', query: '' }]);
    store.setItem(viewsKey('u', 't'), '{not json');
    expect(readViews(store, 'u', 't')).toEqual([]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveView(full, 'u', 't', { name: 'a', query: '' })).toEqual([{ name: 'a', query: '' }]);
    expect(readViews(null, 'u', 't')).toEqual([]);
  });
});

describe('grid keys', () => {
  const at = { row: 2, col: 1 };
  it('move by one, stay inside, and reach the header row above the first row', () => {
    expect(moveCell(at, 'ArrowDown', 5, 4)).toEqual({ row: 3, col: 1 });
    expect(moveCell({ row: 4, col: 1 }, 'ArrowDown', 5, 4)).toEqual({ row: 4, col: 1 });
    expect(moveCell({ row: 0, col: 1 }, 'ArrowUp', 5, 4)).toEqual({ row: -1, col: 1 });
    expect(moveCell({ row: -1, col: 1 }, 'ArrowUp', 5, 4)).toEqual({ row: -1, col: 1 });
    expect(moveCell(at, 'ArrowLeft', 5, 4)).toEqual({ row: 2, col: 0 });
    expect(moveCell({ row: 2, col: 3 }, 'ArrowRight', 5, 4)).toEqual({ row: 2, col: 3 });
  });
  it('jump with Home, End, Ctrl and the page keys; other keys are not moves', () => {
    expect(moveCell(at, 'Home', 5, 4)).toEqual({ row: 2, col: 0 });
    expect(moveCell(at, 'End', 5, 4)).toEqual({ row: 2, col: 3 });
    expect(moveCell(at, 'Home', 5, 4, true)).toEqual({ row: 0, col: 0 });
    expect(moveCell(at, 'End', 5, 4, true)).toEqual({ row: 4, col: 3 });
    expect(moveCell(at, 'PageDown', 50, 4)).toEqual({ row: 12, col: 1 });
    expect(moveCell(at, 'PageUp', 50, 4)).toEqual({ row: 0, col: 1 });
    expect(moveCell(at, 'PageDown', 0, 4)).toEqual({ row: -1, col: 1 });
    expect(moveCell(at, 'a', 5, 4)).toBeNull();
  });
});

describe('row selection', () => {
  it('keys records by uuid, a product by product_uuid, else id; adds and removes pages', () => {
    expect(recordKey({ uuid: 'u', id: 1 })).toBe('u');
    expect(recordKey({ product_uuid: 'p', id: 1 })).toBe('p');
    expect(recordKey({ id: 7 })).toBe('7');
    const page = [{ uuid: 'a' }, { uuid: 'b' }, {}];
    const picked = withRecords(new Map(), page, true);
    expect([...picked.keys()]).toEqual(['a', 'b']);
    expect([...withRecords(picked, [{ uuid: 'a' }], false).keys()]).toEqual(['b']);
  });
});
