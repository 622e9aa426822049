// The meal plan's REST calls: adding a recipe (its title kept, its servings by default) or a
// note, moving and changing entries, removing them, reading a range of days, and sending a
// range's ingredients to a shopping list scaled to each entry's servings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanEntry } from '../../contract/households';
import { PLAN_RANGE_MAX_DAYS } from '../../contract/households';
import { createRecipe } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import {
  addLines,
  createList,
  householdWithPeople,
  ownHousehold,
  readList,
} from '../households/testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = '2026-03-02';

async function planOf(client: TestClient, householdId: string, from = DAY, to = DAY) {
  const res = await client.get<{ entries: PlanEntry[] }>(
    `/api/households/${householdId}/plan?from=${from}&to=${to}`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body.entries;
}

async function plan(client: TestClient, householdId: string, body: Record<string, unknown>) {
  const res = await client.post<PlanEntry>(`/api/households/${householdId}/plan`, {
    date: DAY,
    slot: 'dinner',
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe('adding to the plan', () => {
  it('plans a recipe with its title and its own servings, kept when the recipe changes', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    // Being in a household opens no recipes: the member plans one they can read.
    const recipe = await createRecipe(owner.client, {
      title: 'Lasagne',
      servings: '4',
      visibility: 'link-view',
    });
    const entry = await plan(member.client, household.id, { recipeId: recipe.id });
    expect(entry).toMatchObject({
      date: DAY,
      slot: 'dinner',
      recipeId: recipe.id,
      title: 'Lasagne',
      note: null,
      servings: 4,
      addedBy: member.user.id,
    });
    await owner.client.put(`/api/recipes/${recipe.id}`, { title: 'Veggie lasagne' });
    expect((await planOf(owner.client, household.id)).map((e) => e.title)).toEqual(['Lasagne']);
  });

  it('takes the servings given, and a recipe without servings has none', async () => {
    const { owner, household } = await householdWithPeople(server);
    const four = await createRecipe(owner.client, { servings: '4' });
    const none = await createRecipe(owner.client);
    expect(
      (await plan(owner.client, household.id, { recipeId: four.id, servings: 2 })).servings,
    ).toBe(2);
    expect((await plan(owner.client, household.id, { recipeId: none.id })).servings).toBeNull();
  });

  it('plans a note', async () => {
    const { owner, household } = await householdWithPeople(server);
    const entry = await plan(owner.client, household.id, { slot: 'lunch', note: ' Leftovers ' });
    expect(entry).toMatchObject({ slot: 'lunch', recipeId: null, title: '', note: 'Leftovers' });
  });

  it.each([
    ['both a recipe and a note', (id: string) => ({ recipeId: id, note: 'and a note' })],
    ['neither', () => ({})],
    ['a date that does not exist', (id: string) => ({ recipeId: id, date: '2026-02-30' })],
    ['a month that does not exist', (id: string) => ({ recipeId: id, date: '2026-13-01' })],
    ['a date in another form', (id: string) => ({ recipeId: id, date: '03/02/2026' })],
    ['an unknown slot', (id: string) => ({ recipeId: id, slot: 'brunch' })],
    ['servings of zero', (id: string) => ({ recipeId: id, servings: 0 })],
    ['a note too long', () => ({ note: 'x'.repeat(201) })],
    ['an unknown field', (id: string) => ({ recipeId: id, order: 3 })],
  ])('refuses %s with 400, changing nothing', async (_label, body) => {
    const { owner, household } = await householdWithPeople(server);
    const recipe = await createRecipe(owner.client);
    const res = await owner.client.post(`/api/households/${household.id}/plan`, {
      date: DAY,
      slot: 'dinner',
      ...body(recipe.id),
    });
    expect(res.status, res.text).toBe(400);
    expect(await planOf(owner.client, household.id, '2026-02-01', '2026-03-31')).toEqual([]);
  });

  it('answers 404 for a recipe the caller cannot read, or one that does not exist', async () => {
    const { owner, outsider, household } = await householdWithPeople(server);
    const hidden = await createRecipe(outsider.client, { title: 'Secret', visibility: 'private' });
    const path = `/api/households/${household.id}/plan`;
    const body = { date: DAY, slot: 'dinner' };
    expect((await owner.client.post(path, { ...body, recipeId: hidden.id })).status).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await owner.client.post(path, { ...body, recipeId: missing })).status).toBe(404);
    expect(await planOf(owner.client, household.id)).toEqual([]);
  });
});

describe('changing the plan', () => {
  it('moves an entry within its slot, to another slot, and to another day', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const [a, b, c] = [
      await plan(owner.client, household.id, { note: 'A' }),
      await plan(owner.client, household.id, { note: 'B' }),
      await plan(owner.client, household.id, { note: 'C' }),
    ];
    const path = (id: string) => `/api/households/${household.id}/plan/${id}`;
    const notes = async () =>
      (await planOf(owner.client, household.id, DAY, '2026-03-03')).map(
        (e) => `${e.date} ${e.slot} ${e.note}`,
      );
    expect((await member.client.patch(path(c!.id), { index: 0 })).status).toBe(200);
    expect(await notes()).toEqual([`${DAY} dinner C`, `${DAY} dinner A`, `${DAY} dinner B`]);
    expect((await member.client.patch(path(b!.id), { index: 1 })).status).toBe(200);
    expect(await notes()).toEqual([`${DAY} dinner C`, `${DAY} dinner B`, `${DAY} dinner A`]);
    const moved = await owner.client.patch(path(a!.id), { slot: 'lunch' });
    expect(moved.body).toMatchObject({ id: a!.id, slot: 'lunch', date: DAY });
    // An index past the end is the end.
    await owner.client.patch(path(c!.id), { date: '2026-03-03', slot: 'lunch', index: 50 });
    expect(await notes()).toEqual([`${DAY} lunch A`, `${DAY} dinner B`, '2026-03-03 lunch C']);
  });

  it('changes servings and the note, and clears the note with null', async () => {
    const { owner, household } = await householdWithPeople(server);
    const recipe = await createRecipe(owner.client, { servings: '4' });
    const entry = await plan(owner.client, household.id, { recipeId: recipe.id });
    const path = `/api/households/${household.id}/plan/${entry.id}`;
    const changed = await owner.client.patch<PlanEntry>(path, { servings: 6, note: 'double' });
    expect(changed.body).toMatchObject({ servings: 6, note: 'double', recipeId: recipe.id });
    const cleared = await owner.client.patch<PlanEntry>(path, { note: null, servings: null });
    expect(cleared.body).toMatchObject({ servings: null, note: null });
    expect((await owner.client.patch(path, {})).status).toBe(400);
    expect((await owner.client.patch(path, { index: -1 })).status).toBe(400);
    expect((await planOf(owner.client, household.id))[0]).toMatchObject({ servings: null });
  });

  it('removes an entry; an entry that is not there is 404', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const entry = await plan(owner.client, household.id, { note: 'Soup' });
    const path = `/api/households/${household.id}/plan/${entry.id}`;
    expect((await member.client.delete(path)).status).toBe(204);
    expect(await planOf(owner.client, household.id)).toEqual([]);
    expect((await member.client.delete(path)).status).toBe(404);
    expect((await member.client.patch(path, { note: 'back' })).status).toBe(404);
  });
});

describe('reading a range', () => {
  it('answers the days asked for, in date and slot order', async () => {
    const { owner, household } = await householdWithPeople(server);
    await plan(owner.client, household.id, { note: 'dinner 2', date: '2026-03-02' });
    await plan(owner.client, household.id, { note: 'breakfast 2', slot: 'breakfast' });
    await plan(owner.client, household.id, { note: 'out', date: '2026-03-05' });
    await plan(owner.client, household.id, { note: 'first', date: '2026-03-01' });
    const entries = await planOf(owner.client, household.id, '2026-03-01', '2026-03-04');
    expect(entries.map((e) => e.note)).toEqual(['first', 'breakfast 2', 'dinner 2']);
  });

  it.each([
    ['to before from', 'from=2026-03-02&to=2026-03-01'],
    [`more than ${PLAN_RANGE_MAX_DAYS} days`, 'from=2026-01-01&to=2026-03-04'],
    ['a date that does not exist', 'from=2026-02-29&to=2026-03-01'],
    ['no end', 'from=2026-03-01'],
    ['a date in another form', 'from=03/01/2026&to=2026-03-02'],
    ['a month that does not exist', 'from=2026-13-01&to=2026-03-02'],
  ])('refuses %s with 400', async (_label, query) => {
    const { owner, household } = await householdWithPeople(server);
    const res = await owner.client.get(`/api/households/${household.id}/plan?${query}`);
    expect(res.status, res.text).toBe(400);
  });

  it(`takes exactly ${PLAN_RANGE_MAX_DAYS} days`, async () => {
    const { owner, household } = await householdWithPeople(server);
    expect(await planOf(owner.client, household.id, '2026-01-01', '2026-03-03')).toEqual([]);
  });
});

describe('sending the plan to a list', () => {
  it('adds the planned recipes scaled by servings, merging with what is there', async () => {
    const { owner, household } = await householdWithPeople(server);
    const pancakes = await createRecipe(owner.client, {
      title: 'Pancakes',
      servings: '4',
      ingredients: ['2 cups milk', '4 eggs', 'salt'],
    });
    const list = await createList(owner.client, household.id);
    await addLines(owner.client, list.id, ['200 ml milk']);
    await plan(owner.client, household.id, { recipeId: pancakes.id, servings: 2 });
    await plan(owner.client, household.id, { note: 'Eat out', date: '2026-03-03' });
    // Outside the range: not added.
    await plan(owner.client, household.id, { recipeId: pancakes.id, date: '2026-03-09' });
    const res = await owner.client.post(`/api/households/${household.id}/plan/to-list`, {
      listId: list.id,
      from: DAY,
      to: '2026-03-08',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ added: 3, skipped: [] });
    const items = (await readList(owner.client, list.id)).items;
    const milk = items.find((item) => item.food === 'milk')!;
    // 200 ml + 1 cup (half of 2 cups) = 437 ml: one item (2 cups would read "2 ⅞ cups").
    expect(items.filter((item) => item.food === 'milk')).toHaveLength(1);
    expect(milk.display).toBe('1 ⅞ cups milk');
    expect(milk.recipes).toEqual([{ id: pancakes.id, title: 'Pancakes' }]);
    expect(items.find((item) => item.food === 'eggs')?.display).toBe('2 eggs');
    expect(items.find((item) => item.food === 'salt')?.display).toBe('salt');
  });

  it('counts the items the list shows, a food two recipes share once', async () => {
    const { owner, household } = await householdWithPeople(server);
    const omelette = await createRecipe(owner.client, {
      title: 'Omelette',
      ingredients: ['3 eggs', '1 tbsp butter'],
    });
    const frittata = await createRecipe(owner.client, {
      title: 'Frittata',
      ingredients: ['6 eggs', '1 onion'],
    });
    await plan(owner.client, household.id, { recipeId: omelette.id });
    await plan(owner.client, household.id, { recipeId: frittata.id });
    const list = await createList(owner.client, household.id);
    const res = await owner.client.post(`/api/households/${household.id}/plan/to-list`, {
      listId: list.id,
      from: DAY,
      to: DAY,
    });
    const items = (await readList(owner.client, list.id)).items;
    expect(items).toHaveLength(3);
    expect(res.body).toEqual({ added: 3, skipped: [] });
  });

  it('brings the recipes another member planned, though the caller cannot open them', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const theirs = await createRecipe(member.client, {
      title: 'Family secret',
      visibility: 'private',
      ingredients: ['1 jar of secret sauce'],
    });
    const mine = await createRecipe(owner.client, {
      title: 'Toast',
      ingredients: ['2 slices bread'],
    });
    await plan(member.client, household.id, { recipeId: theirs.id });
    await plan(owner.client, household.id, { recipeId: mine.id });
    const list = await createList(owner.client, household.id);
    const res = await owner.client.post(`/api/households/${household.id}/plan/to-list`, {
      listId: list.id,
      from: DAY,
      to: DAY,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ added: 2, skipped: [] });
    const items = (await readList(owner.client, list.id)).items;
    expect(items.map((item) => item.display).sort()).toEqual([
      '1 jar secret sauce',
      '2 slices bread',
    ]);
    // The recipe itself stays the member's own.
    expect((await owner.client.get(`/api/recipes/${theirs.id}`)).status).toBe(404);
  });

  it('skips, naming them, recipes no member can open any more', async () => {
    const { owner, member, outsider, household } = await householdWithPeople(server);
    // The member planned the outsider's recipe while it was open by link...
    const shared = await createRecipe(outsider.client, {
      title: 'Borrowed stew',
      visibility: 'link-view',
      ingredients: ['1 kg beef'],
    });
    const borrowed = await plan(member.client, household.id, { recipeId: shared.id });
    // ...and the member's own private recipe, planned before they left.
    const theirs = await createRecipe(member.client, {
      title: 'Family secret',
      visibility: 'private',
      ingredients: ['1 jar of secret sauce'],
    });
    const left = await plan(member.client, household.id, { recipeId: theirs.id });
    expect(
      (await outsider.client.put(`/api/recipes/${shared.id}`, { visibility: 'private' })).status,
    ).toBe(200);
    expect(
      (await member.client.delete(`/api/households/${household.id}/members/${member.user.id}`))
        .status,
    ).toBe(204);
    const list = await createList(owner.client, household.id);
    const res = await owner.client.post(`/api/households/${household.id}/plan/to-list`, {
      listId: list.id,
      from: DAY,
      to: DAY,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      added: 0,
      skipped: expect.arrayContaining([
        { entryId: borrowed.id, title: 'Borrowed stew' },
        { entryId: left.id, title: 'Family secret' },
      ]),
    });
    expect((await readList(owner.client, list.id)).items).toEqual([]);
  });

  it('gives someone outside the household nothing of its planned recipes', async () => {
    const { member, outsider, household } = await householdWithPeople(server);
    const theirs = await createRecipe(member.client, {
      title: 'Family secret',
      visibility: 'private',
      ingredients: ['1 jar of secret sauce'],
    });
    await plan(member.client, household.id, { recipeId: theirs.id });
    const own = await ownHousehold(outsider.client);
    const ownList = await createList(outsider.client, own.id);
    for (const [householdId, listId] of [
      [household.id, ownList.id],
      [own.id, ownList.id],
    ]) {
      const res = await outsider.client.post(`/api/households/${householdId}/plan/to-list`, {
        listId,
        from: DAY,
        to: DAY,
      });
      // Their own household's plan is empty; this one's answers as if it did not exist.
      if (householdId === household.id) expect(res.status).toBe(404);
      else expect(res.body).toEqual({ added: 0, skipped: [] });
    }
    expect((await readList(outsider.client, ownList.id)).items).toEqual([]);
  });

  it('refuses a list of another household (404), changing nothing', async () => {
    const { owner, outsider, household } = await householdWithPeople(server);
    const recipe = await createRecipe(owner.client, { ingredients: ['1 onion'] });
    await plan(owner.client, household.id, { recipeId: recipe.id });
    const ownList = await createList(owner.client, household.id);
    const { household: theirs } = {
      household: (await outsider.client.get('/api/households')).body.households[0],
    };
    const foreign = await createList(outsider.client, theirs.id);
    const path = `/api/households/${household.id}/plan/to-list`;
    const body = { from: DAY, to: DAY };
    expect((await owner.client.post(path, { ...body, listId: foreign.id })).status).toBe(404);
    // Nor may the outsider send this plan to their own list.
    expect((await outsider.client.post(path, { ...body, listId: foreign.id })).status).toBe(404);
    expect((await readList(outsider.client, foreign.id)).items).toEqual([]);
    expect((await readList(owner.client, ownList.id)).items).toEqual([]);
    expect(
      (await owner.client.post(path, { ...body, listId: ownList.id, to: '2026-03-01' })).status,
    ).toBe(400);
  });
});
