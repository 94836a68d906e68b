import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVING_PAGE_NAME, pageTransitionNav, pathOf, shouldFade } from './pageTransition.js';

const FROM = 'http://console.test/admin/companies?name=North';

describe('shouldFade (§2 page fade)', () => {
  it('fades a push to another path', () => expect(shouldFade('/admin/retailers', undefined, FROM)).toBe(true));
  it('does not fade a change of query string or hash on the same page', () => {
    expect(shouldFade('/admin/companies?name=Alp', undefined, FROM)).toBe(false);
    expect(shouldFade('?page=2', undefined, FROM)).toBe(false);
    expect(shouldFade('#top', undefined, FROM)).toBe(false);
  });
  it('does not fade a redirect (replace)', () => expect(shouldFade('/login', { replace: true }, FROM)).toBe(false));
  it('resolves relative paths against the current page', () =>
    expect(pathOf('1001/skus', 'http://console.test/admin/companies/')).toBe('/admin/companies/1001/skus'));
});

/** A stand-in for the document: the current page element and a recorded startViewTransition. */
function fakeDocument({ api = true, page = true } = {}) {
  const pageElement = { style: { viewTransitionName: '' } };
  const updates: Array<() => void> = [];
  const startViewTransition = (update: () => void) => {
    updates.push(update);
    return { finished: Promise.resolve() };
  };
  vi.stubGlobal('window', { location: { href: FROM } });
  vi.stubGlobal('document', {
    querySelector: () => (page ? pageElement : null),
    ...(api ? { startViewTransition } : {}),
  });
  return { pageElement, updates };
}

describe('pageTransitionNav', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the leaving page for capture, then navigates inside the view transition', () => {
    const { pageElement, updates } = fakeDocument();
    const navigate = vi.fn(() => expect(pageElement.style.viewTransitionName).toBe(LEAVING_PAGE_NAME));
    pageTransitionNav(navigate, '/admin/retailers', undefined);
    expect(navigate).not.toHaveBeenCalled();
    expect(pageElement.style.viewTransitionName).toBe(LEAVING_PAGE_NAME);
    updates[0]?.();
    expect(navigate).toHaveBeenCalledWith('/admin/retailers', undefined);
    // A page that stayed mounted is not captured again as the new state.
    expect(pageElement.style.viewTransitionName).toBe('');
  });

  it('navigates at once without the API, without a page, on redirects and within the page', () => {
    const navigate = vi.fn();
    fakeDocument({ api: false });
    pageTransitionNav(navigate, '/admin/retailers', undefined);
    fakeDocument({ page: false });
    pageTransitionNav(navigate, '/admin/retailers', undefined);
    const { updates } = fakeDocument();
    pageTransitionNav(navigate, '/login', { replace: true });
    pageTransitionNav(navigate, '/admin/companies?page=2', undefined);
    expect(navigate).toHaveBeenCalledTimes(4);
    expect(updates).toHaveLength(0);
  });

  it('navigates at once when the user prefers reduced motion', () => {
    const { updates } = fakeDocument();
    vi.stubGlobal('window', {
      location: { href: FROM },
      matchMedia: (query: string) => ({ matches: query.includes('reduce') }),
    });
    const navigate = vi.fn();
    pageTransitionNav(navigate, '/admin/retailers', undefined);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(updates).toHaveLength(0);
  });
});
