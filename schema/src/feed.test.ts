import { describe, expect, it } from 'vitest';
import { eventBatchSchema, feedMessageSchema, lastPositionOf } from './feed.js';

const batch = (rows: unknown) => ({
  stream_type: 'companies',
  type: 'companies.updated',
  transaction_uuid: null,
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
      batch: batch([
        [3, 'c:x', 1],
        [9, 'c:y', 4],
      ]),
    });
    expect(lastPositionOf(message)).toBe(9);
  });

  it.each([
    ['no rows', []],
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
