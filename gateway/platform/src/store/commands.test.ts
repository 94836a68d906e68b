import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diff, sameValue } from './commands.js';

describe('diff', () => {
  it('names the fields whose values differ, as comparing both sides of every field does', () => {
    const fields = fc.dictionary(
      fc.constantFrom('a', 'b', 'c', 'd'),
      fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined)),
    );
    fc.assert(
      fc.property(fields, fields, (before, after) => {
        const expected = [...new Set([...Object.keys(before), ...Object.keys(after)])]
          .filter((field) => !sameValue(before[field], after[field]))
          .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
        expect(diff(before, after)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
