// Restoring a version of a recipe: the restore is a version of its own, so the content it replaced
// stays in the history (even when the restore comes within the editing session that made it) and
// restoring that version undoes the restore.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, RecipeHistoryEntry, RecipeVersion } from '../../contract/recipes';
import { createRecipe, createUser, type TestUser } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';

const SESSION_GAP_MS = 300;

let server: TestServer;
let owner: TestUser;
beforeAll(async () => {
  server = await startTestServer({ SYNC_HISTORY_SESSION_GAP_MINUTES: SESSION_GAP_MS / 60_000 });
  owner = await createUser(server, { account_type: 'premium' });
});
afterAll(() => server.close());

const pause = () => new Promise((resolve) => setTimeout(resolve, SESSION_GAP_MS + 50));

async function historyOf(client: TestClient, recipeId: string) {
  const res = await client.get<RecipeHistoryEntry[]>(`/api/recipes/${recipeId}/history`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function contentOf(client: TestClient, recipeId: string, versionId: string) {
  const res = await client.get<RecipeVersion>(`/api/recipes/${recipeId}/history/${versionId}`);
  expect(res.status, res.text).toBe(200);
  return res.body.content;
}

async function restore(client: TestClient, recipeId: string, versionId: string) {
  const res = await client.post<Recipe>(`/api/recipes/${recipeId}/history/${versionId}/restore`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describe('restoring a version', () => {
  it('keeps the content it replaced as a version of its own, even within the editing session', async () => {
    const recipe = await createRecipe(owner.client, { title: 'Tart', description: 'Plain' });
    await owner.client.put(`/api/recipes/${recipe.id}`, { title: 'Apple tart' });
    await pause();
    // The session going on: the restore comes straight after it, with no pause.
    await owner.client.put(`/api/recipes/${recipe.id}`, { description: 'With cinnamon' });
    const before = await historyOf(owner.client, recipe.id);
    const [editing, apple, original] = before;
    expect(editing).toMatchObject({ isCurrent: true, changedFields: ['description'] });

    const restored = await restore(owner.client, recipe.id, original!.id);
    expect(restored).toMatchObject({ title: 'Tart', description: 'Plain' });

    const after = await historyOf(owner.client, recipe.id);
    expect(after.map((entry) => entry.id)).toEqual([
      after[0]!.id,
      editing!.id,
      apple!.id,
      original!.id,
    ]);
    expect(after[0]).toMatchObject({ isCurrent: true });
    expect(after[0]!.changedFields.sort()).toEqual(['description', 'title']);
    // The session the restore ended keeps what it had made.
    expect(after[1]).toMatchObject({ isCurrent: false });
    expect(await contentOf(owner.client, recipe.id, editing!.id)).toMatchObject({
      title: 'Apple tart',
      description: 'With cinnamon',
    });

    // Undo: restoring that version brings the content back, and the restore stays in the history.
    const undone = await restore(owner.client, recipe.id, editing!.id);
    expect(undone).toMatchObject({ title: 'Apple tart', description: 'With cinnamon' });
    const final = await historyOf(owner.client, recipe.id);
    expect(final).toHaveLength(5);
    expect(await contentOf(owner.client, recipe.id, after[0]!.id)).toMatchObject({
      title: 'Tart',
      description: 'Plain',
    });
  });

  it('lets edits made straight after a restore join it, the replaced content kept', async () => {
    const recipe = await createRecipe(owner.client, { title: 'Soup' });
    await owner.client.put(`/api/recipes/${recipe.id}`, { title: 'Leek soup' });
    const [editing, original] = await historyOf(owner.client, recipe.id);
    await restore(owner.client, recipe.id, original!.id);
    await owner.client.put(`/api/recipes/${recipe.id}`, { servings: '4' });
    const after = await historyOf(owner.client, recipe.id);
    expect(after).toHaveLength(3);
    expect(after[0]!.changedFields.sort()).toEqual(['servings', 'title']);
    expect(await contentOf(owner.client, recipe.id, editing!.id)).toMatchObject({
      title: 'Leek soup',
    });
  });
});
