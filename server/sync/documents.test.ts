// The document store: compaction keeps a much-edited document small and whole, a second store on
// the same database (another process) catches up under the row lock, and the history groups
// changes into editing sessions that can be viewed and restored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Recipe } from '../../contract/recipes';
import { readRecipeDoc, recipeText } from '../../contract/sync/recipe-doc';
import { applyRecipeUpdate, openRecipeDocFor, recipeDocKind } from '../recipes/recipe-document';
import { createRecipe, createUser, type TestUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { DocumentStore } from './documents';

const SESSION_GAP_MS = 300;

let server: TestServer;
let owner: TestUser;
beforeAll(async () => {
  server = await startTestServer({
    SYNC_COMPACT_AFTER_UPDATES: 50,
    SYNC_HISTORY_SESSION_GAP_MINUTES: SESSION_GAP_MS / 60_000,
    SYNC_HISTORY_MAX_VERSIONS: 5,
  });
  owner = await createUser(server, { account_type: 'premium' });
});
afterAll(() => server.close());

/** Types `text` at the end of the title as one update per character, like a live editor. */
async function typeIntoTitle(recipeId: string, text: string, user = owner.user) {
  const doc = new Y.Doc();
  const opened = await openRecipeDocFor(server.deps, user, recipeId, null);
  Y.applyUpdate(doc, opened!.update);
  for (const char of text) {
    const before = Y.encodeStateVector(doc);
    const title = recipeText(doc, 'title');
    title.insert(title.length, char);
    await applyRecipeUpdate(server.deps, user, recipeId, Y.encodeStateAsUpdate(doc, before), null);
  }
}

describe('compaction', () => {
  it('folds updates into the state, so a document edited many times stays whole and small', async () => {
    const recipe = await createRecipe(owner.client, { title: 'Stew' });
    const typed = ' with dumplings and a long simmer'.repeat(5);
    await typeIntoTitle(recipe.id, typed.slice(0, 160));
    const { db } = server.deps;
    const rows = await db
      .selectFrom('sync_updates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('doc_id', '=', recipe.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBeLessThan(50);
    const head = await db
      .selectFrom('sync_docs')
      .selectAll()
      .where('doc_id', '=', recipe.id)
      .executeTakeFirstOrThrow();
    expect(head.seq).toBeGreaterThanOrEqual(160);
    expect(head.state_seq).toBeGreaterThan(0);

    // A process that never saw it loads state + remaining updates and reads the same content.
    const fresh = new DocumentStore({
      db,
      kinds: { recipe: recipeDocKind },
      limits: {
        compactAfterUpdates: 50,
        historySessionGapMs: SESSION_GAP_MS,
        historyMaxVersions: 5,
        maxCachedDocuments: 10,
        docCaps: server.deps.documents.limits.docCaps,
      },
    });
    const loaded = await fresh.readStored(recipe.id);
    expect(readRecipeDoc(loaded!).title).toBe(`Stew${typed.slice(0, 160)}`);
    expect((await owner.client.get<Recipe>(`/api/recipes/${recipe.id}`)).body.title).toBe(
      `Stew${typed.slice(0, 160)}`,
    );
  });
});

describe('two processes on one database', () => {
  it('a second store catches up with the first one’s changes before changing the document', async () => {
    const recipe = await createRecipe(owner.client, { title: 'Bread' });
    const other = new DocumentStore({
      db: server.deps.db,
      kinds: { recipe: recipeDocKind },
      limits: {
        compactAfterUpdates: 50,
        historySessionGapMs: SESSION_GAP_MS,
        historyMaxVersions: 5,
        maxCachedDocuments: 10,
        docCaps: server.deps.documents.limits.docCaps,
      },
    });
    const otherDeps = { ...server.deps, documents: other };
    // Each process loads the document, then both change it in turn.
    await typeIntoTitle(recipe.id, ' rolls');
    expect(readRecipeDoc((await other.readStored(recipe.id))!).title).toBe('Bread rolls');
    await typeIntoTitle(recipe.id, '!');
    // `other` still holds 'Bread rolls' in memory; its change must not drop the '!'.
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate((await other.readStored(recipe.id))!));
    const before = Y.encodeStateVector(doc);
    recipeText(doc, 'title').insert(0, 'Sourdough ');
    await applyRecipeUpdate(
      otherDeps,
      owner.user,
      recipe.id,
      Y.encodeStateAsUpdate(doc, before),
      null,
    );
    const row = (await owner.client.get<Recipe>(`/api/recipes/${recipe.id}`)).body;
    expect(row.title).toBe('Sourdough Bread rolls!');
    expect(readRecipeDoc((await server.deps.documents.readStored(recipe.id))!).title).toBe(
      'Sourdough Bread rolls!',
    );
  });
});

describe('history', () => {
  it('groups changes into editing sessions with who and which fields, and restores one', async () => {
    const editor = await createUser(server, { first_name: 'Sam', last_name: 'Baker' });
    const recipe = await createRecipe(owner.client, { title: 'Tart', description: 'Plain' });
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [editor.user.id] });
    await owner.client.put(`/api/recipes/${recipe.id}`, { title: 'Apple tart' });
    await owner.client.put(`/api/recipes/${recipe.id}`, { title: 'Apple tart', servings: '6' });
    await new Promise((resolve) => setTimeout(resolve, SESSION_GAP_MS + 50));
    await editor.client.put(`/api/recipes/${recipe.id}`, { description: 'With cinnamon' });

    const history = await owner.client.get<
      Array<{
        id: string;
        isCurrent: boolean;
        changedFields: string[];
        users: Array<{ name: string }>;
      }>
    >(`/api/recipes/${recipe.id}/history`);
    expect(history.status).toBe(200);
    const [current, earlier, original] = history.body;
    expect(current).toMatchObject({ isCurrent: true, changedFields: ['description'] });
    expect(current!.users.map((user) => user.name)).toEqual(['Sam Baker']);
    expect(earlier).toMatchObject({ isCurrent: false });
    expect(earlier!.changedFields.sort()).toEqual(['servings', 'title']);
    expect(original).toMatchObject({ isCurrent: false, changedFields: [] });

    const version = await owner.client.get<{ content: { title: string; description: string } }>(
      `/api/recipes/${recipe.id}/history/${original!.id}`,
    );
    expect(version.body.content).toMatchObject({ title: 'Tart', description: 'Plain' });

    // A reader who may not edit sees no history.
    const stranger = await createUser(server);
    expect((await stranger.client.get(`/api/recipes/${recipe.id}/history`)).status).toBe(404);

    const restored = await editor.client.post<Recipe>(
      `/api/recipes/${recipe.id}/history/${earlier!.id}/restore`,
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      title: 'Apple tart',
      description: 'Plain',
      servings: '6',
    });
    // The restore is itself a change, so the version it replaced can be restored in turn.
    const after = await owner.client.get<Array<{ id: string }>>(
      `/api/recipes/${recipe.id}/history`,
    );
    expect(after.body.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps at most SYNC_HISTORY_MAX_VERSIONS sessions', async () => {
    const recipe = await createRecipe(owner.client, { title: 'Jam' });
    for (let i = 0; i < 7; i++) {
      await owner.client.put(`/api/recipes/${recipe.id}`, { servings: `${i + 1} jars` });
      await new Promise((resolve) => setTimeout(resolve, SESSION_GAP_MS + 20));
    }
    const history = await owner.client.get<unknown[]>(`/api/recipes/${recipe.id}/history`);
    expect(history.body).toHaveLength(5);
  });
});
