import { describe, expect, it } from 'vitest';
import { buildSchema, parse } from 'graphql';
import { loadTypeDefs } from './createGateway.js';
import { MAX_QUERY_COST, operationCost } from './queryCost.js';

const schema = buildSchema(loadTypeDefs().join('\n'));
const cost = (query: string, variables: Record<string, unknown> = {}, name?: string) =>
  operationCost(schema, parse(query), name, variables);

describe('operationCost', () => {
  it('counts each field once, and a paged field by its page size', () => {
    expect(cost('{ __typename }')).toBe(1);
    expect(cost('{ me { email display_name } }')).toBe(3);
    expect(cost('{ list(resource: products, navigation: { page_size: 1000 }) { rows } }')).toBe(1 + 1000);
    // The default page: 50 rows, and 100 for a preview's rows; a page's navigation is read once.
    expect(cost('{ list(resource: products) { rows navigation { total_items } } }')).toBe(1 + 50 + 2);
    expect(cost('{ previewRows(preview_id: "p") { rows { index } } }')).toBe(1 + 100 * 2);
  });

  it('lets the web read the company business-rules lookup (§9: 9999 rows) in one page', () => {
    const lookup =
      'query($n: NavigationInput) { list(resource: business_rules, navigation: ' +
      '$n) { rows navigation { page page_size total_items total_pages } } }';
    expect(cost(lookup, { n: { page: 1, page_size: 9999 } })).toBe(1 + 9999 + 5);
    expect(cost(lookup, { n: { page: 1, page_size: 9999 } })).toBeLessThanOrEqual(MAX_QUERY_COST);
  });

  it('reads page sizes from variables, whole or inside a literal', () => {
    expect(
      cost('query($n: NavigationInput) { list(resource: products, navigation: $n) { rows } }', {
        n: { page: 2, page_size: 7 },
      }),
    ).toBe(8);
    expect(cost('query($s: Int) { tasks(navigation: { page_size: $s }) { rows { uuid } } }', { s: 10 })).toBe(
      1 + 10 * 2,
    );
    expect(cost('query($s: Int) { previewRows(preview_id: "p", page_size: $s) { rows { index } } }', { s: 3 })).toBe(
      1 + 3 * 2,
    );
  });

  it('multiplies nested pages and follows fragments of the chosen operation', () => {
    expect(cost('{ tasks { rows { transaction { changes { rows { changes { field } } } } } } }')).toBe(
      1 + 50 * (1 + 1 + 1 + 50 * (1 + 1 + 1)),
    );
    expect(cost('{ tasks { rows { uuid } navigation { total_items } } }')).toBe(1 + 50 * 2 + 2);
    const doc =
      'query A { me { ...F } } query B { list(resource: products, navigation: ' +
      '{ page_size: 99999 }) { rows } } fragment F on User { email }';
    expect(cost(doc, {}, 'A')).toBe(2);
    expect(cost(doc, {}, 'B')).toBe(100000);
  });

  it('puts 15 aliases of a 99999-row page far over the limit', () => {
    const query = `{ ${Array.from(
      { length: 15 },
      (_, i) => `l${i}: list(resource: products, navigation: { page_size: 99999 }) { rows }`,
    ).join(' ')} }`;
    expect(cost(query)).toBeGreaterThan(MAX_QUERY_COST);
  });
});
