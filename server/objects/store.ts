// The object store seam. Shaped like S3 on purpose: a presigned PUT URL with a size condition
// for the browser, then head/read/write/delete by key for the server. The default
// (local-store.ts) keeps files under DATA_DIR/objects and signs URLs the app itself serves; the
// S3-compatible store (s3-store.ts, S3_* settings) hands out presigned PUT URLs of a bucket.
import type { Readable } from 'node:stream';

export interface UploadUrlOptions {
  /** Largest body the URL accepts (S3: a content-length-range condition). */
  maxBytes: number;
  contentType?: string;
  /** Seconds the URL stays valid. */
  expiresIn: number;
}

export interface ObjectInfo {
  size: number;
}

export interface ServedObject {
  stream: Readable;
  size: number;
}

export interface ObjectStore {
  /** A URL the browser PUTs the bytes of `key` to (root-relative or absolute). */
  createUploadUrl(key: string, options: UploadUrlOptions): Promise<string>;
  /**
   * The key an upload URL this store issued points at, or null for anything else: another host,
   * another path, a traversal. `requestOrigin` is the origin the app is reached at.
   */
  uploadKeyFromUrl(url: string, requestOrigin: string): string | null;
  /** Size of a stored object, or null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  /** The whole object, or null when there is none or it is larger than `maxBytes`. */
  read(key: string, maxBytes: number): Promise<Buffer | null>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deletes an object; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** A stream of the object for an HTTP answer, or null when there is none. */
  serve(key: string): Promise<ServedObject | null>;
  /** Resolves when the store can be used (readiness checks); rejects otherwise. */
  ping(): Promise<void>;
  /** Releases connections when the app closes. */
  close?(): void | Promise<void>;
}

/** Keys are ours (`uploads/<uuid>`, `images/<uuid>/card.webp`); anything else is refused. */
export const OBJECT_KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)*$/;

export function assertValidKey(key: string): void {
  if (!OBJECT_KEY_PATTERN.test(key) || key.includes('..') || key.length > 200) {
    throw new Error(`invalid object key: ${JSON.stringify(key)}`);
  }
}
