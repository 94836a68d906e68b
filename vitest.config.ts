import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/support/slowFirst.js';

const alias = {
  '@console/schema': fileURLToPath(new URL('./schema/src/index.ts', import.meta.url)),
  '@console/machines': fileURLToPath(new URL('./machines/src/index.ts', import.meta.url)),
};

/** The fuzz suite's long mode (`npm run fuzz`) runs far past a test's usual time limit. */
const longFuzz =
  process.env.FUZZ_MODE === 'long' || Boolean(process.env.FUZZ_RUNS) || Boolean(process.env.FUZZ_SECONDS);

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
          include: [
            'schema/**/*.test.ts',
            'machines/**/*.test.ts',
            'gateway/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          environment: 'node',
        },
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
