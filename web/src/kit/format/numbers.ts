/**
 * A count as the console writes it: digits grouped by threes with commas ("12,345"), as English
 * writes them whatever the browser's language. Plain string work, not Intl: the first Intl number
 * format of a page loads its locale data, ~35 ms of a list's first render on this machine (issue 17,
 * Lighthouse's blocking time) for what a regular expression does.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.trunc(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
