// Lint: typescript-eslint's recommended rules, and the dependency direction of STYLE.md:
// schema imports nothing of ours; machines import schema only; the platform imports schema only;
// nothing imports tests. Inside a part built in layers (the web: app → features → kit), no import
// runs upward, features reach one another only through their index.ts, and no import circles
// (eslint/layers.js; add a part to LAYERED_PARTS to hold it to the same rules).
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { layerRules } from './eslint/layers.js';
import { platformLayerRules } from './gateway/platform/lint/layers.js';

/** Parts built in layers, top layer first (docs/ARCHITECTURE.md). */
const LAYERED_PARTS = [{ name: 'web', root: 'web/src', layers: ['app', 'features', 'kit'], slices: 'features' }];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noTests = { group: ['**/tests/**'], message: 'Nothing imports tests (STYLE.md).' };

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'web/dist/**',
      'data/**',
      '**/generated/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads (for no-cycle) only the files of these extensions, with typescript-eslint's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Sources import `./x.js` for x.ts (Node ESM style): resolve .js to the .ts/.tsx beside it.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
      ],
    },
  },
  layerRules({ files: LAYERED_PARTS.map((part) => `${part.root}/**/*.{ts,tsx}`), parts: LAYERED_PARTS }),
  // The platform: http → services → store, with its seed and composition root (gateway/platform/lint/layers.js).
  platformLayerRules(),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // prettier's printWidth, held for what prettier does not break: strings, comments, JSX text.
      'max-len': ['error', { code: 120, ignoreUrls: true }],
    },
  },
  {
    files: ['schema/**/*.ts'],
    rules: restrict([
      noTests,
      {
        group: ['**/gateway/**', '**/machines/**', '**/web/**', '@console/machines', '@console/machines/*'],
        message: 'schema imports nothing of ours (STYLE.md).',
      },
    ]),
  },
  {
    files: ['machines/**/*.ts'],
    rules: restrict([
      noTests,
      {
        group: ['**/gateway/**', '**/web/**', 'react', 'react-dom', '@apollo/*'],
        message: 'machines import schema only: no React, no fetch (STYLE.md).',
      },
    ]),
  },
  {
    files: ['gateway/platform/**/*.ts'],
    rules: restrict([
      noTests,
      {
        group: ['**/gateway/src/**', '**/machines/**', '**/web/**', '@console/machines'],
        message: 'The reference platform imports schema only (STYLE.md).',
      },
    ]),
  },
  {
    files: ['gateway/src/**/*.ts'],
    rules: restrict([
      noTests,
      {
        group: ['**/web/src/**', '**/machines/**', '@console/machines'],
        message: 'The gateway imports schema only (STYLE.md).',
      },
    ]),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: restrict([
      noTests,
      { group: ['**/gateway/**'], message: 'The web talks to the gateway over GraphQL only.' },
    ]),
  },
);
