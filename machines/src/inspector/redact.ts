/**
 * Redaction of secrets before the inspector keeps or shows anything: values under secret-looking
 * keys become '[redacted]', at any depth, and the result is plain JSON (errors, dates, maps,
 * actor refs and functions turned into readable data) so that it can be exported as is.
 */

/** What a secret is replaced by. */
export const REDACTED = '[redacted]';

/** Keys whose values are secrets: passwords, tokens, secrets, auth headers, cookies, API keys. */
export const SECRET_KEY_PATTERN =
  /pass(word|wd|phrase)|token|secret|authori[sz]ation|cookie|api[-_]?key|private[-_]?key|session[-_]?key/i;

export interface RedactOptions {
  /** Keys to redact (tested against each own key); defaults to SECRET_KEY_PATTERN. */
  keys?: RegExp;
  /** Deeper values are cut ('[…]'), so that a runaway structure cannot stall the app. */
  maxDepth?: number;
}

const BEARER = /^(bearer|basic)\s+\S/i;

/** True when a value under this key must not be kept. */
export const isSecretKey = (key: string, keys: RegExp = SECRET_KEY_PATTERN): boolean => keys.test(key);

const isActorRef = (value: object): value is { id: string; sessionId: string } =>
  'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function';

/** A deep, JSON-safe copy of `value` with every secret replaced by REDACTED. */
export function redact<T = unknown>(value: T, options: RedactOptions = {}): unknown {
  const keys = options.keys ?? SECRET_KEY_PATTERN;
  const maxDepth = options.maxDepth ?? 12;
  const path = new Set<object>();

  const walk = (input: unknown, depth: number): unknown => {
    switch (typeof input) {
      case 'string':
        return BEARER.test(input) ? REDACTED : input;
      case 'number':
        return Number.isFinite(input) ? input : String(input);
      case 'boolean':
        return input;
      case 'undefined':
        return undefined;
      case 'bigint':
      case 'symbol':
        return String(input);
      case 'function':
        return `[function ${input.name || 'anonymous'}]`;
    }
    if (input === null) return null;
    const object = input as object;
    if (path.has(object)) return '[circular]';
    if (depth >= maxDepth) return '[…]';
    if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
    if (isActorRef(object)) return `[actor ${object.id}]`;
    if (typeof Blob !== 'undefined' && object instanceof Blob)
      return `[${object.constructor.name} ${object.size} bytes]`;
    if (ArrayBuffer.isView(object)) return `[${object.constructor.name} ${object.byteLength} bytes]`;
    path.add(object);
    try {
      if (Array.isArray(object)) return object.map((item) => walk(item, depth + 1) ?? null);
      if (object instanceof Map)
        return [...object.entries()].map(([k, v]) => [
          walk(k, depth + 1),
          isSecretKey(String(k), keys) ? REDACTED : walk(v, depth + 1),
        ]);
      if (object instanceof Set) return [...object].map((item) => walk(item, depth + 1));
      const out: Record<string, unknown> = {};
      // Errors keep their name and message (own, non-enumerable) so that replay and readers see them.
      if (object instanceof Error) {
        out.name = object.name;
        out.message = object.message;
      }
      for (const key of Object.keys(object)) {
        const raw = (object as Record<string, unknown>)[key];
        // An absent secret (null) is kept: whether a token is there at all is worth seeing.
        if (isSecretKey(key, keys) && raw !== null && raw !== undefined) {
          out[key] = REDACTED;
          continue;
        }
        const v = walk(raw, depth + 1);
        if (v !== undefined) out[key] = v;
      }
      return out;
    } finally {
      path.delete(object);
    }
  };
  return walk(value, 0);
}
