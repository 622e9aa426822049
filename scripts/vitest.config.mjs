import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The project's own scripts (plain Node, outside the app's layers), tested apart from the app so
// their tests need none of its setup.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['scripts/**/*.test.mjs'],
    environment: 'node',
  },
});
