/**
 * Dates and times in the browser's locale (issue 16): every date the console shows goes through here;
 * and counts (numbers.ts).
 */
export {
  appLocale,
  datePattern,
  dayToDate,
  formatDate,
  formatDateTime,
  formatPreciseTime,
  formatRelative,
  isIsoDateTime,
  isIsoDay,
  parseDate,
  parseDateTime,
  dateTimePattern,
  RELATIVE_LIMIT_MS,
  toIsoDay,
} from './dates.js';
export { formatCount } from './numbers.js';
