import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@console/schema': fileURLToPath(new URL('./schema/src/index.ts', import.meta.url)),
  '@console/machines': fileURLToPath(new URL('./machines/src/index.ts', import.meta.url)),
};

/** Unit tests sit beside the code; contract tests cross parts over real HTTP (STYLE.md). */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['schema/**/*.test.ts', 'machines/**/*.test.ts', 'gateway/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
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
          fileParallelism: false,
        },
      },
    ],
  },
});
