import { configDefaults, defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './scripts/lingui-macros';

/**
 * Test files that replace a module with `vi.mock`. They run in a fresh process each, as Vitest
 * does by default; every other file shares its worker's loaded modules with the files before it
 * (`isolate: false`), which takes the suite from about five minutes to about two on two cores.
 * A file that mocks a module, or leaves state behind in one (process.env, a module's variables),
 * belongs here.
 */
const ISOLATED = [
  'server/test/fuzz/fuzz.test.ts',
  'server/openapi/openapi.test.ts',
  'server/households/access.test.ts',
  'web/lib/error-toast.test.ts',
  'web/lib/query-client.test.ts',
];

export default defineConfig({
  // The app's messages as the build sees them (vite.config.ts).
  plugins: [linguiMacros(), lingui()],
  test: {
    environment: 'node',
    // Starts s3rver / the SMTP recorder when TEST_S3 / TEST_SMTP ask for them; else a no-op.
    globalSetup: ['server/test/scaleout-setup.ts'],
    setupFiles: ['web/test/english.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The API suite runs on PostgreSQL when this is set (npm run test:pg): server/test/test-database.ts.
    provide: {
      testDatabaseUrl: process.env.TEST_DATABASE_URL ?? '',
      // server/test/fuzz/fuzz.test.ts: replay a run (FUZZ_SEED) or fuzz harder (FUZZ_RUNS per route and kind).
      fuzzSeed: process.env.FUZZ_SEED ?? '',
      fuzzRuns: process.env.FUZZ_RUNS ?? '',
    },
    projects: [
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED },
      },
      {
        extends: true,
        test: {
          name: 'shared',
          include: [
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
        },
      },
    ],
  },
});
