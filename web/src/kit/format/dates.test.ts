import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appLocale,
  datePattern,
  formatDate,
  formatDateTime,
  formatPreciseTime,
  formatRelative,
  parseDate,
  parseDateTime,
  dateTimePattern,
  dayToDate,
  toIsoDay,
} from './dates.js';

// A local time, so the expectations hold in any time zone the tests run in.
const at = new Date(2026, 0, 5, 14, 3, 9, 42);
const ago = (ms: number) => new Date(at.getTime() - ms).toISOString();

afterEach(() => vi.unstubAllGlobals());

describe('dates in the locale', () => {
  it('writes a date day first in en-GB and month first in en-US', () => {
    expect(formatDate(at, 'en-GB')).toBe('05/01/2026');
    expect(formatDate(at, 'en-US')).toBe('01/05/2026');
    expect(formatDate(at.toISOString(), 'en-GB')).toBe('05/01/2026');
  });

  it('keeps a calendar day as that day, whatever the time zone', () => {
    expect(formatDate('2026-01-05', 'en-GB')).toBe('05/01/2026');
    expect(formatDate('2026-01-05', 'en-US')).toBe('01/05/2026');
    expect(formatDateTime('2026-12-31', 'en-GB')).toBe('31/12/2026');
  });

  it('writes a date-time to the second, 24-hour in en-GB and 12-hour in en-US', () => {
    expect(formatDateTime(at, 'en-GB')).toBe('05/01/2026, 14:03:09');
    expect(formatDateTime(at.toISOString(), 'en-US')).toBe('01/05/2026, 02:03:09 PM');
    expect(formatDateTime(at.getTime(), 'en-GB')).toBe('05/01/2026, 14:03:09');
  });

  it('writes a time of day to the millisecond for event logs', () => {
    expect(formatPreciseTime(at, 'en-GB')).toBe('14:03:09.042');
    expect(formatPreciseTime(at, 'en-US')).toBe('14:03:09.042');
  });

  it("uses the browser's locale unless told another", () => {
    vi.stubGlobal('navigator', { language: 'en-US' });
    expect(appLocale()).toBe('en-US');
    expect(formatDate('2026-01-05')).toBe('01/05/2026');
    vi.stubGlobal('navigator', { language: 'en-GB' });
    expect(formatDateTime(at)).toBe('05/01/2026, 14:03:09');
    expect(datePattern()).toBe('dd/mm/yyyy');
    expect(parseDate('05/01/2026')).toBe('2026-01-05');
  });

  it('leaves nothing empty and a text that is no date as it was', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatRelative('')).toBe('');
    expect(formatDateTime('soon', 'en-GB')).toBe('soon');
    // A day typed in another shape stays as typed: it is not Date's guess at it.
    expect(formatDate('1/2/2026', 'en-GB')).toBe('1/2/2026');
  });
});

describe('relative times', () => {
  const now = at.getTime();
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelative(ago(0), now, 'en-GB')).toBe('now');
    expect(formatRelative(ago(20_000), now, 'en-GB')).toBe('20 sec ago');
    expect(formatRelative(ago(3 * 60_000 + 59_000), now, 'en-GB')).toBe('3 min ago');
    expect(formatRelative(ago(2 * 3600_000), now, 'en-GB')).toBe('2 hr ago');
    expect(formatRelative(ago(26 * 3600_000), now, 'en-GB')).toBe('yesterday');
    expect(formatRelative(ago(3 * 24 * 3600_000), now, 'en-GB')).toBe('3 days ago');
  });

  it('uses the locale English: en-US abbreviates with a full stop', () => {
    expect(formatRelative(ago(3 * 60_000), now, 'en-US')).toBe('3 min. ago');
    expect(formatRelative(ago(3 * 60_000), now, 'de-DE')).toBe('3 min ago');
  });

  it('gives the date past a week, and "now" for a time a moment ahead', () => {
    expect(formatRelative(ago(8 * 24 * 3600_000), now, 'en-GB')).toBe('28/12/2025');
    expect(formatRelative(ago(8 * 24 * 3600_000), now, 'en-US')).toBe('12/28/2025');
    expect(formatRelative(ago(-2000), now, 'en-GB')).toBe('now');
    expect(formatRelative(ago(-10 * 60_000), now, 'en-GB')).toBe('in 10 min');
  });
});

describe('typed dates', () => {
  it('tells how a date is typed in the locale', () => {
    expect(datePattern('en-GB')).toBe('dd/mm/yyyy');
    expect(datePattern('en-US')).toBe('mm/dd/yyyy');
  });

  it('reads a date in the locale order', () => {
    expect(parseDate('05/01/2026', 'en-GB')).toBe('2026-01-05');
    expect(parseDate('05/01/2026', 'en-US')).toBe('2026-05-01');
    expect(parseDate('5.1.2026', 'en-GB')).toBe('2026-01-05');
    expect(parseDate(' 31-12-2026 ', 'en-GB')).toBe('2026-12-31');
  });

  it('reads an ISO day in any locale', () => {
    expect(parseDate('2026-01-05', 'en-US')).toBe('2026-01-05');
  });

  it('refuses what is not a whole, real day', () => {
    expect(parseDate('31/02/2026', 'en-GB')).toBeNull();
    expect(parseDate('13/13/2026', 'en-GB')).toBeNull();
    expect(parseDate('05/01/26', 'en-GB')).toBeNull();
    expect(parseDate('05/01', 'en-GB')).toBeNull();
    expect(parseDate('', 'en-GB')).toBeNull();
  });

  it('round-trips what it formats', () => {
    for (const locale of ['en-GB', 'en-US'])
      expect(parseDate(formatDate('2026-11-22', locale), locale)).toBe('2026-11-22');
    expect(toIsoDay(at)).toBe('2026-01-05');
    expect(dayToDate('2026-01-05')).toEqual(new Date(2026, 0, 5));
    expect(dayToDate('5/1/2026')).toBeNull();
  });
});

describe('parseDateTime', () => {
  it('reads back a date-time as formatDateTime shows it, in the same locale', () => {
    const at = new Date(2026, 0, 5, 14, 3, 9);
    expect(parseDateTime(formatDateTime(at, 'en-GB'), 'en-GB')).toBe(at.toISOString());
    expect(parseDateTime(formatDateTime(at, 'en-US'), 'en-US')).toBe(at.toISOString());
    expect(parseDateTime('05/01/2026 14:03', 'en-GB')).toBe(new Date(2026, 0, 5, 14, 3, 0).toISOString());
    // The end of what was typed: a write at 14:03:09.500 is in "as of 14:03:09" (the as-of picker).
    expect(parseDateTime('05/01/2026, 14:03:09', 'en-GB', true)).toBe(
      new Date(2026, 0, 5, 14, 3, 9, 999).toISOString(),
    );
    expect(parseDateTime('05/01/2026 14:03', 'en-GB', true)).toBe(new Date(2026, 0, 5, 14, 3, 59, 999).toISOString());
  });

  it('refuses what is no real day and time', () => {
    expect(parseDateTime('31/02/2026, 10:00', 'en-GB')).toBeNull();
    expect(parseDateTime('05/01/2026, 25:00', 'en-GB')).toBeNull();
    expect(parseDateTime('yesterday', 'en-GB')).toBeNull();
    expect(dateTimePattern('en-GB')).toBe('dd/mm/yyyy, hh:mm:ss');
  });
});
