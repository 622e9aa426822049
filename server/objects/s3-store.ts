// The scale-out object store: any S3-compatible service (AWS S3, MinIO, Cloudflare R2, Garage).
// The browser PUTs an upload straight to the bucket through a presigned URL; the app reads it
// back, processes it and writes the sizes, and serves images itself (service.ts and routes.ts
// decide who may see what), so the bucket stays private.
//
// Security seam: keys are checked against our own key pattern, live under S3_KEY_PREFIX, and an
// upload URL is accepted back only when it points at this bucket and prefix.
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  assertValidKey,
  OBJECT_KEY_PATTERN,
  type ObjectInfo,
  type ObjectStore,
  type ServedObject,
  type UploadUrlOptions,
} from './store';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle: boolean;
  /** Prepended to every key ('' or segments ending in '/'). */
  keyPrefix: string;
  timeoutMs: number;
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * The AWS SDK, loaded with the first S3 store: about 10 MiB that a process keeping its photos in
 * a local folder never needs.
 */
async function loadSdk() {
  const [sdk, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { sdk, getSignedUrl: presigner.getSignedUrl };
}

type Loaded = Awaited<ReturnType<typeof loadSdk>> & { client: S3Client };

export class S3ObjectStore implements ObjectStore {
  private readonly loaded: Promise<Loaded>;
  /** Where this bucket's objects live, as URL origin + path, ending in '/' (plus the key prefix). */
  private readonly objectUrlPrefix: URL;

  constructor(private readonly settings: S3Settings) {
    this.loaded = loadSdk().then((loaded) => ({
      ...loaded,
      client: new loaded.sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
        requestHandler: {
          connectionTimeout: settings.timeoutMs,
          requestTimeout: settings.timeoutMs,
        },
        // Checksums beyond the signature are not understood by every S3-compatible store.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    // A failure to load shows at the first use, which awaits it.
    this.loaded.catch(() => {});
    const endpoint = new URL(settings.endpoint);
    const basePath = endpoint.pathname.replace(/\/+$/, '');
    this.objectUrlPrefix = settings.forcePathStyle
      ? new URL(`${endpoint.origin}${basePath}/${settings.bucket}/${settings.keyPrefix}`)
      : new URL(
          `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${basePath}/${settings.keyPrefix}`,
        );
  }

  async createUploadUrl(key: string, options: UploadUrlOptions): Promise<string> {
    const { sdk, client, getSignedUrl } = await this.loaded;
    const command = new sdk.PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.keyOf(key),
      ...(options.contentType ? { ContentType: options.contentType } : {}),
    });
    // A presigned PUT can hold the content type (signed: another type is refused by the store)
    // but not a size range; processing reads the upload's size first and refuses anything over
    // maxBytes, and the sweep deletes uploads never processed.
    return getSignedUrl(client, command, {
      expiresIn: options.expiresIn,
      ...(options.contentType ? { signableHeaders: new Set(['content-type']) } : {}),
    });
  }

  uploadKeyFromUrl(url: string, _requestOrigin: string): string | null {
    if (url.includes('..') || /%|\\/.test(url.split('?')[0]!)) return null;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    const prefix = this.objectUrlPrefix;
    if (parsed.protocol !== prefix.protocol || parsed.host !== prefix.host) return null;
    if (parsed.username || parsed.password) return null;
    if (!parsed.pathname.startsWith(prefix.pathname)) return null;
    const key = parsed.pathname.slice(prefix.pathname.length);
    return OBJECT_KEY_PATTERN.test(key) && !key.includes('..') ? key : null;
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const { sdk, client } = await this.loaded;
    try {
      const answer = await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }),
      );
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, maxBytes: number): Promise<Buffer | null> {
    const object = await this.serve(key);
    if (!object) return null;
    if (object.size > maxBytes) {
      object.stream.destroy();
      return null;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of object.stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        object.stream.destroy();
        return null;
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.loaded;
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.loaded;
    try {
      await client.send(
        new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }),
      );
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async serve(key: string): Promise<ServedObject | null> {
    const { sdk, client } = await this.loaded;
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }),
      );
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async ping(): Promise<void> {
    const { sdk, client } = await this.loaded;
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  async close(): Promise<void> {
    (await this.loaded).client.destroy();
  }

  private keyOf(key: string): string {
    assertValidKey(key);
    return this.settings.keyPrefix + key;
  }
}
