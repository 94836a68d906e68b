import { describe, expect, it } from 'vitest';
import { HOME_AFTER_LOGIN } from '@console/schema';
import { isReturnablePath, loginPathFor, postLoginTarget, wantedFromSearch } from './postLoginTarget.js';

const staff = { scope: ['ops'], read_policy: true };
const viewer = { scope: [], read_policy: true };
const unsafe = [
  '//evil.test',
  '/\\evil.test',
  'https://evil.test',
  '/%2F%2Fevil.test',
  '/%5Cevil.test',
  'javascript:alert(1)',
  '/%252F%252Fevil.test',
];

describe('postLoginTarget', () => {
  it('sends a user who has not read the policy to /privacy', () => {
    expect(postLoginTarget({ scope: ['admin'], read_policy: false }, '/admin/rules', null)).toBe('/privacy');
  });
  it('sends staff to the page first wanted, else home after login', () => {
    expect(postLoginTarget(staff, '/admin/rules?x=1', null)).toBe('/admin/rules?x=1');
    expect(postLoginTarget(staff, null, '/companies')).toBe(HOME_AFTER_LOGIN);
    expect(postLoginTarget({ scope: ['owner'], read_policy: true }, null, null)).toBe(HOME_AFTER_LOGIN);
  });
  it('sends other users to the login_app page, else home', () => {
    expect(postLoginTarget(viewer, '/admin/rules', '/companies')).toBe('/companies');
    expect(postLoginTarget(viewer, null, null)).toBe('/');
  });
  it.each(unsafe)('refuses the unsafe target %s', (target) => {
    expect(postLoginTarget(staff, target, null)).toBe(HOME_AFTER_LOGIN);
    expect(postLoginTarget(viewer, null, target)).toBe('/');
    expect(wantedFromSearch(`?redirect=${encodeURIComponent(target)}`)).toBeNull();
    expect(loginPathFor(target)).toBe('/login');
  });
  it('never returns to the login or logout pages', () => {
    expect(isReturnablePath('/login')).toBe(false);
    expect(isReturnablePath('/logout?x')).toBe(false);
    expect(isReturnablePath('/loginx')).toBe(true);
  });
  it('round-trips the wanted page through the login URL', () => {
    const path = loginPathFor('/admin/companies/123/skus?page=2');
    expect(wantedFromSearch(path.slice(path.indexOf('?')))).toBe('/admin/companies/123/skus?page=2');
  });
});
