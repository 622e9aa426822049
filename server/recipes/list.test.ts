// GET /api/recipes: whose recipes, tag filters, full-text search and sort orders.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateRecipeInput, Recipe } from '../../contract/recipes';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A premium user (no plan limit) with the given recipes, created in order. */
async function cookWith(recipes: Partial<CreateRecipeInput>[]) {
  const cook = await createUser(server, { account_type: 'premium' });
  const created: Recipe[] = [];
  for (const recipe of recipes) {
    // Distinct timestamps, so the order tests do not depend on how fast the machine is.
    if (created.length > 0) await sleep(3);
    created.push(await createRecipe(cook.client, recipe));
  }
  return { ...cook, recipes: created };
}

async function titles(client: TestClient, query = '') {
  const res = await client.get<Recipe[]>(`/api/recipes${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.map((recipe) => recipe.title);
}

const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('GET /api/recipes: whose recipes', () => {
  it('answers 401 when signed out', async () => {
    const res = await new TestClient(server.baseUrl).get('/api/recipes');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Unauthorized' });
  });

  it('lists own recipes and those shared with the user to edit or view, nothing else', async () => {
    const me = await cookWith([{ title: 'Mine' }]);
    const other = await cookWith([
      { title: 'Shared to edit' },
      { title: 'Shared to view' },
      { title: 'Public', visibility: 'public' },
      { title: 'Link edit', visibility: 'link-edit' },
      { title: 'Private' },
    ]);
    const [toEdit, toView] = other.recipes;
    await other.client.put(`/api/recipes/${toEdit!.id}`, { editors: [me.user.id] });
    await other.client.put(`/api/recipes/${toView!.id}`, { viewers: [me.user.id] });

    const res = await me.client.get<Recipe[]>('/api/recipes');
    expect(res.body.map((recipe) => recipe.title).sort()).toEqual([
      'Mine',
      'Shared to edit',
      'Shared to view',
    ]);
    const shared = res.body.find((recipe) => recipe.title === 'Shared to edit');
    expect(shared?.abilities).toEqual({ edit: true, delete: false, share: false });
    const viewed = res.body.find((recipe) => recipe.title === 'Shared to view');
    expect(viewed?.abilities).toEqual({ edit: false, delete: false, share: false });
    // A search and a tag filter look through the viewed ones too.
    const found = await me.client.get<Recipe[]>('/api/recipes?search=view');
    expect(found.body.map((recipe) => recipe.title)).toEqual(['Shared to view']);
    const cards = await me.client.get<{ cards: Recipe[] }>('/api/recipes/cards?search=shared');
    expect(cards.body.cards.map((recipe) => recipe.title).sort()).toEqual([
      'Shared to edit',
      'Shared to view',
    ]);
  });

  it('drops a recipe from the list when the editor is removed', async () => {
    const me = await createUser(server);
    const other = await cookWith([{ title: 'Was shared' }]);
    const id = other.recipes[0]!.id;
    await other.client.put(`/api/recipes/${id}`, { editors: [me.user.id] });
    expect(await titles(me.client)).toEqual(['Was shared']);
    await other.client.put(`/api/recipes/${id}`, { editors: [] });
    expect(await titles(me.client)).toEqual([]);
  });
});

describe('GET /api/recipes: order', () => {
  it('lists most recently updated first by default', async () => {
    const { client, recipes } = await cookWith([{ title: 'B' }, { title: 'a' }, { title: 'C' }]);
    expect(await titles(client)).toEqual(['C', 'a', 'B']);
    await client.put(`/api/recipes/${recipes[0]!.id}`, { description: 'touched' });
    expect(await titles(client)).toEqual(['B', 'C', 'a']);
    expect(await titles(client, '?sort=recent')).toEqual(['B', 'C', 'a']);
  });

  it('sorts A-Z ignoring case, and by creation newest first', async () => {
    const { client, recipes } = await cookWith([
      { title: 'banana' },
      { title: 'Apple' },
      { title: 'cherry' },
    ]);
    await client.put(`/api/recipes/${recipes[0]!.id}`, { description: 'touched' });
    expect(await titles(client, '?sort=alphabetical')).toEqual(['Apple', 'banana', 'cherry']);
    expect(await titles(client, '?sort=created')).toEqual(['cherry', 'Apple', 'banana']);
  });

  it('answers 400 for an unknown sort', async () => {
    const { client } = await createUser(server);
    const res = await client.get('/api/recipes?sort=random');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('sort');
  });
});

describe('GET /api/recipes: tags', () => {
  it('keeps recipes carrying every listed tag, case-insensitively', async () => {
    const { client } = await cookWith([
      { title: 'Soup', tags: ['Dinner', 'Vegan'] },
      { title: 'Salad', tags: ['vegan', 'Lunch'] },
      { title: 'Stew', tags: ['Dinner'] },
    ]);
    expect((await titles(client, q({ tags: 'vegan' }))).sort()).toEqual(['Salad', 'Soup']);
    expect(await titles(client, q({ tags: 'DINNER,vegan' }))).toEqual(['Soup']);
    expect(await titles(client, q({ tags: ' dinner , , Vegan ,' }))).toEqual(['Soup']);
    expect(await titles(client, q({ tags: 'vegan,breakfast' }))).toEqual([]);
    expect((await titles(client, q({ tags: '' }))).length).toBe(3);
  });

  it('follows tag changes', async () => {
    const { client, recipes } = await cookWith([{ title: 'Pie', tags: ['Old'] }]);
    await client.put(`/api/recipes/${recipes[0]!.id}`, { tags: ['New'] });
    expect(await titles(client, q({ tags: 'old' }))).toEqual([]);
    expect(await titles(client, q({ tags: 'new' }))).toEqual(['Pie']);
  });

  it('treats wildcards in tags as text', async () => {
    const { client } = await cookWith([
      { title: 'Pct', tags: ['100%'] },
      { title: 'Other', tags: ['1000'] },
    ]);
    expect(await titles(client, q({ tags: '100%' }))).toEqual(['Pct']);
    expect(await titles(client, q({ tags: '%' }))).toEqual([]);
  });
});

describe('GET /api/recipes: search', () => {
  const kitchen = () =>
    cookWith([
      { title: 'Tomato soup', description: 'Warm and red', ingredients: ['4 tomatoes', 'salt'] },
      {
        title: 'Crème brûlée',
        description: 'Custard',
        ingredients: ['cream', 'eggs'],
        tags: ['Dessert'],
      },
      { title: 'Creme caramel', ingredients: ['milk', 'sugar'] },
      { title: 'Basil pesto', ingredients: ['basil', 'pine nuts', 'tomato'], tags: ['Sauce'] },
      { title: '100% rye bread', ingredients: ['rye flour'] },
      { title: 'snake_case cookies', ingredients: ['flour'] },
      { title: 'Grandma\'s "special" pie', ingredients: ['apples'] },
    ]);

  it('matches word prefixes as the user types', async () => {
    const { client } = await kitchen();
    expect((await titles(client, q({ search: 'tom' }))).sort()).toEqual([
      'Basil pesto',
      'Tomato soup',
    ]);
    expect(await titles(client, q({ search: 'bru' }))).toEqual(['Crème brûlée']);
    // The middle of a word is no prefix ("omato", one letter from "tomato", is read as a typo).
    expect(await titles(client, q({ search: 'mato' }))).toEqual([]);
  });

  it('ignores case and accents, both ways', async () => {
    const { client } = await kitchen();
    expect((await titles(client, q({ search: 'creme' }))).sort()).toEqual([
      'Creme caramel',
      'Crème brûlée',
    ]);
    expect((await titles(client, q({ search: 'CRÈME' }))).sort()).toEqual([
      'Creme caramel',
      'Crème brûlée',
    ]);
    expect(await titles(client, q({ search: 'BRULEE' }))).toEqual(['Crème brûlée']);
  });

  it('needs every word, in any field', async () => {
    const { client } = await kitchen();
    expect(await titles(client, q({ search: 'tomato basil' }))).toEqual(['Basil pesto']);
    expect(await titles(client, q({ search: 'warm red' }))).toEqual(['Tomato soup']);
    expect(await titles(client, q({ search: 'dessert' }))).toEqual(['Crème brûlée']);
    expect(await titles(client, q({ search: 'pine' }))).toEqual(['Basil pesto']);
  });

  it('ranks better matches first unless a sort is given', async () => {
    // The weaker match is the more recent one, so relevance and recency disagree.
    const { client } = await cookWith([
      { title: 'Tomato salad', ingredients: ['tomato', 'oil'] },
      { title: 'Basil pesto', ingredients: ['tomato'] },
      { title: 'Another', ingredients: ['onion'] },
    ]);
    expect(await titles(client, q({ search: 'tomato' }))).toEqual(['Tomato salad', 'Basil pesto']);
    expect(await titles(client, q({ search: 'tomato', sort: 'recent' }))).toEqual([
      'Basil pesto',
      'Tomato salad',
    ]);
    expect(await titles(client, q({ search: 'tomato', sort: 'alphabetical' }))).toEqual([
      'Basil pesto',
      'Tomato salad',
    ]);
  });

  it('combines with the tag filter', async () => {
    const { client } = await kitchen();
    expect(await titles(client, q({ search: 'cre', tags: 'dessert' }))).toEqual(['Crème brûlée']);
  });

  it('treats operators, quotes and wildcards as plain text, never failing', async () => {
    const { client } = await kitchen();
    const hostile = [
      '"',
      '""',
      '*',
      'tom*',
      '-salt',
      'tomato -salt',
      'tomato OR basil',
      'tomato AND',
      'NOT',
      'NEAR(tomato basil)',
      '(tomato',
      'title:tomato',
      '^tomato',
      '{title}:x',
      "'; drop table recipes; --",
      '\\',
      '%',
      '_',
      '%_%',
      '🍅',
      'x'.repeat(200),
    ];
    for (const search of hostile) {
      const res = await client.get<Recipe[]>(`/api/recipes${q({ search })}`);
      expect(res.status, search).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    }
    expect(await titles(client, q({ search: 'tomato OR basil' }))).toEqual([]);
    expect(await titles(client, q({ search: 'title:tomato' }))).toEqual([]);
    expect(await titles(client, q({ search: '"special" pie' }))).toEqual([
      'Grandma\'s "special" pie',
    ]);
    expect((await titles(client, q({ search: 'tom*' }))).sort()).toEqual([
      'Basil pesto',
      'Tomato soup',
    ]);
    expect(await titles(client, q({ search: '-salt' }))).toEqual(['Tomato soup']);
    // NUL is refused as bad text on every engine (server/http/text-safety.ts), not searched for.
    const nul = await client.get(`/api/recipes${q({ search: '\u0000' })}`);
    expect(nul.status).toBe(400);
    expect(nul.body.issues[0].path).toBe('query.search');
  });

  it('matches %, _ and \\ literally when the text has no words', async () => {
    const { client } = await kitchen();
    expect(await titles(client, q({ search: '%' }))).toEqual(['100% rye bread']);
    expect(await titles(client, q({ search: '%%' }))).toEqual([]);
    expect(await titles(client, q({ search: '_' }))).toEqual(['snake_case cookies']);
    expect(await titles(client, q({ search: '\\' }))).toEqual([]);
  });

  it("searches only the user's own and editable recipes", async () => {
    await kitchen();
    const { client } = await cookWith([{ title: 'Plain toast' }]);
    expect(await titles(client, q({ search: 'tomato' }))).toEqual([]);
    expect(await titles(client, q({ search: '%' }))).toEqual([]);
  });

  it('follows edits and deletes', async () => {
    const { client, recipes } = await cookWith([{ title: 'Lasagne' }, { title: 'Lentil stew' }]);
    await client.put(`/api/recipes/${recipes[0]!.id}`, { title: 'Moussaka' });
    expect(await titles(client, q({ search: 'las' }))).toEqual([]);
    expect(await titles(client, q({ search: 'mous' }))).toEqual(['Moussaka']);
    await client.delete(`/api/recipes/${recipes[1]!.id}`);
    expect(await titles(client, q({ search: 'lentil' }))).toEqual([]);
  });

  it('answers 400 for a search over 200 characters', async () => {
    const { client } = await createUser(server);
    const res = await client.get(`/api/recipes${q({ search: 'x'.repeat(201) })}`);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('search');
  });

  it('ignores a blank search', async () => {
    const { client } = await cookWith([{ title: 'One' }, { title: 'Two' }]);
    expect(await titles(client, q({ search: '   ' }))).toEqual(['Two', 'One']);
  });
});
