import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

// Our own small pages, served from 127.0.0.1 (the app under test runs with the private-network
// opt-in, as the scorer and benchmarks do; one test runs without it).
const RECIPE_PAGE = `<!doctype html><html><head><title>Tomato soup | Test Kitchen</title>
<meta property="og:image" content="/img/soup.jpg">
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Tomato soup',
  description: 'Quick &amp; warming.',
  recipeIngredient: ['1 kg tomatoes', '1 onion ((chopped))'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Soften the onion.' },
    { '@type': 'HowToStep', text: 'Simmer with the tomatoes.' },
  ],
  prepTime: 'PT10M',
  cookTime: 'PT30M',
  recipeYield: '4 bowls',
})}</script></head><body><h1>Tomato soup</h1></body></html>`;

let pages: http.Server;
let pageOrigin = '';

beforeAll(async () => {
  pages = http.createServer((req, res) => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    switch (req.url) {
      case '/soup':
        res.writeHead(200, html).end(RECIPE_PAGE);
        return;
      case '/moved':
        res.writeHead(301, { location: '/soup' }).end();
        return;
      case '/news':
        res
          .writeHead(200, html)
          .end('<html><body><h1>News</h1><p>Nothing to cook here.</p></body></html>');
        return;
      case '/wall':
        res.writeHead(403, html).end('<p>Are you a robot? token=abc123</p>');
        return;
      case '/file.pdf':
        res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
        return;
      default:
        res.writeHead(404, html).end('missing');
    }
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      pages.closeAllConnections();
      pages.close(() => resolve());
    }),
);

describe('POST /api/recipes/import', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      IMPORT_ALLOW_PRIVATE_NETWORK: true,
      RATE_LIMIT_IMPORT_PER_USER: 3,
    });
  });
  afterAll(() => server.close());

  it('answers 401 when signed out', async () => {
    const res = await new TestClient(server.baseUrl).post('/api/recipes/import', {
      url: `${pageOrigin}/soup`,
    });
    expect(res.status).toBe(401);
  });

  it('answers the preview, from the final URL after redirects, and stores nothing', async () => {
    const { client } = await createUser(server);
    const res = await client.post('/api/recipes/import', { url: `${pageOrigin}/moved` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      title: 'Tomato soup',
      description: 'Quick & warming.',
      ingredients: ['1 kg tomatoes', '1 onion (chopped)'],
      steps: ['Soften the onion.', 'Simmer with the tomatoes.'],
      sourceUrl: `${pageOrigin}/soup`,
      imageUrl: `${pageOrigin}/img/soup.jpg`,
      prepTime: 10,
      cookTime: 30,
      servings: '4 bowls',
    });
    const list = await client.get('/api/recipes');
    expect(list.body).toEqual([]);
  });

  it('answers 400 for a missing URL', async () => {
    const { client } = await createUser(server);
    const res = await client.post('/api/recipes/import', {});
    expect(res.status).toBe(400);
  });

  it('answers 422 when the page has no recipe, or is not a page', async () => {
    const { client } = await createUser(server);
    const none = await client.post('/api/recipes/import', { url: `${pageOrigin}/news` });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('No recipe found on that page');
    const pdf = await client.post('/api/recipes/import', { url: `${pageOrigin}/file.pdf` });
    expect(pdf.status).toBe(422);
  });

  it("answers 502 with the site's status when it refuses, never echoing the page", async () => {
    const { client } = await createUser(server);
    const res = await client.post('/api/recipes/import', { url: `${pageOrigin}/wall` });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      message: 'That site refused the request (403)',
      code: 'import_site_refused',
      siteStatus: 403,
    });
    expect(res.text).not.toContain('abc123');
  });

  it('answers 429 with Retry-After past the per-user limit', async () => {
    const { client } = await createUser(server);
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/recipes/import', { url: `${pageOrigin}/soup` })).status).toBe(
        200,
      );
    }
    const limited = await client.post('/api/recipes/import', { url: `${pageOrigin}/soup` });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // another user has their own budget
    const other = await createUser(server);
    expect(
      (await other.client.post('/api/recipes/import', { url: `${pageOrigin}/soup` })).status,
    ).toBe(200);
  });
});

describe('POST /api/recipes/import without the private-network opt-in', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ IMPORT_ALLOW_PRIVATE_NETWORK: false });
  });
  afterAll(() => server.close());

  it('refuses this machine and private addresses', async () => {
    const { client } = await createUser(server);
    for (const url of [
      `${pageOrigin}/soup`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://10.0.0.1/',
    ]) {
      const res = await client.post('/api/recipes/import', { url });
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe('That address is not allowed');
    }
    const file = await client.post('/api/recipes/import', { url: 'file:///etc/passwd' });
    expect(file.status).toBe(400);
  });
});

describe('POST /api/recipes/import/paste', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ IMPORT_PASTE_MAX_BYTES: 4096 });
  });
  afterAll(() => server.close());

  it('answers 401 when signed out', async () => {
    const res = await new TestClient(server.baseUrl).post('/api/recipes/import/paste', {
      text: 'x',
    });
    expect(res.status).toBe(401);
  });

  it('reads pasted HTML with the page extractor, keeping the given source', async () => {
    const { client } = await createUser(server);
    const res = await client.post('/api/recipes/import/paste', {
      html: RECIPE_PAGE,
      sourceUrl: 'https://kitchen.test/soup',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Tomato soup',
      ingredients: ['1 kg tomatoes', '1 onion (chopped)'],
      sourceUrl: 'https://kitchen.test/soup',
      imageUrl: 'https://kitchen.test/img/soup.jpg',
    });
  });

  it('splits pasted text into ingredients and steps', async () => {
    const { client } = await createUser(server);
    const res = await client.post('/api/recipes/import/paste', {
      text: 'Flapjacks\n\nIngredients\n200 g oats\n100 g butter\n\nMethod\nMelt the butter.\nStir in the oats and bake.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Flapjacks',
      ingredients: ['200 g oats', '100 g butter'],
      steps: ['Melt the butter.', 'Stir in the oats and bake.'],
      sourceUrl: '',
      imageUrl: null,
    });
  });

  it('answers 400 for nothing pasted, 422 for no recipe and 413 past the size cap', async () => {
    const { client } = await createUser(server);
    expect((await client.post('/api/recipes/import/paste', {})).status).toBe(400);
    expect(
      (
        await client.post('/api/recipes/import/paste', {
          sourceUrl: 'javascript:alert(1)',
          text: '1 egg',
        })
      ).status,
    ).toBe(400);
    const none = await client.post('/api/recipes/import/paste', {
      text: 'Dear diary, today was fine.',
    });
    expect(none.status).toBe(422);
    const big = await client.post('/api/recipes/import/paste', { text: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
  });
});
