/** The GraphQL enums that mirror schema/'s TypeScript lists hold exactly the same names. */
import { BULK_RESOURCES, RESOURCE_NAMES } from '@console/schema';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildASTSchema, isEnumType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { toBulkName } from './names.js';

const SDL = join(import.meta.dirname, '..', '..', '..', '..', 'schema', 'graphql');
const schema = buildASTSchema(
  parse(
    readdirSync(SDL)
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => readFileSync(join(SDL, f), 'utf8'))
      .join('\n'),
  ),
);
const enumValues = (name: string) => {
  const type = schema.getType(name);
  if (!isEnumType(type)) throw new Error(`${name} is not an enum`);
  return type
    .getValues()
    .map((v) => v.value as string)
    .sort();
};

describe('GraphQL enums against the TypeScript lists of schema/', () => {
  it('ResourceName holds every name of RESOURCES and no other', () => {
    expect(enumValues('ResourceName')).toEqual([...RESOURCE_NAMES].sort());
  });
  it('BulkName holds every name of BULK_RESOURCES and no other', () => {
    expect(enumValues('BulkName')).toEqual(BULK_RESOURCES.map((b) => b.name).sort());
  });
  it('the bulk guard refuses a name BULK_RESOURCES lacks', () => {
    expect(toBulkName('brands')).toBe('brands');
    expect(() => toBulkName('companies_x')).toThrow('Unknown bulk resource: companies_x');
  });
});
