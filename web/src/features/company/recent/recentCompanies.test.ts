import { describe, expect, it } from 'vitest';
import { asRecentCompanies, RECENT_LIMIT, withRecent } from './recentCompanies.js';

const c = (code: string, name = `Company ${code}`) => ({ name, digit_code: code });

describe('recent companies', () => {
  it('puts the company opened last first, once', () => {
    const list = withRecent([c('1'), c('2'), c('3')], c('2'));
    expect(list.map((x) => x.digit_code)).toEqual(['2', '1', '3']);
  });
  it('keeps at most RECENT_LIMIT', () => {
    let list: ReturnType<typeof withRecent> = [];
    for (let i = 0; i < RECENT_LIMIT + 3; i += 1) list = withRecent(list, c(String(i)));
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]?.digit_code).toBe(String(RECENT_LIMIT + 2));
  });
  it('drops what is not a company from a stored value', () => {
    expect(asRecentCompanies([c('1'), { name: 3 }, null, 'x'])).toEqual([c('1')]);
    expect(asRecentCompanies('nonsense')).toEqual([]);
  });
});
