/**
 * Client input as the platform reads it, checked in one place before any handler sees it:
 * path parameters and query values are strict percent-encoded UTF-8; bodies are UTF-8 JSON of
 * bounded nesting; and no text anywhere (values or field names) holds a NUL character or a lone
 * surrogate. PostgreSQL cannot store either (text refuses U+0000, and a lone surrogate has no
 * UTF-8 form): they used to reach the database and come back as a 500 after part of the work.
 */
import { HttpError, badRequest } from './errors.js';

/** Deepest nesting of a JSON body; the deepest real request (a bulk row's company) is ~5. */
export const MAX_JSON_DEPTH = 64;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a text, if anything: a NUL character or a lone surrogate. */
function textProblem(text: string): string | undefined {
  if (text.includes('\0')) return 'contains a NUL character (U+0000), which text cannot hold';
  const lone = LONE_SURROGATE.exec(text);
  if (lone)
    return (
      `contains a lone surrogate (U+${lone[0].charCodeAt(0).toString(16).toUpperCase()}), ` +
      `which is not Unicode text`
    );
  return undefined;
}

/** Refuses `text` with 400 naming `field` when it holds a NUL character or a lone surrogate. */
export function checkText(text: string, field: string): string {
  const problem = textProblem(text);
  if (problem) throw badRequest(`${field} ${problem}`, field);
  return text;
}

/** One percent-encoded component (a path segment, a query key or value), decoded strictly. */
export function decodeComponent(raw: string, field: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw badRequest(`${field} is not valid percent-encoding (UTF-8)`, field);
  }
  return checkText(decoded, field);
}

/** A query string (`?a=1&b=2`, `+` for spaces) decoded strictly, each key and value checked. */
export function parseQuery(search: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = (eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' ');
    const key = decodeComponent(rawKey, 'query');
    params.append(key, decodeComponent((eq < 0 ? '' : pair.slice(eq + 1)).replace(/\+/g, ' '), `query.${key}`));
  }
  return params;
}

/** The request target of a node request as a URL, or a 400. */
export function parseTarget(url: string | undefined): URL {
  try {
    return new URL(url ?? '/', 'http://platform.local');
  } catch {
    throw badRequest('The request target is not a URL');
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A body as UTF-8 text, or a 400. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw badRequest('Body is not valid UTF-8');
  }
}

/** A node of the walk: the value, and how to name it if it is wrong (built only then). */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
  depth: number;
}

const keysOf = (visit: Visit | null): string => {
  const keys: string[] = [];
  for (let v = visit; v && v.parent; v = v.parent) keys.unshift(v.key);
  return keys.join('.');
};

/**
 * Checks every string of a parsed JSON body, field names included, without recursion (a body
 * nested deeper than MAX_JSON_DEPTH is refused, not walked). Fields are named as zod names them
 * in this platform's messages: dotted, array items by index (`request.rows.3.keyword`). A part of a
 * body read on its own (a row of an upload) is checked `at` its field and depth in the body.
 */
export function checkJsonText(body: unknown, at: { field: string; depth: number } = { field: '', depth: 0 }): void {
  const pathOf = (visit: Visit | null) => [at.field, keysOf(visit)].filter(Boolean).join('.');
  const stack: Visit[] = [{ value: body, key: '', parent: null, depth: at.depth }];
  while (stack.length) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) {
        const field = pathOf(visit) || 'body';
        throw badRequest(`${field} ${problem}`, field);
      }
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (visit.depth >= MAX_JSON_DEPTH) throw badRequest(`Body is nested deeper than ${MAX_JSON_DEPTH} levels`);
    const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
    // Pushed last to first, so the first wrong field in reading order is the one named.
    for (const [key, item] of entries.reverse()) {
      const problem = Array.isArray(value) ? undefined : textProblem(key);
      if (problem) {
        const field = pathOf(visit) || 'body';
        throw badRequest(`${field} has a field name that ${problem}`, field);
      }
      stack.push({ value: item, key, parent: visit, depth: visit.depth + 1 });
    }
  }
}

/** The 413 of a body over `limit` bytes, saying the limit in MiB. */
export const tooLarge = (limit: number, what: string) =>
  new HttpError(413, `Body larger than ${limit / (1024 * 1024)} MiB, the limit of ${what}`);

/** A record id as a path names it: a whole number that PostgreSQL's bigint and JavaScript both hold exactly. */
export const isRecordId = (value: string): boolean => /^\d{1,15}$/.test(value);
