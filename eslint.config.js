// Lint with import boundaries: core imports nothing of the apps, the apps not each other, and
// web features do not reach into each other (routes compose them), as bulletproof-react does.
// The back office's domains are features named admin-<domain>; what they share is the one
// folder features/admin-shared, which they alone may import and which imports none of them
// (decision 096).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = './apps/web/src/features';
const adminShared = 'admin-shared';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== adminShared)
  .map((entry) => entry.name);
const featureTypes = features.map((feature) => `feature-${feature}`);
const shopFeatureTypes = features
  .filter((feature) => !feature.startsWith('admin-'))
  .map((feature) => `feature-${feature}`);
const webTypes = [...featureTypes, 'web-admin-shared', 'web-routes', 'web-shared', 'web'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      // React Router's development server writes its route types here.
      '**/.react-router/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Each part of the tree is an element; the policies below say which may import which.
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'core', pattern: 'packages/core' },
        { type: 'server', pattern: 'apps/server' },
        ...features.map((feature) => ({
          type: `feature-${feature}`,
          pattern: `apps/web/src/features/${feature}`,
        })),
        { type: 'web-admin-shared', pattern: `apps/web/src/features/${adminShared}` },
        { type: 'web-routes', pattern: 'apps/web/src/routes' },
        {
          type: 'web-shared',
          pattern: 'apps/web/src/{components,lib,config}',
        },
        { type: 'web', pattern: 'apps/web' },
      ],
      'boundaries/include': ['packages/**', 'apps/**'],
      // Relative imports of .ts and .tsx files, resolved as Node would after the TypeScript build.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'core' } },
              disallow: { to: { element: { types: { anyOf: webTypes.concat('server') } } } },
              message: 'core imports nothing of the apps.',
            },
            {
              from: { element: { types: { anyOf: webTypes } } },
              disallow: { to: { element: { type: 'server' } } },
              message: 'The web app talks to the server over HTTP only.',
            },
            {
              from: { element: { type: 'server' } },
              disallow: { to: { element: { types: { anyOf: webTypes } } } },
              message: 'The server does not import the web app.',
            },
            ...features.map((feature) => ({
              from: { element: { type: `feature-${feature}` } },
              disallow: {
                to: {
                  element: {
                    types: {
                      anyOf: featureTypes
                        .filter((type) => type !== `feature-${feature}`)
                        .concat('web-routes'),
                    },
                  },
                },
              },
              message: 'Features do not import each other or routes; compose them in routes/.',
            })),
            {
              from: { element: { types: { anyOf: shopFeatureTypes } } },
              disallow: { to: { element: { type: 'web-admin-shared' } } },
              message: "The shop's features import nothing of the back office.",
            },
            {
              from: { element: { type: 'web-admin-shared' } },
              disallow: {
                to: { element: { types: { anyOf: featureTypes.concat('web-routes') } } },
              },
              message:
                "The back office's shared code imports no admin domain, no other feature and no route.",
            },
            {
              from: { element: { type: 'web-shared' } },
              disallow: {
                to: {
                  element: {
                    types: { anyOf: featureTypes.concat('web-admin-shared', 'web-routes') },
                  },
                },
              },
              message: 'Shared code does not depend on features or routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|@internationalized/date$|vitest$|\\.)',
              message: 'core depends on zod and @internationalized/date only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // No import cycles anywhere, and one import statement per imported file.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // Server modules stay small enough to read whole: files of at most 300 lines, functions of
    // at most 80 (issue 16).
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    // Web code stays small enough to read whole, as server modules do (decision 096): a file of
    // at most 250 lines, a function (a component with its handlers, a hook) of at most 120.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.d.ts'],
    rules: {
      'max-lines': ['error', { max: 250 }],
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },
  {
    // A server module uses another only through its public file, modules/<name>/index.ts, so
    // what a module keeps to itself can change without touching the others.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.ts$)',
              message:
                'Import another server module only through its index.ts (modules/<name>/index.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The membership card's service worker (decision 088), served as written from public/.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
