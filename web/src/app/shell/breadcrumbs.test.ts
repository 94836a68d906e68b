import { describe, expect, it } from 'vitest';
import { crumbsOf, isGroupOnly } from './breadcrumbs.js';

const view = (path: string, search = '') =>
  crumbsOf(path, search).map(({ label, href }) => [
    label.kind === 'text'
      ? label.text
      : label.kind === 'company'
        ? `company ${label.code}`
        : `${label.resource} ${label.id}`,
    href,
  ]);

describe('crumbsOf', () => {
  it('names a company sub-page and its open record', () => {
    expect(view('/admin/companies/1001/retailer_configs', '?record=abc&page=2')).toEqual([
      ['Companies', '/admin/companies'],
      ['company 1001', '/admin/companies/1001'],
      ['Retailer configs', '/admin/companies/1001/retailer_configs'],
      ['company_retailers abc', '/admin/companies/1001/retailer_configs?record=abc'],
    ]);
  });

  it('names the revert screens and the deleted records of a resource (issue 18)', () => {
    expect(view('/admin/deleted/keywords')).toEqual([
      ['Keywords', '/admin/keywords'],
      ['Deleted records', '/admin/deleted/keywords'],
    ]);
    expect(view('/admin/revert/keywords/k-1/2/restore')).toEqual([
      ['Keywords', '/admin/keywords'],
      ['keywords k-1', '/admin/keywords/details/k-1'],
      ['Restore version 2', '/admin/revert/keywords/k-1/2/restore'],
    ]);
    expect(view('/admin/revert/transaction/t-1')).toEqual([
      ['transactions t-1', '/admin/transactions/details/t-1'],
      ['Revert', '/admin/revert/transaction/t-1'],
    ]);
    expect(view('/admin/companies/1001/products/transactions/t-1/revert').at(-1)).toEqual([
      'Revert',
      '/admin/companies/1001/products/transactions/t-1/revert',
    ]);
  });

  it('names a transaction and a rule definition by their records', () => {
    expect(view('/admin/companies/1001/products/transactions/t-1').at(-1)).toEqual([
      'transactions t-1',
      '/admin/companies/1001/products/transactions/t-1',
    ]);
    expect(view('/admin/rules/7/business_rules')).toEqual([
      ['Business Rules', '/admin/rules'],
      ['business_rule_definitions 7', '/admin/rules/7'],
      ['Business rules', '/admin/rules/7/business_rules'],
    ]);
  });

  it('reads the generic record screens', () => {
    expect(view('/admin/keywords/update/k-1')).toEqual([
      ['Keywords', '/admin/keywords'],
      ['keywords k-1', '/admin/keywords/details/k-1'],
      ['Update', '/admin/keywords/update/k-1'],
    ]);
  });

  it('has one crumb (nothing to show) on a top-level list, and none off /admin', () => {
    expect(view('/admin/companies')).toHaveLength(1);
    expect(view('/companies')).toEqual([]);
  });

  it('does not link a level that is no page of its own', () => {
    expect(isGroupOnly('/admin/companies/1001/skus/compliance')).toBe(true);
    expect(isGroupOnly('/admin/companies/1001/skus')).toBe(false);
  });
});
