// POST /api/recipes/import/image: an imported page's picture is copied into the object store
// through the guarded fetcher, so recipes never hotlink another site.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

const IMAGE_CAP = 64 * 1024;

let pictures: http.Server;
let origin = '';
let smallPng: Buffer;
let bigPng: Buffer;

beforeAll(async () => {
  smallPng = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
  // Random pixels do not compress: comfortably over the cap.
  const noise = Buffer.alloc(200 * 200 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 3) * 104729) & 0xff;
  bigPng = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

  pictures = http.createServer((req, res) => {
    switch (req.url) {
      case '/soup.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end(smallPng);
        return;
      case '/moved.png':
        res.writeHead(302, { location: '/soup.png' }).end();
        return;
      case '/page.html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<p>secret-page-text</p>');
        return;
      case '/disguised.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end('<svg onload="alert(1)"/>');
        return;
      case '/drawing.svg':
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
        return;
      case '/big.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end(bigPng);
        return;
      case '/bomb.png':
        // Small on the wire, far over the cap once decompressed.
        res
          .writeHead(200, { 'content-type': 'image/png', 'content-encoding': 'gzip' })
          .end(zlib.gzipSync(Buffer.alloc(IMAGE_CAP * 20)));
        return;
      default:
        res.writeHead(404, { 'content-type': 'text/plain' }).end('missing');
    }
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      pictures.closeAllConnections();
      pictures.close(() => resolve());
    }),
);

describe('POST /api/recipes/import/image', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      IMPORT_ALLOW_PRIVATE_NETWORK: true,
      IMPORT_IMAGE_MAX_BYTES: IMAGE_CAP,
    });
  });
  afterAll(() => server.close());

  const imageCount = async () =>
    Number(
      (
        await server.deps.db
          .selectFrom('images')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers 401 when signed out', async () => {
    const res = await new TestClient(server.baseUrl).post('/api/recipes/import/image', {
      url: `${origin}/soup.png`,
    });
    expect(res.status).toBe(401);
  });

  it("copies the picture into the store as the user's own image, after redirects", async () => {
    const { client, user } = await createUser(server);
    const res = await client.post('/api/recipes/import/image', { url: `${origin}/moved.png` });
    expect(res.status).toBe(200);
    expect(res.body.objectPath).toMatch(/^\/objects\/images\/[0-9a-f-]{36}$/);
    const objectPath: string = res.body.objectPath;

    const row = await server.deps.db
      .selectFrom('images')
      .selectAll()
      .where('path', '=', objectPath)
      .executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(user.id);
    expect(row.recipe_id).toBeNull();
    expect(row.width).toBe(40);

    // Served by Potluck, re-encoded: the owner sees it, nobody else does until a recipe shows it.
    const mine = await fetch(server.baseUrl + objectPath, {
      headers: { cookie: client.cookieHeader },
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/webp');
    const other = await createUser(server);
    expect((await other.client.get(objectPath)).status).toBe(404);

    // Saved on a recipe it stays readable by its owner through the recipe.
    const recipe = await createRecipe(client, { imageUrl: objectPath, sourceUrl: origin });
    expect(recipe.imageUrl).toBe(objectPath);
    expect(recipe.sourceUrl).toBe(origin);
  });

  it('refuses what is not a JPG, PNG or WebP picture, storing nothing', async () => {
    const { client } = await createUser(server);
    const before = await imageCount();

    const page = await client.post('/api/recipes/import/image', { url: `${origin}/page.html` });
    expect(page.status).toBe(422);
    expect(page.body.message).toBe('That address is not a JPG, PNG or WebP picture');
    expect(page.text).not.toContain('secret-page-text');

    const svg = await client.post('/api/recipes/import/image', { url: `${origin}/drawing.svg` });
    expect(svg.status).toBe(422);

    // The header says PNG, the bytes do not: the image processing decides by the bytes.
    const disguised = await client.post('/api/recipes/import/image', {
      url: `${origin}/disguised.png`,
    });
    expect(disguised.status).toBe(400);

    const missing = await client.post('/api/recipes/import/image', { url: `${origin}/gone.png` });
    expect(missing.status).toBe(502);

    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/hosts']) {
      const res = await client.post('/api/recipes/import/image', { url });
      expect(res.status, url).toBe(400);
    }
    expect(await imageCount()).toBe(before);
  });

  it('refuses a picture over IMPORT_IMAGE_MAX_BYTES, compressed or not', async () => {
    expect(bigPng.length).toBeGreaterThan(IMAGE_CAP);
    const { client } = await createUser(server);
    const before = await imageCount();
    for (const name of ['big.png', 'bomb.png']) {
      const res = await client.post('/api/recipes/import/image', { url: `${origin}/${name}` });
      expect(res.status, name).toBe(502);
      expect(res.body.message).toBe('The picture is too large');
    }
    expect(await imageCount()).toBe(before);
  });
});

describe('POST /api/recipes/import/image without the private-network opt-in', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ IMPORT_ALLOW_PRIVATE_NETWORK: false });
  });
  afterAll(() => server.close());

  it('refuses this machine, private and metadata addresses', async () => {
    const { client } = await createUser(server);
    let hits = 0;
    pictures.on('request', () => hits++);
    for (const url of [
      `${origin}/soup.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/x.png',
      'http://10.0.0.1/x.png',
    ]) {
      const res = await client.post('/api/recipes/import/image', { url });
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe('That address is not allowed');
    }
    expect(hits).toBe(0);
  });
});
