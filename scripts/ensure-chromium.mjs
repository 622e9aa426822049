// Runs before the browser journeys (npm run verify, npm run test:e2e, .ci/run) so a machine
// without Chromium stops with one sentence before anything is built or tested, or gets Debian's
// package when it may install it. Plain Node and no dependencies: it runs before npm ci in CI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where Debian's chromium package puts the browser; e2e/browser.ts has the same default.
export const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';

/** The browser the journeys will launch, resolved as e2e/browser.ts resolves it. */
export function resolveChromiumPath(env = process.env) {
  return env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM_PATH;
}

/** Whether `file` is a regular file this process may execute. */
export function isExecutableFile(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Whether `command` is an executable file in one of the PATH directories. */
export function hasCommandOnPath(command, env = process.env) {
  return (env.PATH ?? '')
    .split(path.delimiter)
    .some((directory) => directory !== '' && isExecutableFile(path.join(directory, command)));
}

/**
 * What to do about the browser: `ready` (it is there), `install` (Debian's package can provide it
 * and this process may install it) or `missing`, with the one sentence to print.
 * Installing only helps when the journeys look where the package puts the browser.
 */
export function decideChromiumStep({ chromiumPath, isExecutable, uid, hasAptGet }) {
  if (isExecutable) return { action: 'ready' };
  if (chromiumPath !== DEBIAN_CHROMIUM_PATH) {
    return {
      action: 'missing',
      message:
        `The browser journeys need Chromium, but CHROMIUM_PATH (${chromiumPath}) is not an ` +
        `executable file: point it at a Chromium binary, or unset it to use Debian's package at ` +
        `${DEBIAN_CHROMIUM_PATH}.`,
    };
  }
  if (uid === 0 && hasAptGet) return { action: 'install' };
  return {
    action: 'missing',
    message:
      `The browser journeys need Chromium at ${DEBIAN_CHROMIUM_PATH}: install Debian's package ` +
      `(sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  };
}

function installDebianChromium() {
  console.log("Chromium not found: installing Debian's chromium package with apt-get.");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) return false;
  }
  return true;
}

function main() {
  const chromiumPath = resolveChromiumPath();
  const step = decideChromiumStep({
    chromiumPath,
    isExecutable: isExecutableFile(chromiumPath),
    uid: process.getuid?.(),
    hasAptGet: hasCommandOnPath('apt-get'),
  });
  if (step.action === 'missing') {
    console.error(step.message);
    return 1;
  }
  if (step.action === 'install' && !(installDebianChromium() && isExecutableFile(chromiumPath))) {
    console.error(
      `Installing Debian's chromium package did not provide ${chromiumPath} (apt-get output above), so the browser journeys cannot run.`,
    );
    return 1;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
