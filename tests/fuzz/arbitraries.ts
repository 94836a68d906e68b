/**
 * Generators of hostile input: text with the characters that break parsers and databases, loose
 * and malformed percent-encodings, paths, query strings, cookies, JSON bodies (some not JSON, not
 * UTF-8, or nested deep), and raw HTTP requests whose request line and headers fetch could never
 * send. `poisoned` text always holds a NUL or a lone surrogate: a body carrying it can never be
 * written, which is how the suite sends write calls with a session and still expects no write.
 */
import fc from 'fast-check';

/** Pieces that have broken something somewhere. */
const PIECES = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\udbff\udbff',
  '\uffff',
  '\ufeff',
  '\u2028',
  '\u0085',
  '😀',
  '%',
  '%E0',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '%25',
  '%2F',
  '..',
  '/',
  '\\',
  "'",
  '"',
  '`',
  '<script>',
  '${x}',
  '{{x}}',
  ' ',
  '+',
  '&',
  '=',
  '#',
  '?',
  ';',
  ',',
  ':',
  '\t',
  '\u001b',
  'NaN',
  '-1',
  '1e400',
  '0x10',
  'null',
  '[]',
  '{}',
];

/** Text meant to hurt: plain, any code point, or a mix of hostile pieces. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.string({ maxLength: 16 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
  {
    weight: 5,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })), { maxLength: 8 })
      .map((parts) => parts.join('')),
  },
);

/** Text that certainly holds a NUL or a lone surrogate. */
export const poisoned: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
    fc.string({ maxLength: 6 }),
  )
  .map(([before, bad, after]) => before + bad + after);

/** Percent-encodes UTF-8 bytes outside the unreserved set; a lone surrogate goes in as U+FFFD. */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** A path segment as sent on the wire: well encoded, malformed, or raw. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  nastyText.map(percentEncode),
  fc.constantFrom(
    '%',
    '%E0',
    '%E0%A4%A',
    '%00',
    '%C0%AF',
    '%ED%A0%80',
    '%FF',
    '..',
    '.',
    '%2e%2e',
    '%2F',
    '',
    'a%20b',
    '1',
    '0',
    '-1',
    '99999999999999999999',
    '1.5',
    'NaN',
  ),
  fc.stringMatching(/^[A-Za-z0-9%._~!$&'()*+,;=:@-]{0,12}$/),
);

/** A query string, leading `?` included (or empty). */
export const queryString: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('limit', 'after', 'query', 'page', 'x'), pathSegment),
      fc.oneof(pathSegment, nastyText.map(percentEncode)),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

/** A header value fetch accepts (visible ASCII, spaces and tabs, no CR, LF or NUL). */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc
    .string({ unit: 'binary-ascii', maxLength: 40 })
    .map((s) => s.replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '').trim()),
  nastyText.map(percentEncode),
);

/** A Cookie header: the session cookie with any value, other cookies, or junk. */
export const cookieHeader: fc.Arbitrary<string> = fc.oneof(
  headerValue.map((v) => `cms._token.local=${v}`),
  fc.tuple(headerValue, headerValue).map(([a, b]) => `a=${a}; cms._token.local=${b}; ${b}`),
  headerValue,
);

/** Any JSON value with hostile text in it (keys included). */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Puts `bad` somewhere in `value` (a string in it, a new field, or the value itself). */
export function plant(value: unknown, bad: string, at: number): unknown {
  if (Array.isArray(value) && value.length)
    return value.map((v, i) => (i === at % value.length ? plant(v, bad, at + 1) : v));
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (!keys.length || at % 3 === 0) return { ...value, [at % 2 ? bad : 'planted']: bad };
    const key = keys[at % keys.length]!;
    return { ...value, [key]: plant((value as Record<string, unknown>)[key], bad, at + 1) };
  }
  return typeof value === 'string' ? value + bad : bad;
}

/** A request body as bytes: JSON with hostile text, not JSON, not UTF-8, or nested very deep. */
export const body: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 5, arbitrary: nastyJson.map((v) => Buffer.from(JSON.stringify(v) ?? 'null')) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((s) => Buffer.from(s)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 50_000 }).map((n) => Buffer.from('['.repeat(n) + ']'.repeat(n))) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('', '{', '{"version":"1.0","request":', 'null', '"\\ud800"', '{"a":"\\u0000"}')
      .map((s) => Buffer.from(s)),
  },
);

/** A JSON body that can never be written: hostile JSON with poisoned text planted in it. */
export const poisonedBody: fc.Arbitrary<Buffer> = fc
  .tuple(
    fc.oneof(nastyJson, fc.record({ version: fc.constantFrom('1.0', '1.1'), request: nastyJson })),
    poisoned,
    fc.nat(),
  )
  .map(([value, bad, at]) => Buffer.from(JSON.stringify(plant(value, bad, at))));

const METHODS = [
  'GET',
  'POST',
  'PUT',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'PATCH',
  'TRACE',
  'CONNECT',
  'PRI',
  'get',
  'G\u0000T',
  '',
  'POST POST',
];
const HEADER_NAMES = [
  'host',
  'content-length',
  'transfer-encoding',
  'cookie',
  'content-type',
  'accept',
  'last-event-id',
  'x-graphql-client',
  'origin',
  'authorization',
  'expect',
  'connection',
  'upgrade',
  'x-forwarded-proto',
  'x-console-client-address',
  'x-service-key',
  'x-on-behalf-of',
  'range',
];

/** Latin-1 text, as header bytes are read: any byte, sometimes CR or LF. */
const latin1 = fc.uint8Array({ maxLength: 30 }).map((b) => Buffer.from(b).toString('latin1'));

/** A raw HTTP/1.x request: request line, headers and body, each possibly malformed. */
export const rawRequestBytes: fc.Arbitrary<Buffer> = fc
  .record({
    method: fc.oneof(fc.constantFrom(...METHODS), latin1),
    target: fc.oneof(
      fc
        .tuple(fc.array(pathSegment, { maxLength: 4 }), queryString)
        .map(([segments, query]) => `/${segments.join('/')}${query}`),
      fc.constantFrom(
        '*',
        'http://[/x',
        'http://evil.example/graphql',
        '//graphql',
        '/graphql?query=%7B',
        '/%',
        '/graphql/../health',
        'graphql',
        '',
      ),
      latin1,
    ),
    version: fc.constantFrom(
      'HTTP/1.1',
      'HTTP/1.0',
      'HTTP/2.0',
      'HTTP/1.1 x',
      'HTTP/9.9',
      '',
      'http/1.1',
      'HTTP/1.1\u0000',
    ),
    headers: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...HEADER_NAMES), latin1), fc.oneof(headerValue, latin1)), {
      maxLength: 6,
    }),
    body: fc.oneof(fc.constant(Buffer.alloc(0)), body),
    length: fc.constantFrom('right', 'right', 'none', 'short', 'long', 'chunked', 'cut-chunked'),
  })
  .map(({ method, target, version, headers, body: content, length }) => {
    const lines = [
      `${method} ${target} ${version}`,
      'Host: 127.0.0.1',
      ...headers.map(([name, value]) => `${name}: ${value}`),
    ];
    if (length === 'right') lines.push(`Content-Length: ${content.length}`);
    if (length === 'short') lines.push(`Content-Length: ${Math.max(0, content.length - 3)}`);
    // More body promised than sent: the client goes away mid-body.
    if (length === 'long') lines.push(`Content-Length: ${content.length + 10}`);
    if (length === 'chunked' || length === 'cut-chunked') lines.push('Transfer-Encoding: chunked');
    lines.push('Connection: close');
    const size = (content.length + (length === 'cut-chunked' ? 5 : 0)).toString(16);
    const chunk = `${size}\r\n${content.toString('latin1')}`;
    const payload =
      length === 'chunked'
        ? Buffer.from(`${chunk}\r\n0\r\n\r\n`, 'latin1')
        : length === 'cut-chunked'
          ? Buffer.from(chunk, 'latin1')
          : content;
    return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
  });
