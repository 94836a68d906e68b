/**
 * `npm run bench [-- name…]`: runs the benchmark modules of tests/bench (each file here that exports
 * `run()`; helpers live in support/), one after the other, or only those whose file name starts
 * with a name given. Figures only, no pass/fail: a module that fails is reported and the run goes
 * on. At the end, a summary of issue 17's figures side by side with their targets and baselines:
 * from the `Figure`s a module's run() answers (support/figures.ts), else from the lines it printed
 * that end in "met" / "NOT met"; a target whose module is missing or failed says "not measured".
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Figure } from './support/figures.js';

/** The modules issue 17's table is made of, in its order (others, when present, follow). */
const EXPECTED: Array<{ module: string; what: string }> = [
  { module: 'web', what: 'bundle sizes, icons, Lighthouse (/login, /admin/companies)' },
  { module: 'gateway', what: 'gateway vs direct REST (c=1, c=50)' },
  { module: 'bulk', what: 'bulk preview + apply vs COPY (PGlite, PostgreSQL)' },
  { module: 'lists', what: 'list pages, sorts and filters' },
  { module: 'scroll', what: 'SKU table scroll vs the windowed baseline (Chromium)' },
  { module: 'start', what: 'fresh npm start, idle memory' },
  { module: 'live', what: 'the live channel under load' },
];

const here = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const found = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts' && !name.endsWith('.test.ts'))
  .map((name) => name.slice(0, -3));
const order = (name: string) => {
  const index = EXPECTED.findIndex((e) => e.module === name);
  return index < 0 ? EXPECTED.length : index;
};
const modules = found
  .filter((name) => only.length === 0 || only.some((o) => name.startsWith(o)))
  .sort((a, b) => order(a) - order(b) || a.localeCompare(b));

type Outcome = { figures: Figure[] } | { failed: string };
const outcomes = new Map<string, Outcome>();
/** Lines a module printed that state a target: "… <figure>: met" or "…: NOT met". */
const TARGET_LINE = /:\s*(met|NOT met)\b/;

for (const name of modules) {
  const mod = (await import(pathToFileURL(join(here, `${name}.ts`)).href)) as { run?: () => unknown };
  if (typeof mod.run !== 'function') continue;
  const printed: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => {
    printed.push(args.map(String).join(' '));
    log(...args);
  };
  try {
    const answer = await mod.run();
    const figures = Array.isArray(answer)
      ? (answer as Figure[])
      : printed
          .flatMap((text) => text.split('\n'))
          .filter((line) => TARGET_LINE.test(line))
          .map((line) => {
            const met = TARGET_LINE.exec(line)![1] === 'met';
            return { what: line.trim(), figure: '', target: '', met };
          });
    outcomes.set(name, { figures });
  } catch (error) {
    console.log = log;
    console.log(`${name}: failed: ${(error as Error).stack ?? String(error)}`);
    outcomes.set(name, { failed: (error as Error).message.split('\n')[0]! });
  } finally {
    console.log = log;
  }
  console.log('');
}

const shown = [
  ...EXPECTED.filter((e) => only.length === 0 || only.some((o) => e.module.startsWith(o))),
  ...modules.filter((m) => !EXPECTED.some((e) => e.module === m)).map((module) => ({ module, what: module })),
];
const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
console.log('== issue 17: every figure beside its target (and the baseline of the same run, with the ratio)');
console.log(
  `${'what'.padEnd(52)} ${'figure'.padEnd(22)} ${'target'.padEnd(18)} ${'baseline'.padEnd(26)} ratio  status`,
);
let met = 0;
let missed = 0;
for (const { module, what } of shown) {
  const outcome = outcomes.get(module);
  if (!outcome || 'failed' in outcome) {
    const why = !found.includes(module) ? 'no such bench yet' : outcome ? `failed: ${outcome.failed}` : 'not run';
    console.log(`${cut(`[${module}] ${what}`, 52).padEnd(52)} not measured (${why})`);
    continue;
  }
  for (const f of outcome.figures) {
    if (f.met) met++;
    else missed++;
    if (!f.figure) {
      console.log(`[${module}] ${f.what}`);
      continue;
    }
    console.log(
      `${cut(`[${module}] ${f.what}`, 52).padEnd(52)} ${cut(f.figure, 22).padEnd(22)} ` +
        `${cut(f.target, 18).padEnd(18)} ` +
        `${cut(f.baseline ?? '—', 26).padEnd(26)} ${(f.ratio === undefined ? '—' : f.ratio.toFixed(2)).padStart(5)}  ` +
        `${f.met ? 'met' : 'NOT met'}`,
    );
  }
}
console.log(`${met} targets met, ${missed} not met`);
