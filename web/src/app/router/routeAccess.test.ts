import { describe, expect, it } from 'vitest';
import type { Role } from '@console/schema';
import type { SessionUser } from '@console/machines';
import { mayOpenPage } from './routeAccess.js';
import { ROUTE_TABLE } from './routeTable.js';

const user = (scope: Role[], email = 'someone@demo.test'): SessionUser => ({
  user_uuid: '00000000-0000-4000-8000-000000000009',
  first_name: null,
  last_name: null,
  email,
  scope,
  roles: scope,
  read_policy: true,
});
const defOf = (path: string) => {
  const def = ROUTE_TABLE.find((d) => d.path === path);
  if (!def) throw new Error(`no route ${path}`);
  return def;
};
const may = (path: string, pattern: string, who: SessionUser | null, optionsUsers?: string[]) =>
  mayOpenPage(defOf(pattern), path, who, { optionsUsers });

describe('mayOpenPage: what the shell offers, by the route table guards', () => {
  it('staff pages to staff and the owner only', () => {
    expect(may('/admin/retailers', '/admin/retailers', user(['ops']))).toBe(true);
    expect(may('/admin/retailers', '/admin/retailers', user(['owner']))).toBe(true);
    expect(may('/admin/retailers', '/admin/retailers', user([]))).toBe(false);
    expect(may('/admin/retailers', '/admin/retailers', null)).toBe(false);
  });

  it('Users to the owner or the three staff roles together; invitations to the owner', () => {
    expect(may('/admin/users', '/admin/users', user(['admin', 'ops']))).toBe(false);
    expect(may('/admin/users', '/admin/users', user(['admin', 'ops', 'superadmin']))).toBe(true);
    expect(may('/invitations', '/invitations', user(['admin', 'ops', 'superadmin']))).toBe(false);
    expect(may('/invitations', '/invitations', user(['owner']))).toBe(true);
  });

  it("the bulk wizard to those who may bulk; a company's pages as its guards say", () => {
    expect(may('/admin/bulk', '/admin/bulk', user(['ops']))).toBe(true);
    expect(may('/admin/bulk/keywords', '/admin/bulk/:resource', user(['superadmin']))).toBe(true);
    expect(may('/admin/companies/1001/skus', '/admin/companies/:id/skus', user(['ops']))).toBe(true);
    const dissociate = '/admin/companies/:id/retailer_configs/dissociate';
    expect(may('/admin/companies/1001/retailer_configs/dissociate', dissociate, user(['ops']))).toBe(true);
  });

  it('the options pages only to a user the fetched list holds', () => {
    const ops = user(['ops'], 'ops@demo.test');
    expect(may('/options', '/options', ops)).toBe(false);
    expect(may('/options', '/options', ops, ['OPS@demo.test'])).toBe(true);
    expect(may('/admin/companies/1001/options', '/admin/companies/:id/options', ops, ['x@demo.test'])).toBe(false);
  });

  it('a signed-in user never gets the login page', () => {
    expect(may('/login', '/login', user(['ops']))).toBe(false);
    expect(may('/', '/', user([]))).toBe(true);
  });
});
