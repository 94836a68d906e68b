import { describe, expect, it } from 'vitest';
import { jsonList, jsonRecord } from './json.js';

describe('reading JSON fields', () => {
  it('jsonRecord keeps objects and turns anything else into {}', () => {
    expect(jsonRecord({ a: 1 })).toEqual({ a: 1 });
    expect(jsonRecord(null)).toEqual({});
    expect(jsonRecord([1])).toEqual({});
    expect(jsonRecord('x')).toEqual({});
  });
  it('jsonList keeps arrays and turns anything else into []', () => {
    expect(jsonList([1, 2])).toEqual([1, 2]);
    expect(jsonList(null)).toEqual([]);
    expect(jsonList({ rows: [] })).toEqual([]);
  });
});
