import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type JsonRowsOptions, jsonRows } from './jsonRows.js';

const OPTIONS: JsonRowsOptions = {
  path: ['request', 'rows'],
  maxItemBytes: 1024 * 1024,
  maxEnvelopeBytes: 1024 * 1024,
  field: 'request.rows',
};

/** `bytes` cut at `cuts` (offsets, any order), as the chunks of a body. */
async function* chunksOf(bytes: Buffer, cuts: number[] = []) {
  const at = [...new Set(cuts.map((c) => Math.min(c, bytes.length)))].sort((a, b) => a - b);
  let start = 0;
  for (const end of [...at, bytes.length]) {
    if (end > start) yield bytes.subarray(start, end);
    start = end;
  }
}

type Outcome = { ok: true; value: unknown } | { ok: false; message: string };

/** What the scan makes of a body: the body with the items put back in their array, or its refusal. */
async function scanned(bytes: Buffer, cuts: number[] = [], options = OPTIONS): Promise<Outcome> {
  const scan = jsonRows(chunksOf(bytes, cuts), options);
  const items: unknown[] = [];
  try {
    for await (const set of scan.items) items.push(...set);
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  const envelope = scan.envelope() as { request?: { rows?: unknown } } | undefined;
  if (!scan.found) return { ok: true, value: envelope };
  // The array is left empty in the envelope; a second `rows` key would show here.
  if (!Array.isArray(envelope?.request?.rows) || envelope.request.rows.length)
    return { ok: false, message: 'rows given twice' };
  envelope.request.rows = items;
  return { ok: true, value: envelope };
}

function parsed(bytes: Buffer): Outcome {
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

const json = fc.jsonValue({ maxDepth: 3 });
const space = fc.constantFrom('', ' ', '\n', '\t ', '\r\n');
/** A JSON text with `value` written with random spaces between its tokens. */
const spaced = (value: unknown, spaces: string[]): string => {
  let k = 0;
  const sp = () => spaces[k++ % spaces.length] ?? '';
  const write = (v: unknown): string => {
    if (Array.isArray(v)) return `[${sp()}${v.map((item) => `${sp()}${write(item)}${sp()}`).join(',')}${sp()}]`;
    if (v && typeof v === 'object')
      return `{${sp()}${Object.entries(v)
        .map(([key, item]) => `${sp()}${JSON.stringify(key)}${sp()}:${sp()}${write(item)}${sp()}`)
        .join(',')}${sp()}}`;
    return JSON.stringify(v);
  };
  return write(value);
};
const body = fc.record(
  {
    version: fc.oneof(fc.constant('1.0'), json),
    request: fc.oneof(
      fc.record({ rows: fc.array(json, { maxLength: 8 }) }, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('rows', 'other', 'r\u00f6ws', '"rows"'), json, { maxKeys: 3 }),
      json,
    ),
    other: json,
  },
  { requiredKeys: [] },
);
const cuts = fc.array(fc.nat({ max: 400 }), { maxLength: 6 });

describe('jsonRows', () => {
  it('yields the items of request.rows and the rest as JSON.parse reads the text, however it is cut', async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.array(space, { minLength: 1, maxLength: 5 }), cuts, async (value, spaces, at) => {
        const bytes = Buffer.from(spaced(value, spaces));
        expect(await scanned(bytes, at)).toEqual(parsed(bytes));
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with JSON.parse on damaged texts: both refuse, or both read the same', async () => {
    const damage = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 3 }),
      insert: fc.constantFrom('', ',', ']', '[', '}', '{', '"', '\\', ':', ' ', '0', 'x', '\u00e9', '\\"'),
    });
    await fc.assert(
      fc.asyncProperty(body, fc.array(space, { minLength: 1, maxLength: 3 }), damage, cuts, async (v, s, d, at) => {
        const text = spaced(v, s);
        const where = d.at % (text.length + 1);
        const bytes = Buffer.from(text.slice(0, where) + d.insert + text.slice(where + d.remove));
        const expected = parsed(bytes);
        const got = await scanned(bytes, at);
        expect(got.ok).toBe(expected.ok);
        if (got.ok && expected.ok) expect(got.value).toEqual(expected.value);
      }),
      { numRuns: 1500 },
    );
  });

  it('reads keys written with escapes as JSON does, and only the array at the path', async () => {
    const bytes = Buffer.from(
      '{"x":{"request":{"rows":[9]}},"r\\u0065quest":{"rows":[{"a":"],[\\"}"},[1,{"b":[]}],"s"]},"rows":[7]}',
    );
    const scan = jsonRows(chunksOf(bytes), OPTIONS);
    const items: unknown[] = [];
    for await (const set of scan.items) items.push(...set);
    expect(items).toEqual([{ a: '],["}' }, [1, { b: [] }], 's']);
    expect(scan.envelope()).toEqual({ x: { request: { rows: [9] } }, request: { rows: [] }, rows: [7] });
  });

  it('refuses a second array at the path, a trailing comma and an item over its limit', async () => {
    const twice = Buffer.from('{"request":{"rows":[1],"rows":[2]}}');
    expect(await scanned(twice)).toEqual({ ok: false, message: 'request.rows is given more than once' });
    expect(await scanned(Buffer.from('{"request":{"rows":[1,]}}'))).toEqual({
      ok: false,
      message: 'Body is not valid JSON',
    });
    const big = Buffer.from(`{"request":{"rows":[{"a":"${'x'.repeat(2000)}"}]}}`);
    expect(await scanned(big, [10, 500, 1500], { ...OPTIONS, maxItemBytes: 1000 })).toEqual({
      ok: false,
      message: expect.stringContaining('request.rows.0 is larger than'),
    });
    expect(await scanned(big, [], { ...OPTIONS, maxItemBytes: 1000 })).toMatchObject({ ok: false });
  });

  it('refuses bytes that are not UTF-8, in an item or around it', async () => {
    const bad = Buffer.concat([Buffer.from('{"request":{"rows":["'), Buffer.from([0xc3, 0x28]), Buffer.from('"]}}')]);
    expect(await scanned(bad)).toEqual({ ok: false, message: 'Body is not valid UTF-8' });
    const around = Buffer.concat([Buffer.from('{"v":"'), Buffer.from([0xff]), Buffer.from('","request":{"rows":[]}}')]);
    expect(await scanned(around)).toEqual({ ok: false, message: 'Body is not valid UTF-8' });
  });
});
