import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/support/slowFirst.js';

const alias = {
  '@console/schema': fileURLToPath(new URL('./schema/src/index.ts', import.meta.url)),
  '@console/machines': fileURLToPath(new URL('./machines/src/index.ts', import.meta.url)),
};

/** The fuzz suite's long mode (`npm run fuzz`) runs far past a test's usual time limit. */
const longFuzz =
  process.env.FUZZ_MODE === 'long' || Boolean(process.env.FUZZ_RUNS) || Boolean(process.env.FUZZ_SECONDS);

/** Where unit tests sit (beside the code). */
const UNIT_DIRS = ['schema', 'machines', 'gateway', 'web/src', 'scripts', 'eslint'];
const CONTRACT_DIR = 'tests/contract';

/**
 * The test files under `dirs` that replace a module (`vi.mock`): they run isolated, each with a
 * module graph of its own. Every other unit and contract file shares its worker's graph
 * (`isolate: false`): importing the gateway, React and Blueprint afresh for each file was 70 of
 * the unit project's 75 s and ~70 s of the contract project's ~310 s. Found by reading the files,
 * so a new mock cannot leak into a shared graph by being forgotten here.
 */
const mockingFiles = (dirs: readonly string[]) =>
  dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => `${dir}/${file}`)
      .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8'))),
  );
const MOCKING = mockingFiles(UNIT_DIRS);
const CONTRACT_MOCKING = mockingFiles([CONTRACT_DIR]);
const UNIT_INCLUDE = UNIT_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`);

/** The contract projects' settings. */
const contract = {
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Files side by side: each starts its own platform on a port of its own, in a PGlite
  // folder, PostgreSQL database or Redis key prefix of its own.
  fileParallelism: true,
  globalSetup: ['tests/support/pgliteTemplate.ts'],
};

/**
 * Unit tests sit beside the code; contract tests cross parts over real HTTP (STYLE.md); the fuzz
 * suite throws generated hostile requests at a running stack (tests/fuzz, fixed seed here).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Two test files at a time even on two cores (Vitest's default leaves one core free): most
    // files wait on their platform's I/O and timers as much as they compute.
    maxWorkers: 2,
    // The longest files first, so none of them runs alone at the end (tests/support/slowFirst.ts).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: UNIT_INCLUDE,
          exclude: [...configDefaults.exclude, ...MOCKING],
          environment: 'node',
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { name: 'unit-mocking', include: MOCKING, environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          ...contract,
          name: 'contract',
          include: [`${CONTRACT_DIR}/**/*.test.ts`],
          exclude: [...configDefaults.exclude, ...CONTRACT_MOCKING],
          // One module graph per worker: each file's state is the platform and gateway it starts.
          isolate: false,
        },
      },
      // The contract files that mock a module, if any, with their own graphs.
      ...(CONTRACT_MOCKING.length > 0
        ? [{ resolve: { alias }, test: { ...contract, name: 'contract-mocking', include: CONTRACT_MOCKING } }]
        : []),
      {
        resolve: { alias },
        test: {
          // The platform as a child process, SIGKILLed at many points of a large apply (issue 13).
          name: 'fault',
          include: ['tests/fault/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['tests/support/pgliteTemplate.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          environment: 'node',
          testTimeout: longFuzz ? 0 : 60_000,
          hookTimeout: 120_000,
          // Its two files (gateway, platform) each throw at a stack of their own.
          fileParallelism: true,
        },
      },
    ],
  },
});
