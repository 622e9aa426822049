// NUL characters and unpaired surrogates are refused wherever text comes in, with a 400 naming the
// field and nothing changed, on every engine (this file runs on SQLite and on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../contract/recipes';
import { fitPreview } from '../import/service';
import { openSocket } from '../realtime/testing';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, uniqueEmail, type TestServer } from '../test/harness';
import { findTextProblem, toStorableText } from './text-safety';

const NUL = '\u0000';
const LONE_HIGH = '\ud83c';
const LONE_LOW = '\udf72';
const STEW = '\ud83c\udf72'; // 🍲, a valid pair

describe('findTextProblem', () => {
  it('names the path of the first NUL or unpaired surrogate, in values and keys', () => {
    expect(findTextProblem({ title: `a${NUL}b` })?.path).toBe('title');
    expect(findTextProblem({ ingredients: ['ok', `x${LONE_HIGH}`] })?.path).toBe('ingredients.1');
    expect(findTextProblem({ steps: [`${LONE_LOW}x`] })?.path).toBe('steps.0');
    expect(findTextProblem({ deep: { [`k${NUL}`]: 1 } })?.path).toBe(`deep.k${NUL}`);
    expect(findTextProblem(`${LONE_LOW}${LONE_HIGH}`)?.message).toMatch(/unpaired surrogate/);
  });

  it('passes well-formed text, pairs and non-text values', () => {
    expect(findTextProblem({ title: `Stew ${STEW}`, n: 1, ok: true, none: null })).toBeNull();
    expect(findTextProblem(Buffer.from([0, 0xd8]))).toBeNull();
  });
});

describe('toStorableText', () => {
  it('drops NUL, replaces unpaired surrogates and never cuts a pair in half', () => {
    expect(toStorableText(`a${NUL}b`)).toBe('ab');
    expect(toStorableText(`a${LONE_HIGH}b`)).toBe('a\ufffdb');
    expect(toStorableText(`ab${STEW}`, 3)).toBe('ab');
    expect(toStorableText(`ab${STEW}`, 4)).toBe(`ab${STEW}`);
  });

  it('leaves an imported preview with nothing the save would refuse', () => {
    const preview = fitPreview({
      title: `${'t'.repeat(199)}${STEW}`,
      description: `d${NUL}`,
      ingredients: [`1 egg${LONE_LOW}`, NUL],
      steps: ['Stir'],
      sourceUrl: 'https://example.com/',
      imageUrl: null,
    });
    expect(findTextProblem(preview)).toBeNull();
    expect(preview.title).toBe('t'.repeat(199));
    expect(preview.ingredients).toEqual(['1 egg\ufffd']);
  });
});

describe('over HTTP and the WebSocket', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_CONTACT_PER_IP: 1000 });
  });
  afterAll(() => server.close());

  const countRecipes = async () =>
    Number(
      (
        await server.deps.db
          .selectFrom('recipes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    ['title', { title: `Bad${NUL}title`, ingredients: [] }, 'title'],
    [
      'an ingredient line',
      { title: 'Ok', ingredients: ['salt', `pe${LONE_HIGH}pper`] },
      'ingredients.1',
    ],
    ['a tag', { title: 'Ok', ingredients: [], tags: [`${LONE_LOW}`] }, 'tags.0'],
  ])('refuses a new recipe with a bad %s, creating nothing', async (_what, body, path) => {
    const { client } = await createUser(server);
    const before = await countRecipes();
    const res = await client.post('/api/recipes', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_text', field: path.split('.')[0] });
    expect(res.body.issues[0].path).toBe(path);
    expect(res.body.message).toContain(path);
    expect(await countRecipes()).toBe(before);
  });

  it('refuses an update with a bad field and keeps the recipe as it was', async () => {
    const { client } = await createUser(server);
    const recipe = await createRecipe(client, { description: 'Before' });
    for (const description of [`x${NUL}`, `x${LONE_HIGH}`]) {
      const res = await client.put(`/api/recipes/${recipe.id}`, { description, title: 'After' });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('description');
    }
    const stored = await client.get<Recipe>(`/api/recipes/${recipe.id}`);
    expect(stored.body).toMatchObject({ title: recipe.title, description: 'Before' });
  });

  it('keeps well-formed text, emoji included, exactly as sent', async () => {
    const { client } = await createUser(server);
    const title = `Stew ${STEW} \u200fעברית\u200e \u200bzero-width`;
    const recipe = await createRecipe(client, { title, ingredients: [`${STEW} 1`] });
    const stored = await client.get<Recipe>(`/api/recipes/${recipe.id}`);
    expect(stored.body.title).toBe(title);
    expect(stored.body.ingredients).toEqual([`${STEW} 1`]);
  });

  it('refuses bad text in a query and a path parameter', async () => {
    const { client } = await createUser(server);
    const search = await client.get(`/api/recipes?search=${encodeURIComponent(`a${NUL}`)}`);
    expect(search.status).toBe(400);
    expect(search.body.issues[0].path).toBe('query.search');
    // A lone surrogate has no UTF-8 form: its would-be bytes arrive as U+FFFD or stay escaped.
    const discover = await client.get('/api/recipes/discover?search=%ED%A0%BC');
    expect(discover.status).toBeLessThan(500);
    const byId = await client.get(`/api/recipes/${encodeURIComponent(`id${NUL}`)}`);
    expect(byId.status).toBe(400);
    expect(byId.body.issues[0].path).toBe('params.id');
  });

  it('refuses bad text on sign-up, contact and paste import, storing nothing', async () => {
    const anonymous = new TestClient(server.baseUrl);
    const email = uniqueEmail();
    const register = await anonymous.post('/api/auth/register', {
      email,
      password: 'secret1',
      firstName: `A${NUL}`,
      lastName: 'B',
    });
    expect(register.status).toBe(400);
    expect(register.body.field).toBe('firstName');
    const user = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(user).toBeUndefined();

    const contact = await anonymous.post('/api/contact', {
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Hi',
      message: `Hello ${LONE_HIGH}`,
    });
    expect(contact.status).toBe(400);
    expect(contact.body.field).toBe('message');

    const { client } = await createUser(server);
    const paste = await client.post('/api/recipes/import/paste', {
      html: `<h1>Soup${NUL}</h1>`,
    });
    expect(paste.status).toBe(400);
    expect(paste.body.field).toBe('html');
  });

  it('answers a WebSocket message with bad text with an error, and keeps the socket', async () => {
    const { client } = await createUser(server);
    const recipe = await createRecipe(client);
    const socket = await openSocket(server, client);
    socket.send({ type: 'join', recipeId: `x${NUL}` });
    const error = await socket.next((m) => m.type === 'error');
    expect(error).toMatchObject({ code: 'invalid_text' });
    expect((error as { message: string }).message).toContain('recipeId');
    const joined = await socket.join(recipe.id);
    expect(joined.type).toBe('presence_state');
    await socket.close();
  });
});
