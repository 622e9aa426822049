import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Every action reachable by keyboard and named for assistive technology, checked in the
    // source (the browser journeys check the rendered screens with axe).
    files: ['web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/label-has-associated-control': [
        'error',
        { labelComponents: ['Label'], controlComponents: ['Input', 'Textarea'], assert: 'either' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/**/*.test.{ts,tsx}'],
    rules: {
      // Values from the schema modules would put zod in the bundle (and zod's eval probe trips the
      // Content-Security-Policy); the browser takes constants from the zod-free modules.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '(^|/)contract(/(index|common|users|auth|account|recipes|objects|contact|admin|realtime|households|settings|import-files))?$',
              allowTypeImports: true,
              message:
                'Import only types from the schema modules; take values from the zod-free modules (contract/plans, contract/recipe-values, contract/household-values, contract/shopping/, contract/plan/, ...).',
            },
          ],
        },
      ],
    },
  },
  {
    // process.env is read in one place only: server/config.ts.
    files: ['server/**/*.ts', 'contract/**/*.ts', 'web/**/*.{ts,tsx}'],
    ignores: ['server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in server/config.ts.' },
      ],
    },
  },
);
