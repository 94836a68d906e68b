import { describe, expect, it } from 'vitest';
import { ACTIONS, MESSAGES, OPTIONS_PAGE_DENIED, companyDoesNotExist, roleRequirement } from '@console/schema';
import { GUARDS, GUARD_NAMES, runGuards } from './guards.js';
import type { GuardRequest } from './guards.js';
import type { SessionUser } from '../session/sessionTypes.js';

const user = (scope: string[], read_policy = true): SessionUser => ({
  user_uuid: '00000000-0000-4000-8000-000000000002',
  first_name: null,
  last_name: null,
  email: 'Ops@Demo.test',
  scope,
  roles: [],
  read_policy,
});
const req = (over: Partial<GuardRequest>): GuardRequest => ({
  path: '/admin/rules',
  user: null,
  loginAppPage: null,
  ...over,
});

describe('route guards (§6)', () => {
  it('names all seven guards', () => {
    expect(Object.keys(GUARDS).sort()).toEqual([...GUARD_NAMES].sort());
  });

  it('a redirect for lack of a role says which roles the page needs; signing in or the policy do not', () => {
    expect(GUARDS.authenticated(req({}))).not.toHaveProperty('needs');
    expect(GUARDS.authenticated(req({ user: user(['ops'], false) }))).not.toHaveProperty('needs');
    expect(GUARDS.guest(req({ path: '/login', user: user([]) }))).not.toHaveProperty('needs');
    expect(GUARDS.adminOrOwner(req({ user: user(['ops']) }))).toMatchObject({
      needs: roleRequirement(ACTIONS.adminOrOwner),
    });
  });

  it('authenticated: signed out → /login with the page remembered; no policy → /privacy', () => {
    expect(GUARDS.authenticated(req({}))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fadmin%2Frules' });
    expect(GUARDS.authenticated(req({ user: user(['ops'], false) }))).toEqual({ kind: 'redirect', to: '/privacy' });
    expect(GUARDS.authenticated(req({ path: '/privacy', user: user(['ops'], false) }))).toEqual({ kind: 'allow' });
    expect(GUARDS.authenticated(req({ user: user([]) }))).toEqual({ kind: 'allow' });
  });

  it('guest: a signed-in user goes to /admin/companies', () => {
    expect(GUARDS.guest(req({ path: '/login', user: user([]) }))).toEqual({ kind: 'redirect', to: '/admin/companies' });
    expect(GUARDS.guest(req({ path: '/login' }))).toEqual({ kind: 'allow' });
  });

  it('admin: staff and the owner pass; others go home or to a safe login_app page', () => {
    for (const scope of [['admin'], ['ops'], ['superadmin'], ['owner']])
      expect(GUARDS.admin(req({ user: user(scope) })).kind).toBe('allow');
    const needs = 'the owner role, or admin, ops or superadmin';
    expect(GUARDS.admin(req({ user: user([]) }))).toEqual({ kind: 'redirect', to: '/', needs });
    expect(GUARDS.admin(req({ user: user([]), loginAppPage: '/companies' }))).toEqual({
      kind: 'redirect',
      to: '/companies',
      needs,
    });
    expect(GUARDS.admin(req({ user: user([]), loginAppPage: '//evil.test' }))).toEqual({
      kind: 'redirect',
      to: '/',
      needs,
    });
    expect(GUARDS.admin(req({}))).toMatchObject({ to: expect.stringMatching(/^\/login/) });
  });

  it('owner: others go to /admin/companies', () => {
    expect(GUARDS.owner(req({ user: user(['owner']) })).kind).toBe('allow');
    expect(GUARDS.owner(req({ user: user(['admin', 'ops', 'superadmin']) }))).toEqual({
      kind: 'redirect',
      to: '/admin/companies',
      needs: 'the owner role',
    });
  });

  it('adminOrOwner: owner or all three staff roles; others go to /', () => {
    expect(GUARDS.adminOrOwner(req({ user: user(['owner']) })).kind).toBe('allow');
    expect(GUARDS.adminOrOwner(req({ user: user(['admin', 'ops', 'superadmin']) })).kind).toBe('allow');
    expect(GUARDS.adminOrOwner(req({ user: user(['admin', 'ops']) }))).toEqual({
      kind: 'redirect',
      to: '/',
      needs: 'the owner role, or admin, ops and superadmin together',
    });
  });

  it('validateCompany: unknown or non-digit ids are 404 with the §8 message', () => {
    const company = { name: 'Acme', digit_code: '123' };
    expect(GUARDS.validateCompany(req({ companyId: '123', company })).kind).toBe('allow');
    expect(GUARDS.validateCompany(req({ companyId: '999', company: null }))).toEqual({
      kind: 'error',
      status: 404,
      message: companyDoesNotExist('999'),
    });
    expect(GUARDS.validateCompany(req({ companyId: 'abc', company }))).toMatchObject({ status: 404 });
  });

  it('validateOptionsPageAccess: the e-mail must be listed; an empty list denies', () => {
    expect(GUARDS.validateOptionsPageAccess(req({ user: user(['ops']), optionsUsers: ['ops@demo.test'] })).kind).toBe(
      'allow',
    );
    const denied = { kind: 'error', status: 404, message: OPTIONS_PAGE_DENIED };
    expect(GUARDS.validateOptionsPageAccess(req({ user: user(['ops']), optionsUsers: [] }))).toEqual(denied);
    expect(GUARDS.validateOptionsPageAccess(req({ user: user(['ops']), optionsUsers: ['x@demo.test'] }))).toEqual(
      denied,
    );
  });

  it('runGuards stops at the first refusal', () => {
    expect(runGuards(['admin', 'owner'], req({ user: user(['ops']) }))).toEqual({
      kind: 'redirect',
      to: '/admin/companies',
      needs: 'the owner role',
    });
    expect(runGuards([], req({}))).toEqual({ kind: 'allow' });
  });

  it('answers an unknown guard name with the 500 "Unknown middleware" of §8, never allowing', () => {
    const owner = req({ user: user(['owner']) });
    expect(runGuards(['admin', 'adminOnly'], owner)).toEqual({
      kind: 'error',
      status: 500,
      message: MESSAGES.unknownMiddleware,
    });
    expect(MESSAGES.unknownMiddleware).toBe('Unknown middleware');
  });
});
