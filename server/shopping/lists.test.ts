// Shopping lists over REST: making (within SHOPPING_LISTS_PER_HOUSEHOLD), renaming and deleting
// lists; adding typed lines and recipes' ingredients (merged by food); checking, moving and
// rewriting items, with a section correction remembered for the household's next lists; the
// item limit; the list's sync document as bytes; and text that may not be stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { AddItemsAnswer, ShoppingList } from '../../contract/households';
import { addItems, parseItemText, readListDoc, setChecked } from '../../contract/shopping/list-doc';
import { createRecipe, createUser } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import {
  addLines,
  createList,
  householdWithPeople,
  ownHousehold,
  readHousehold,
  readList,
} from '../households/testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A member's fresh list. */
async function aList(name = 'Groceries') {
  const people = await householdWithPeople(server);
  const list = await createList(people.owner.client, people.household.id, name);
  return { ...people, list };
}

const item = (list: ShoppingList, food: string) => list.items.find((i) => i.food === food)!;

async function docOf(client: TestClient, listId: string) {
  const res = await fetch(`${server.baseUrl}/api/lists/${listId}/doc`, {
    headers: { cookie: client.cookieHeader },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/octet-stream');
  const doc = new Y.Doc();
  Y.applyUpdate(doc, new Uint8Array(await res.arrayBuffer()));
  return doc;
}

const postDoc = (client: TestClient, listId: string, update: Uint8Array) =>
  fetch(`${server.baseUrl}/api/lists/${listId}/doc`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader, 'content-type': 'application/octet-stream' },
    body: Buffer.from(update),
  });

/** Changes a copy of the list's document as a Yjs client would, and posts what changed. */
async function changeDoc(client: TestClient, listId: string, change: (doc: Y.Doc) => void) {
  const doc = await docOf(client, listId);
  const before = Y.encodeStateVector(doc);
  doc.transact(() => change(doc));
  return postDoc(client, listId, Y.encodeStateAsUpdate(doc, before));
}

describe('lists', () => {
  it('are made, renamed and shown in the household by any member', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const made = await createList(member.client, household.id, '  Weekend  ');
    expect(made).toMatchObject({ name: 'Weekend', householdId: household.id, itemCount: 0 });
    const renamed = await owner.client.patch<ShoppingList>(`/api/lists/${made.id}`, {
      name: 'Saturday',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: made.id, name: 'Saturday', items: [] });
    const lists = (await readHousehold(member.client, household.id)).lists;
    expect(lists.map((list) => list.name)).toEqual(['Saturday']);
    const listed = await member.client.get(`/api/households/${household.id}/lists`);
    expect(listed.body.lists.map((list: { id: string }) => list.id)).toEqual([made.id]);
  });

  it.each([
    ['an empty name', { name: ' ' }],
    ['a name too long', { name: 'x'.repeat(81) }],
    ['an unknown field', { name: 'Ok', items: [] }],
    ['a NUL in the name', { name: 'Gro\u0000ceries' }],
  ])('refuses %s with 400, making and renaming nothing', async (_label, body) => {
    const { owner, household, list } = await aList('Groceries');
    expect((await owner.client.post(`/api/households/${household.id}/lists`, body)).status).toBe(
      400,
    );
    expect((await owner.client.patch(`/api/lists/${list.id}`, body)).status).toBe(400);
    const lists = (await readHousehold(owner.client, household.id)).lists;
    expect(lists.map((l) => l.name)).toEqual(['Groceries']);
  });

  it('are deleted with their document', async () => {
    const { member, household, list } = await aList();
    await addLines(member.client, list.id, ['1 loaf bread']);
    const docRow = () =>
      server.deps.db.selectFrom('sync_docs').select('doc_id').where('doc_id', '=', list.id);
    expect(await docRow().executeTakeFirst()).toBeDefined();
    expect((await member.client.delete(`/api/lists/${list.id}`)).status).toBe(204);
    expect(await docRow().executeTakeFirst()).toBeUndefined();
    expect((await member.client.get(`/api/lists/${list.id}`)).status).toBe(404);
    expect((await member.client.get(`/api/lists/${list.id}/doc`)).status).toBe(404);
    expect((await readHousehold(member.client, household.id)).lists).toEqual([]);
    expect((await member.client.delete(`/api/lists/${list.id}`)).status).toBe(404);
  });
});

describe('adding items', () => {
  it('reads typed lines and merges the same food into one item', async () => {
    const { member, list } = await aList();
    const first = await addLines(member.client, list.id, ['2 lb potatoes', '1 cup milk', 'salt']);
    expect(first.itemIds).toHaveLength(3);
    const second = await addLines(member.client, list.id, ['200 ml milk']);
    const shown = await readList(member.client, list.id);
    expect(item(shown, 'potatoes')).toMatchObject({
      display: '2 lb potatoes',
      section: 'produce',
      checked: false,
      recipes: [],
    });
    expect(shown.items.filter((i) => i.food === 'milk')).toHaveLength(1);
    expect(second.itemIds).toEqual([item(shown, 'milk').id]);
    expect(item(shown, 'milk').display).toBe('1 ⅞ cups milk');
    expect(item(shown, 'salt').display).toBe('salt');
    expect(shown).toMatchObject({ itemCount: 3, uncheckedCount: 3 });
  });

  it("adds a recipe's ingredients, scaled to the servings asked for", async () => {
    const { owner, list } = await aList();
    const recipe = await createRecipe(owner.client, {
      title: 'Pancakes',
      servings: '4',
      ingredients: ['2 cups milk', '4 eggs', ''],
    });
    const res = await owner.client.post(`/api/lists/${list.id}/items`, {
      recipeId: recipe.id,
      servings: 8,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.itemIds).toHaveLength(2);
    const shown = await readList(owner.client, list.id);
    expect(shown.items.map((i) => i.display).sort()).toEqual(['4 cups milk', '8 eggs']);
    expect(item(shown, 'eggs').recipes).toEqual([{ id: recipe.id, title: 'Pancakes' }]);
  });

  it("counts a recipe's lines that merge into one item once, as the list shows them", async () => {
    const { owner, list } = await aList();
    const recipe = await createRecipe(owner.client, {
      title: 'Egg Fried Rice',
      ingredients: ['2 eggs', '1 cup rice', '1 egg', '1 tbsp soy sauce', '1 egg yolk'],
    });
    const res = await owner.client.post<AddItemsAnswer>(`/api/lists/${list.id}/items`, {
      recipeId: recipe.id,
    });
    expect(res.status, res.text).toBe(201);
    const shown = await readList(owner.client, list.id);
    expect(res.body.itemIds).toHaveLength(shown.items.length);
    expect(new Set(res.body.itemIds)).toEqual(new Set(shown.items.map((i) => i.id)));
  });

  it('refuses a recipe the caller cannot read (404), adding nothing', async () => {
    const { owner, outsider, list } = await aList();
    const hidden = await createRecipe(outsider.client, { visibility: 'private' });
    const res = await owner.client.post(`/api/lists/${list.id}/items`, { recipeId: hidden.id });
    expect(res.status).toBe(404);
    expect((await readList(owner.client, list.id)).items).toEqual([]);
  });

  it.each([
    ['no lines', { lines: [] }],
    ['an empty line', { lines: ['1 egg', '  '] }],
    ['a line too long', { lines: ['x'.repeat(201)] }],
    ['a NUL in a line', { lines: ['1 egg\u0000'] }],
    ['a lone surrogate in a line', { lines: ['milk \ud800'] }],
    ['lines and a recipe at once', { lines: ['1 egg'], recipeId: 'x' }],
  ])('refuses %s with 400, adding nothing', async (_label, body) => {
    const { owner, list } = await aList();
    const res = await owner.client.post(`/api/lists/${list.id}/items`, body);
    expect(res.status, res.text).toBe(400);
    expect((await readList(owner.client, list.id)).items).toEqual([]);
  });
});

describe('changing items', () => {
  it('checks and unchecks an item, counting what is left to buy', async () => {
    const { owner, member, household, list } = await aList();
    const { itemIds } = await addLines(owner.client, list.id, ['3 onions', '1 lemon']);
    const path = `/api/lists/${list.id}/items/${itemIds[0]}`;
    const checked = await member.client.patch<ShoppingList>(path, { checked: true });
    expect(checked.status).toBe(200);
    expect(item(checked.body, 'onions')).toMatchObject({ checked: true });
    expect(item(checked.body, 'onions').checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const summary = (await readHousehold(owner.client, household.id)).lists[0];
    expect(summary).toMatchObject({ itemCount: 2, uncheckedCount: 1 });
    const unchecked = await owner.client.patch<ShoppingList>(path, { checked: false });
    expect(item(unchecked.body, 'onions')).toMatchObject({ checked: false, checkedAt: null });
  });

  it('rewrites an item from new text', async () => {
    const { owner, list } = await aList();
    const { itemIds } = await addLines(owner.client, list.id, ['3 onions']);
    const res = await owner.client.patch<ShoppingList>(
      `/api/lists/${list.id}/items/${itemIds[0]}`,
      {
        text: '2 red onions',
      },
    );
    expect(res.body.items.map((i) => i.display)).toEqual(['2 red onions']);
  });

  it('remembers a section correction for the food, for the next list', async () => {
    const { owner, member, household, list } = await aList();
    const { itemIds } = await addLines(owner.client, list.id, ['2 lb potatoes']);
    const res = await member.client.patch<ShoppingList>(
      `/api/lists/${list.id}/items/${itemIds[0]}`,
      {
        section: 'pantry',
      },
    );
    expect(item(res.body, 'potatoes').section).toBe('pantry');
    expect((await readHousehold(owner.client, household.id)).sections).toEqual({
      potato: 'pantry',
    });
    const next = await createList(owner.client, household.id, 'Next week');
    await addLines(owner.client, next.id, ['1 kg Potatoes', '1 kg carrots']);
    const shown = await readList(owner.client, next.id);
    expect(item(shown, 'Potatoes').section).toBe('pantry');
    expect(item(shown, 'carrots').section).toBe('produce');
  });

  it('deletes an item, and clears the checked ones', async () => {
    const { owner, list } = await aList();
    const { itemIds } = await addLines(owner.client, list.id, ['1 leek', '2 pears', '3 figs']);
    const base = `/api/lists/${list.id}/items`;
    expect((await owner.client.delete(`${base}/${itemIds[0]}`)).status).toBe(204);
    expect((await owner.client.delete(`${base}/${itemIds[0]}`)).status).toBe(404);
    expect((await owner.client.patch(`${base}/${itemIds[0]}`, { checked: true })).status).toBe(404);
    await owner.client.patch(`${base}/${itemIds[1]}`, { checked: true });
    const cleared = await owner.client.post(`/api/lists/${list.id}/clear-checked`);
    expect(cleared.body).toEqual({ removed: 1 });
    expect((await readList(owner.client, list.id)).items.map((i) => i.food)).toEqual(['figs']);
  });

  it.each([
    ['nothing to change', {}],
    ['an unknown section', { section: 'aisle 9' }],
    ['checked as text', { checked: 'yes' }],
    ['a NUL in the text', { text: '2 pears\u0000' }],
  ])('refuses %s with 400, changing nothing', async (_label, body) => {
    const { owner, list } = await aList();
    const { itemIds } = await addLines(owner.client, list.id, ['2 pears']);
    const before = await readList(owner.client, list.id);
    const res = await owner.client.patch(`/api/lists/${list.id}/items/${itemIds[0]}`, body);
    expect(res.status, res.text).toBe(400);
    expect(await readList(owner.client, list.id)).toEqual(before);
  });
});

describe('limits', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ SHOPPING_LISTS_PER_HOUSEHOLD: 2, SHOPPING_LIST_MAX_ITEMS: 3 });
  });
  afterAll(() => small.close());

  it('refuses a list past SHOPPING_LISTS_PER_HOUSEHOLD', async () => {
    const { client } = await createUser(small);
    const household = await ownHousehold(client);
    await createList(client, household.id, 'One');
    await createList(client, household.id, 'Two');
    const third = await client.post(`/api/households/${household.id}/lists`, { name: 'Three' });
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({
      message: 'A household has at most 2 shopping lists',
      code: 'list_limit',
      max: 2,
    });
    expect((await readHousehold(client, household.id)).lists).toHaveLength(2);
  });

  it('refuses items past SHOPPING_LIST_MAX_ITEMS (400), adding none of them', async () => {
    const { client } = await createUser(small);
    const household = await ownHousehold(client);
    const list = await createList(client, household.id);
    await addLines(client, list.id, ['1 apple', '1 pear']);
    const res = await client.post(`/api/lists/${list.id}/items`, { lines: ['1 fig', '1 kiwi'] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('limit');
    // Merging into an item is no new item: still allowed.
    await addLines(client, list.id, ['2 apples', '1 fig']);
    const shown = await readList(client, list.id);
    expect(shown.items.map((i) => i.display).sort()).toEqual(['1 fig', '1 pear', '3 apples']);
  });
});

describe("the list's sync document", () => {
  it('is read as bytes and changed by a Yjs update', async () => {
    const { owner, member, list } = await aList('Market');
    await addLines(owner.client, list.id, ['2 lb potatoes', '1 cup milk']);
    const doc = await docOf(member.client, list.id);
    expect(readListDoc(doc).name).toBe('Market');
    const potatoes = readListDoc(doc).items.find((i) => i.food === 'potatoes')!;
    const res = await changeDoc(member.client, list.id, (d) => {
      setChecked(d, potatoes.id, true, new Date().toISOString());
      addItems(d, [parseItemText('6 eggs')], { now: new Date().toISOString() });
    });
    expect(res.status).toBe(204);
    const shown = await readList(owner.client, list.id);
    expect(item(shown, 'potatoes').checked).toBe(true);
    expect(item(shown, 'eggs').section).toBe('dairy');
    expect(shown).toMatchObject({ itemCount: 3, uncheckedCount: 2 });
  });

  it('refuses an update holding text that may not be stored, or past the limits', async () => {
    const { owner, list } = await aList();
    await addLines(owner.client, list.id, ['1 onion']);
    const before = await readList(owner.client, list.id);
    const nul = await changeDoc(owner.client, list.id, (d) =>
      addItems(d, [parseItemText('2 ba\u0000nanas')], { now: new Date().toISOString() }),
    );
    expect(nul.status).toBe(400);
    const tooMany = await changeDoc(owner.client, list.id, (d) =>
      addItems(
        d,
        Array.from({ length: server.deps.config.SHOPPING_LIST_MAX_ITEMS }, (_, i) =>
          parseItemText(`${i + 1} thing${i}`),
        ),
        { now: new Date().toISOString() },
      ),
    );
    expect(tooMany.status).toBe(400);
    const garbage = await postDoc(owner.client, list.id, new Uint8Array([1, 2, 3, 250]));
    expect(garbage.status).toBe(400);
    expect((await owner.client.post(`/api/lists/${list.id}/doc`, { not: 'bytes' })).status).toBe(
      400,
    );
    expect(await readList(owner.client, list.id)).toEqual(before);
  });
});
