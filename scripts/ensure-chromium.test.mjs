import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  DEBIAN_CHROMIUM_PATH,
  decideChromiumStep,
  hasCommandOnPath,
  isExecutableFile,
  resolveChromiumPath,
} from './ensure-chromium.mjs';

const NON_ROOT = 1000;

describe('decideChromiumStep', () => {
  test.each([
    // chromiumPath, isExecutable, uid, hasAptGet, action
    [DEBIAN_CHROMIUM_PATH, true, NON_ROOT, false, 'ready'],
    [DEBIAN_CHROMIUM_PATH, true, 0, true, 'ready'],
    ['/opt/chromium/chrome', true, NON_ROOT, false, 'ready'],
    [DEBIAN_CHROMIUM_PATH, false, 0, true, 'install'],
    [DEBIAN_CHROMIUM_PATH, false, 0, false, 'missing'],
    [DEBIAN_CHROMIUM_PATH, false, NON_ROOT, true, 'missing'],
    [DEBIAN_CHROMIUM_PATH, false, undefined, true, 'missing'],
    // Debian's package would not put a browser where the journeys look.
    ['/opt/chromium/chrome', false, 0, true, 'missing'],
  ])(
    '%s, executable %s, uid %s, apt-get %s: %s',
    (chromiumPath, isExecutable, uid, hasAptGet, action) => {
      expect(decideChromiumStep({ chromiumPath, isExecutable, uid, hasAptGet }).action).toBe(
        action,
      );
    },
  );

  test('without the browser or a way to install it, says what to do in one sentence', () => {
    const { message } = decideChromiumStep({
      chromiumPath: DEBIAN_CHROMIUM_PATH,
      isExecutable: false,
      uid: NON_ROOT,
      hasAptGet: true,
    });
    expect(message).toBe(
      "The browser journeys need Chromium at /usr/bin/chromium: install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.",
    );
  });

  test('a CHROMIUM_PATH that is not there is named in the sentence', () => {
    const { message } = decideChromiumStep({
      chromiumPath: '/nonexistent',
      isExecutable: false,
      uid: 0,
      hasAptGet: true,
    });
    expect(message).toContain('CHROMIUM_PATH (/nonexistent)');
    expect(message).not.toContain('\n');
  });
});

test('resolveChromiumPath takes CHROMIUM_PATH, else Debian’s path, as e2e/browser.ts does', () => {
  expect(resolveChromiumPath({})).toBe('/usr/bin/chromium');
  expect(resolveChromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' })).toBe(
    '/opt/chromium/chrome',
  );
});

describe('looking on disk', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-chromium-'));
  const runnable = path.join(directory, 'runnable');
  const plain = path.join(directory, 'plain');
  fs.writeFileSync(runnable, '#!/bin/sh\n', { mode: 0o755 });
  fs.writeFileSync(plain, '', { mode: 0o644 });
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  test('isExecutableFile accepts an executable file only', () => {
    expect(isExecutableFile(runnable)).toBe(true);
    expect(isExecutableFile(path.join(directory, 'absent'))).toBe(false);
    expect(isExecutableFile(directory)).toBe(false);
    // Root may read anything but still needs an execute bit to run it.
    expect(isExecutableFile(plain)).toBe(false);
  });

  test('hasCommandOnPath looks through every PATH directory', () => {
    const PATH = ['/nonexistent', directory].join(path.delimiter);
    expect(hasCommandOnPath('runnable', { PATH })).toBe(true);
    expect(hasCommandOnPath('plain', { PATH })).toBe(false);
    expect(hasCommandOnPath('runnable', {})).toBe(false);
  });
});
