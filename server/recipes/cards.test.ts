// GET /api/recipes/cards: the list GET /api/recipes answers, a page at a time, as cards.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RecipeCardPageSchema,
  type CreateRecipeInput,
  type Recipe,
  type RecipeCardPage,
  type RecipeSort,
} from '../../contract/recipes';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function cookWith(recipes: Partial<CreateRecipeInput>[]) {
  const cook = await createUser(server, { account_type: 'premium' });
  const created: Recipe[] = [];
  for (const recipe of recipes) {
    if (created.length > 0) await sleep(3);
    created.push(await createRecipe(cook.client, recipe));
  }
  return { ...cook, recipes: created };
}

const q = (params: Record<string, string | undefined>) =>
  `?${new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString()}`;

/** Every page of the cards for `params`, following nextCursor, with each page's answer. */
async function allPages(client: TestClient, params: Record<string, string | undefined>) {
  const pages: RecipeCardPage[] = [];
  let cursor: string | undefined;
  do {
    const res = await client.get<RecipeCardPage>(`/api/recipes/cards${q({ ...params, cursor })}`);
    expect(res.status, res.text).toBe(200);
    pages.push(RecipeCardPageSchema.parse(res.body));
    cursor = res.body.nextCursor ?? undefined;
  } while (cursor !== undefined && pages.length < 50);
  return pages;
}

// Titles chosen so the alphabetical order differs from the others, with a tie in lower case.
const TITLES = ['banana bread', 'Apple pie', 'apple Pie', 'Carrot cake', 'date loaf', 'Egg tart'];

describe('GET /api/recipes/cards', () => {
  it('answers 401 when signed out', async () => {
    const res = await new TestClient(server.baseUrl).get('/api/recipes/cards');
    expect(res.status).toBe(401);
  });

  it.each<RecipeSort | undefined>([undefined, 'recent', 'created', 'alphabetical'])(
    'pages through the same list as GET /api/recipes, sorted %s',
    async (sort) => {
      const cook = await cookWith(TITLES.map((title) => ({ title, tags: ['cake'] })));
      // An update moves one recipe ahead in "recent" but not in "created".
      await sleep(3);
      await cook.client.put(`/api/recipes/${cook.recipes[0]!.id}`, { description: 'Moist' });

      const full = await cook.client.get<Recipe[]>(`/api/recipes${q({ sort })}`);
      const pages = await allPages(cook.client, { sort, limit: '4' });
      expect(pages.map((page) => page.cards.length)).toEqual([4, 2]);
      expect(pages.map((page) => page.total)).toEqual([6, null]);
      expect(pages.map((page) => page.ownedCount)).toEqual([6, null]);
      expect(pages.at(-1)!.nextCursor).toBeNull();
      const cards = pages.flatMap((page) => page.cards);
      expect(cards.map((card) => card.id)).toEqual(full.body.map((recipe) => recipe.id));
      // A card is the recipe without what the grid does not show.
      const { ingredients, steps, tipVideoUrl, sourceUrl, ...card } = full.body[0]!;
      expect([ingredients, steps, tipVideoUrl, sourceUrl]).not.toContain(undefined);
      expect(cards[0]).toEqual(card);
    },
  );

  it('pages a search in relevance order, and filters by tags, like GET /api/recipes', async () => {
    const cook = await cookWith([
      { title: 'Plain rice', description: 'With a tomato on the side', tags: ['side'] },
      { title: 'Tomato soup', tags: ['soup'] },
      { title: 'Tomato salad', tags: ['side'] },
      { title: 'Bread', tags: ['side'] },
    ]);
    for (const params of [
      { search: 'tomato' },
      { tags: 'side' },
      { search: 'tom', tags: 'SIDE' },
    ]) {
      const full = await cook.client.get<Recipe[]>(`/api/recipes${q(params)}`);
      const pages = await allPages(cook.client, { ...params, limit: '1' });
      expect(pages.flatMap((page) => page.cards.map((card) => card.title))).toEqual(
        full.body.map((recipe) => recipe.title),
      );
      expect(pages[0]!.total).toBe(full.body.length);
    }
  });

  it('shows a change made after the list was first read', async () => {
    const cook = await cookWith([{ title: 'Before' }]);
    await allPages(cook.client, {});
    await cook.client.put(`/api/recipes/${cook.recipes[0]!.id}`, { title: 'After' });
    const [page] = await allPages(cook.client, {});
    expect(page!.cards.map((card) => card.title)).toEqual(['After']);
    const full = await cook.client.get<Recipe[]>('/api/recipes');
    expect(full.body.map((recipe) => recipe.title)).toEqual(['After']);
  });

  it('tells an editor only what an editor may know of the sharing', async () => {
    const owner = await cookWith([{ title: 'Shared' }]);
    const editor = await createUser(server, { account_type: 'premium' });
    await owner.client.put(`/api/recipes/${owner.recipes[0]!.id}`, { editors: [editor.user.id] });
    // The owner's read keeps the recipe serialized; the editor's must not get the owner's view.
    await allPages(owner.client, {});
    const [page] = await allPages(editor.client, {});
    expect(page!.cards).toHaveLength(1);
    expect(page!.cards[0]!.ownerUid).toBe(owner.user.id);
    expect(page!.cards[0]!.editors).toEqual([editor.user.id]);
    expect(page!.cards[0]!.abilities).toEqual({ edit: true, delete: false, share: false });
    // What the plan's limit counts: the recipes one owns, not those shared with one.
    expect(page!.ownedCount).toBe(0);
    const [filtered] = await allPages(owner.client, { search: 'no-such-words' });
    expect({ total: filtered!.total, ownedCount: filtered!.ownedCount }).toEqual({
      total: 0,
      ownedCount: 1,
    });
  });

  it('sends every tag of the library with the first page, whatever the filter', async () => {
    const cook = await cookWith([
      { title: 'Old soup', tags: ['soup', 'Winter'] },
      { title: 'New stew', tags: ['winter', 'Dinner'] },
    ]);
    const other = await createUser(server, { account_type: 'premium' });
    const shared = await createRecipe(other.client, { title: 'Shared', tags: ['Brunch'] });
    await other.client.put(`/api/recipes/${shared.id}`, { viewers: [cook.user.id] });
    await createRecipe(other.client, { title: 'Not shared', tags: ['secret'] });

    // The most recently updated recipe's spelling, A-Z, shared recipes' tags included.
    const expected = ['Brunch', 'Dinner', 'soup', 'winter'];
    const pages = await allPages(cook.client, { limit: '1' });
    expect(pages.map((page) => page.tags)).toEqual([expected, null, null]);
    const [filtered] = await allPages(cook.client, { tags: 'soup', search: 'soup' });
    expect(filtered!.tags).toEqual(expected);

    // A change to the tags is in the next first page.
    await cook.client.put(`/api/recipes/${cook.recipes[0]!.id}`, { tags: ['Soup', 'Autumn'] });
    const [changed] = await allPages(cook.client, {});
    expect(changed!.tags).toEqual(['Autumn', 'Brunch', 'Dinner', 'Soup', 'winter']);
  });

  it('refuses a cursor it did not make, or made for another order, and a page too big', async () => {
    const cook = await cookWith([{ title: 'One' }, { title: 'Two' }]);
    const first = await cook.client.get<RecipeCardPage>('/api/recipes/cards?limit=1');
    const cursor = first.body.nextCursor!;
    for (const query of [
      q({ cursor: 'not-a-cursor' }),
      q({ cursor: Buffer.from('{"sort":"recent"}').toString('base64url') }),
      q({ cursor, sort: 'alphabetical' }),
      q({ cursor, search: 'one' }),
      q({ limit: '101' }),
      q({ limit: '0' }),
    ]) {
      const res = await cook.client.get(`/api/recipes/cards${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});
