import { describe, expect, it } from 'vitest';
import type { StoredEvent } from './items.js';
import { LiveLookups } from './lookups.js';

const event = (stream_type: string, uuid: string, before: unknown, after: unknown): StoredEvent => ({
  position: 1,
  stream_type,
  stream_id: `${stream_type}:${uuid}`,
  version: 2,
  type: `${stream_type}.updated`,
  data: { before, after } as StoredEvent['data'],
  meta: {},
  recorded_at: new Date(0).toISOString(),
});

const answer = <V>(value: V) => Promise.resolve(value);
const STAFF = ['ops'];
const NOBODY: string[] = [];

const COMPANY_UUID = '00000000-0000-4000-8000-000000000001';
const TRANSACTION_UUID = '00000000-0000-4000-8000-000000000002';
const company = (digit_code: string, name: string) => ({
  id: 7,
  uuid: COMPANY_UUID,
  version: 2,
  name,
  digit_code,
  is_active: true,
  external_pim: false,
});
const transaction = {
  id: 9,
  uuid: TRANSACTION_UUID,
  version: 1,
  kind: 'write',
  resource: 'companies',
  user_uuid: null,
  company: { digit_code: '1001' },
  counts: { insert: 0, update: 1, delete: 0 },
  counts_by_resource: {},
  status: 'committed',
  started_at: new Date(0).toISOString(),
  finished_at: new Date(0).toISOString(),
  task_uuid: null,
};

describe('LiveLookups', () => {
  it('shares what one session looked up across its messages, not across sessions', () => {
    const lookups = new LiveLookups();
    const caches = lookups.cachesFor('a', STAFF);
    caches.companyByCode.set('1001', answer({ digit_code: '1001', name: 'Northwind' } as never));
    expect(lookups.cachesFor('a', STAFF).companyByCode.has('1001')).toBe(true);
    expect(lookups.cachesFor('b', STAFF).companyByCode.has('1001')).toBe(false);
    expect(lookups.cachesFor(undefined, STAFF)).not.toBe(lookups.cachesFor(undefined, STAFF));
    lookups.close();
  });

  it('keeps a company and a transaction as their events leave them, for every session that may read them', async () => {
    // Issue 14: a write's transaction resolves its company's name from here; dropping the company
    // instead sent every such message to a platform that a large apply kept busy for seconds.
    const lookups = new LiveLookups();
    for (const token of ['a', 'b']) {
      const c = lookups.cachesFor(token, STAFF);
      c.companyByCode.set('1001', answer(company('1001', 'Old') as never));
      c.companyByCode.set('1002', answer(undefined));
    }
    lookups.cachesFor('c', STAFF); // looked nothing up yet
    lookups.learn(event('companies', COMPANY_UUID, company('1001', 'Old'), company('1001', 'Renamed')));
    lookups.learn(event('transactions', TRANSACTION_UUID, null, transaction));
    for (const token of ['a', 'b', 'c']) {
      const c = lookups.cachesFor(token, STAFF);
      expect((await c.companyByCode.get('1001'))?.name).toBe('Renamed');
      expect((await c.transactionByUuid.get(TRANSACTION_UUID))?.counts.update).toBe(1);
    }
    expect(lookups.cachesFor('a', STAFF).companyByCode.has('1002')).toBe(true);
    lookups.close();
  });

  it('gives nothing to a session whose roles may not read the stream, and drops what it kept', async () => {
    const lookups = new LiveLookups();
    const c = lookups.cachesFor('outsider', NOBODY);
    c.companyByCode.set('1001', answer(company('1001', 'Old') as never));
    lookups.learn(event('companies', COMPANY_UUID, company('1001', 'Old'), company('1001', 'Secret')));
    lookups.learn(event('transactions', TRANSACTION_UUID, null, transaction));
    expect(c.companyByCode.size).toBe(0);
    expect(c.transactionByUuid.size).toBe(0);
    lookups.close();
  });

  it('drops what it cannot read from an event: a code a company left, a deleted record, a company’s retailers', () => {
    const lookups = new LiveLookups();
    for (const token of ['a', 'b']) {
      const c = lookups.cachesFor(token, STAFF);
      c.companyByCode.set('1001', answer(undefined));
      c.companyByCode.set('1002', answer(undefined));
      c.companyByCode.set('1003', answer(undefined));
      c.transactionByUuid.set(TRANSACTION_UUID, answer(undefined));
      c.retailersOfCompany.set('1001', answer([]));
    }
    lookups.learn(event('companies', COMPANY_UUID, company('1001', 'A'), company('1009', 'A')));
    lookups.learn(event('companies', 'c3', company('1003', 'C'), null));
    lookups.learn(event('transactions', TRANSACTION_UUID, null, { uuid: TRANSACTION_UUID }));
    lookups.learn(event('company_retailers', 'r1', null, { company: { digit_code: '1001' } }));
    for (const token of ['a', 'b']) {
      const c = lookups.cachesFor(token, STAFF);
      expect([...c.companyByCode.keys()].sort()).toEqual(['1002', '1009']);
      expect(c.transactionByUuid.size).toBe(0);
      expect(c.retailersOfCompany.size).toBe(0);
    }
    lookups.close();
  });

  it('keeps nothing past its time, nor for a session gone idle', () => {
    let now = 0;
    const lookups = new LiveLookups(() => now);
    lookups.cachesFor('a', STAFF).companyByCode.set('1001', answer(undefined));
    now = 31_000;
    expect(lookups.cachesFor('a', STAFF).companyByCode.size).toBe(0);
    now = 100_000;
    lookups.sweep();
    expect(lookups.size).toBe(0);
    lookups.close();
  });
});
