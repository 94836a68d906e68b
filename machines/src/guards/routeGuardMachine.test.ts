import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { OPTIONS_PAGE_DENIED, companyDoesNotExist } from '@console/schema';
import { routeGuardMachine } from './routeGuardMachine.js';
import type { RouteGuardEvent, RouteGuardInput } from './routeGuardMachine.js';
import type { SessionUser } from '../session/sessionTypes.js';
import type { GuardName } from './guards.js';

const ops: SessionUser = {
  user_uuid: '00000000-0000-4000-8000-000000000003',
  first_name: 'O',
  last_name: 'P',
  email: 'ops@demo.test',
  scope: ['ops'],
  roles: ['ops'],
  read_policy: true,
};
const companies: Record<string, { name: string; digit_code: string }> = { '123': { name: 'Acme', digit_code: '123' } };

function run(input: RouteGuardInput, opts: { options?: string[]; fail?: boolean } = {}) {
  const lookups: string[] = [];
  const machine = routeGuardMachine.provide({
    actors: {
      lookupCompany: fromPromise(async ({ input: { digitCode } }: { input: { digitCode: string } }) => {
        lookups.push(digitCode);
        if (opts.fail) throw Object.assign(new Error('down'), { status: 0 });
        return companies[digitCode] ?? null;
      }),
      fetchOptionsUsers: fromPromise(async (): Promise<readonly string[]> => opts.options ?? []),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, lookups, settled: () => waitFor(actor, (s) => !s.hasTag('checking')) };
}
const company = (id: string): RouteGuardInput => ({
  guards: ['admin', 'validateCompany'],
  request: { path: `/admin/companies/${id}`, user: ops, loginAppPage: null, companyId: id },
});

describe('routeGuardMachine', () => {
  it('allows a staff user on an existing company', async () => {
    const { settled, lookups } = run(company('123'));
    const snap = await settled();
    expect(snap.hasTag('allowed')).toBe(true);
    expect(lookups).toEqual(['123']);
    expect(snap.context.request.company?.name).toBe('Acme');
  });

  it('fails with the §8 message when the company does not exist', async () => {
    const snap = await run(company('999')).settled();
    expect(snap.hasTag('error')).toBe(true);
    expect(snap.context.verdict).toEqual({ kind: 'error', status: 404, message: companyDoesNotExist('999') });
  });

  it('settles on the 500 "Unknown middleware" error for a guard name it does not know, before any lookup', async () => {
    const input = company('123');
    const { settled, lookups } = run({ ...input, guards: ['admin', 'staffOnly' as GuardName, 'validateCompany'] });
    const snap = await settled();
    expect(snap.hasTag('error')).toBe(true);
    expect(snap.context.verdict).toEqual({ kind: 'error', status: 500, message: 'Unknown middleware' });
    expect(lookups).toEqual([]);
  });

  it('redirects before any lookup when the user may not enter', async () => {
    const input = company('123');
    const { settled, lookups } = run({ ...input, request: { ...input.request, user: null } });
    const snap = await settled();
    expect(snap.hasTag('redirect')).toBe(true);
    expect(snap.context.verdict).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fadmin%2Fcompanies%2F123' });
    expect(lookups).toEqual([]);
  });

  it('a failed lookup shows the connection message', async () => {
    const snap = await run(company('123'), { fail: true }).settled();
    expect(snap.context.verdict).toMatchObject({ kind: 'error', status: 0 });
  });

  it('checks the options list', async () => {
    const input: RouteGuardInput = {
      guards: ['authenticated', 'validateOptionsPageAccess'],
      request: { path: '/options', user: ops, loginAppPage: null },
    };
    expect((await run(input, { options: ['ops@demo.test'] }).settled()).hasTag('allowed')).toBe(true);
    expect((await run(input).settled()).context.verdict).toEqual({
      kind: 'error',
      status: 404,
      message: OPTIONS_PAGE_DENIED,
    });
  });

  it('re-checks on guard.check and looks the company up again only when it changes', async () => {
    const { actor, settled, lookups } = run(company('123'));
    await settled();
    actor.send({ type: 'guard.check', ...company('123') });
    expect((await settled()).hasTag('allowed')).toBe(true);
    actor.send({ type: 'guard.check', ...company('999') });
    expect((await settled()).hasTag('error')).toBe(true);
    expect(lookups).toEqual(['123', '999']);
  });
});

describe('routeGuardMachine paths', () => {
  const input = company('123');
  const events = [
    { type: 'xstate.done.actor.lookupCompany', output: companies['123'] },
    { type: 'xstate.done.actor.lookupCompany', output: null },
    { type: 'xstate.error.actor.lookupCompany', error: { status: 500 } },
    { type: 'xstate.done.actor.fetchOptionsUsers', output: ['ops@demo.test'] },
    { type: 'xstate.error.actor.fetchOptionsUsers', error: { status: 500 } },
    {
      type: 'guard.check',
      guards: ['authenticated', 'validateOptionsPageAccess'],
      request: { ...input.request, companyId: undefined },
    },
    { type: 'guard.check', guards: ['guest'], request: input.request },
    { type: 'guard.check', ...input },
  ] as unknown as RouteGuardEvent[];
  const paths = getShortestPaths(routeGuardMachine, { input, events });

  it('reaches every state', () => {
    const seen = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of [
      '"loadingCompany"',
      '"loadingOptions"',
      '{"decided":"allowed"}',
      '{"decided":"redirecting"}',
      '{"decided":"failed"}',
    ]) {
      expect(seen).toContain(value);
    }
  });

  it('holds a verdict matching its state in every decided state', () => {
    for (const { state } of paths) {
      const kind = state.context.verdict?.kind;
      if (state.hasTag('allowed')) expect(kind).toBe('allow');
      if (state.hasTag('redirect')) expect(kind).toBe('redirect');
      if (state.hasTag('error')) expect(kind).toBe('error');
      if (state.hasTag('checking')) expect(kind).toBeUndefined();
    }
  });
});
