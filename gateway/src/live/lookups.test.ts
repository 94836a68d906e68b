import { describe, expect, it } from 'vitest';
import type { StoredEvent } from './items.js';
import { LiveLookups } from './lookups.js';

const event = (stream_type: string, uuid: string, before: unknown, after: unknown): StoredEvent => ({
  position: 1,
  stream_type,
  stream_id: `${stream_type}:${uuid}`,
  version: 1,
  type: `${stream_type}.updated`,
  data: { before, after } as StoredEvent['data'],
  meta: {},
  recorded_at: new Date(0).toISOString(),
});

const answer = <V>(value: V) => Promise.resolve(value);

describe('LiveLookups', () => {
  it('shares what one session looked up across its messages, not across sessions', () => {
    const lookups = new LiveLookups();
    const caches = lookups.cachesFor('a');
    caches.companyByCode.set('1001', answer({ digit_code: '1001', name: 'Northwind' } as never));
    expect(lookups.cachesFor('a').companyByCode.has('1001')).toBe(true);
    expect(lookups.cachesFor('b').companyByCode.has('1001')).toBe(false);
    expect(lookups.cachesFor(undefined)).not.toBe(lookups.cachesFor(undefined));
    lookups.close();
  });

  it('drops what it kept of a record the feed says changed, for every session', () => {
    const lookups = new LiveLookups();
    for (const token of ['a', 'b']) {
      const c = lookups.cachesFor(token);
      c.companyByCode.set('1001', answer(undefined));
      c.companyByCode.set('1002', answer(undefined));
      c.transactionByUuid.set('x1', answer(undefined));
      c.retailersOfCompany.set('1001', answer([]));
    }
    lookups.forget(event('companies', 'c1', { digit_code: '1001' }, { digit_code: '1001', name: 'Renamed' }));
    lookups.forget(event('transactions', 'x1', null, { uuid: 'x1' }));
    lookups.forget(event('company_retailers', 'r1', null, { company: { digit_code: '1001' } }));
    for (const token of ['a', 'b']) {
      const c = lookups.cachesFor(token);
      expect([...c.companyByCode.keys()]).toEqual(['1002']);
      expect(c.transactionByUuid.size).toBe(0);
      expect(c.retailersOfCompany.size).toBe(0);
    }
    lookups.close();
  });

  it('keeps nothing past its time, nor for a session gone idle', () => {
    let now = 0;
    const lookups = new LiveLookups(() => now);
    lookups.cachesFor('a').companyByCode.set('1001', answer(undefined));
    now = 31_000;
    expect(lookups.cachesFor('a').companyByCode.size).toBe(0);
    now = 100_000;
    lookups.sweep();
    expect(lookups.size).toBe(0);
    lookups.close();
  });
});
