import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import citytax from './scripts/eslint/no-english-jsx.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist.next-*/**',
      '**/dist.old-*/**',
      'data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '**/mockServiceWorker.js',
      'apps/mock-server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Architecture rule: only packages/api talks HTTP from the browser side.
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/forms/**/*.{ts,tsx}', 'apps/portal/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through @citytax/api, not fetch.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='msw']",
          message: 'MSW belongs to stories and tests, never to the production bundle.',
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@citytax/api', '@citytax/forms'], message: 'packages/ui knows nothing of the API.' },
          ],
        },
      ],
    },
  },
  // Every text a person reads comes from a message catalog in English and Spanish (ADR 0040).
  {
    files: ['apps/portal/src/**/*.tsx', 'packages/forms/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    ignores: [
      '**/*.test.tsx',
      '**/*.stories.tsx',
      '**/*StoryHarness.tsx',
      '**/storyDecorators.tsx',
      '**/testUtils.tsx',
      '**/storybook/**',
      'packages/ui/src/componentExamples.tsx',
    ],
    plugins: { citytax },
    rules: { 'citytax/no-english-jsx': 'error' },
  },
  ...storybook.configs['flat/recommended'],
);
