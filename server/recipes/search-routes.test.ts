// The forgiving search through the routes that search: My Recipes (SPEC's list and its card
// pages) and Discover. "lasagnas", "Lasagne" and "spinch" find "Weeknight Spinach Lasagna".
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, RecipeCardPage } from '../../contract/recipes';
import { createRecipe, createUser } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';

let server: TestServer;
let cook: TestClient;
let stranger: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  cook = (await createUser(server, { account_type: 'premium' })).client;
  stranger = (await createUser(server, { account_type: 'premium' })).client;
  const recipes = [
    { title: 'Weeknight Spinach Lasagna', ingredients: ['9 lasagna sheets', '300 g spinach'] },
    { title: 'Lasagne verdi', ingredients: ['nutmeg'] },
    { title: 'Lemon tart', ingredients: ['lemons'] },
  ];
  for (const recipe of recipes) {
    await createRecipe(cook, { ...recipe, visibility: 'public' });
    await sleep(3);
  }
  // Somebody else's private recipe with the very words: never found by the cook.
  await createRecipe(stranger, { title: 'Spinach lasagna for two' });
});
afterAll(() => server.close());

const titles = (recipes: Array<{ title: string }>) => recipes.map((recipe) => recipe.title);
const query = (text: string) => encodeURIComponent(text);

describe('forgiving search', () => {
  it.each([
    ['lasagnas', ['Weeknight Spinach Lasagna', 'Lasagne verdi']],
    ['Lasagne', ['Lasagne verdi', 'Weeknight Spinach Lasagna']],
    ['spinch', ['Weeknight Spinach Lasagna']],
    ['LEMONS', ['Lemon tart']],
    ['tarts', ['Lemon tart']],
    ['lemn', []],
  ])(
    '%j in My Recipes, its cards and Discover finds %j, exact matches first',
    async (text, expected) => {
      const list = await cook.get<Recipe[]>(`/api/recipes?search=${query(text)}`);
      expect(list.status, list.text).toBe(200);
      expect(titles(list.body)).toEqual(expected);

      const cards = await cook.get<RecipeCardPage>(
        `/api/recipes/cards?search=${query(text)}&sort=recent`,
      );
      expect(cards.status, cards.text).toBe(200);
      expect(titles(cards.body.cards)).toEqual(expected);
      expect(cards.body.total).toBe(expected.length);

      const discover = await stranger.get<Recipe[]>(`/api/recipes/discover?search=${query(text)}`);
      expect(discover.status, discover.text).toBe(200);
      expect(titles(discover.body)).toEqual(expected);
    },
  );

  it('pages the cards across match tiers, and refuses a cursor of another tier order', async () => {
    const first = await cook.get<RecipeCardPage>(
      `/api/recipes/cards?search=lasagnas&sort=alphabetical&limit=1`,
    );
    expect(titles(first.body.cards)).toEqual(['Weeknight Spinach Lasagna']);
    const second = await cook.get<RecipeCardPage>(
      `/api/recipes/cards?search=lasagnas&sort=alphabetical&limit=1&cursor=${first.body.nextCursor}`,
    );
    expect(titles(second.body.cards)).toEqual(['Lasagne verdi']);
    expect(second.body.nextCursor).toBeNull();
    // A search's cursor holds the tier: a list without the search does not take it.
    const mixed = await cook.get(
      `/api/recipes/cards?sort=alphabetical&cursor=${first.body.nextCursor}`,
    );
    expect(mixed.status).toBe(400);
  });
});
