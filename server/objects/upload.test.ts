// The photo flow end to end over real HTTP: upload URL → PUT the bytes → process → set on a
// recipe → serve; and every way it must refuse.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_OBJECT_PATH_PATTERN,
  IMAGE_SIZES,
  UNSUPPORTED_IMAGE_MESSAGE,
} from '../../contract/objects';
import type { Recipe } from '../../contract/recipes';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';
import { detectImageFormat } from './image-processing';
import {
  GIF_BYTES,
  HTML_BYTES,
  SVG_BYTES,
  exifIfd0Tags,
  fetchObject,
  hasObject,
  makeImage,
  makeJpegWithGps,
  makePixelFloodPng,
  processUpload,
  putBytes,
  requestUploadUrl,
  runsOnLocalStore,
  uploadImage,
  uploadKeyOf,
  type TestFormat,
} from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const anonymous = () => new TestClient(server.baseUrl);
// The app's own upload route (PUT /api/objects/raw/...) exists with the local store only; with
// an S3-compatible store the bucket takes the bytes (s3-store.test.ts covers its refusals).
const localStoreOnly = it.skipIf(!runsOnLocalStore());
const imageFileKey = (objectPath: string) => `${objectPath.slice('/objects/'.length)}/detail.webp`;

describe('the upload flow', () => {
  it.each<TestFormat>(['png', 'jpeg', 'webp'])(
    'takes %s bytes through to a served WebP on a recipe',
    async (format) => {
      const { client } = await createUser(server);
      const uploadRes = await client.post('/api/objects/upload');
      expect(uploadRes.status).toBe(200);
      const { uploadURL } = uploadRes.body;
      expect(uploadURL).toMatch(
        runsOnLocalStore()
          ? /^\/api\/objects\/raw\/uploads\/[0-9a-f-]{36}\?expires=\d+&max=\d+&sig=/
          : /^https?:\/\/[^/]+\/.*uploads\/[0-9a-f-]{36}\?.*X-Amz-Signature=/,
      );

      const put = await putBytes(
        server,
        uploadURL,
        await makeImage(format, 640, 480),
        `image/${format}`,
      );
      expect(put.status).toBe(200);

      const processed = await processUpload(client, uploadURL);
      expect(processed.status).toBe(200);
      const { objectPath } = processed.body;
      expect(objectPath).toMatch(IMAGE_OBJECT_PATH_PATTERN);

      const recipe = await createRecipe(client);
      const updated = await client.put<Recipe>(`/api/recipes/${recipe.id}`, {
        imageUrl: objectPath,
      });
      expect(updated.status).toBe(200);
      expect(updated.body.imageUrl).toBe(objectPath);

      const served = await fetchObject(server, objectPath, client);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toContain('immutable');
      expect(served.headers.get('cache-control')).toContain('max-age=31536000');
      expect(detectImageFormat(served.bytes)).toBe('webp');
      expect((await sharp(served.bytes).metadata()).width).toBe(
        IMAGE_SIZES.detail > 640 ? 640 : IMAGE_SIZES.detail,
      );

      const card = await fetchObject(server, `${objectPath}/card.webp`, client);
      expect(card.status).toBe(200);
      expect(card.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(card.bytes).metadata()).width).toBe(IMAGE_SIZES.card);
      const full = await fetchObject(server, `${objectPath}/full.webp`, client);
      expect((await sharp(full.bytes).metadata()).width).toBe(640); // never enlarged
    },
  );

  it('accepts an absolute upload URL on the same host', async () => {
    const { client } = await createUser(server);
    const uploadURL = await requestUploadUrl(client);
    expect((await putBytes(server, uploadURL, await makeImage('png'))).status).toBe(200);
    const res = await processUpload(client, new URL(uploadURL, server.baseUrl).toString());
    expect(res.status).toBe(200);
    expect(res.body.objectPath).toMatch(IMAGE_OBJECT_PATH_PATTERN);
  });

  it('deletes the raw upload once processed, and never processes it twice', async () => {
    const { client } = await createUser(server);
    const uploadURL = await requestUploadUrl(client);
    await putBytes(server, uploadURL, await makeImage('png'));
    const rawKey = uploadKeyOf(server, uploadURL);
    expect(await hasObject(server, rawKey)).toBe(true);
    expect((await processUpload(client, uploadURL)).status).toBe(200);
    expect(await hasObject(server, rawKey)).toBe(false);
    const again = await processUpload(client, uploadURL);
    expect(again.status).toBe(400);
    expect(again.body.field).toBe('imageURL');
  });

  it('answers a fresh random path each time, never the input', async () => {
    const { client } = await createUser(server);
    const bytes = await makeImage('png');
    const first = await uploadImage(server, client, bytes);
    const second = await uploadImage(server, client, bytes);
    expect(first).not.toBe(second);
  });

  it('records the recipe the image is for when the caller may edit it', async () => {
    const { client, user } = await createUser(server);
    const recipe = await createRecipe(client);
    const uploadURL = await requestUploadUrl(client);
    await putBytes(server, uploadURL, await makeImage('png'));
    const res = await processUpload(client, uploadURL, recipe.id);
    expect(res.status).toBe(200);
    const row = await server.deps.db
      .selectFrom('images')
      .selectAll()
      .where('path', '=', res.body.objectPath)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: user.id, recipe_id: recipe.id });
  });

  it('refuses a recipeId the caller may not edit, without spending the upload', async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const privateRecipe = await createRecipe(owner.client);
    const publicRecipe = await createRecipe(owner.client, { visibility: 'public' });
    const uploadURL = await requestUploadUrl(other.client);
    await putBytes(server, uploadURL, await makeImage('png'));
    expect((await processUpload(other.client, uploadURL, privateRecipe.id)).status).toBe(404);
    expect((await processUpload(other.client, uploadURL, publicRecipe.id)).status).toBe(403);
    expect((await processUpload(other.client, uploadURL)).status).toBe(200);
  });
});

describe('what the processing keeps', () => {
  it('applies EXIF orientation and strips EXIF and GPS', async () => {
    const input = await makeJpegWithGps();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.orientation).toBe(6);
    expect(exifIfd0Tags(inputMeta.exif!)).toContain(0x8825); // the GPS block is really there
    expect(input.includes('LeakyCam')).toBe(true);

    const { client } = await createUser(server);
    const objectPath = await uploadImage(server, client, input);
    for (const size of ['card', 'detail', 'full']) {
      const served = await fetchObject(server, `${objectPath}/${size}.webp`, client);
      const meta = await sharp(served.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([100, 200]); // rotated upright
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.bytes.includes('LeakyCam')).toBe(false);
    }
  });

  it('goes by the bytes: PNG sent as text/html is processed and served as image/webp', async () => {
    const { client } = await createUser(server);
    const uploadURL = await requestUploadUrl(client);
    expect((await putBytes(server, uploadURL, await makeImage('png'), 'text/html')).status).toBe(
      200,
    );
    const res = await processUpload(client, uploadURL);
    expect(res.status).toBe(200);
    const served = await fetchObject(server, res.body.objectPath, client);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(detectImageFormat(served.bytes)).toBe('webp');
  });

  it.each([
    ['HTML sent as image/png', HTML_BYTES, 'image/png'],
    ['SVG', SVG_BYTES, 'image/svg+xml'],
    ['SVG sent as image/png', SVG_BYTES, 'image/png'],
    ['GIF', GIF_BYTES, 'image/gif'],
    ['plain text', Buffer.from('hello, not an image'), 'image/jpeg'],
    [
      'random bytes',
      Buffer.from(Array.from({ length: 500 }, (_, i) => (i * 37) % 256)),
      'image/webp',
    ],
  ])('refuses %s with 400 and keeps nothing', async (_name, bytes, contentType) => {
    const { client, user } = await createUser(server);
    const uploadURL = await requestUploadUrl(client);
    expect((await putBytes(server, uploadURL, bytes, contentType)).status).toBe(200);
    const res = await processUpload(client, uploadURL);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(UNSUPPORTED_IMAGE_MESSAGE);
    expect(await hasObject(server, uploadKeyOf(server, uploadURL))).toBe(false);
    const images = await server.deps.db
      .selectFrom('images')
      .select('id')
      .where('owner_id', '=', user.id)
      .execute();
    expect(images).toEqual([]);
  });

  it('refuses a truncated image as unreadable', async () => {
    const { client } = await createUser(server);
    const jpeg = await makeImage('jpeg', 300, 300);
    const uploadURL = await requestUploadUrl(client);
    await putBytes(server, uploadURL, jpeg.subarray(0, 200));
    const res = await processUpload(client, uploadURL);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('unreadable_image');
  });

  it('refuses a pixel flood from its header, before decoding', async () => {
    const { client } = await createUser(server);
    const uploadURL = await requestUploadUrl(client);
    await putBytes(server, uploadURL, makePixelFloodPng());
    const started = Date.now();
    const res = await processUpload(client, uploadURL);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('image_too_large');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('refusals', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await anonymous().post('/api/objects/upload')).status).toBe(401);
    const res = await anonymous().put('/api/recipe-images', {
      imageURL: '/api/objects/raw/uploads/x',
    });
    expect(res.status).toBe(401);
  });

  localStoreOnly('refuses a replayed upload URL', async () => {
    const { client } = await createUser(server);
    const uploadURL = await requestUploadUrl(client);
    expect((await putBytes(server, uploadURL, await makeImage('png'))).status).toBe(200);
    const replay = await putBytes(server, uploadURL, HTML_BYTES);
    expect(replay.status).toBe(403);
    expect(replay.body.code).toBe('upload_url_used');
    // The first bytes are what gets processed.
    expect((await processUpload(client, uploadURL)).status).toBe(200);
  });

  localStoreOnly.each([
    [
      'signature',
      (url: URL) =>
        url.searchParams.set(
          'sig',
          url.searchParams.get('sig')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
        ),
    ],
    ['size limit', (url: URL) => url.searchParams.set('max', '999999999')],
    [
      'expiry',
      (url: URL) =>
        url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600)),
    ],
    [
      'key',
      (url: URL) => (url.pathname = url.pathname.replace(/.$/, (c) => (c === '0' ? '1' : '0'))),
    ],
    ['missing signature', (url: URL) => url.searchParams.delete('sig')],
  ])('refuses an upload URL with a tampered %s', async (_name, tamper) => {
    const { client } = await createUser(server);
    const url = new URL(await requestUploadUrl(client), server.baseUrl);
    tamper(url);
    const res = await putBytes(server, url.pathname + url.search, await makeImage('png'));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('upload_url_invalid');
  });

  it("refuses another user's upload, without spending it", async () => {
    const owner = await createUser(server);
    const thief = await createUser(server);
    const uploadURL = await requestUploadUrl(owner.client);
    await putBytes(server, uploadURL, await makeImage('png'));
    const stolen = await processUpload(thief.client, uploadURL);
    expect(stolen.status).toBe(400);
    expect(stolen.body.field).toBe('imageURL');
    expect((await processUpload(owner.client, uploadURL)).status).toBe(200);
  });

  it('refuses an upload that was issued but never received', async () => {
    const { client } = await createUser(server);
    const uploadURL = await requestUploadUrl(client);
    expect((await processUpload(client, uploadURL)).status).toBe(400);
  });

  it('refuses an upload whose processing window has closed', async () => {
    const { client } = await createUser(server);
    const uploadURL = await requestUploadUrl(client);
    await putBytes(server, uploadURL, await makeImage('png'));
    await server.deps.db
      .updateTable('uploads')
      .set({ expires_at: new Date(Date.now() - 3600_000).toISOString() })
      .where('key', '=', uploadKeyOf(server, uploadURL))
      .execute();
    expect((await processUpload(client, uploadURL)).status).toBe(400);
  });

  it('refuses image URLs outside the store', async () => {
    const { client } = await createUser(server);
    const uploadURL = await requestUploadUrl(client);
    await putBytes(server, uploadURL, await makeImage('png'));
    const id = uploadKeyOf(server, uploadURL);
    const outside = [
      `https://evil.example/api/objects/raw/${id}`,
      `//evil.example/api/objects/raw/${id}`,
      `http://user:pw@${new URL(server.baseUrl).host}/api/objects/raw/${id}`,
      `/api/objects/raw/uploads/../../secret.key`,
      `/api/objects/raw/uploads/%2e%2e/%2e%2e/secret.key`,
      `/api/objects/raw/${id}/../../../potluck.db`,
      `/api/objects/raw/uploads/${crypto.randomUUID()}`,
      `/objects/images/${crypto.randomUUID()}`,
      `/etc/passwd`,
      `file:///etc/passwd`,
      `javascript:alert(1)`,
      `/api/objects/raw/${id}\\..\\x`,
    ];
    for (const imageURL of outside) {
      const res = await processUpload(client, imageURL);
      expect(res.status, imageURL).toBe(400);
      expect(res.body.field, imageURL).toBe('imageURL');
    }
    // None of those touched the real upload.
    expect((await processUpload(client, uploadURL)).status).toBe(200);
  });

  it('refuses a body that is not JSON-shaped input', async () => {
    const { client } = await createUser(server);
    expect((await client.put('/api/recipe-images', {})).status).toBe(400);
    expect((await client.put('/api/recipe-images', { imageURL: 42 })).status).toBe(400);
  });

  localStoreOnly('refuses an empty upload', async () => {
    const { client } = await createUser(server);
    const uploadURL = await requestUploadUrl(client);
    expect((await putBytes(server, uploadURL, Buffer.alloc(0))).status).toBe(400);
  });
});

describe('serving and access', () => {
  async function photoOnRecipe(visibility: Recipe['visibility']) {
    const owner = await createUser(server);
    const objectPath = await uploadImage(server, owner.client, await makeImage('png'));
    const recipe = await createRecipe(owner.client, { visibility, imageUrl: objectPath });
    return { owner, objectPath, recipe };
  }

  it("answers 404 to a stranger for a private recipe's photo, and 200 to the owner", async () => {
    const { owner, objectPath } = await photoOnRecipe('private');
    const stranger = await createUser(server);
    expect((await fetchObject(server, objectPath, owner.client)).status).toBe(200);
    expect((await fetchObject(server, objectPath, stranger.client)).status).toBe(404);
    expect((await fetchObject(server, `${objectPath}/full.webp`, stranger.client)).status).toBe(
      404,
    );
    expect((await fetchObject(server, objectPath)).status).toBe(404);
  });

  it('follows the recipe: a listed viewer may see it, and public opens it to everyone', async () => {
    const { owner, objectPath, recipe } = await photoOnRecipe('private');
    const viewer = await createUser(server);
    await owner.client.put(`/api/recipes/${recipe.id}`, { viewers: [viewer.user.id] });
    expect((await fetchObject(server, objectPath, viewer.client)).status).toBe(200);
    await owner.client.put(`/api/recipes/${recipe.id}`, { visibility: 'public' });
    expect((await fetchObject(server, objectPath)).status).toBe(200);
    await owner.client.put(`/api/recipes/${recipe.id}`, { visibility: 'private' });
    expect((await fetchObject(server, objectPath)).status).toBe(404);
  });

  it('is readable when any recipe showing it is readable', async () => {
    const owner = await createUser(server);
    const objectPath = await uploadImage(server, owner.client, await makeImage('png'));
    await createRecipe(owner.client, { visibility: 'private', imageUrl: objectPath });
    await createRecipe(owner.client, { visibility: 'link-view', imageUrl: objectPath });
    expect((await fetchObject(server, objectPath)).status).toBe(200);
  });

  it('shows an image no recipe shows yet to its uploader only', async () => {
    const uploader = await createUser(server);
    const stranger = await createUser(server);
    const objectPath = await uploadImage(server, uploader.client, await makeImage('png'));
    expect((await fetchObject(server, objectPath, uploader.client)).status).toBe(200);
    expect((await fetchObject(server, objectPath, stranger.client)).status).toBe(404);
    expect((await fetchObject(server, objectPath)).status).toBe(404);
  });

  it('answers 404 for unknown images, sizes and paths under /objects', async () => {
    const { objectPath, owner } = await photoOnRecipe('public');
    for (const bad of [
      `/objects/images/${crypto.randomUUID()}`,
      `${objectPath}/huge.webp`,
      `${objectPath}/card.png`,
      `${objectPath}/card`,
      '/objects/uploads/x',
      '/objects/images/..%2f..%2fsecret.key',
      '/objects/../secret.key',
      '/objects/secret.key',
    ]) {
      const res = await fetchObject(server, bad, owner.client);
      expect(res.status, bad).toBe(404);
      expect(res.headers.get('content-type'), bad).not.toContain('image/');
    }
  });
});

describe('clean-up', () => {
  const stored = (objectPath: string) => hasObject(server, imageFileKey(objectPath));

  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 150 && !(await check()); i += 1) {
      await new Promise((r) => setTimeout(r, 20));
    }
    return check();
  }

  it('keeps the old photo when a recipe gets a new one or none: its history names it', async () => {
    const { client } = await createUser(server);
    const first = await uploadImage(server, client, await makeImage('png'));
    const second = await uploadImage(server, client, await makeImage('jpeg'));
    const recipe = await createRecipe(client, { imageUrl: first });
    expect(await stored(first)).toBe(true);

    await client.put(`/api/recipes/${recipe.id}`, { imageUrl: second });
    await client.put(`/api/recipes/${recipe.id}`, { imageUrl: null });
    await new Promise((r) => setTimeout(r, 100));
    // Restoring a version brings them back, and Undo the one just removed (photo-history.ts;
    // server/recipes/history-photos.test.ts shows when they go).
    expect(await stored(first)).toBe(true);
    expect(await stored(second)).toBe(true);
    expect((await fetchObject(server, first, client)).status).toBe(200);
  });

  it('deletes the photo with the recipe, unless another recipe still shows it', async () => {
    const { client } = await createUser(server);
    const objectPath = await uploadImage(server, client, await makeImage('png'));
    const original = await createRecipe(client, { imageUrl: objectPath });
    const copy = await createRecipe(client, { imageUrl: objectPath });

    expect((await client.delete(`/api/recipes/${original.id}`)).status).toBe(200);
    expect((await client.delete(`/api/recipes/${original.id}/trash`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(await stored(objectPath)).toBe(true);
    expect((await fetchObject(server, objectPath, client)).status).toBe(200);

    expect((await client.delete(`/api/recipes/${copy.id}`)).status).toBe(200);
    expect((await client.delete(`/api/recipes/${copy.id}/trash`)).status).toBe(200);
    expect(await until(async () => !(await stored(objectPath)))).toBe(true);
  });

  it('keeps the photo of a recipe in the trash, so a restore finds it', async () => {
    const { client } = await createUser(server);
    const objectPath = await uploadImage(server, client, await makeImage('png'));
    const recipe = await createRecipe(client, { imageUrl: objectPath, visibility: 'public' });

    expect((await client.delete(`/api/recipes/${recipe.id}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(await stored(objectPath)).toBe(true);
    // A trashed recipe opens its photo to nobody but the uploader.
    expect((await fetchObject(server, objectPath)).status).toBe(404);
    expect((await fetchObject(server, objectPath, client)).status).toBe(200);

    expect((await client.post(`/api/recipes/${recipe.id}/restore`)).status).toBe(200);
    expect((await fetchObject(server, objectPath)).status).toBe(200);
  });
});

describe('limits', () => {
  let tight: TestServer;
  beforeAll(async () => {
    tight = await startTestServer({
      MAX_UPLOAD_BYTES: 4096,
      MAX_IMAGE_PIXELS: 10_000,
      RATE_LIMIT_UPLOAD_PER_USER: 3,
    });
  });
  afterAll(() => tight.close());

  localStoreOnly(
    'answers 413 to a body over MAX_UPLOAD_BYTES, keeping the URL usable',
    async () => {
      const { client } = await createUser(tight);
      const uploadURL = await requestUploadUrl(client);
      const res = await putBytes(tight, uploadURL, Buffer.alloc(5000, 1), 'image/png');
      expect(res.status).toBe(413);
      expect(fs.readdirSync(path.join(tight.dataDir, 'objects', '.tmp'))).toEqual([]);
      expect((await putBytes(tight, uploadURL, await makeImage('png', 20, 20))).status).toBe(200);
    },
  );

  localStoreOnly(
    'answers 413 to a chunked body that passes the limit mid-stream, keeping nothing',
    async () => {
      const { client } = await createUser(tight);
      const uploadURL = await requestUploadUrl(client);
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(new URL(uploadURL, tight.baseUrl), {
          method: 'PUT',
          headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        const chunk = Buffer.alloc(1024, 7);
        for (let i = 0; i < 8; i += 1) request.write(chunk);
        request.end();
      });
      expect(status).toBe(413);
      expect(await hasObject(tight, uploadKeyOf(tight, uploadURL))).toBe(false);
      expect(fs.readdirSync(path.join(tight.dataDir, 'objects', '.tmp'))).toEqual([]);
      // A URL that took part of a body is spent.
      expect((await putBytes(tight, uploadURL, await makeImage('png', 20, 20))).status).toBe(403);
    },
  );

  it('refuses an image over MAX_IMAGE_PIXELS', async () => {
    const { client } = await createUser(tight);
    const uploadURL = await requestUploadUrl(client);
    await putBytes(tight, uploadURL, await makeImage('png', 200, 200));
    const res = await processUpload(client, uploadURL);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('image_too_large');
  });

  it('rate-limits upload URLs per user', async () => {
    const { client } = await createUser(tight);
    for (let i = 0; i < 3; i += 1)
      expect((await client.post('/api/objects/upload')).status).toBe(200);
    const limited = await client.post('/api/objects/upload');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await createUser(tight);
    expect((await other.client.post('/api/objects/upload')).status).toBe(200);
  });
});

describe('expired upload URLs', () => {
  let instant: TestServer;
  beforeAll(async () => {
    instant = await startTestServer({ UPLOAD_URL_TTL_SECONDS: 0 });
  });
  afterAll(() => instant.close());

  localStoreOnly('refuses a PUT to an expired URL', async () => {
    const { client } = await createUser(instant);
    const uploadURL = await requestUploadUrl(client);
    const res = await putBytes(instant, uploadURL, await makeImage('png'));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('upload_url_expired');
  });
});
