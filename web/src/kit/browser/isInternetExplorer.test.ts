import { describe, expect, it } from 'vitest';
import { isInternetExplorer } from './isInternetExplorer.js';

describe('isInternetExplorer', () => {
  it('recognises IE 10 and 11', () => {
    expect(isInternetExplorer('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)')).toBe(true);
    expect(isInternetExplorer('Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
  });
  it('lets current browsers through', () => {
    expect(
      isInternetExplorer(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(
      isInternetExplorer(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36 Edg/120.0',
      ),
    ).toBe(false);
  });
});
