import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PHOTO_PATH, NO_RECIPE_IN_PHOTO_MESSAGE } from '../../contract/import-photo-values';
import { UNSUPPORTED_IMAGE_MESSAGE } from '../../contract/image-values';
import { createUser } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { SAMPLE_RECIPE_LINES, renderTextImage } from './ocr/testing';

const MAX_BYTES = 200_000;

let server: TestServer;
let recipePhoto: Buffer;

beforeAll(async () => {
  server = await startTestServer({
    IMPORT_PHOTO_MAX_BYTES: MAX_BYTES,
    RATE_LIMIT_IMPORT_PER_USER: 3,
  });
  // A phone photo of a card: JPEG, a little noise and turned a degree.
  recipePhoto = await renderTextImage(SAMPLE_RECIPE_LINES, {
    width: 900,
    fontSize: 24,
    rotate: 1,
    noise: 10,
    format: 'jpeg',
  });
});
afterAll(() => server.close());

/** POSTs `bytes` as the body, as the browser sends a chosen file. */
async function sendPhoto(client: TestClient | null, bytes: Buffer, type = 'image/jpeg') {
  const headers: Record<string, string> = { 'content-type': type };
  if (client) headers.cookie = client.cookieHeader;
  const res = await fetch(server.baseUrl + IMPORT_PHOTO_PATH, {
    method: 'POST',
    headers,
    body: new Uint8Array(bytes),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

describe('POST /api/recipes/import/photo', () => {
  it('reads the recipe in a photo into a preview, wrapped steps joined, and stores nothing', async () => {
    const { client } = await createUser(server);
    const res = await sendPhoto(client, recipePhoto);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Lemon Drizzle Cake',
      sourceUrl: '',
      imageUrl: null,
      ingredients: [
        '225 g butter, softened',
        '225 g caster sugar',
        '4 eggs',
        '275 g self-raising flour',
        '1 lemon, zested',
      ],
    });
    expect(res.body.steps).toEqual([
      'Heat the oven to 180C and line a loaf tin with baking paper.',
      'Beat the butter and sugar until pale, then beat in the eggs one at a time and fold in the flour and zest.',
      'Bake for 45 minutes, until a skewer comes out clean.',
    ]);
    expect((await client.get('/api/recipes')).body).toEqual([]);
  });

  it('reads the servings and times printed on a card', async () => {
    const { client } = await createUser(server);
    const card = await renderTextImage(
      [
        'Flapjacks',
        'Serves 8',
        'Prep 15 minutes',
        'Cook: 1 hr 5 mins',
        '',
        'Ingredients',
        '250 g oats',
        '125 g butter',
        '',
        'Method',
        '1. Melt the butter and stir in the oats.',
      ],
      { width: 700 },
    );
    const res = await sendPhoto(client, card, 'image/png');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Flapjacks',
      servings: '8',
      prepTime: 15,
      cookTime: 65,
      ingredients: ['250 g oats', '125 g butter'],
    });
  });

  it('answers 401 when signed out, before reading the photo', async () => {
    const res = await sendPhoto(null, recipePhoto);
    expect(res.status).toBe(401);
  });

  it('judges the type by the bytes: not an image, or a label that lies, is a 400', async () => {
    const { client } = await createUser(server);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>1 egg</text></svg>');
    const notImage = await sendPhoto(client, svg, 'image/svg+xml');
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe(UNSUPPORTED_IMAGE_MESSAGE);
    // A PNG's bytes are read as a PNG whatever the label says.
    const png = await renderTextImage(['Toast', '', '2 slices bread', '1 tbsp butter'], {
      width: 600,
    });
    expect((await sendPhoto(client, png, 'application/octet-stream')).status).toBe(200);
    const empty = await sendPhoto(client, Buffer.alloc(0));
    expect(empty.status).toBe(400);
  });

  it('answers 413 past IMPORT_PHOTO_MAX_BYTES', async () => {
    const { client } = await createUser(server);
    const big = Buffer.concat([recipePhoto, Buffer.alloc(MAX_BYTES)]);
    const res = await sendPhoto(client, big);
    expect(res.status).toBe(413);
  });

  it('answers 422 with a plain message when the text holds no recipe', async () => {
    const { client } = await createUser(server);
    const letter = await renderTextImage(
      ['Dear Sam,', '', 'Thank you for the lovely weekend.', 'See you soon!'],
      { width: 700 },
    );
    const res = await sendPhoto(client, letter, 'image/png');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(NO_RECIPE_IN_PHOTO_MESSAGE);
  });

  it('counts photos against the same per-user import limit as the other imports', async () => {
    const { client } = await createUser(server);
    const garbage = Buffer.from('not an image');
    await client.post('/api/recipes/import/paste', { text: 'Toast\n2 slices bread' });
    for (let i = 0; i < 2; i++) expect((await sendPhoto(client, garbage)).status).toBe(400);
    const limited = await sendPhoto(client, garbage);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('IMPORT_PHOTO_LANGUAGES', () => {
  it('stops the server at start when a language package is not installed', async () => {
    await expect(startTestServer({ IMPORT_PHOTO_LANGUAGES: 'eng+xyz' })).rejects.toThrow(
      /npm install @tesseract\.js-data\/xyz/,
    );
  });
});
