// The S3-compatible store against a real S3 server (s3rver, run as its own process): presigned
// uploads and what the bucket refuses, reads and writes under the key prefix, and the whole photo
// flow of the app on a bucket.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import {
  startS3rver,
  TEST_S3_CREDENTIALS,
  type S3rverInfo,
  type ServiceProcess,
} from '../test/services';
import { S3ObjectStore, type S3Settings } from './s3-store';
import {
  fetchObject,
  hasObject,
  makeImage,
  processUpload,
  putBytes,
  requestUploadUrl,
  uploadKeyOf,
} from './testing';

let s3: ServiceProcess<S3rverInfo>;
beforeAll(async () => {
  s3 = await startS3rver('potluck-store-test');
});
afterAll(() => s3.stop());

const settingsFor = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  endpoint: s3.info.endpoint,
  bucket: s3.info.bucket,
  region: TEST_S3_CREDENTIALS.region,
  accessKeyId: TEST_S3_CREDENTIALS.accessKeyId,
  secretAccessKey: TEST_S3_CREDENTIALS.secretAccessKey,
  forcePathStyle: true,
  keyPrefix: `t-${randomUUID()}/`,
  timeoutMs: 5000,
  ...overrides,
});

const put = (url: string, body: Buffer, contentType = 'image/png') =>
  fetch(url, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });

describe('S3ObjectStore', () => {
  it('takes an upload through a presigned PUT, then reads, serves and deletes it', async () => {
    const store = new S3ObjectStore(settingsFor());
    const key = `uploads/${randomUUID()}`;
    const url = await store.createUploadUrl(key, { maxBytes: 1000, expiresIn: 60 });
    expect(url).toMatch(/X-Amz-Signature=/);
    expect(await store.head(key)).toBeNull();

    const bytes = Buffer.from('hello bucket');
    expect((await put(url, bytes)).status).toBe(200);
    expect(await store.head(key)).toEqual({ size: bytes.length });
    expect(await store.read(key, 1000)).toEqual(bytes);
    expect(await store.read(key, 5)).toBeNull();

    const served = await store.serve(key);
    expect(served?.size).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of served!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);

    await store.delete(key);
    expect(await store.head(key)).toBeNull();
    expect(await store.serve(key)).toBeNull();
    await store.delete(key); // a missing key is no error
    store.close();
  });

  it('keeps every object under its key prefix', async () => {
    const shared = settingsFor({ keyPrefix: '' });
    const prefixed = settingsFor();
    const store = new S3ObjectStore(prefixed);
    const whole = new S3ObjectStore(shared);
    const key = `images/${randomUUID()}/card.webp`;
    await store.write(key, Buffer.from('x'), 'image/webp');
    expect(await whole.head(key)).toBeNull();
    expect(await whole.head(prefixed.keyPrefix + key)).toEqual({ size: 1 });
    await store.delete(key);
    expect(await whole.head(prefixed.keyPrefix + key)).toBeNull();
    store.close();
    whole.close();
  });

  // s3rver checks the access key and the expiry of a presigned URL but not the V4 signature
  // itself, so the signed content type is checked here in the URL rather than by a refusal.
  it('has the bucket refuse an expired or foreign upload URL; signs a given content type', async () => {
    const store = new S3ObjectStore(settingsFor());
    const key = `uploads/${randomUUID()}`;
    const url = new URL(await store.createUploadUrl(key, { maxBytes: 1000, expiresIn: 60 }));
    const foreign = new URL(url);
    foreign.searchParams.set(
      'X-Amz-Credential',
      url.searchParams.get('X-Amz-Credential')!.replace(/^[^/]+/, 'SOMEONE-ELSE'),
    );
    expect((await put(foreign.toString(), Buffer.from('x'))).status).toBe(403);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');

    const typed = new URL(
      await store.createUploadUrl(key, { maxBytes: 1000, expiresIn: 60, contentType: 'image/png' }),
    );
    expect(typed.searchParams.get('X-Amz-SignedHeaders')!.split(';')).toContain('content-type');
    expect((await put(typed.toString(), Buffer.from('x'), 'image/png')).status).toBe(200);

    const brief = await store.createUploadUrl(`uploads/${randomUUID()}`, {
      maxBytes: 1000,
      expiresIn: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await put(brief, Buffer.from('x'))).status).toBe(403);
    expect(await store.head(key)).toEqual({ size: 1 });
    store.close();
  });

  it('accepts back only its own upload URLs', async () => {
    const settings = settingsFor();
    const store = new S3ObjectStore(settings);
    const key = `uploads/${randomUUID()}`;
    const url = await store.createUploadUrl(key, { maxBytes: 1000, expiresIn: 60 });
    expect(store.uploadKeyFromUrl(url, 'http://app.example')).toBe(key);
    const endpoint = new URL(settings.endpoint);
    const base = `${endpoint.origin}/${settings.bucket}/${settings.keyPrefix}`;
    for (const foreign of [
      `https://evil.example/${settings.bucket}/${settings.keyPrefix}${key}`,
      `${endpoint.protocol}//evil@${endpoint.host}/${settings.bucket}/${settings.keyPrefix}${key}`,
      `${endpoint.origin}/other-bucket/${settings.keyPrefix}${key}`,
      `${endpoint.origin}/${settings.bucket}/t-other/${key}`,
      `${base}uploads/../../secret`,
      `${base}uploads/%2e%2e/secret`,
      `${base}UPLOADS/x`,
      `/api/objects/raw/${key}`,
      'javascript:alert(1)',
    ]) {
      expect(store.uploadKeyFromUrl(foreign, 'http://app.example'), foreign).toBeNull();
    }
    store.close();
  });

  it('answers ping for a reachable bucket and fails it otherwise', async () => {
    const store = new S3ObjectStore(settingsFor());
    await expect(store.ping()).resolves.toBeUndefined();
    const missing = new S3ObjectStore(settingsFor({ bucket: 'no-such-bucket' }));
    await expect(missing.ping()).rejects.toThrow();
    const unreachable = new S3ObjectStore(
      settingsFor({ endpoint: 'http://127.0.0.1:9', timeoutMs: 500 }),
    );
    await expect(unreachable.ping()).rejects.toThrow();
    store.close();
    missing.close();
    unreachable.close();
  });
});

describe('the photo flow on a bucket', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      S3_ENDPOINT: s3.info.endpoint,
      S3_BUCKET: s3.info.bucket,
      S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: true,
      S3_KEY_PREFIX: `t-${randomUUID()}/`,
      MAX_UPLOAD_BYTES: 20_000,
    });
  });
  afterAll(() => server.close());

  it('uploads straight to the bucket, processes, serves through the app and deletes the raw upload', async () => {
    const { client } = await createUser(server);
    const other = await createUser(server);
    const uploadURL = await requestUploadUrl(client);
    expect(uploadURL.startsWith(`${s3.info.endpoint}/${s3.info.bucket}/`)).toBe(true);
    expect((await putBytes(server, uploadURL, await makeImage('png', 300, 200))).status).toBe(200);
    const rawKey = uploadKeyOf(server, uploadURL);
    expect(await hasObject(server, rawKey)).toBe(true);

    const processed = await processUpload(client, uploadURL);
    expect(processed.status).toBe(200);
    const objectPath = processed.body.objectPath as string;
    expect(await hasObject(server, rawKey)).toBe(false);
    for (const size of ['card', 'detail', 'full']) {
      expect(await hasObject(server, `${objectPath.slice('/objects/'.length)}/${size}.webp`)).toBe(
        true,
      );
    }
    const served = await fetchObject(server, `${objectPath}/card.webp`, client);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // Not shown on any recipe yet: its uploader only.
    expect((await fetchObject(server, objectPath, other.client)).status).toBe(404);
    expect((await fetchObject(server, objectPath)).status).toBe(404);
  });

  it('answers 413 to an upload over MAX_UPLOAD_BYTES when processing, and keeps nothing', async () => {
    const { client } = await createUser(server);
    const uploadURL = await requestUploadUrl(client);
    expect((await putBytes(server, uploadURL, Buffer.alloc(30_000, 1))).status).toBe(200);
    const res = await processUpload(client, uploadURL);
    expect(res.status).toBe(413);
    expect(await hasObject(server, uploadKeyOf(server, uploadURL))).toBe(false);
  });

  it('reports the bucket in /readyz', async () => {
    const res = await fetch(`${server.baseUrl}/readyz`);
    expect(res.status).toBe(200);
    expect((await res.json()).checks.objects).toBe('ok');
  });
});
