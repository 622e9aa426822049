import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'contract/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    // Starts s3rver / the SMTP recorder when TEST_S3 / TEST_SMTP ask for them; else a no-op.
    globalSetup: ['server/test/scaleout-setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The API suite runs on PostgreSQL when this is set (npm run test:pg): server/test/test-database.ts.
    provide: {
      testDatabaseUrl: process.env.TEST_DATABASE_URL ?? '',
      // server/fuzz.test.ts: replay a run (FUZZ_SEED) or fuzz harder (FUZZ_RUNS per route and kind).
      fuzzSeed: process.env.FUZZ_SEED ?? '',
      fuzzRuns: process.env.FUZZ_RUNS ?? '',
    },
  },
});
