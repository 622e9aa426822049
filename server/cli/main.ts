#!/usr/bin/env node
// The `potluck` command (package.json `bin`; on PATH in the image): see run.ts and
// `potluck help`.
import { run } from './run';

// Stack traces name the TypeScript sources (dist/server/cli.mjs.map), as the server's do.
process.setSourceMapsEnabled(true);

run(process.argv.slice(2), {
  stdin: process.stdin,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
