/**
 * Rows that come in sets of any size (a preview's planned blocks, its stored chunks) taken in sets
 * of the size the next step works in: a chunk to store, a statement to run, a set to check.
 */

/**
 * The items of `source` in arrays of `size()` (asked again before each: an apply's last chunk
 * may be cut short), the last one shorter; each item is copied once.
 */
export async function* batches<T>(
  source: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
  size: number | (() => number),
): AsyncGenerator<T[]> {
  const next = typeof size === 'number' ? () => size : size;
  let batch: T[] = [];
  for await (const set of source) {
    for (const item of set) {
      batch.push(item);
      if (batch.length >= next()) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length) yield batch;
}
