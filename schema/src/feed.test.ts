import { describe, expect, it } from 'vitest';
import { eventBatchSchema, feedMessageSchema, lastPositionOf } from './feed.js';

const batch = (rows: unknown, first = 1, last = 10) => ({
  stream_type: 'companies',
  type: 'companies.updated',
  transaction_uuid: null,
  first,
  last,
  rows,
});

describe('a feed batch', () => {
  it('takes rows of [position, stream_id, version] in position order', () => {
    expect(
      eventBatchSchema.safeParse(
        batch([
          [1, 'companies:a', 2],
          [5, 'companies:b', 1],
        ]),
      ).success,
    ).toBe(true);
    const message = feedMessageSchema.parse({
      kind: 'batch',
      batch: batch(
        [
          [3, 'c:x', 2],
          [9, 'c:y', 4],
        ],
        3,
        12,
      ),
    });
    // Its last position is the run's, not its last listed row's: rows 10 to 12 created records.
    expect(lastPositionOf(message)).toBe(12);
  });

  it('takes a run of created records as its positions alone, without rows', () => {
    const parsed = eventBatchSchema.safeParse(batch([], 101, 100_100));
    expect(parsed.success).toBe(true);
    expect(lastPositionOf({ kind: 'batch', batch: parsed.data! })).toBe(100_100);
  });

  it.each([
    ['a first after its last', batch([], 9, 3), 'first'],
    ['a first of 0', batch([], 0, 3), 'first'],
    ['a row before the first', batch([[1, 'c:a', 2]], 2, 5), 'rows'],
    ['a row after the last', batch([[6, 'c:a', 2]], 2, 5), 'rows'],
  ])('refuses %s, naming the field', (_what, given, field) => {
    const parsed = eventBatchSchema.safeParse(given);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });

  it.each([
    ['not a list', 'rows'],
    ['a row of two', [[1, 'c:a']]],
    [
      'positions out of order',
      [
        [2, 'c:a', 1],
        [2, 'c:b', 1],
      ],
    ],
    ['a position that is not whole', [[1.5, 'c:a', 1]]],
    ['a position of 0', [[0, 'c:a', 1]]],
    ['a stream id that is not text', [[1, 7, 1]]],
    ['a negative version', [[1, 'c:a', -1]]],
  ])('refuses %s, naming the rows', (_what, rows) => {
    const parsed = eventBatchSchema.safeParse(batch(rows));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['rows']);
  });
});
