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

/** Where unit tests sit (beside the code), and which of their files are unit tests. */
const UNIT_DIRS = ['schema', 'machines', 'gateway', 'web/src', 'scripts', 'eslint'];
const UNIT_FILE = /\.test\.tsx?$/;

/**
 * The unit test files that replace a module (`vi.mock`): they run isolated, each with a module
 * graph of its own. Every other unit file shares its worker's graph (`isolate: false`): importing
 * the gateway, React and Blueprint afresh for each of ~100 files was 70 of the project's 75 s.
 * Found by reading the files, so a new mock cannot leak into the shared graph by being forgotten here.
 */
const MOCKING = UNIT_DIRS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => UNIT_FILE.test(file) && !file.includes('node_modules'))
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8'))),
);
const UNIT_INCLUDE = UNIT_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`);

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
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files side by side: each starts its own platform on a port of its own, in a PGlite
          // folder, PostgreSQL database or Redis key prefix of its own.
          fileParallelism: true,
          // One module graph per worker (no file mocks a module or changes the environment): each
          // file's state is the platform and gateway it starts, not module state. Re-importing
          // both for each of ~45 files cost ~70 s of the project's ~310 s, and the CPU the files
          // running beside it wanted (~195 s wall without).
          isolate: false,
          globalSetup: ['tests/support/pgliteTemplate.ts'],
        },
      },
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
