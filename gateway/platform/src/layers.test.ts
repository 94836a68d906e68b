import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { platformLayerRules } from '../lint/layers.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** ESLint with only the platform's layer rules (the root config adds the same block). */
const lint = () =>
  new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      platformLayerRules({ standalone: true }),
    ],
  });

const problems = (results: ESLint.LintResult[]) =>
  results.flatMap((r) => r.messages.map((m) => `${r.filePath.slice(ROOT.length)}:${m.line} ${m.ruleId}: ${m.message}`));

describe('the platform layers (http → services → store)', () => {
  it('hold in the sources: no upward import, no circle', async () => {
    const results = await lint().lintFiles(['gateway/platform/src/**/*.ts']);
    expect(problems(results)).toEqual([]);
  }, 120_000);

  it('refuse an upward import and an import of the composition root', async () => {
    const eslint = lint();
    const store = await eslint.lintText(`import { Router } from '../http/router.js';\nexport const r = Router;\n`, {
      filePath: `${ROOT}gateway/platform/src/store/upward.ts`,
    });
    const service = await eslint.lintText(
      `import { createPlatform } from '../server.js';\nexport const c = createPlatform;\n`,
      { filePath: `${ROOT}gateway/platform/src/services/root.ts` },
    );
    expect(problems(store).join('\n')).toMatch(/no-restricted-paths: .*store sits below http/);
    expect(problems(service).join('\n')).toMatch(/no-restricted-paths: .*the composition root/);
  }, 60_000);
});
