import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deriveKey, loadAppSecret } from './secret';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-secret-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('loadAppSecret', () => {
  it('uses SESSION_SECRET when set', () => {
    const secret = loadAppSecret({
      SESSION_SECRET: 'a-configured-secret-value',
      DATA_DIR: dataDir,
    });
    expect(secret.toString()).toBe('a-configured-secret-value');
    expect(fs.existsSync(path.join(dataDir, 'secret.key'))).toBe(false);
  });

  it('otherwise generates one into DATA_DIR once, readable by the owner only', () => {
    const first = loadAppSecret({ SESSION_SECRET: undefined, DATA_DIR: dataDir });
    const second = loadAppSecret({ SESSION_SECRET: undefined, DATA_DIR: dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toEqual(first);
    const mode = fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('derives a different key per purpose', () => {
    const secret = Buffer.from('x'.repeat(32));
    expect(deriveKey(secret, 'upload-url')).not.toEqual(deriveKey(secret, 'other'));
    expect(deriveKey(secret, 'upload-url')).toEqual(deriveKey(secret, 'upload-url'));
  });
});
