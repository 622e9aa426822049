import { describe, expect, it } from 'vitest';
import type { CreateRecipeInput, Recipe } from '../../../contract';
import { HttpError } from '../../lib/api';
import {
  addDraft,
  createMemoryDraftStorage,
  discardDraft,
  markForRetry,
  syncDrafts,
  type DraftStorage,
} from './draft-queue';
import { aRecipe } from '../../test/recipes';
import { draftsMatching } from './offline-search';

const ALICE = 'user-alice';
const BOB = 'user-bob';

const recipeInput = (title: string, extra: Partial<CreateRecipeInput> = {}): CreateRecipeInput => ({
  title,
  ingredients: ['1 cup rice'],
  steps: ['Cook'],
  tags: [],
  visibility: 'private',
  ...extra,
});

function recipeFrom(input: CreateRecipeInput, id: string): Recipe {
  const now = new Date().toISOString();
  return aRecipe({
    id,
    ownerUid: ALICE,
    title: input.title,
    description: input.description ?? null,
    ingredients: input.ingredients,
    steps: input.steps ?? [],
    tags: input.tags ?? [],
    createdAt: now,
    updatedAt: now,
  });
}

const httpError = (status: number, body: unknown) =>
  new HttpError(status, JSON.stringify(body), 'Error');
const limitError = () =>
  httpError(403, {
    message: 'Recipe limit reached',
    code: 'recipe_limit_reached',
    upgradeRequired: true,
    limit: 5,
  });

/**
 * A stand-in for POST /api/recipes: answers each title from `answers` (an error to throw, or
 * 'ok'), and records the order of the titles sent.
 */
function fakeServer(answers: Record<string, Error | 'ok'> = {}) {
  const sent: string[] = [];
  return {
    sent,
    createRecipe: async (input: CreateRecipeInput) => {
      sent.push(input.title);
      const answer = answers[input.title] ?? 'ok';
      if (answer !== 'ok') throw answer;
      return recipeFrom(input, `server-${sent.length}`);
    },
  };
}

async function withDrafts(...titles: string[]): Promise<DraftStorage> {
  const storage = createMemoryDraftStorage();
  for (const title of titles) await addDraft(storage, { userId: ALICE, input: recipeInput(title) });
  return storage;
}

const titlesOf = async (storage: DraftStorage, userId = ALICE) =>
  (await storage.read(userId)).map((draft) => `${draft.input.title}:${draft.status}`);

describe('the offline draft queue', () => {
  it('keeps drafts in the order they were saved, each person apart', async () => {
    const storage = await withDrafts('Soup', 'Bread');
    await addDraft(storage, { userId: BOB, input: recipeInput('Bob’s stew') });
    expect(await titlesOf(storage)).toEqual(['Soup:waiting', 'Bread:waiting']);
    expect(await titlesOf(storage, BOB)).toEqual(['Bob’s stew:waiting']);
    const [soup] = await storage.read(ALICE);
    expect(soup!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(soup!.savedAt)).not.toBeNaN();
  });

  it('sends every waiting draft oldest first, and removes each once the server has it', async () => {
    const storage = await withDrafts('Soup', 'Bread', 'Pie');
    const server = fakeServer();
    const outcome = await syncDrafts({ storage, userId: ALICE, createRecipe: server.createRecipe });
    expect(server.sent).toEqual(['Soup', 'Bread', 'Pie']);
    expect(outcome.created.map((recipe) => recipe.title)).toEqual(['Soup', 'Bread', 'Pie']);
    expect(outcome).toMatchObject({ limitReached: null, rejected: 0, interrupted: false });
    expect(await storage.read(ALICE)).toEqual([]);
  });

  it('sends only the signed-in person’s drafts', async () => {
    const storage = await withDrafts('Soup');
    await addDraft(storage, { userId: BOB, input: recipeInput('Bob’s stew') });
    const server = fakeServer();
    await syncDrafts({ storage, userId: ALICE, createRecipe: server.createRecipe });
    expect(server.sent).toEqual(['Soup']);
    expect(await titlesOf(storage, BOB)).toEqual(['Bob’s stew:waiting']);
  });

  it('stops at no network and keeps the rest in order for the next try', async () => {
    const storage = await withDrafts('Soup', 'Bread', 'Pie');
    const server = fakeServer({ Bread: new TypeError('Failed to fetch') });
    const outcome = await syncDrafts({ storage, userId: ALICE, createRecipe: server.createRecipe });
    expect(server.sent).toEqual(['Soup', 'Bread']);
    expect(outcome.interrupted).toBe(true);
    expect(await titlesOf(storage)).toEqual(['Bread:waiting', 'Pie:waiting']);

    const later = fakeServer();
    await syncDrafts({ storage, userId: ALICE, createRecipe: later.createRecipe });
    expect(later.sent).toEqual(['Bread', 'Pie']);
    expect(await storage.read(ALICE)).toEqual([]);
  });

  it.each([
    ['a server failure', httpError(500, { message: 'Internal error' })],
    ['an ended session', httpError(401, { message: 'Unauthorized' })],
    ['a rate limit', httpError(429, { message: 'Too many requests' })],
    ['an unexpected error', new Error('boom')],
  ])('keeps the draft waiting after %s', async (_case, error) => {
    const storage = await withDrafts('Soup', 'Bread');
    const server = fakeServer({ Soup: error });
    const outcome = await syncDrafts({ storage, userId: ALICE, createRecipe: server.createRecipe });
    expect(outcome.interrupted).toBe(true);
    expect(server.sent).toEqual(['Soup']);
    expect(await titlesOf(storage)).toEqual(['Soup:waiting', 'Bread:waiting']);
  });

  it('marks a draft the plan limit refused, keeps it, and does not send it again by itself', async () => {
    const storage = await withDrafts('Soup', 'Bread');
    const server = fakeServer({ Soup: limitError(), Bread: limitError() });
    const outcome = await syncDrafts({ storage, userId: ALICE, createRecipe: server.createRecipe });
    expect(outcome.limitReached).toEqual({ limit: 5 });
    expect(outcome.interrupted).toBe(false);
    expect(await titlesOf(storage)).toEqual(['Soup:limit_reached', 'Bread:limit_reached']);

    const next = fakeServer();
    await syncDrafts({ storage, userId: ALICE, createRecipe: next.createRecipe });
    expect(next.sent).toEqual([]);
    expect(await storage.read(ALICE)).toHaveLength(2);
  });

  it('sends a held draft again when its author asks (Retry)', async () => {
    const storage = await withDrafts('Soup');
    await syncDrafts({
      storage,
      userId: ALICE,
      createRecipe: fakeServer({ Soup: limitError() }).createRecipe,
    });
    const [held] = await storage.read(ALICE);
    await markForRetry(storage, ALICE, held!.id);
    expect(await titlesOf(storage)).toEqual(['Soup:waiting']);
    const server = fakeServer();
    const outcome = await syncDrafts({ storage, userId: ALICE, createRecipe: server.createRecipe });
    expect(outcome.created).toHaveLength(1);
    expect(await storage.read(ALICE)).toEqual([]);
  });

  it('marks a draft the server refused with its reason, and goes on with the others', async () => {
    const storage = await withDrafts('Soup', 'Bread');
    const server = fakeServer({
      Soup: httpError(400, { message: 'imageUrl: Upload the image first' }),
    });
    const outcome = await syncDrafts({ storage, userId: ALICE, createRecipe: server.createRecipe });
    expect(outcome).toMatchObject({ rejected: 1, interrupted: false });
    expect(server.sent).toEqual(['Soup', 'Bread']);
    const [soup, ...rest] = await storage.read(ALICE);
    expect(soup).toMatchObject({ status: 'rejected', problem: 'imageUrl: Upload the image first' });
    expect(rest).toEqual([]);
    await markForRetry(storage, ALICE, soup!.id);
    expect((await storage.read(ALICE))[0]).not.toHaveProperty('problem');
  });

  it('sends drafts saved while it runs, and skips drafts discarded meanwhile', async () => {
    const storage = await withDrafts('Soup', 'Bread');
    const [, bread] = await storage.read(ALICE);
    const sent: string[] = [];
    await syncDrafts({
      storage,
      userId: ALICE,
      createRecipe: async (input) => {
        sent.push(input.title);
        if (input.title === 'Soup') {
          await discardDraft(storage, ALICE, bread!.id);
          await addDraft(storage, { userId: ALICE, input: recipeInput('Pie') });
        }
        return recipeFrom(input, `server-${sent.length}`);
      },
    });
    expect(sent).toEqual(['Soup', 'Pie']);
    expect(await storage.read(ALICE)).toEqual([]);
  });

  it('discards one draft and leaves the others', async () => {
    const storage = await withDrafts('Soup', 'Bread');
    const [soup] = await storage.read(ALICE);
    await discardDraft(storage, ALICE, soup!.id);
    expect(await titlesOf(storage)).toEqual(['Bread:waiting']);
  });
});

describe('draftsMatching', () => {
  it('filters drafts as My Recipes filters recipes: every search word and every tag', async () => {
    const storage = createMemoryDraftStorage();
    await addDraft(storage, {
      userId: ALICE,
      input: recipeInput('Tomato Soup', { tags: ['Dinner', 'quick'], description: 'Warming' }),
    });
    await addDraft(storage, {
      userId: ALICE,
      input: recipeInput('Banana Bread', { tags: ['baking'], ingredients: ['3 ripe bananas'] }),
    });
    const drafts = await storage.read(ALICE);
    const titles = (search: string, tags: string[] = []) =>
      draftsMatching(drafts, search, tags).map((draft) => draft.input.title);
    expect(titles('')).toEqual(['Tomato Soup', 'Banana Bread']);
    expect(titles('soup')).toEqual(['Tomato Soup']);
    expect(titles('ripe')).toEqual(['Banana Bread']);
    expect(titles('warming tomato')).toEqual(['Tomato Soup']);
    expect(titles('warming bread')).toEqual([]);
    expect(titles('', ['dinner'])).toEqual(['Tomato Soup']);
    expect(titles('', ['dinner', 'baking'])).toEqual([]);
  });
});
