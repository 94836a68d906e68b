import { describe, expect, it } from 'vitest';
import type { Access } from '@console/schema';
import type { GatewayContext } from '../context.js';
import { withAccess, type AccessTable } from './access.js';

type Run = (...args: unknown[]) => Promise<unknown>;
const table = (query: Record<string, Access>, subscription: Record<string, Access> = {}): AccessTable => ({
  Query: query,
  Mutation: {},
  Subscription: subscription,
});

/** A context whose session records the accesses it was asked to admit, refusing `refuse`. */
function context(refuse?: Access) {
  const admitted: Access[] = [];
  const ctx = {
    session: {
      admit: async (access: Access) => {
        admitted.push(access);
        if (access === refuse) throw new Error(`refused ${access}`);
      },
    },
  } as unknown as GatewayContext;
  return { ctx, admitted };
}

describe('withAccess', () => {
  it('checks a root field’s declared access before its resolver runs', async () => {
    let ran = false;
    const wrapped = withAccess({ Query: { list: () => ((ran = true), 'rows') } }, table({ list: 'read' }));
    const { ctx, admitted } = context();
    expect(await (wrapped.Query!.list as unknown as Run)({}, {}, ctx, {})).toBe('rows');
    expect([admitted, ran]).toEqual([['read'], true]);
    const refusing = context('read');
    ran = false;
    await expect((wrapped.Query!.list as unknown as Run)({}, {}, refusing.ctx, {})).rejects.toThrow('refused read');
    expect(ran).toBe(false);
  });

  it('checks a subscription before it subscribes, and keeps its resolve', async () => {
    const resolve = (value: unknown) => value;
    const wrapped = withAccess(
      { Subscription: { live: { subscribe: async () => 'stream', resolve } } },
      table({}, { live: 'read' }),
    );
    const field = wrapped.Subscription!.live as { subscribe: (...a: unknown[]) => Promise<unknown>; resolve: unknown };
    const { ctx, admitted } = context();
    expect(await field.subscribe({}, {}, ctx, {})).toBe('stream');
    expect(admitted).toEqual(['read']);
    expect(field.resolve).toBe(resolve);
  });

  it('refuses to start with a resolver whose access is not declared, or a declared field without a resolver', () => {
    expect(() => withAccess({ Query: { secret: () => 1 } }, table({}))).toThrow(/Query\.secret has no access/);
    expect(() => withAccess({ Query: {} }, table({ list: 'read' }))).toThrow(/Query fields without a resolver: list/);
  });
});
