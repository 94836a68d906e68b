/**
 * Every document the web app sends stays within the production query limits (queryLimits.ts):
 * depth, aliases, tokens and directives are checked by the very plugin the gateway runs, over
 * the documents as codegen compiled them (fragments included: armor counts a spread as two levels).
 * A screen whose query goes past a limit would otherwise fail only in production, with the
 * limit's refusal, as a fragment refactor once did.
 */
import { print, type DocumentNode } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../../../gateway/src/createGateway.js';
import { useQueryLimits } from '../../../gateway/src/queryLimits.js';
import * as operations from '../../../web/src/kit/graphql/generated/graphql.js';

const documents = Object.entries(operations).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') && (entry[1] as DocumentNode)?.kind === 'Document',
);

const yoga = createYoga({
  schema: createSchema({ typeDefs: loadTypeDefs() }),
  plugins: [useQueryLimits(true)],
  logging: false,
});

/** What the gateway's parse and validate say of a document: the errors it returns or throws. */
function problems(source: string): string[] {
  const { parse, validate, schema } = yoga.getEnveloped({});
  try {
    return validate(schema, parse(source)).map((e: { message: string }) => e.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

describe('the web app’s documents under the production query limits', () => {
  it('finds the documents', () => {
    expect(documents.length).toBeGreaterThan(30);
  });

  it.each(documents)('%s parses and validates', (_name, document) => {
    expect(problems(print(document))).toEqual([]);
  });

  it('refuses a document one level too deep (the check can fail)', () => {
    // armor counts a fragment spread as two levels: two under four fields and a leaf make nine, one makes seven.
    const spreads = [4, 5].map((n) => `fragment F${n} on ChangeCounts { ${n < 5 ? `...F${n + 1}` : 'insert'} }`);
    const tooDeep = `{ tasks { rows { transaction { counts { ...F4 } } } } } ${spreads.join(' ')}`;
    expect(problems(tooDeep).join()).toMatch(/depth/i);
    const within = `{ tasks { rows { transaction { counts { ...F5 } } } } } ${spreads.slice(1).join(' ')}`;
    expect(problems(within)).toEqual([]);
  });
});
