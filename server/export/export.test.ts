// GET /api/export: a zip of everything the user owns as schema.org JSON-LD with photos; and
// GET /api/recipes/{id}/jsonld: one recipe, for whoever may read it.
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../contract/recipes';
import { fetchObject, makeImage, uploadImage } from '../objects/testing';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';
import { isoDuration, recipeFileName, type RecipeJsonLd } from './jsonld';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** GET as `client`, answering status, headers and the raw bytes. */
async function download(client: TestClient, path: string) {
  const res = await fetch(server.baseUrl + path, { headers: { cookie: client.cookieHeader } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The zip's entries as name → bytes, read with a separate, strict reader. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, strictFileNames: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('isoDuration', () => {
  it('writes minutes as ISO 8601 durations', () => {
    expect([0, 5, 60, 90, 125].map(isoDuration)).toEqual([
      'PT0M',
      'PT5M',
      'PT1H',
      'PT1H30M',
      'PT2H5M',
    ]);
  });
});

describe('GET /api/export', () => {
  it('zips every recipe the user owns as JSON-LD with its photo, and a README', async () => {
    const cook = await createUser(server, { account_type: 'premium', email: 'zoe@example.com' });
    const photo = await uploadImage(server, cook.client, await makeImage('jpeg', 1200, 800));
    const soup = await createRecipe(cook.client, {
      title: 'Crème brûlée, the proper way',
      description: 'Silky.',
      ingredients: ['500 ml cream', '5 yolks'],
      steps: ['Warm the cream', 'Bake in a bain-marie'],
      tags: ['dessert', 'French, classic'],
      servings: '6',
      prepTime: 20,
      cookTime: 45,
      sourceUrl: 'https://example.com/creme-brulee',
      tipVideoUrl: 'https://video.example/brulee',
      imageUrl: photo,
    });
    const plain = await createRecipe(cook.client, { title: 'Toast' });
    const trashed = await createRecipe(cook.client, { title: 'Gone' });
    await cook.client.delete(`/api/recipes/${trashed.id}`);
    const friend = await createUser(server);
    const shared = await createRecipe(friend.client, { title: 'Not mine' });
    await friend.client.put(`/api/recipes/${shared.id}`, { editors: [cook.user.id] });

    const res = await download(cook.client, '/api/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="potluck-recipes-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(Number(res.headers.get('content-length'))).toBe(res.bytes.length);
    expect(res.headers.get('x-export-recipes')).toBe('2');

    const files = await unzip(res.bytes);
    const soupFile = `recipes/${recipeFileName({ id: soup.id, title: soup.title }, 'jsonld')}`;
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        soupFile,
        `recipes/${recipeFileName({ id: plain.id, title: 'Toast' }, 'jsonld')}`,
        `photos/${soup.id}.webp`,
      ].sort(),
    );
    expect(soupFile).toMatch(/^recipes\/creme-brulee-the-proper-way-[0-9a-f]{8}\.jsonld$/);
    expect(files.get('README.txt')!.toString()).toContain('2 recipe(s), 1 photo(s)');

    const doc = JSON.parse(files.get(soupFile)!.toString()) as RecipeJsonLd;
    expect(doc).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      identifier: `potluck:${soup.id}`,
      name: 'Crème brûlée, the proper way',
      description: 'Silky.',
      image: `photos/${soup.id}.webp`,
      recipeIngredient: ['500 ml cream', '5 yolks'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Warm the cream' },
        { '@type': 'HowToStep', position: 2, text: 'Bake in a bain-marie' },
      ],
      keywords: ['dessert', 'French, classic'],
      recipeYield: '6',
      prepTime: 'PT20M',
      cookTime: 'PT45M',
      totalTime: 'PT1H5M',
      isBasedOn: 'https://example.com/creme-brulee',
      video: {
        '@type': 'VideoObject',
        name: 'Crème brûlée, the proper way',
        contentUrl: 'https://video.example/brulee',
      },
      dateCreated: soup.createdAt,
      dateModified: soup.updatedAt,
    });
    // The photo is the stored full size, byte for byte.
    const full = await fetchObject(server, `${photo}/full.webp`, cook.client);
    expect(files.get(`photos/${soup.id}.webp`)!.equals(full.bytes)).toBe(true);
  });

  it('fails the download, not the server, when a photo goes missing while zipping', async () => {
    const cook = await createUser(server);
    const photo = await uploadImage(server, cook.client, await makeImage('png'));
    await createRecipe(cook.client, { title: 'Vanishing', imageUrl: photo });
    const objects = server.deps.objects;
    const serve = objects.serve.bind(objects);
    objects.serve = async () => null;
    try {
      const failed = await download(cook.client, '/api/export').then(
        // Refused before the first byte, or cut short after it: never a whole zip.
        (res) => res.status >= 500 || res.bytes.length < Number(res.headers.get('content-length')),
        () => true,
      );
      expect(failed).toBe(true);
    } finally {
      objects.serve = serve;
    }
    expect((await cook.client.get('/api/recipes')).status).toBe(200);
  });

  it('is an empty collection for someone with no recipes, and 401 signed out', async () => {
    const empty = await createUser(server);
    const files = await unzip((await download(empty.client, '/api/export')).bytes);
    expect([...files.keys()]).toEqual(['README.txt']);
    expect((await new TestClient(server.baseUrl).get('/api/export')).status).toBe(401);
  });

  it('is limited per person (RATE_LIMIT_EXPORTS_PER_USER), then answers 429', async () => {
    const limited = await startTestServer({ RATE_LIMIT_EXPORTS_PER_USER: 2 });
    try {
      const cook = await createUser(limited);
      const other = await createUser(limited);
      const get = (client: TestClient) =>
        fetch(limited.baseUrl + '/api/export', { headers: { cookie: client.cookieHeader } });
      for (let i = 0; i < 2; i++) expect((await get(cook.client)).status).toBe(200);
      const refused = await get(cook.client);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Counted per person: someone else still exports.
      expect((await get(other.client)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/recipes/{id}/jsonld', () => {
  it('answers whoever may read the recipe, with an absolute photo address', async () => {
    const cook = await createUser(server);
    const photo = await uploadImage(server, cook.client, await makeImage('png'));
    const open = await createRecipe(cook.client, {
      title: 'Open pie',
      visibility: 'public',
      imageUrl: photo,
    });
    const closed = await createRecipe(cook.client, { title: 'Closed pie' });
    const visitor = new TestClient(server.baseUrl);

    const res = await visitor.get<RecipeJsonLd>(`/api/recipes/${open.id}/jsonld`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(res.body).toMatchObject({
      '@type': 'Recipe',
      name: 'Open pie',
      image: `${server.baseUrl}${photo}/full.webp`,
    });
    expect((await visitor.get(`/api/recipes/${closed.id}/jsonld`)).status).toBe(404);
    const stranger = await createUser(server);
    expect((await stranger.client.get(`/api/recipes/${closed.id}/jsonld`)).status).toBe(404);
    const mine = await cook.client.get<RecipeJsonLd>(`/api/recipes/${closed.id}/jsonld`);
    expect(mine.body).toMatchObject({ name: 'Closed pie', identifier: `potluck:${closed.id}` });
    expect((await cook.client.get<Recipe>(`/api/recipes/${closed.id}`)).status).toBe(200);
  });
});
