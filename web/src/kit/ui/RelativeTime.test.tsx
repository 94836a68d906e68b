import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { RelativeTime } from './RelativeTime.js';

afterEach(() => vi.unstubAllGlobals());

describe('RelativeTime (issue 16)', () => {
  const at = new Date(2026, 0, 5, 14, 3, 9);
  const now = at.getTime() + 3 * 60_000;

  it('says how long ago, with the full date-time in the locale on hover and the instant for machines', () => {
    vi.stubGlobal('navigator', { language: 'en-GB' });
    const html = renderToString(<RelativeTime value={at.toISOString()} now={now} />);
    expect(html).toBe(`<time dateTime="${at.toISOString()}" title="05/01/2026, 14:03:09">3 min ago</time>`);
  });

  it('follows the locale: month first and 12-hour in en-US', () => {
    vi.stubGlobal('navigator', { language: 'en-US' });
    const html = renderToString(<RelativeTime value={at.getTime()} now={now} />);
    expect(html).toContain('title="01/05/2026, 02:03:09 PM"');
    expect(html).toContain('>3 min. ago<');
  });

  it('shows nothing for no time', () => {
    expect(renderToString(<RelativeTime value={null} />)).toBe('');
  });
});
