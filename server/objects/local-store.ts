// The default object store: files under DATA_DIR/objects, upload URLs signed with an HMAC and
// served by the app itself (raw-upload-routes.ts). Security seam: keys are checked against our
// own key pattern and every resolved path must stay inside the root, so no key can reach a file
// elsewhere on disk.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  OBJECT_KEY_PATTERN,
  type ObjectInfo,
  type ObjectStore,
  type ServedObject,
  type UploadUrlOptions,
} from './store';

/** Where the app accepts the PUT of a signed upload URL: `<prefix><key>?expires=&max=&sig=`. */
export const LOCAL_UPLOAD_PATH_PREFIX = '/api/objects/raw/';

export type UploadUrlCheck =
  { ok: true; maxBytes: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Thrown by writeStream when the body passes its byte limit; nothing is kept. */
export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class LocalObjectStore implements ObjectStore {
  private readonly root: string;

  constructor(
    root: string,
    private readonly signingKey: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    this.root = path.resolve(root);
    fs.mkdirSync(path.join(this.root, '.tmp'), { recursive: true });
  }

  async createUploadUrl(key: string, options: UploadUrlOptions): Promise<string> {
    assertValidKey(key);
    const expires = Math.floor(this.now() / 1000) + options.expiresIn;
    const max = options.maxBytes;
    const query = new URLSearchParams({
      expires: String(expires),
      max: String(max),
      sig: this.sign(key, expires, max),
    });
    return `${LOCAL_UPLOAD_PATH_PREFIX}${key}?${query}`;
  }

  /** Checks a signed upload URL's query for `key`: the signature first, then the expiry. */
  verifyUploadUrl(key: string, query: Record<string, unknown>): UploadUrlCheck {
    const expires = Number(query.expires);
    const max = Number(query.max);
    const sig = typeof query.sig === 'string' ? query.sig : '';
    if (
      !OBJECT_KEY_PATTERN.test(key) ||
      !Number.isSafeInteger(expires) ||
      !Number.isSafeInteger(max)
    ) {
      return { ok: false, reason: 'invalid' };
    }
    const expected = Buffer.from(this.sign(key, expires, max));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'invalid' };
    }
    if (expires * 1000 <= this.now()) return { ok: false, reason: 'expired' };
    return { ok: true, maxBytes: max };
  }

  uploadKeyFromUrl(url: string, requestOrigin: string): string | null {
    // Refuse any dot-segment or encoded separator outright rather than trust normalisation.
    if (url.includes('..') || /%2e|%2f|%5c|\\/i.test(url)) return null;
    let parsed: URL;
    let origin: URL;
    try {
      parsed = new URL(url, requestOrigin);
      origin = new URL(requestOrigin);
    } catch {
      return null;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (parsed.host !== origin.host || parsed.username || parsed.password) return null;
    if (!parsed.pathname.startsWith(LOCAL_UPLOAD_PATH_PREFIX)) return null;
    const key = parsed.pathname.slice(LOCAL_UPLOAD_PATH_PREFIX.length);
    return OBJECT_KEY_PATTERN.test(key) ? key : null;
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const stat = await fsp.stat(this.fileOf(key));
      return stat.isFile() ? { size: stat.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, maxBytes: number): Promise<Buffer | null> {
    const info = await this.head(key);
    if (!info || info.size > maxBytes) return null;
    const bytes = await fsp.readFile(this.fileOf(key));
    return bytes.length > maxBytes ? null : bytes;
  }

  async write(key: string, body: Buffer, _contentType: string): Promise<void> {
    const temp = this.tempFile();
    await fsp.writeFile(temp, body, { flag: 'wx', mode: 0o640 });
    await this.commit(temp, key);
  }

  /**
   * Streams `source` into `key`, counting bytes: past `maxBytes` it stops reading, deletes what
   * it wrote and throws ObjectTooLargeError. The object appears only once complete. `source` is
   * unpiped but not destroyed on failure, so an HTTP caller can still answer (a 413) on it.
   */
  async writeStream(key: string, source: Readable, maxBytes: number): Promise<ObjectInfo> {
    const temp = this.tempFile();
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) callback(new ObjectTooLargeError(maxBytes));
        else callback(null, chunk);
      },
    });
    const sink = pipeline(counter, fs.createWriteStream(temp, { flags: 'wx', mode: 0o640 }));
    // A client that goes away mid-body ends the source without 'end': fail rather than hang.
    const onClose = () => {
      if (!source.readableEnded) counter.destroy(new Error('upload aborted'));
    };
    const onError = (error: Error) => counter.destroy(error);
    source.once('close', onClose);
    source.once('error', onError);
    source.pipe(counter);
    try {
      await sink;
    } catch (error) {
      source.unpipe(counter);
      await fsp.rm(temp, { force: true });
      throw error;
    } finally {
      source.off('close', onClose);
      source.off('error', onError);
    }
    await this.commit(temp, key);
    return { size };
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.fileOf(key), { force: true });
    // Drop a per-object folder (`images/<id>/`) once empty. Shared top-level folders such as
    // `uploads/` stay, so a concurrent write into them never loses its folder.
    if (key.split('/').length >= 3) {
      await fsp.rmdir(path.dirname(this.fileOf(key))).catch(() => undefined);
    }
  }

  async serve(key: string): Promise<ServedObject | null> {
    const file = this.fileOf(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    // Size and stream from one open file, so a concurrent delete cannot make them disagree.
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), size };
  }

  async ping(): Promise<void> {
    await fsp.access(path.join(this.root, '.tmp'), fs.constants.W_OK);
  }

  private sign(key: string, expires: number, max: number): string {
    return createHmac('sha256', this.signingKey)
      .update(`PUT\n${key}\n${expires}\n${max}`)
      .digest('base64url');
  }

  private fileOf(key: string): string {
    assertValidKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error('object key escapes the store');
    return file;
  }

  private tempFile(): string {
    return path.join(this.root, '.tmp', randomUUID());
  }

  private async commit(temp: string, key: string) {
    const file = this.fileOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.rename(temp, file);
  }
}
