/**
 * Runs every benchmark module in tests/bench (each exports `run()`), one after the other; figures
 * only, no pass/fail.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const modules = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts' && !name.endsWith('.test.ts'))
  .filter((name) => only.length === 0 || only.some((o) => name.startsWith(o)))
  .sort();

for (const name of modules) {
  const mod = (await import(pathToFileURL(join(here, name)).href)) as { run?: () => unknown };
  if (typeof mod.run !== 'function') {
    console.log(`${name}: no run() export, skipped`);
    continue;
  }
  await mod.run();
}
