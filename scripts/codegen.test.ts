/**
 * `npm run codegen -- --check` guards the one typed contract: the committed generated files match
 * the SDL and the web's operations, and a drift of either — or an operation the SDL no longer
 * serves — fails the check.
 */
import { parse, print, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { generate, loadOperations, loadSchemaDocument, staleFiles } from './codegen.js';

const WEB = 'web/src/kit/graphql/generated/graphql.ts';

describe('codegen --check', () => {
  it('finds the committed files up to date', async () => {
    expect(staleFiles(await generate())).toEqual([]);
  });

  it('fails when an operation changes (a field added to one query)', async () => {
    const drifted = (folders: readonly string[]) =>
      loadOperations(folders).map((op) =>
        op.text.includes('query CompanyByDigitCode')
          ? { ...op, text: op.text.replace(/\bexternal_pim\b/, 'external_pim is_active') }
          : op,
      );
    const stale = staleFiles(await generate({ operations: drifted }));
    expect(stale).toEqual([WEB]);
  });

  it('fails when the SDL changes under an operation (a field the web reads removed)', async () => {
    const withoutExternalPim = visit(loadSchemaDocument(), {
      FieldDefinition: (node) => (node.name.value === 'external_pim' ? null : undefined),
    });
    await expect(generate({ schema: withoutExternalPim })).rejects.toThrow(/external_pim/);
  });

  it('fails when the SDL changes (a description edited)', async () => {
    const sdl = print(loadSchemaDocument()).replace('"True when the platform did what was asked."', '"Changed."');
    const stale = staleFiles(await generate({ schema: parse(sdl) }));
    expect(stale.length).toBeGreaterThan(0);
  });
});
