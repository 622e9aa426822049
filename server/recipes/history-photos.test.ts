// A recipe's history keeps its photos: a photo replaced or removed stays while a version names it
// (restoring that version brings it back, its editors see it in the preview) and for a while
// after it was taken off (Undo puts it back); once nothing keeps it, it goes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, RecipeHistoryEntry, RecipeVersion } from '../../contract/recipes';
import { recheckRecipePhotos, sweepReleasedPhotos } from '../objects/photo-history';
import { fetchObject, hasObject, makeImage, uploadImage } from '../objects/testing';
import { createRecipe, createUser, type TestUser } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';

const SESSION_GAP_MS = 300;
const pause = () => new Promise((resolve) => setTimeout(resolve, SESSION_GAP_MS + 50));
const fileOf = (objectPath: string) => `${objectPath.slice('/objects/'.length)}/detail.webp`;

async function historyOf(client: TestClient, recipeId: string) {
  const res = await client.get<RecipeHistoryEntry[]>(`/api/recipes/${recipeId}/history`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 150 && !(await check()); i += 1) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

describe('photos in the history', () => {
  let server: TestServer;
  let owner: TestUser;
  let editor: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ SYNC_HISTORY_SESSION_GAP_MINUTES: SESSION_GAP_MS / 60_000 });
    owner = await createUser(server, { account_type: 'premium' });
    editor = await createUser(server);
  });
  afterAll(() => server.close());

  /** A recipe with a photo, shared with `editor` as an editor, and one with `viewer` as a viewer. */
  async function photographed(viewer?: TestUser) {
    const photo = await uploadImage(server, owner.client, await makeImage('png'));
    const recipe = await createRecipe(owner.client, { title: 'Fig tart', imageUrl: photo });
    const sharing = { editors: [editor.user.id], viewers: viewer ? [viewer.user.id] : [] };
    expect((await owner.client.put(`/api/recipes/${recipe.id}`, sharing)).status).toBe(200);
    return { photo, recipe };
  }

  it('keeps a replaced photo, which restoring its version brings back', async () => {
    const viewer = await createUser(server);
    const { photo, recipe } = await photographed(viewer);
    await pause();
    const newer = await uploadImage(server, owner.client, await makeImage('jpeg'));
    const put = await owner.client.put(`/api/recipes/${recipe.id}`, { imageUrl: newer });
    expect(put.status, put.text).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(await hasObject(server, fileOf(photo))).toBe(true);

    // Its editors see it in the history's preview; a viewer (no history) and a stranger do not.
    const [, original] = await historyOf(editor.client, recipe.id);
    const version = await editor.client.get<RecipeVersion>(
      `/api/recipes/${recipe.id}/history/${original!.id}`,
    );
    expect(version.body.content.imageUrl).toBe(photo);
    expect((await fetchObject(server, photo, editor.client)).status).toBe(200);
    expect((await fetchObject(server, photo, owner.client)).status).toBe(200);
    expect((await fetchObject(server, photo, viewer.client)).status).toBe(404);
    expect((await fetchObject(server, photo)).status).toBe(404);

    // An editor who did not upload it restores it.
    const restored = await editor.client.post<Recipe>(
      `/api/recipes/${recipe.id}/history/${original!.id}/restore`,
    );
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.imageUrl).toBe(photo);
    expect((await fetchObject(server, photo, viewer.client)).status).toBe(200);
    // The photo it replaced is kept in turn.
    await new Promise((r) => setTimeout(r, 100));
    expect(await hasObject(server, fileOf(newer))).toBe(true);
  });

  it('lets Undo put back a removed photo, even within the editing session that set it', async () => {
    const { recipe } = await photographed();
    await pause();
    const newer = await uploadImage(server, owner.client, await makeImage('jpeg'));
    await owner.client.put(`/api/recipes/${recipe.id}`, { imageUrl: newer });
    // Removed straight away: no version of the history names it.
    await owner.client.put(`/api/recipes/${recipe.id}`, { imageUrl: null });
    await new Promise((r) => setTimeout(r, 100));
    expect(await hasObject(server, fileOf(newer))).toBe(true);
    // The editor's Undo sets it again.
    const undo = await editor.client.put<Recipe>(`/api/recipes/${recipe.id}`, { imageUrl: newer });
    expect(undo.status, undo.text).toBe(200);
    expect(undo.body.imageUrl).toBe(newer);
  });

  it('refuses a former photo to someone who may not edit the recipe that kept it', async () => {
    const { photo, recipe } = await photographed();
    await pause();
    await owner.client.put(`/api/recipes/${recipe.id}`, { imageUrl: null });
    const stranger = await createUser(server);
    const theirs = await createRecipe(stranger.client, { title: 'Mine' });
    const res = await stranger.client.put(`/api/recipes/${theirs.id}`, { imageUrl: photo });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'imageUrl: Upload the image first' });
  });
});

describe('letting photos go', () => {
  let server: TestServer;
  let owner: TestUser;
  beforeAll(async () => {
    // A photo taken off is kept for Undo for no time at all.
    server = await startTestServer({
      SYNC_HISTORY_SESSION_GAP_MINUTES: SESSION_GAP_MS / 60_000,
      SYNC_HISTORY_MAX_VERSIONS: 3,
      UNATTACHED_IMAGE_TTL_SECONDS: 0,
    });
    owner = await createUser(server, { account_type: 'premium' });
  });
  afterAll(() => server.close());

  it('deletes a photo no version names, and one whose versions are gone', async () => {
    const photo = await uploadImage(server, owner.client, await makeImage('png'));
    const recipe = await createRecipe(owner.client, { imageUrl: photo });
    await pause();
    const passing = await uploadImage(server, owner.client, await makeImage('jpeg'));
    await owner.client.put(`/api/recipes/${recipe.id}`, { imageUrl: passing });
    await owner.client.put(`/api/recipes/${recipe.id}`, { imageUrl: null });
    // Set and taken off within one session: no version names it, so it goes.
    expect(await until(async () => !(await hasObject(server, fileOf(passing))))).toBe(true);
    // The original version names the first one.
    expect(await hasObject(server, fileOf(photo))).toBe(true);

    // Later sessions push the original version out of the history: the photo goes with it.
    for (const servings of ['2', '4', '6']) {
      await pause();
      await owner.client.put(`/api/recipes/${recipe.id}`, { servings });
    }
    expect((await historyOf(owner.client, recipe.id)).length).toBe(3);
    await recheckRecipePhotos(server.deps, recipe.id);
    expect(await hasObject(server, fileOf(photo))).toBe(false);
  });

  it('sweeps the photos a recipe deleted for good kept', async () => {
    const photo = await uploadImage(server, owner.client, await makeImage('png'));
    const recipe = await createRecipe(owner.client, { imageUrl: photo });
    await pause();
    await owner.client.put(`/api/recipes/${recipe.id}`, { imageUrl: null });
    await new Promise((r) => setTimeout(r, 100));
    expect(await hasObject(server, fileOf(photo))).toBe(true);
    expect((await owner.client.delete(`/api/recipes/${recipe.id}`)).status).toBe(200);
    expect((await owner.client.delete(`/api/recipes/${recipe.id}/trash`)).status).toBe(200);
    const { sweepObjects } = await import('../objects/service');
    await sweepObjects(server.deps);
    await sweepReleasedPhotos(server.deps);
    expect(await hasObject(server, fileOf(photo))).toBe(false);
  });
});
