import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { redact, REDACTED } from './redact.js';

describe('redact', () => {
  it('replaces secrets at any depth, in objects, arrays and maps', () => {
    const input = {
      user: { email: 'a@b.c', password: 'p', nested: [{ accessToken: 't', ok: 1 }] },
      headers: { Authorization: 'Bearer abc', Cookie: 'sid=1', 'x-api-key': 'k' },
      apiKey: 'k2',
      client_secret: 's',
      note: 'Bearer xyz',
      map: new Map<string, unknown>([
        ['refreshToken', 'r'],
        ['plain', { secretAnswer: 42 }],
      ]),
    };
    expect(redact(input)).toEqual({
      user: { email: 'a@b.c', password: REDACTED, nested: [{ accessToken: REDACTED, ok: 1 }] },
      headers: { Authorization: REDACTED, Cookie: REDACTED, 'x-api-key': REDACTED },
      apiKey: REDACTED,
      client_secret: REDACTED,
      note: REDACTED,
      map: [
        ['refreshToken', REDACTED],
        ['plain', { secretAnswer: REDACTED }],
      ],
    });
  });

  it('makes plain JSON of errors, dates, cycles, functions and actor refs, without changing the input', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const error = Object.assign(new Error('denied'), { status: 403, token: 't' });
    const ref = createActor(fromPromise(async () => 1));
    const out = redact({ error, at: new Date(0), cyclic, fn: function save() {}, ref, big: 10n, inf: Infinity });
    expect(out).toEqual({
      error: { name: 'Error', message: 'denied', status: 403, token: REDACTED },
      at: '1970-01-01T00:00:00.000Z',
      cyclic: { name: 'loop', self: '[circular]' },
      fn: '[function save]',
      ref: `[actor ${ref.id}]`,
      big: '10',
      inf: 'Infinity',
    });
    expect(error.token).toBe('t');
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });

  it('cuts runaway depth and takes custom key patterns', () => {
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 20; i += 1) deep = { deep };
    expect(JSON.stringify(redact(deep, { maxDepth: 3 }))).toBe('{"deep":{"deep":{"deep":"[…]"}}}');
    expect(redact({ code: 'INV-1', password: 'p' }, { keys: /^code$/ })).toEqual({ code: REDACTED, password: 'p' });
  });
});
