// Bundles the server into dist/server/main.mjs and the operator command (`potluck`) into
// dist/server/cli.mjs; dependencies stay in node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

await build({ ...common, entryPoints: ['server/main.ts'], outfile: 'dist/server/main.mjs' });
// server/cli/main.ts starts with its own `#!/usr/bin/env node` line, which esbuild keeps.
await build({ ...common, entryPoints: ['server/cli/main.ts'], outfile: 'dist/server/cli.mjs' });
fs.chmodSync('dist/server/cli.mjs', 0o755);
