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
  },
});
