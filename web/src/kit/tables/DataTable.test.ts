import { describe, expect, it } from 'vitest';
import { sameRow, type RowProps } from './DataTable.js';

const props = (over: Partial<RowProps> = {}): RowProps => ({
  index: 3,
  top: 96,
  record: { id: 1 },
  columns: [],
  widths: [160],
  activeCol: -1,
  clickable: true,
  light: false,
  ...over,
});

describe('a drawn row is drawn again only when it must be', () => {
  it('keeps a row drawn whole when a scroll starts, and draws a plain-text row whole when it stops', () => {
    const whole = props();
    const plain = { ...whole, light: true };
    expect(sameRow(whole, plain)).toBe(true);
    expect(sameRow(plain, { ...plain })).toBe(true);
    expect(sameRow(plain, whole)).toBe(false);
  });

  it('draws it again when any other prop changes', () => {
    const before = props();
    expect(sameRow(before, props())).toBe(false); // a new record object and arrays
    const same = { ...before };
    expect(sameRow(before, same)).toBe(true);
    expect(sameRow(before, { ...before, top: 128 })).toBe(false);
    expect(sameRow(before, { ...before, record: { id: 1 } })).toBe(false);
    expect(sameRow(before, { ...before, widths: [161] })).toBe(false);
    expect(sameRow(before, { ...before, activeCol: 0 })).toBe(false);
    expect(sameRow(before, { ...before, light: true, activeCol: 0 })).toBe(false);
  });
});
