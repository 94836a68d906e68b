/**
 * The items of one array of a JSON text, taken as the bytes come: a bulk upload of a million rows
 * (`{"version": …, "request": {"rows": [ … ]}}`) is never parsed, nor held, whole.
 *
 * A scan of the bytes finds where each item of the array at `path` begins and ends (tracking
 * strings, escapes and brackets only); each item is then parsed by JSON.parse, and everything
 * outside the array's items — the envelope — is kept and parsed by JSON.parse at the end, the array
 * left empty. The scan only cuts: validity is JSON.parse's. An item is a JSON value by its own parse,
 * the separators between items are checked here, and the envelope parses with a value where the
 * items were; so the body is valid JSON exactly when all of them pass, and its array holds exactly
 * the items yielded (tests/…/jsonRows.test.ts compares both with JSON.parse on generated texts).
 *
 * Why not a streaming JSON parser from npm: @streamparser/json, the maintained one, tokenises
 * every value in JavaScript — 746 ms for a 12.6 MB upload of 100,000 rows against 148 ms for
 * JSON.parse of the same text. Cutting and handing each row to JSON.parse stays near the latter.
 */
import { isUtf8 } from 'node:buffer';
import { HttpError, badRequest } from './errors.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** A key longer than this (in bytes, escapes included) cannot be one of the path's. */
const MAX_PATH_KEY_BYTES = 256;

export interface JsonRowsOptions {
  /** The keys of the objects leading to the array, from the root: `['request', 'rows']`. */
  path: readonly string[];
  /** Largest item, in bytes: a 413 past it. */
  maxItemBytes: number;
  /** Largest envelope (everything but the items), in bytes: a 413 past it. */
  maxEnvelopeBytes: number;
  /** The field of the array in messages: `request.rows`. */
  field: string;
}

/** Where the scan is: in the envelope, or in the array between items, or inside an item. */
const enum At {
  Envelope,
  /** Just after the array's `[`: an item or `]`. */
  First,
  /** Just after a `,` between items: an item. */
  Next,
  Item,
}

interface Frame {
  object: boolean;
  /** The object's current key, once read (null when it is not one of the path's). */
  key: string | null;
  /** In an object: the next string is a key. */
  expectKey: boolean;
}

const notJson = (field?: string) => badRequest('Body is not valid JSON', field);

const text = (bytes: Uint8Array): string => {
  if (!isUtf8(bytes)) throw badRequest('Body is not valid UTF-8');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
};

/** A key's bytes (quotes included) as the key, or null when they are not a JSON string. */
function pathKey(bytes: number[]): string | null {
  try {
    return JSON.parse(text(Uint8Array.from(bytes))) as string;
  } catch {
    return null;
  }
}

/**
 * The result of a scan: `items` yields the array's items in sets (those a chunk of bytes
 * completed); once they are all read, `envelope()` is the body parsed with the array empty (or
 * undefined for an empty body), and `count` how many items there were. `found` says whether the
 * array was there at all.
 */
export interface JsonRows {
  items: AsyncIterable<unknown[]>;
  envelope(): unknown;
  readonly count: number;
  readonly found: boolean;
}

export function jsonRows(chunks: AsyncIterable<Uint8Array>, options: JsonRowsOptions): JsonRows {
  const { path, field } = options;
  const envelopeParts: Buffer[] = [];
  let envelopeBytes = 0;
  let envelope: unknown;
  let done = false;
  let count = 0;
  let found = false;

  const itemTooLarge = (index: number) =>
    new HttpError(
      413,
      `${field}.${index} is larger than ${options.maxItemBytes / (1024 * 1024)} MiB, the limit of one item`,
      `${field}.${index}`,
    );

  const keep = (bytes: Buffer) => {
    if (!bytes.length) return;
    envelopeBytes += bytes.length;
    if (envelopeBytes > options.maxEnvelopeBytes)
      throw new HttpError(
        413,
        `The body outside ${field} is larger than ${options.maxEnvelopeBytes / (1024 * 1024)} MiB`,
      );
    envelopeParts.push(Buffer.from(bytes));
  };

  async function* items(): AsyncGenerator<unknown[]> {
    const stack: Frame[] = [];
    let at = At.Envelope;
    // In a string (of the envelope or of an item), and just after its backslash.
    let inString = false;
    let escaped = false;
    // The bytes of a string that may be a key of the path (null: not collecting).
    let keyBytes: number[] | null = null;
    // An item's bracket depth, and its bytes from the chunks before this one.
    let depth = 0;
    let carried: Buffer[] = [];
    let carriedBytes = 0;

    const onPath = () =>
      stack.length === path.length && stack.every((frame, i) => frame.object && frame.key === path[i]);

    for await (const chunk of chunks) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const out: unknown[] = [];
      // Where the envelope's bytes of this chunk start, and where the current item starts in it.
      let from = at === At.Envelope ? 0 : -1;
      let itemStart = at === At.Item ? 0 : -1;

      // Items that begin and end in this chunk are parsed together, as one array of the bytes
      // from the first one's start to the last one's end (the separators between them checked
      // here): one JSON.parse per chunk costs a third of one per item.
      let runStart = -1;
      let runEnd = -1;
      const runEnds: number[] = [];

      const parseItem = (item: Uint8Array, index: number): unknown => {
        try {
          return JSON.parse(text(item));
        } catch (error) {
          if (error instanceof SyntaxError) throw notJson(`${field}.${index}`);
          throw error;
        }
      };
      const flushRun = () => {
        if (runStart < 0) return;
        const first = count - runEnds.length;
        let values: unknown;
        try {
          values = JSON.parse(`[${text(bytes.subarray(runStart, runEnd))}]`);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
        }
        if (Array.isArray(values) && values.length === runEnds.length) for (const value of values) out.push(value);
        else {
          // Which item is wrong: each parsed on its own (the first that fails throws).
          let from = runStart;
          runEnds.forEach((end, k) => {
            const item = bytes.subarray(from, end);
            out.push(parseItem(item, first + k));
            from = end + 1;
          });
          throw notJson(field);
        }
        runStart = -1;
        runEnds.length = 0;
      };
      const endItem = (end: number) => {
        if (end - itemStart + carriedBytes > options.maxItemBytes) throw itemTooLarge(count);
        if (carried.length) {
          out.push(parseItem(Buffer.concat([...carried, bytes.subarray(itemStart, end)]), count));
          carried = [];
          carriedBytes = 0;
        } else {
          if (runStart < 0) runStart = itemStart;
          runEnd = end;
          runEnds.push(end);
        }
        count++;
        itemStart = -1;
      };

      for (let i = 0; i < bytes.length; i++) {
        const byte = bytes[i]!;
        if (inString) {
          if (keyBytes) keyBytes.push(byte);
          if (escaped) escaped = false;
          else if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) {
            inString = false;
            if (keyBytes) {
              const top = stack[stack.length - 1]!;
              top.key = pathKey(keyBytes);
              top.expectKey = false;
              keyBytes = null;
            }
          }
          // Too long for a key of the path: read on as any other string.
          if (keyBytes && keyBytes.length > MAX_PATH_KEY_BYTES) {
            stack[stack.length - 1]!.expectKey = false;
            keyBytes = null;
          }
          continue;
        }
        if (at === At.Item) {
          if (byte === QUOTE) inString = true;
          else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth++;
          else if (byte === CLOSE_OBJECT) depth--;
          else if (byte === CLOSE_ARRAY) {
            if (depth > 0) depth--;
            else {
              endItem(i);
              flushRun();
              at = At.Envelope;
              from = i;
            }
          } else if (byte === COMMA && depth === 0) {
            endItem(i);
            at = At.Next;
          }
          continue;
        }
        if (at === At.First || at === At.Next) {
          if (isSpace(byte)) continue;
          if (byte === CLOSE_ARRAY && at === At.First) {
            at = At.Envelope;
            from = i;
          } else if (byte === CLOSE_ARRAY || byte === COMMA) {
            // `[,`, `,,` or a trailing `,]`.
            throw notJson(`${field}.${count}`);
          } else {
            at = At.Item;
            itemStart = i;
            depth = 0;
            i--; // the item's first byte is read as part of it
          }
          continue;
        }
        // The envelope.
        if (byte === QUOTE) {
          inString = true;
          const top = stack[stack.length - 1];
          if (top?.object && top.expectKey) keyBytes = [byte];
        } else if (byte === OPEN_OBJECT) stack.push({ object: true, key: null, expectKey: true });
        else if (byte === OPEN_ARRAY) {
          if (onPath()) {
            if (found) throw badRequest(`${field} is given more than once`, field);
            found = true;
            keep(bytes.subarray(from, i + 1));
            from = -1;
            at = At.First;
          } else stack.push({ object: false, key: null, expectKey: false });
        } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) stack.pop();
        else if (byte === COMMA) {
          const top = stack[stack.length - 1];
          if (top?.object) {
            top.expectKey = true;
            top.key = null;
          }
        }
      }

      flushRun();
      if (from >= 0) keep(bytes.subarray(from));
      if (itemStart >= 0) {
        const rest = bytes.subarray(itemStart);
        carriedBytes += rest.length;
        carried.push(Buffer.from(rest));
      }
      if (at === At.Item && carriedBytes > options.maxItemBytes) throw itemTooLarge(count);
      if (out.length) yield out;
    }
    // Bytes left inside an item or the array: the body ends too early.
    if (at !== At.Envelope) throw notJson();
    if (envelopeBytes > 0) {
      try {
        envelope = JSON.parse(text(Buffer.concat(envelopeParts)));
      } catch (error) {
        if (error instanceof SyntaxError) throw notJson();
        throw error;
      }
    }
    done = true;
  }

  return {
    items: items(),
    envelope() {
      if (!done) throw new Error('jsonRows: the envelope is known once every item is read');
      return envelope;
    },
    get count() {
      return count;
    },
    get found() {
      return found;
    },
  };
}
