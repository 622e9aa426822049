// Bundles the server into dist/server/main.mjs and the operator command (`potluck`) into
// dist/server/cli.mjs; dependencies stay in node_modules, except the message runtime the
// server's e-mails use (BUNDLED: build-time packages, as for the web), and the server's message
// catalogues go beside the bundle (dist/server/locales: server/i18n/translate.ts).
import fs from 'node:fs';
import { build } from 'esbuild';

const BUNDLED = [
  '@lingui/core',
  '@lingui/message-utils',
  '@messageformat/parser',
  'moo',
  'js-sha256',
  'pofile',
  '@babel/runtime',
];

/** Every package stays external but those in BUNDLED (and the packages they import). */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      const isBundled = BUNDLED.some(
        (name) => args.path === name || args.path.startsWith(`${name}/`),
      );
      if (isBundled || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  plugins: [externalPackages],
  sourcemap: true,
  logLevel: 'warning',
};

await build({ ...common, entryPoints: ['server/main.ts'], outfile: 'dist/server/main.mjs' });
// server/cli/main.ts starts with its own `#!/usr/bin/env node` line, which esbuild keeps.
await build({ ...common, entryPoints: ['server/cli/main.ts'], outfile: 'dist/server/cli.mjs' });
fs.chmodSync('dist/server/cli.mjs', 0o755);
fs.rmSync('dist/server/locales', { recursive: true, force: true });
fs.cpSync('server/i18n/locales', 'dist/server/locales', { recursive: true });
