// Lint: typescript-eslint's recommended rules, and the dependency direction of STYLE.md:
// schema imports nothing of ours; machines import schema only; the platform imports schema only;
// nothing imports tests.
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noTests = { group: ['**/tests/**'], message: 'Nothing imports tests (STYLE.md).' };

export default tseslint.config(
  { ignores: ['node_modules/**', 'web/dist/**', 'data/**', '**/generated/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['schema/**/*.ts'],
    rules: restrict([
      noTests,
      { group: ['**/gateway/**', '**/machines/**', '**/web/**', '@console/machines', '@console/machines/*'], message: 'schema imports nothing of ours (STYLE.md).' },
    ]),
  },
  {
    files: ['machines/**/*.ts'],
    rules: restrict([
      noTests,
      { group: ['**/gateway/**', '**/web/**', 'react', 'react-dom', '@apollo/*'], message: 'machines import schema only: no React, no fetch (STYLE.md).' },
    ]),
  },
  {
    files: ['gateway/platform/**/*.ts'],
    rules: restrict([
      noTests,
      { group: ['**/gateway/src/**', '**/machines/**', '**/web/**', '@console/machines'], message: 'The reference platform imports schema only (STYLE.md).' },
    ]),
  },
  {
    files: ['gateway/src/**/*.ts'],
    rules: restrict([noTests, { group: ['**/web/src/**', '**/machines/**', '@console/machines'], message: 'The gateway imports schema only (STYLE.md).' }]),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: restrict([noTests, { group: ['**/gateway/**'], message: 'The web talks to the gateway over GraphQL only.' }]),
  },
);
