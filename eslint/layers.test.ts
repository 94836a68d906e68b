/**
 * The layer rules fail the lint on an upward import, on a feature reaching into another one past
 * its index.ts, and on a circle: checked on small files written into the web's folders for the
 * test and removed after it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: join(import.meta.dirname, '..') });
const made: string[] = [];
const folder = (under: string) => {
  const dir = mkdtempSync(join(import.meta.dirname, '..', under, 'lint-fixture-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function ruleIds(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

// The first lint loads the config and the resolver: seconds on a busy machine.
describe('layer rules (eslint/layers.js)', { timeout: 60_000 }, () => {
  it('refuse a kit file importing a feature', async () => {
    const file = join(folder('web/src/kit'), 'up.ts');
    writeFileSync(
      file,
      "import { useSession } from '../../features/session/index.js';\nexport const x = useSession;\n",
    );
    expect(await ruleIds(file)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*kit sits below features/),
    ]);
  });

  it("refuse a feature reaching past another feature's index.ts, and accept the index", async () => {
    const dir = folder('web/src/features/tasks');
    const deep = join(dir, 'deep.ts');
    writeFileSync(
      deep,
      "import { useSession } from '../../session/hooks/useSession.js';\nexport const x = useSession;\n",
    );
    expect(await ruleIds(deep)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*only through its index\.ts/),
    ]);
    const viaIndex = join(dir, 'viaIndex.ts');
    writeFileSync(viaIndex, "import { useSession } from '../../session/index.js';\nexport const x = useSession;\n");
    expect(await ruleIds(viaIndex)).toEqual([]);
  });

  it('refuse a circle', async () => {
    const dir = folder('web/src/kit');
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
    expect(await ruleIds(join(dir, 'a.ts'))).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
    expect(basename(dir)).toMatch(/^lint-fixture-/);
  });
});
