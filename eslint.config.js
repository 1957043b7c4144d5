// Lint with import boundaries: core imports nothing of the apps, the apps not each other, and
// web features do not reach into each other (routes compose them), as bulletproof-react does.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = './apps/web/src/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/core',
              from: './apps',
              message: 'core imports nothing of the apps.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app talks to the server over HTTP only.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server does not import the web app.',
            },
            ...features.map((feature) => ({
              target: `${featuresDir}/${feature}`,
              from: featuresDir,
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in routes/.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/routes'],
              message: 'Shared code does not depend on features or routes.',
            },
            {
              target: featuresDir,
              from: './apps/web/src/routes',
              message: 'Features do not import routes.',
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
);
