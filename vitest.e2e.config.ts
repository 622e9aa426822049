import { defineConfig } from 'vitest/config';

// Browser journeys: a built server in its own process, driven through Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // Two journey files at a time share the one server: each signs up its own people, and a
    // journey spends most of its time waiting on the browser and the server, not on a core.
    // E2E_WORKERS=1 runs them one at a time.
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // How long expect.poll waits for the screen to catch up unless a journey says otherwise
    // (Vitest's own default is one second, less than a loaded two-core machine can need for a
    // round trip and a render). A poll that succeeds returns at once. E2E_POLL_MS overrides it.
    expect: { poll: { timeout: Number(process.env.E2E_POLL_MS ?? 5_000) } },
  },
});
