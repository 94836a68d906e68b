/**
 * Dates and times as the console shows them (issue 16): one format for dates and one for
 * date-times, the browser's (`navigator.language`: day before month in en-GB), a relative time
 * where recency matters ("3 min ago"), and the parsing of a typed day in that same format.
 * Values come as ISO strings (`2026-01-05`, `2026-01-05T14:03:09Z`), dates or epoch milliseconds;
 * a calendar day (`YYYY-MM-DD`) is a day, not the UTC midnight that `new Date()` would make of it.
 */

/** The locale when no browser says one (tests in Node, server rendering). */
const FALLBACK_LOCALE = 'en-GB';

/** The browser's locale, which every formatter here uses unless given another. */
export function appLocale(): string {
  return (typeof navigator !== 'undefined' && navigator.language) || FALLBACK_LOCALE;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Whether a text is a calendar day, `YYYY-MM-DD`. */
export const isIsoDay = (text: string): boolean => ISO_DAY.test(text);
/** Whether a text is an ISO date-time with its offset (what the platform sends for times). */
export const isIsoDateTime = (text: string): boolean => ISO_DATE_TIME.test(text);

type DateLike = Date | string | number;

const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit', second: '2-digit' };
const CLOCK: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
};

// Building a formatter costs far more than using one: tables format hundreds of cells a render.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions, utc = false): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}|${utc}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, utc ? { ...options, timeZone: 'UTC' } : options);
    formatters.set(key, found);
  }
  return found;
}

/** The instant of a value, or null when it is none; of a text, only an ISO one (Date's own reading guesses). */
function instant(value: DateLike): Date | null {
  if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date in the locale's short numeric form: 05/01/2026 (en-GB), 01/05/2026 (en-US). A calendar
 * day is shown as that day wherever the browser is; a date-time as its local day. Empty for
 * nothing; a text that is no date comes back as it was.
 */
export function formatDate(value: DateLike | null | undefined, locale = appLocale()): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (day) return formatter(locale, DAY, true).format(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const date = instant(value);
  return date ? formatter(locale, DAY).format(date) : String(value);
}

/** A date-time, local, to the second: 05/01/2026, 14:03:09 (en-GB), 01/05/2026, 02:03:09 PM (en-US). */
export function formatDateTime(value: DateLike | null | undefined, locale = appLocale()): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatDate(value, locale);
  const date = instant(value);
  return date ? formatter(locale, DAY_TIME).format(date) : String(value);
}

/** A time of day to the millisecond, 24-hour (event logs): 14:03:09.042. */
export function formatPreciseTime(value: DateLike, locale = appLocale()): string {
  const date = instant(value);
  return date ? formatter(locale, CLOCK).format(date) : String(value);
}

/**
 * Relative phrases are English (§1) in the locale's English where it has one: "3 min ago" in
 * en-GB, "3 min. ago" in en-US; en-GB's for a browser in another language.
 */
function relativeLocale(locale: string): string {
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(locale);
  } catch {
    return FALLBACK_LOCALE;
  }
  if (parsed.language === 'en') return locale;
  const english = parsed.region ? `en-${parsed.region}` : FALLBACK_LOCALE;
  return Intl.RelativeTimeFormat.supportedLocalesOf(english).length ? english : FALLBACK_LOCALE;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let found = relativeFormats.get(locale);
  if (!found) {
    found = new Intl.RelativeTimeFormat(relativeLocale(locale), { numeric: 'auto', style: 'short' });
    relativeFormats.set(locale, found);
  }
  return found;
}

/** Past this age a time reads better as its date than as "23 days ago". */
export const RELATIVE_LIMIT_MS = 7 * 24 * 3600_000;

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * How long ago (or ahead) a time is at `now`, in its largest whole unit: "now", "20 sec ago",
 * "3 min ago", "2 hr ago", "yesterday"; past a week, its date. A second or so ahead (clocks
 * differ) is "now".
 */
export function formatRelative(value: DateLike | null | undefined, now = Date.now(), locale = appLocale()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = instant(value);
  if (!date) return String(value);
  const diff = date.getTime() - now;
  if (Math.abs(diff) >= RELATIVE_LIMIT_MS) return formatDate(date, locale);
  if (diff > 0 && diff < 5000) return relativeFormat(locale).format(0, 'second');
  for (const [unit, ms] of UNITS) {
    const count = Math.trunc(diff / ms);
    if (count !== 0 || unit === 'second') return relativeFormat(locale).format(count, unit);
  }
  return '';
}

/** The order of day, month and year in the locale's dates, and what separates them. */
function dayParts(locale: string): Array<{ type: string; value: string }> {
  return formatter(locale, DAY, true)
    .formatToParts(Date.UTC(2026, 10, 22))
    .filter((p) => ['day', 'month', 'year', 'literal'].includes(p.type));
}

/** How a typed date is written in the locale, for placeholders: dd/mm/yyyy (en-GB), mm/dd/yyyy (en-US). */
export function datePattern(locale = appLocale()): string {
  const names: Record<string, string> = { day: 'dd', month: 'mm', year: 'yyyy' };
  return dayParts(locale)
    .map((p) => names[p.type] ?? p.value)
    .join('');
}

/** Local midnight of a calendar day `YYYY-MM-DD` (charts put a day's point there); null for another text. */
export function dayToDate(day: string): Date | null {
  const match = ISO_DAY.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** The calendar day `YYYY-MM-DD` of a local date. */
export function toIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The calendar day (`YYYY-MM-DD`) of a date typed in the locale's order (5/1/2026, 05.01.2026 and
 * 05-01-2026 alike in en-GB), or of an ISO day; null unless it is a whole, real day with a
 * four-digit year.
 */
export function parseDate(text: string, locale = appLocale()): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  const numbers = iso ? [iso[1], iso[2], iso[3]] : trimmed.split(/[^\d]+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const order = iso
    ? ['year', 'month', 'day']
    : dayParts(locale).flatMap((p) => (p.type === 'literal' ? [] : [p.type]));
  const at = (type: string) => numbers[order.indexOf(type)] ?? '';
  if (!/^\d{4}$/.test(at('year')) || !/^\d{1,2}$/.test(at('month')) || !/^\d{1,2}$/.test(at('day'))) return null;
  const [year, month, day] = [Number(at('year')), Number(at('month')), Number(at('day'))];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${at('year')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A local moment typed as `formatDateTime` shows one (05/01/2026, 14:03:09 in en-GB; the seconds,
 * and for 12-hour locales AM/PM, optional), as an ISO date-time in UTC; null unless it is a real
 * day and time. `end`: the last millisecond of the second (or, without seconds, the minute) typed —
 * "as of 14:03:09" then holds what was written at 14:03:09.500, as the screen that showed that
 * second did.
 */
export function parseDateTime(text: string, locale = appLocale(), end = false): string | null {
  const match = /^(.*?)[,\s]\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  const day = parseDate(match[1]!.replace(/,\s*$/, ''), locale);
  if (!day) return null;
  let hour = Number(match[2]);
  const [minute, second] = [Number(match[3]), Number(match[4] ?? 0)];
  const half = match[5]?.toLowerCase().replace(/\./g, '');
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(y, m - 1, d, hour, minute, second).getTime();
  const last = !end ? 0 : match[4] === undefined ? 59_999 : 999;
  return new Date(start + last).toISOString();
}

/** The pattern of a typed date-time, for placeholders: dd/mm/yyyy, hh:mm:ss (en-GB). */
export const dateTimePattern = (locale = appLocale()): string => `${datePattern(locale)}, hh:mm:ss`;
