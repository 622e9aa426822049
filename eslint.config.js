import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// The import rules of docs/ARCHITECTURE.md ("Import rules"). Every internal import is relative,
// and core no-restricted-imports matches an import's text, so each block says which relative
// paths lead where its files must not go. ESLint uses the last block that sets a rule for a file:
// a narrower block repeats the wider one's patterns. A file in a block's `ignores` breaks that
// block's rule today (ARCHITECTURE.md, "Known departures"); the wider block still holds it.
const NO_PAGES = {
  regex: '^\\.\\.?/(.*/)?pages(/|$)',
  message:
    'Screens (web/pages) are reached through the router only (web/routes.tsx, web/signed-in-routes.tsx, web/preloaded-screens.ts); move what two screens share into a feature or components/.',
};
const NO_FOREIGN_ROUTES = {
  regex: '^(\\.\\./)+(.+/)?([\\w-]+-)?routes$',
  message:
    "Routes are a feature's HTTP wiring (or the web router): import what you need from its service, presenter or hooks, or move it down to lib/, contract/ or components/.",
};
/** server/{db,lib,http,sync} sit below the features: they import each other, config and contract. */
const belowFeatures = (up) => ({
  regex: `^${up}(?!(?:db|lib|http|sync|config)(?:/|$)|\\.\\./contract(?:/|$))`,
  message:
    'server/db, lib, http and sync import no feature: only each other, server/config.ts and contract/. Pass what they need in, or move the code into the feature.',
});
const FEATURES = {
  regex: '^\\.\\.?/(.*/)?features(/|$)',
  message:
    'web/lib and web/components import no feature: pass what they need in as arguments or props (the frame that joins features is web/shell).',
};
const NO_SHELL = {
  regex: '^\\.\\.?/(.*/)?shell(/|$)',
  message:
    'web/shell is the frame the router puts screens in: features, web/lib and web/components sit below it and do not import it.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// SQL lives in a feature's queries.ts (or a `*-queries.ts` beside it): Kysely's statement
// builders and `sql` templates anywhere else in a feature are refused (ARCHITECTURE.md, "Rules of
// the road"). A query built on a transaction (`trx.selectFrom`) counts too.
const SQL_MESSAGE =
  "SQL lives in the feature's queries.ts (or a *-queries.ts beside it): add a named query there and call it.";
const NO_SQL_OUTSIDE_QUERIES = {
  'no-restricted-syntax': [
    'error',
    {
      selector:
        'CallExpression > MemberExpression.callee > Identifier.property[name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|selectNoFrom)$/]',
      message: SQL_MESSAGE,
    },
    { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_MESSAGE },
    { selector: "MemberExpression[object.name='sql']", message: SQL_MESSAGE },
  ],
};

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
  {
    files: ['contract/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}'],
    rules: restrict(NO_PAGES),
  },
  {
    // server/*.ts (app.ts, the composition root, registers every feature's routes) is left out.
    files: ['server/*/**/*.ts'],
    rules: restrict(NO_PAGES, NO_FOREIGN_ROUTES),
  },
  {
    files: ['server/{db,lib,http,sync}/*.ts'],
    ignores: ['**/*.test.ts', 'server/sync/testing.ts'],
    rules: restrict(NO_PAGES, NO_FOREIGN_ROUTES, belowFeatures('\\.\\./')),
  },
  {
    files: ['server/{db,lib,http,sync}/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(NO_PAGES, NO_FOREIGN_ROUTES, belowFeatures('\\.\\./\\.\\./')),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/routes.tsx', 'web/signed-in-routes.tsx', 'web/preloaded-screens.ts'],
    rules: restrict(NO_PAGES),
  },
  {
    // A screen does not import another screen either.
    files: ['web/pages/**/*.{ts,tsx}'],
    rules: restrict(NO_PAGES, { regex: '^\\./', message: NO_PAGES.message }),
  },
  {
    files: ['web/features/**/*.{ts,tsx}'],
    rules: restrict(NO_PAGES, NO_FOREIGN_ROUTES, NO_SHELL),
  },
  {
    // Features keep their SQL in queries files. Below the features, db/ is the database itself
    // and sync/documents.ts its own queries; test-only code (tests, test/) reads rows freely.
    files: ['server/*/**/*.ts'],
    ignores: [
      'server/**/queries.ts',
      'server/**/*-queries.ts',
      'server/**/*.test.ts',
      'server/db/**',
      'server/test/**',
      // Exceptions, each with its reason (ARCHITECTURE.md, "Known departures"):
      // - the SQLite → PostgreSQL copy's object step, a CLI moving out of the features;
      'server/objects/migration-step.ts',
      // - the sync engine's document store, whose SQL is not yet in a sync/queries.ts.
      'server/sync/documents.ts',
    ],
    rules: NO_SQL_OUTSIDE_QUERIES,
  },
  {
    files: ['web/lib/**/*.{ts,tsx}', 'web/components/**/*.{ts,tsx}'],
    ignores: ['web/lib/query-client.test.ts'],
    rules: restrict(NO_PAGES, NO_FOREIGN_ROUTES, FEATURES, NO_SHELL),
  },
);
