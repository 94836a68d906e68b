/**
 * The companies a user opened last, most recent first, remembered per user in this browser: the
 * company picker (/companies) and the side panel list them, and opening a company page records it.
 */
import { useMemo } from 'react';
import { readUserPref, useUserPref, writeUserPref } from './userPrefs.js';

export interface RecentCompany {
  name: string;
  digit_code: string;
}

/** How many are kept: a working set, not a history. */
export const RECENT_LIMIT = 8;
const PREF = 'recentCompanies';

/** The stored list, keeping only well-formed entries (an old or hand-edited value is not trusted). */
export function asRecentCompanies(value: unknown): RecentCompany[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (c): c is RecentCompany =>
        c !== null && typeof c === 'object' && typeof c.name === 'string' && typeof c.digit_code === 'string',
    )
    .slice(0, RECENT_LIMIT);
}

/** `company` first, then the others without it, at most RECENT_LIMIT. */
export function withRecent(list: readonly RecentCompany[], company: RecentCompany): RecentCompany[] {
  const rest = list.filter((c) => c.digit_code !== company.digit_code);
  return [{ name: company.name, digit_code: company.digit_code }, ...rest].slice(0, RECENT_LIMIT);
}

/** The user's recent companies, most recent first. */
export function useRecentCompanies(user: string | null | undefined): RecentCompany[] {
  const stored = useUserPref(user, PREF);
  return useMemo(() => asRecentCompanies(stored), [stored]);
}

/** Records that the user opened `company` (a no-op when it is already first, under the same name). */
export function recordRecentCompany(user: string, company: RecentCompany): void {
  const current = asRecentCompanies(readUserPref(user, PREF));
  const first = current[0];
  if (first && first.digit_code === company.digit_code && first.name === company.name) return;
  writeUserPref(user, PREF, withRecent(current, company));
}
