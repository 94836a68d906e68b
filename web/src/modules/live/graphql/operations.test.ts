/**
 * The web's operations are written by hand (gql): this checks every one of them against the SDL
 * the gateway serves (schema/graphql), so a field the schema lacks — or lost — fails here, not
 * in a browser. The live subscriptions (the task record on progress messages, liveStatus) first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildASTSchema, parse, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..', '..');
const sdl = readdirSync(join(ROOT, 'schema', 'graphql'))
  .filter((name) => name.endsWith('.graphql'))
  .sort()
  .map((name) => readFileSync(join(ROOT, 'schema', 'graphql', name), 'utf8'))
  .join('\n');
const schema = buildASTSchema(parse(sdl));

const isDocument = (value: unknown): value is DocumentNode => !!value && typeof value === 'object' && (value as { kind?: unknown }).kind === 'Document';

/** Every gql document exported by web/src/modules/<domain>/graphql/*.ts. */
async function webDocuments(): Promise<Array<{ name: string; document: DocumentNode }>> {
  const modules = join(ROOT, 'web', 'src', 'modules');
  const found: Array<{ name: string; document: DocumentNode }> = [];
  for (const domain of readdirSync(modules)) {
    let files: string[];
    try {
      files = readdirSync(join(modules, domain, 'graphql')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    } catch {
      continue;
    }
    for (const file of files) {
      const exports = (await import(/* @vite-ignore */ join(modules, domain, 'graphql', file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) if (isDocument(value)) found.push({ name: `${domain}/${file}:${name}`, document: value });
    }
  }
  return found;
}

describe('the web\'s operations against the gateway\'s schema', () => {
  it('every one validates (the live subscriptions among them)', async () => {
    const documents = await webDocuments();
    expect(documents.map((d) => d.name)).toEqual(expect.arrayContaining(['live/operations.ts:TASK_PROGRESS', 'live/operations.ts:LIVE_STATUS', 'live/operations.ts:TASK_UPDATED']));
    const invalid = documents.flatMap(({ name, document }) => validate(schema, document).map((e) => `${name}: ${e.message}`));
    expect(invalid).toEqual([]);
  });
});
