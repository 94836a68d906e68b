import { describe, expect, it } from 'vitest';
import { corsFor, parseAllowedOrigins } from './cors.js';

describe('ALLOWED_ORIGINS', () => {
  it('lists exact origins, comma-separated, and none by default', () => {
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins(' ')).toEqual([]);
    expect(parseAllowedOrigins('https://a.example, http://127.0.0.1:5173')).toEqual([
      'https://a.example',
      'http://127.0.0.1:5173',
    ]);
  });

  it('refuses a value that is not an origin, so a typo stops the start', () => {
    for (const value of ['a.example', 'https://a.example/', 'https://a.example/path', '*', 'https://*.example']) {
      expect(() => parseAllowedOrigins(value), value).toThrow(/not an origin/);
    }
  });

  it('turns CORS off without origins and answers only a listed origin', () => {
    expect(corsFor([])).toBe(false);
    const cors = corsFor(['https://a.example']);
    if (!cors) throw new Error('expected a factory');
    const ask = (origin?: string) =>
      cors(new Request('http://gateway.test/graphql', { headers: origin ? { origin } : {} }));
    expect(ask('https://a.example')).toMatchObject({ origin: 'https://a.example', credentials: true });
    expect(ask('https://b.example')).toBe(false);
    expect(ask()).toBe(false);
  });
});
