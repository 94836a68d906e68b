/** The fixed filter of a company's lists: its digit code (the same object per code, so lists do not refetch). */
const cache = new Map<string, Record<string, unknown>>();

/** `{'company.digit_code': code}`, memoised per code. */
export function companyFilter(code: string): Record<string, unknown> {
  let filter = cache.get(code);
  if (!filter) cache.set(code, (filter = { 'company.digit_code': code }));
  return filter;
}
