import { describe, expect, it } from 'vitest';
import { continueTarget, desktopSuggestion, isPhone } from './suggestDesktop.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('desktop suggestion', () => {
  it('recognises phones, not tablets or desktops', () => {
    expect(isPhone(IPHONE)).toBe(true);
    expect(isPhone(ANDROID_PHONE)).toBe(true);
    expect(isPhone(ANDROID_TABLET)).toBe(false);
    expect(isPhone(DESKTOP)).toBe(false);
  });

  it('sends a first phone visit there, keeping the page it asked for, once', () => {
    expect(desktopSuggestion(IPHONE, { pathname: '/admin/companies/1001', search: '?x=1' }, false)).toBe(
      '/suggest-desktop?next=%2Fadmin%2Fcompanies%2F1001%3Fx%3D1',
    );
    expect(desktopSuggestion(IPHONE, { pathname: '/', search: '' }, false)).toBe('/suggest-desktop');
    expect(desktopSuggestion(IPHONE, { pathname: '/admin/companies', search: '' }, true)).toBeNull();
    expect(desktopSuggestion(IPHONE, { pathname: '/suggest-desktop', search: '' }, false)).toBeNull();
    expect(desktopSuggestion(DESKTOP, { pathname: '/admin/companies', search: '' }, false)).toBeNull();
  });

  it('continues only to a safe internal path', () => {
    expect(continueTarget('?next=%2Fadmin%2Fcompanies%2F1001')).toBe('/admin/companies/1001');
    expect(continueTarget('?next=%2F%2Fevil.test')).toBe('/');
    expect(continueTarget('?next=https%3A%2F%2Fevil.test')).toBe('/');
    expect(continueTarget('')).toBe('/');
  });
});
