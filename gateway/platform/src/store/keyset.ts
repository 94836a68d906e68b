/**
 * Keyset (cursor) paging of a list: a cursor is a position in the list's order (the sort keys'
 * values of one row and its id), so the page after or before it is an index range however deep it
 * is, where OFFSET would read and drop every row before it. Cursors are opaque to clients
 * (base64url of JSON), name the sort they were made for, and are checked like any input: a cursor
 * that is not one, or one of another sort, is a 400 naming `navigation.cursor`.
 */
import { z } from 'zod';
import { InvalidInput } from './errors.js';
import { type SortKey, orderOf } from './filters.js';

/** After a row (the next page), before a row (the previous page), or the last page. */
export type Cursor =
  { d: 'after' | 'before'; s: string; k: Array<string | null> } | { d: 'end'; s: string; k?: undefined };

const cursorSchema = z.union([
  z.strictObject({ v: z.literal(1), d: z.enum(['after', 'before']), s: z.string(), k: z.array(z.string().nullable()) }),
  z.strictObject({ v: z.literal(1), d: z.literal('end'), s: z.string() }),
]);

/** What a cursor says about the order it belongs to: each key's expression and direction. */
export const signatureOf = (keys: readonly SortKey[]) =>
  keys.map((k) => `${k.expr} ${k.desc ? 'desc' : 'asc'}`).join(',');

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ v: 1, ...cursor })).toString('base64url');
}

/** The cursor of `navigation.cursor`, made for `keys`' order; InvalidInput naming the field otherwise. */
export function decodeCursor(raw: string, keys: readonly SortKey[]): Cursor {
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(raw) ? JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) : undefined;
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success)
    throw new InvalidInput(
      'navigation.cursor is not a cursor of this list: send one from a previous answer, or none',
      'navigation.cursor',
    );
  const { v: _version, ...cursor } = result.data;
  if (cursor.s !== signatureOf(keys))
    throw new InvalidInput(
      'navigation.cursor was made for another sort: send it with the sort it came with, or ask again without it',
      'navigation.cursor',
    );
  if (
    cursor.d !== 'end' &&
    (cursor.k.length !== keys.length || cursor.k.some((v, i) => v === null && !keys[i]!.nullable))
  )
    throw new InvalidInput(
      'navigation.cursor is not a cursor of this list: send one from a previous answer, or none',
      'navigation.cursor',
    );
  return cursor;
}

/**
 * The conditions of "strictly after (or before) the cursor's row" in `keys`' order, as a list of
 * branches whose union is that set. Each branch fixes a prefix of the keys to the cursor's values
 * and bounds the next key by one range (or its NULLs), so each is one range of an index on
 * `keys` — where one OR over every key would make PostgreSQL read the index from its start.
 * `param` adds a cursor value and returns its placeholder, cast to the key's type.
 */
export function keysetBranches(
  keys: readonly SortKey[],
  values: ReadonlyArray<string | null>,
  forward: boolean,
  param: (value: string, type: SortKey['type']) => string,
): string[][] {
  const branches: string[][] = [];
  const prefix: string[] = [];
  keys.forEach((key, i) => {
    const value = values[i] ?? null;
    // One placeholder per key, used by its own branch and by the prefixes of the keys after it.
    const at = value === null ? null : param(value, key.type);
    // Forward (the order: asc or desc, NULLs last): after a value come the values beyond it, then
    // the NULLs; nothing comes after NULL but NULLs. Backward: the other way round.
    if (forward) {
      if (at !== null) {
        branches.push([...prefix, `${key.expr} ${key.desc ? '<' : '>'} ${at}`]);
        if (key.nullable) branches.push([...prefix, `${key.expr} is null`]);
      }
    } else if (at === null) {
      branches.push([...prefix, `${key.expr} is not null`]);
    } else {
      branches.push([...prefix, `${key.expr} ${key.desc ? '>' : '<'} ${at}`]);
    }
    prefix.push(at === null ? `${key.expr} is null` : `${key.expr} = ${at}`);
  });
  return branches;
}

/**
 * One SELECT of the rows after (forward) or before the cursor, in the order walked from it, at
 * most `limit`: the union of the branches, each limited on its own, then ordered and limited.
 */
export function keysetQuery(options: {
  columns: string;
  from: string;
  where: string;
  keys: readonly SortKey[];
  branches: string[][];
  forward: boolean;
  limit: string;
}): string {
  const { columns, from, where, keys, branches, forward, limit } = options;
  const order = orderOf(keys, !forward);
  const selects = branches.map(
    (conds) =>
      `(select ${columns} from ${from} where ${where} and ${conds.join(' and ')} order by ${order} limit ${limit})`,
  );
  if (selects.length === 1) return selects[0]!.slice(1, -1);
  const outer = orderOf(keys, !forward, (i) => `o${i}`);
  return `select * from (${selects.join(' union all ')}) page order by ${outer} limit ${limit}`;
}
