// The local store's signed URLs and key handling, without HTTP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalObjectStore, ObjectTooLargeError } from './local-store';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-store-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let clock = 1_700_000_000_000;
const store = new LocalObjectStore(root, Buffer.from('k'.repeat(32)), () => clock);
const origin = 'http://potluck.test:5000';
const key = 'uploads/0b6c7c02-51f3-4e0a-9d0e-3c8f3a7e2b11';

const queryOf = (url: string) => Object.fromEntries(new URL(url, origin).searchParams);

describe('signed upload URLs', () => {
  it('verify with their own query until they expire', async () => {
    const url = await store.createUploadUrl(key, { maxBytes: 1000, expiresIn: 60 });
    expect(url.startsWith(`/api/objects/raw/${key}?`)).toBe(true);
    expect(store.verifyUploadUrl(key, queryOf(url))).toEqual({ ok: true, maxBytes: 1000 });
    clock += 60_000;
    expect(store.verifyUploadUrl(key, queryOf(url))).toEqual({ ok: false, reason: 'expired' });
    clock -= 60_000;
  });

  it('do not verify for another key, another limit or another secret', async () => {
    const url = await store.createUploadUrl(key, { maxBytes: 1000, expiresIn: 60 });
    const query = queryOf(url);
    expect(store.verifyUploadUrl(key.replace(/1$/, '2'), query).ok).toBe(false);
    expect(store.verifyUploadUrl(key, { ...query, max: '1001' }).ok).toBe(false);
    expect(store.verifyUploadUrl(key, { ...query, sig: undefined }).ok).toBe(false);
    expect(store.verifyUploadUrl(key, { ...query, expires: 'soon' }).ok).toBe(false);
    const other = new LocalObjectStore(root, Buffer.from('j'.repeat(32)), () => clock);
    expect(other.verifyUploadUrl(key, query).ok).toBe(false);
  });

  it('map back to their key only from this origin and path', async () => {
    const url = await store.createUploadUrl(key, { maxBytes: 1000, expiresIn: 60 });
    expect(store.uploadKeyFromUrl(url, origin)).toBe(key);
    expect(store.uploadKeyFromUrl(`${origin}${url}`, origin)).toBe(key);
    expect(store.uploadKeyFromUrl(`https://potluck.test:5000${url}`, origin)).toBe(key);
    for (const bad of [
      `http://other.test${url}`,
      `//other.test${url}`,
      `/api/objects/raw/uploads/../secret.key`,
      `/api/objects/raw/uploads%2f..%2fsecret.key`,
      `/api/objects/raw/`,
      `/objects/${key}`,
      `ftp://potluck.test:5000${url}`,
      `/api/objects/raw/UPLOADS/X`,
    ]) {
      expect(store.uploadKeyFromUrl(bad, origin), bad).toBeNull();
    }
  });
});

describe('objects', () => {
  it('are written, read, served and deleted by key', async () => {
    await store.write('images/abc/card.webp', Buffer.from('webp'), 'image/webp');
    expect(await store.head('images/abc/card.webp')).toEqual({ size: 4 });
    expect(await store.read('images/abc/card.webp', 10)).toEqual(Buffer.from('webp'));
    expect(await store.read('images/abc/card.webp', 3)).toBeNull();
    const served = await store.serve('images/abc/card.webp');
    expect(served?.size).toBe(4);
    served?.stream.destroy();
    await store.delete('images/abc/card.webp');
    expect(await store.head('images/abc/card.webp')).toBeNull();
    expect(fs.existsSync(path.join(root, 'images', 'abc'))).toBe(false);
    await store.delete('images/abc/card.webp'); // deleting twice is fine
  });

  it('refuse keys that could leave the store', async () => {
    for (const bad of [
      '../secret.key',
      'uploads/../../x',
      '/etc/passwd',
      '.tmp/x',
      'a//b',
      'A/B',
    ]) {
      await expect(store.head(bad), bad).rejects.toThrow(/invalid object key/);
    }
  });

  it('stream under a hard cap and keep nothing past it', async () => {
    const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(store.writeStream('uploads/big', big, 1000)).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    expect(await store.head('uploads/big')).toBeNull();
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual([]);
    const small = Readable.from([Buffer.alloc(600)]);
    expect(await store.writeStream('uploads/small', small, 1000)).toEqual({ size: 600 });
  });
});
