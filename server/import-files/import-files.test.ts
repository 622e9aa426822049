// Importing a file end to end: upload address, PUT, preview, import. The round trip (export a
// populated account, import it into a fresh one), duplicates, the plan limit, per-item photo
// failures, hostile archives refused with nothing written, and who may use an upload.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import {
  ImportFileLimitErrorSchema,
  type ImportFilePreview,
  type ImportFileResult,
} from '../../contract/import-files';
import { FREE_RECIPE_LIMIT } from '../../contract/plans';
import type { Recipe } from '../../contract/recipes';
import {
  fetchObject,
  makeImage,
  putBytes,
  requestUploadUrl,
  runsOnLocalStore,
  uploadImage,
} from '../objects/testing';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function zip(entries: Array<{ name: string; data: Buffer | string; compress?: boolean }>) {
  const archive = new yazl.ZipFile();
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : entry.data;
    archive.addBuffer(data, entry.name, { compress: entry.compress ?? true });
  }
  archive.end();
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    archive.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on('error', reject);
  });
}

/** Asks an upload address and PUTs `bytes` to it, as the import page does. */
async function send(on: TestServer, client: TestClient, bytes: Buffer) {
  const start = await client.post('/api/recipes/import/files/upload');
  expect(start.status).toBe(200);
  const put = await putBytes(on, start.body.uploadURL as string, bytes);
  return { uploadURL: start.body.uploadURL as string, put };
}

async function sendAndPreview(client: TestClient, bytes: Buffer, fileName: string) {
  const { uploadURL, put } = await send(server, client, bytes);
  expect(put.status).toBe(200);
  const preview = await client.post<ImportFilePreview>('/api/recipes/import/files/preview', {
    uploadURL,
    fileName,
  });
  return { uploadURL, fileName, preview };
}

async function myRecipes(client: TestClient): Promise<Recipe[]> {
  const res = await client.get<Recipe[]>('/api/recipes');
  expect(res.status).toBe(200);
  return res.body;
}

async function imageCount(): Promise<number> {
  const row = await server.deps.db
    .selectFrom('images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const jsonLd = (recipes: object[]) =>
  Buffer.from(
    JSON.stringify(
      recipes.map((r) => ({ '@context': 'https://schema.org', '@type': 'Recipe', ...r })),
    ),
  );

const CONTENT_FIELDS = [
  'title',
  'description',
  'ingredients',
  'steps',
  'tags',
  'servings',
  'prepTime',
  'cookTime',
  'sourceUrl',
  'tipVideoUrl',
] as const;

const contentOf = (recipe: Recipe) =>
  Object.fromEntries(CONTENT_FIELDS.map((field) => [field, recipe[field]]));

describe('importing a Potluck export into a fresh account', () => {
  it('brings back every recipe and photo as they were', async () => {
    const from = await createUser(server, { account_type: 'premium' });
    const photo = await makeImage('jpeg', 900, 600);
    const imageUrl = await uploadImage(server, from.client, photo);
    await createRecipe(from.client, {
      title: 'Crème brûlée, the proper way',
      description: 'Silky.\nServe cold.',
      ingredients: ['500 ml cream', '5 yolks', '90 g sugar'],
      steps: ['Warm the cream', 'Whisk in the yolks', 'Bake in a bain-marie'],
      tags: ['dessert', 'French, classic'],
      servings: '6 ramekins',
      prepTime: 20,
      cookTime: 45,
      sourceUrl: 'https://example.com/creme-brulee?x=1',
      tipVideoUrl: 'https://video.example/brulee',
      imageUrl,
    });
    await createRecipe(from.client, { title: 'Toast', ingredients: ['bread'] });
    await createRecipe(from.client, { title: 'Only cooking', cookTime: 0, steps: ['Wait'] });
    // Text as the cook wrote it: spaces kept inside, empty fields empty.
    await createRecipe(from.client, {
      title: 'Mac  and   cheese\ttonight',
      description: '',
      servings: '',
      tags: ['sous  vide', 'quick\u00a0meal'],
    });
    const exported = await fetch(`${server.baseUrl}/api/export`, {
      headers: { cookie: from.client.cookieHeader },
    });
    const archive = Buffer.from(await exported.arrayBuffer());

    const to = await createUser(server, { account_type: 'premium' });
    const { uploadURL, preview } = await sendAndPreview(to.client, archive, 'potluck.zip');
    expect(preview.status).toBe(200);
    expect(preview.body.format).toBe('Potluck');
    expect(preview.body.room).toBeNull();
    expect(preview.body.items).toHaveLength(4);
    expect(
      preview.body.items.every((item) => item.error === null && item.duplicateOf === null),
    ).toBe(true);
    expect(preview.body.items.filter((item) => item.hasPhoto)).toHaveLength(1);

    const result = await to.client.post<ImportFileResult>('/api/recipes/import/files', {
      uploadURL,
      fileName: 'potluck.zip',
      items: preview.body.items.map((item) => item.index),
    });
    expect(result.status).toBe(201);
    expect(result.body.failed).toEqual([]);
    expect(result.body.imported).toHaveLength(4);

    const byTitle = (list: Recipe[]) =>
      Object.fromEntries(list.map((recipe) => [recipe.title, recipe]));
    const original = byTitle(await myRecipes(from.client));
    const imported = byTitle(await myRecipes(to.client));
    expect(Object.keys(imported).sort()).toEqual(Object.keys(original).sort());
    for (const title of Object.keys(original)) {
      expect(contentOf(imported[title]!)).toEqual(contentOf(original[title]!));
      expect(imported[title]!.visibility).toBe('private');
    }

    // The photo: the same picture (re-encoded as every upload is), readable by its new owner only.
    const copy = imported['Crème brûlée, the proper way']!;
    expect(copy.imageUrl).not.toBeNull();
    expect(copy.imageUrl).not.toBe(original['Crème brûlée, the proper way']!.imageUrl);
    const [before, after] = await Promise.all([
      fetchObject(
        server,
        `${original['Crème brûlée, the proper way']!.imageUrl}/full.webp`,
        from.client,
      ),
      fetchObject(server, `${copy.imageUrl}/full.webp`, to.client),
    ]);
    expect(after.status).toBe(200);
    const [a, b] = await Promise.all(
      [before.bytes, after.bytes].map((bytes) =>
        sharp(bytes).raw().toBuffer({ resolveWithObject: true }),
      ),
    );
    expect([b!.info.width, b!.info.height]).toEqual([a!.info.width, a!.info.height]);
    let difference = 0;
    for (let i = 0; i < a!.data.length; i += 1) difference += Math.abs(a!.data[i]! - b!.data[i]!);
    expect(difference / a!.data.length).toBeLessThan(3);

    // The file is spent: importing it again finds nothing waiting.
    const again = await to.client.post('/api/recipes/import/files', {
      uploadURL,
      fileName: 'potluck.zip',
      items: [0],
    });
    expect(again.status).toBe(404);
    expect((await myRecipes(to.client)).length).toBe(4);
  });
});

describe('an export bigger than one import takes', () => {
  // One import takes at most 4 files here: a part holds the README and three recipes without
  // photos, or one with its photo and one without, so these recipes come in parts whatever
  // their sizes.
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ IMPORT_FILE_MAX_ENTRIES: 4 });
  });
  afterAll(() => small.close());

  async function part(client: TestClient, query: string) {
    const res = await fetch(`${small.baseUrl}/api/export${query}`, {
      headers: { cookie: client.cookieHeader },
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it('comes in parts, oldest first, each importing back as it is', async () => {
    const from = await createUser(small, { account_type: 'premium' });
    const imageUrl = await uploadImage(small, from.client, await makeImage('jpeg', 300, 200));
    await createRecipe(from.client, { title: 'One', ingredients: ['1 egg'], imageUrl });
    await createRecipe(from.client, { title: 'Two', steps: ['Stir'] });
    await createRecipe(from.client, { title: 'Three', tags: ['quick'] });
    await createRecipe(from.client, { title: 'Four', servings: '2' });

    const parts: Buffer[] = [];
    const counts: number[] = [];
    const names: string[] = [];
    let query = '';
    for (let number = 1; number <= 10; number += 1) {
      const { res, bytes } = await part(from.client, query);
      expect(res.status).toBe(200);
      parts.push(bytes);
      counts.push(Number(res.headers.get('x-export-recipes')));
      names.push(/filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')![1]!);
      if (number === 1) {
        expect(Number(res.headers.get('x-export-remaining'))).toBe(2);
        // A recipe added while the export is under way comes in a later part, none is lost.
        await createRecipe(from.client, { title: 'Five' });
      }
      const next = res.headers.get('x-export-next');
      if (!next) {
        expect(res.headers.get('x-export-remaining')).toBe('0');
        break;
      }
      query = `?after=${encodeURIComponent(next)}&part=${number + 1}`;
    }
    expect(counts).toEqual([2, 3]);
    expect(names.map((name) => name.replace(/\d{4}-\d{2}-\d{2}/, 'DAY'))).toEqual([
      'potluck-recipes-DAY-part-1.zip',
      'potluck-recipes-DAY-part-2.zip',
    ]);

    const to = await createUser(small, { account_type: 'premium' });
    for (const [index, bytes] of parts.entries()) {
      const { uploadURL, put } = await send(small, to.client, bytes);
      expect(put.status).toBe(200);
      const input = { uploadURL, fileName: `part-${index + 1}.zip` };
      const preview = await to.client.post<ImportFilePreview>(
        '/api/recipes/import/files/preview',
        input,
      );
      expect(preview.status).toBe(200);
      expect(preview.body.format).toBe('Potluck');
      const result = await to.client.post<ImportFileResult>('/api/recipes/import/files', {
        ...input,
        items: preview.body.items.map((item) => item.index),
      });
      expect(result.status).toBe(201);
      expect(result.body.failed).toEqual([]);
    }
    const titles = async (client: TestClient) => {
      const res = await client.get<Recipe[]>('/api/recipes');
      return res.body.map((recipe) => [recipe.title, contentOf(recipe), !!recipe.imageUrl]).sort();
    };
    expect(await titles(to.client)).toEqual(await titles(from.client));
    expect((await titles(to.client)).map(([title]) => title)).toEqual([
      'Five',
      'Four',
      'One',
      'Three',
      'Two',
    ]);
  });

  it('keeps each part within IMPORT_FILE_MAX_BYTES, and says which part it is', async () => {
    const tight = await startTestServer({ IMPORT_FILE_MAX_BYTES: 12_000 });
    try {
      const from = await createUser(tight, { account_type: 'premium' });
      for (const title of ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'])
        await createRecipe(from.client, { title, steps: ['x'.repeat(2000)] });
      let query = '';
      const sizes: number[] = [];
      const recipes: number[] = [];
      let readme = '';
      for (let number = 1; number <= 10 && query !== null; number += 1) {
        const res = await fetch(`${tight.baseUrl}/api/export${query}`, {
          headers: { cookie: from.client.cookieHeader },
        });
        const bytes = Buffer.from(await res.arrayBuffer());
        sizes.push(bytes.length);
        recipes.push(Number(res.headers.get('x-export-recipes')));
        if (number === 1) readme = bytes.toString('latin1');
        const next = res.headers.get('x-export-next');
        query = next ? `?after=${encodeURIComponent(next)}&part=${number + 1}` : (null as never);
      }
      expect(recipes.reduce((a, b) => a + b)).toBe(6);
      expect(recipes.length).toBeGreaterThan(1);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(12_000);
      expect(readme).toContain('This is part 1 of the export.');
    } finally {
      await tight.close();
    }
  });

  it('holds no more recipes in a part than IMPORT_FILE_MAX_RECIPES', async () => {
    const few = await startTestServer({ IMPORT_FILE_MAX_RECIPES: 2 });
    try {
      const cook = await createUser(few, { account_type: 'premium' });
      for (const title of ['A', 'B', 'C']) await createRecipe(cook.client, { title });
      const get = (query: string) =>
        fetch(`${few.baseUrl}/api/export${query}`, {
          headers: { cookie: cook.client.cookieHeader },
        });
      const first = await get('');
      expect(first.headers.get('x-export-recipes')).toBe('2');
      const next = first.headers.get('x-export-next')!;
      const second = await get(`?after=${encodeURIComponent(next)}&part=2`);
      expect(second.headers.get('x-export-recipes')).toBe('1');
      expect(second.headers.get('x-export-next')).toBeNull();
    } finally {
      await few.close();
    }
  });

  it('counts the parts of one export as one export, its later parts against their own bound', async () => {
    const once = await startTestServer({
      IMPORT_FILE_MAX_ENTRIES: 2,
      RATE_LIMIT_EXPORTS_PER_USER: 1,
      RATE_LIMIT_EXPORT_PARTS_PER_USER: 2,
    });
    try {
      const cook = await createUser(once, { account_type: 'premium' });
      for (const title of ['A', 'B', 'C']) await createRecipe(cook.client, { title });
      const get = (query: string) =>
        fetch(`${once.baseUrl}/api/export${query}`, {
          headers: { cookie: cook.client.cookieHeader },
        });
      const statuses: number[] = [];
      let query = '';
      for (let number = 1; number <= 5; number += 1) {
        const res = await get(query);
        statuses.push(res.status);
        await res.arrayBuffer();
        const next = res.headers.get('x-export-next');
        if (!next) break;
        query = `?after=${encodeURIComponent(next)}&part=${number + 1}`;
      }
      expect(statuses).toEqual([200, 200, 200]);
      // A new export is counted: this one's limit is spent.
      expect((await get('')).status).toBe(429);
      // The later parts have a bound of their own: one asked for again and again meets it.
      expect((await get(query)).status).toBe(429);
      // Another person's part is not this person's to continue.
      const other = await createUser(once);
      const res = await fetch(`${once.baseUrl}/api/export${query}`, {
        headers: { cookie: other.client.cookieHeader },
      });
      expect(res.status).toBe(400);
    } finally {
      await once.close();
    }
  });

  /** A photo that does not compress: its full size is some tens of kilobytes. */
  const noise = () =>
    sharp(Buffer.from(Array.from({ length: 400 * 300 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 400, height: 300, channels: 3 },
    })
      .png()
      .toBuffer();

  /** Every part of `client`'s export on `on`: its bytes, recipes and README text. */
  async function allParts(on: TestServer, client: TestClient) {
    const parts: Array<{ bytes: Buffer; recipes: number; text: string }> = [];
    let query = '';
    for (let number = 1; number <= 10; number += 1) {
      const res = await fetch(`${on.baseUrl}/api/export${query}`, {
        headers: { cookie: client.cookieHeader },
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      parts.push({
        bytes,
        recipes: Number(res.headers.get('x-export-recipes')),
        text: bytes.toString('latin1'),
      });
      const next = res.headers.get('x-export-next');
      if (!next) break;
      query = `?after=${encodeURIComponent(next)}&part=${number + 1}`;
    }
    return parts;
  }

  it('leaves out a photo that would make its recipe bigger than one import, and says so', async () => {
    const tight = await startTestServer({ IMPORT_FILE_MAX_BYTES: 20_000 });
    try {
      const cook = await createUser(tight, { account_type: 'premium' });
      const imageUrl = await uploadImage(tight, cook.client, await noise());
      // Two recipes that do not fit one part together: the photo left out is counted in the
      // README of the part its recipe is in, and only there.
      await createRecipe(cook.client, {
        title: 'Plain',
        steps: Array.from({ length: 5 }, () => 'x'.repeat(1800)),
      });
      await createRecipe(cook.client, {
        title: 'Noisy',
        steps: Array.from({ length: 5 }, () => 'y'.repeat(1800)),
        imageUrl,
      });
      const parts = await allParts(tight, cook.client);
      expect(parts.map((part) => part.recipes)).toEqual([1, 1]);
      for (const part of parts) expect(part.bytes.length).toBeLessThanOrEqual(20_000);
      expect(parts[0]!.text).not.toContain('left out');
      expect(parts[1]!.text).toContain('1 photo(s) are left out');
      expect(parts[1]!.text).not.toMatch(/photos\/[\w-]+\.webp/);
    } finally {
      await tight.close();
    }
  });

  it('keeps a part with a photo just under the bound within it, README and all', async () => {
    const photo = await noise();
    const cook = await createUser(server, { account_type: 'premium' });
    const full = await fetchObject(
      server,
      `${await uploadImage(server, cook.client, photo)}/full.webp`,
      cook.client,
    );
    for (const room of [1000, 1500, 2000]) {
      const bound = full.bytes.length + room;
      const near = await startTestServer({ IMPORT_FILE_MAX_BYTES: bound });
      try {
        const owner = await createUser(near, { account_type: 'premium' });
        const imageUrl = await uploadImage(near, owner.client, photo);
        await createRecipe(owner.client, { title: 'Near the bound', imageUrl });
        const [part] = await allParts(near, owner.client);
        expect(part!.bytes.length, `bound ${bound}`).toBeLessThanOrEqual(bound);
      } finally {
        await near.close();
      }
    }
  });

  it('refuses an after that names no part', async () => {
    const cook = await createUser(small);
    const res = await cook.client.get('/api/export?after=not-a-cursor');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'after' });
  });
});

describe('the preview', () => {
  it('marks recipes already in My Recipes (same source page, or same title)', async () => {
    const cook = await createUser(server);
    await createRecipe(cook.client, {
      title: 'Banana Bread',
      sourceUrl: 'https://www.bakes.example/banana/',
    });
    await createRecipe(cook.client, { title: 'Pea soup' });
    const file = jsonLd([
      {
        name: 'Banana loaf',
        url: 'https://bakes.example/banana?utm_source=x',
        recipeIngredient: ['3 bananas'],
      },
      { name: '  pea   SOUP ', recipeIngredient: ['peas'] },
      { name: 'Something new', recipeIngredient: ['air'] },
    ]);
    const { preview } = await sendAndPreview(cook.client, file, 'recipes.json');
    expect(preview.status).toBe(200);
    expect(preview.body.items.map((item) => item.duplicateOf?.title ?? null)).toEqual([
      'Banana Bread',
      'Pea soup',
      null,
    ]);
    expect((await myRecipes(cook.client)).length).toBe(2);
  });

  it('reports per-item errors and notes in plain words', async () => {
    const cook = await createUser(server);
    const file = jsonLd([
      { name: '', recipeIngredient: ['x'] },
      { name: 'Long', recipeIngredient: ['x'], video: { contentUrl: 'not a link' } },
    ]);
    const { preview } = await sendAndPreview(cook.client, file, 'recipes.jsonld');
    expect(preview.status).toBe(200);
    expect(preview.body.items[0]!.error).toBe('This recipe has no title.');
    expect(preview.body.items[1]!.error).toBeNull();
    expect(preview.body.items[1]!.notes).toEqual([
      'Its video link is not a web address, so it is left out.',
    ]);
  });

  it('refuses a file it cannot read, in plain words', async () => {
    const cook = await createUser(server);
    const { preview } = await sendAndPreview(cook.client, Buffer.from('hello'), 'notes.txt');
    expect(preview.status).toBe(400);
    const refusal = preview.body as unknown as { code: string; message: string };
    expect(refusal.code).toBe('import_unknown_format');
    expect(refusal.message).toMatch(/^Potluck cannot read this file/);
  });
});

describe('the plan limit', () => {
  it('refuses a choice that does not fit, listing what does not, and writes nothing', async () => {
    const cook = await createUser(server);
    const limit = FREE_RECIPE_LIMIT;
    for (let n = 0; n < limit - 2; n += 1) await createRecipe(cook.client, { title: `Mine ${n}` });
    const file = jsonLd(['One', 'Two', 'Three'].map((name) => ({ name, recipeIngredient: ['x'] })));
    const { uploadURL, preview } = await sendAndPreview(cook.client, file, 'r.json');
    expect(preview.body.room).toBe(2);

    const tooMany = await cook.client.post('/api/recipes/import/files', {
      uploadURL,
      fileName: 'r.json',
      items: [0, 1, 2],
    });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.code).toBe('recipe_limit_room');
    expect(tooMany.body.chosen).toBe(3);
    expect(tooMany.body.doesNotFit).toEqual(['Three']);
    expect(tooMany.body.message).toMatch(/room for 2 more recipes, and 3 are chosen/);
    expect((await myRecipes(cook.client)).length).toBe(limit - 2);

    const fits = await cook.client.post('/api/recipes/import/files', {
      uploadURL,
      fileName: 'r.json',
      items: [0, 2],
    });
    expect(fits.status).toBe(201);
    expect(fits.body.imported.map((item: { title: string }) => item.title)).toEqual([
      'One',
      'Three',
    ]);
    expect((await myRecipes(cook.client)).length).toBe(limit);
  });
});

describe('the plan limit, two imports at once', () => {
  it('answers the one that no longer fits with what does not fit now', async () => {
    const cook = await createUser(server);
    for (let n = 0; n < FREE_RECIPE_LIMIT - 3; n += 1)
      await createRecipe(cook.client, { title: `Mine ${n}` });
    // A photo slow enough to process that both imports pass the first count of the room.
    const photo = await sharp({
      create: { width: 2000, height: 2000, channels: 3, background: '#c84' },
    })
      .jpeg()
      .toBuffer();
    const sent: string[] = [];
    for (const prefix of ['A', 'B']) {
      const recipes = [1, 2].map((n) => ({
        name: `${prefix}${n}`,
        recipeIngredient: ['x'],
        image: 'p.jpg',
      }));
      const file = await zip([
        { name: 'r.json', data: jsonLd(recipes) },
        { name: 'p.jpg', data: photo, compress: false },
      ]);
      const { uploadURL, put } = await send(server, cook.client, file);
      expect(put.status).toBe(200);
      sent.push(uploadURL);
    }
    const results = await Promise.all(
      sent.map((uploadURL) =>
        cook.client.post('/api/recipes/import/files', {
          uploadURL,
          fileName: 'r.zip',
          items: [0, 1],
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 403]);
    const refused = results.find((result) => result.status === 403)!;
    expect(ImportFileLimitErrorSchema.parse(refused.body)).toMatchObject({
      room: 1,
      doesNotFit: [expect.stringMatching(/^[AB]2$/)],
    });
    expect(refused.body.message).toMatch(/room for 1 more recipe, and 2 are chosen/);
    expect((await myRecipes(cook.client)).length).toBe(FREE_RECIPE_LIMIT - 1);
  });
});

describe('photos', () => {
  it('leaves out a recipe whose photo will not process, naming why, and imports the rest', async () => {
    const cook = await createUser(server, { account_type: 'premium' });
    const good = await makeImage('png', 40, 30);
    const broken = Buffer.concat([good.subarray(0, 40), Buffer.alloc(200, 1)]);
    const recipe = (name: string, image: string) => ({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name,
      recipeIngredient: ['x'],
      image,
    });
    const archive = await zip([
      { name: 'recipes/good.json', data: JSON.stringify(recipe('Good', 'photos/good.png')) },
      { name: 'recipes/bad.json', data: JSON.stringify(recipe('Bad', 'photos/bad.png')) },
      { name: 'photos/good.png', data: good },
      { name: 'photos/bad.png', data: broken },
    ]);
    const { uploadURL, preview } = await sendAndPreview(cook.client, archive, 'mine.zip');
    expect(preview.status).toBe(200);
    const indexOf = (title: string) =>
      preview.body.items.find((item) => item.title === title)!.index;
    const result = await cook.client.post<ImportFileResult>('/api/recipes/import/files', {
      uploadURL,
      fileName: 'mine.zip',
      items: [indexOf('Good'), indexOf('Bad')],
    });
    expect(result.status).toBe(201);
    expect(result.body.imported.map((item) => item.title)).toEqual(['Good']);
    expect(result.body.failed).toEqual([
      {
        index: indexOf('Bad'),
        title: 'Bad',
        error: expect.stringMatching(/^Its photo could not be processed/),
      },
    ]);
    const [saved] = await myRecipes(cook.client);
    expect(saved!.imageUrl).toMatch(/^\/objects\/images\//);
  });
});

describe('a picture many recipes name', () => {
  it('is processed once, and each recipe shows it', async () => {
    const cook = await createUser(server, { account_type: 'premium' });
    const photo = await makeImage('jpeg', 300, 200);
    const recipes = ['One', 'Two', 'Three'].map((name) => ({
      name,
      recipeIngredient: ['x'],
      image: 'shared.jpg',
    }));
    const archive = await zip([
      { name: 'r.json', data: jsonLd(recipes) },
      { name: 'shared.jpg', data: photo, compress: false },
    ]);
    const { uploadURL, preview } = await sendAndPreview(cook.client, archive, 'shared.zip');
    expect(preview.body.items.every((item) => item.hasPhoto)).toBe(true);
    const images = await imageCount();
    const result = await cook.client.post<ImportFileResult>('/api/recipes/import/files', {
      uploadURL,
      fileName: 'shared.zip',
      items: [0, 1, 2],
    });
    expect(result.status).toBe(201);
    expect(await imageCount()).toBe(images + 1);
    const shown = new Set((await myRecipes(cook.client)).map((recipe) => recipe.imageUrl));
    expect(shown.size).toBe(1);
    expect([...shown][0]).toMatch(/^\/objects\/images\//);
  });
});

describe('hostile files', () => {
  it('refuses a zip bomb, a path outside the archive and too many files, writing nothing', async () => {
    const strict = await startTestServer({ IMPORT_FILE_MAX_ENTRIES: 5 }, { shareDataWith: server });
    try {
      const cook = await createUser(strict, { account_type: 'premium' });
      const imagesBefore = await imageCount();
      const bomb = await zip([{ name: 'recipes/a.json', data: Buffer.alloc(20 * 1_048_576, 32) }]);
      const traversal = Buffer.from(
        (await zip([{ name: 'aa/recipe.json', data: '{}' }]))
          .toString('latin1')
          .replaceAll('aa/', '../'),
        'latin1',
      );
      const many = await zip(
        Array.from({ length: 6 }, (_, n) => ({
          name: `r${n}.json`,
          data: jsonLd([{ name: `R${n}` }]),
        })),
      );
      const expected = [
        [bomb, 'import_suspicious_entry'],
        [traversal, 'import_unsafe_path'],
        [many, 'import_too_many_files'],
      ] as const;
      for (const [bytes, code] of expected) {
        const { uploadURL } = await send(strict, cook.client, bytes);
        const preview = await cook.client.post('/api/recipes/import/files/preview', {
          uploadURL,
          fileName: 'x.zip',
        });
        expect(preview.body.code).toBe(code);
        expect(preview.status).toBe(code === 'import_too_many_files' ? 413 : 400);
        const commit = await cook.client.post('/api/recipes/import/files', {
          uploadURL,
          fileName: 'x.zip',
          items: [0],
        });
        expect(commit.body.code).toBe(code);
      }
      expect((await myRecipes(cook.client)).length).toBe(0);
      expect(await imageCount()).toBe(imagesBefore);
    } finally {
      await strict.close();
    }
  });

  it('refuses more recipes than IMPORT_FILE_MAX_RECIPES before reading any', async () => {
    const few = await startTestServer({ IMPORT_FILE_MAX_RECIPES: 3 });
    try {
      const cook = await createUser(few, { account_type: 'premium' });
      const preview = async (names: string[]) => {
        const { uploadURL, put } = await send(
          few,
          cook.client,
          jsonLd(names.map((name) => ({ name }))),
        );
        expect(put.status).toBe(200);
        return cook.client.post('/api/recipes/import/files/preview', {
          uploadURL,
          fileName: 'r.json',
        });
      };
      const tooMany = await preview(['A', 'B', 'C', 'D']);
      expect(tooMany.status).toBe(413);
      expect(tooMany.body).toMatchObject({
        code: 'import_too_many_recipes',
        message: 'This file holds more than 3 recipes, more than an import takes at once.',
      });
      expect((await preview(['A', 'B', 'C'])).status).toBe(200);
    } finally {
      await few.close();
    }
  });

  it('reads a time nested far deeper than any export as no time, not a server error', async () => {
    const cook = await createUser(server);
    // Written out by hand: JSON.stringify itself cannot go this deep.
    const prepTime = `${'['.repeat(20_000)}"PT5M"${']'.repeat(20_000)}`;
    const file = Buffer.from(
      `{"@context":"https://schema.org","@type":"Recipe","name":"Deep soup","recipeIngredient":["water"],"prepTime":${prepTime}}`,
    );
    const { preview } = await sendAndPreview(cook.client, file, 'deep.json');
    expect(preview.status).toBe(200);
    expect(preview.body.items).toMatchObject([{ title: 'Deep soup', error: null }]);
  });

  it('refuses a file larger than IMPORT_FILE_MAX_BYTES as it is sent', async () => {
    const small = await startTestServer(
      { IMPORT_FILE_MAX_BYTES: 1_048_576 },
      { shareDataWith: server },
    );
    try {
      const cook = await createUser(small);
      const { uploadURL, put } = await send(small, cook.client, Buffer.alloc(1_200_000, 7));
      // A bucket's presigned PUT cannot carry a size, so there the file is refused when read.
      const refusal = runsOnLocalStore()
        ? put
        : await cook.client.post('/api/recipes/import/files/preview', {
            uploadURL,
            fileName: 'x.zip',
          });
      expect(refusal.status).toBe(413);
      expect(refusal.body).toMatchObject({
        message: 'The file is larger than the maximum of 1 MB',
        code: 'file_too_large',
        megabytes: 1,
      });
    } finally {
      await small.close();
    }
  });
});

describe('who may use an upload', () => {
  it('answers 401 signed out, and 404 for another user’s file or a photo upload', async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const { uploadURL } = await send(server, owner.client, jsonLd([{ name: 'Mine' }]));
    const anonymous = new TestClient(server.baseUrl);
    expect((await anonymous.post('/api/recipes/import/files/upload')).status).toBe(401);
    const body = { uploadURL, fileName: 'r.json' };
    expect((await anonymous.post('/api/recipes/import/files/preview', body)).status).toBe(401);
    expect((await other.client.post('/api/recipes/import/files/preview', body)).status).toBe(404);
    expect(
      (await other.client.post('/api/recipes/import/files', { ...body, items: [0] })).status,
    ).toBe(404);

    const photoURL = await requestUploadUrl(owner.client);
    await putBytes(server, photoURL, jsonLd([{ name: 'Sneaky' }]));
    const viaPhoto = await owner.client.post('/api/recipes/import/files/preview', {
      uploadURL: photoURL,
      fileName: 'r.json',
    });
    expect(viaPhoto.status).toBe(404);
    expect((await owner.client.post('/api/recipes/import/files/preview', body)).status).toBe(200);
  });

  it('refuses a malformed choice with a 400 and imports nothing', async () => {
    const cook = await createUser(server);
    const file = jsonLd([{ name: '' }, { name: 'Fine', recipeIngredient: ['x'] }]);
    const { uploadURL } = await sendAndPreview(cook.client, file, 'r.json');
    const choose = (items: unknown) =>
      cook.client.post('/api/recipes/import/files', { uploadURL, fileName: 'r.json', items });
    expect((await choose([])).status).toBe(400);
    expect((await choose([7])).body).toMatchObject({
      message: 'This file has no recipe number 8.',
      code: 'import_item_missing',
      number: 8,
    });
    const untitled = (await choose([0, 1])).body;
    expect(untitled.message).toMatch(/cannot be imported: This recipe has no title\./);
    expect(untitled.code).toBe('import_item_invalid');
    expect(typeof untitled.title).toBe('string');
    expect((await myRecipes(cook.client)).length).toBe(0);
    expect((await choose([1])).status).toBe(201);
  });
});
