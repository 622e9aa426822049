// Settings that must never go together stop the process before it serves anything, with one
// sentence an operator can act on.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const mainFile = path.join(import.meta.dirname, 'main.ts');

describe('configuration', () => {
  it('refuses DEV_EXPOSE_RESET_CODE under NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_EXPOSE_RESET_CODE: '1' })).toThrow(
      /DEV_EXPOSE_RESET_CODE .* NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).DEV_EXPOSE_RESET_CODE).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'development', DEV_EXPOSE_RESET_CODE: '1' }).DEV_EXPOSE_RESET_CODE,
    ).toBe(true);
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: 30, HTTP_REQUEST_TIMEOUT_SECONDS: 10 }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_SECONDS/);
  });

  it('makes the process exit at start with one sentence, serving nothing', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-config-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', mainFile], {
        env: {
          NODE_ENV: 'production',
          DEV_EXPOSE_RESET_CODE: '1',
          DATA_DIR: dataDir,
          PORT: '0',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Refusing to start: DEV_EXPOSE_RESET_CODE .*production/);
      expect(run.stdout).toBe('');
      // It stopped before opening the database.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
