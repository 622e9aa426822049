// What each caller is sent of a recipe's sharing, over REST and the WebSocket: everyone gets the
// owner's id (SPEC's Recipe requires it); the owner gets both access lists; a listed editor or
// viewer gets only themselves in their list; everyone else (link holders, Discover readers,
// anonymous visitors) gets no other id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, Visibility } from '../../contract/recipes';
import { openSocket, type ReceivedMessage } from '../realtime/testing';
import { createRecipe, createUser, type TestUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Cast {
  owner: TestUser;
  editor: TestUser;
  viewer: TestUser;
  stranger: TestUser;
  recipe: Recipe;
  /** Every id on the access lists, which only the owner may be sent. */
  listedIds: string[];
}

async function sharedRecipe(visibility: Visibility): Promise<Cast> {
  const [owner, editor, viewer, stranger] = await Promise.all(
    [1, 2, 3, 4].map(() => createUser(server)),
  );
  const created = await createRecipe(owner!.client, { title: 'Shared stew', visibility });
  const res = await owner!.client.put<Recipe>(`/api/recipes/${created.id}`, {
    editors: [editor!.user.id],
    viewers: [viewer!.user.id],
  });
  expect(res.status).toBe(200);
  return {
    owner: owner!,
    editor: editor!,
    viewer: viewer!,
    stranger: stranger!,
    recipe: res.body,
    listedIds: [editor!.user.id, viewer!.user.id],
  };
}

/**
 * Asserts the shape a non-owner gets: the owner's id, `own` in the list they are on, and no
 * other listed id anywhere.
 */
function expectReaderShape(
  recipe: Recipe,
  text: string,
  cast: Cast,
  own: { editors?: string; viewers?: string } = {},
) {
  expect(recipe.ownerUid).toBe(cast.owner.user.id);
  expect(recipe.editors).toEqual(own.editors ? [own.editors] : []);
  expect(recipe.viewers).toEqual(own.viewers ? [own.viewers] : []);
  const mine = new Set([own.editors, own.viewers]);
  for (const id of cast.listedIds.filter((id) => !mine.has(id))) {
    expect(text).not.toContain(id);
  }
}

describe('REST answers', () => {
  it('give the owner the owner id and both lists', async () => {
    const cast = await sharedRecipe('link-view');
    const res = await cast.owner.client.get<Recipe>(`/api/recipes/${cast.recipe.id}`);
    expect(res.body).toMatchObject({
      ownerUid: cast.owner.user.id,
      editors: [cast.editor.user.id],
      viewers: [cast.viewer.user.id],
    });
  });

  it('give a listed editor and viewer only their own place, in the recipe and in their list', async () => {
    const cast = await sharedRecipe('private');
    const asEditor = await cast.editor.client.get<Recipe>(`/api/recipes/${cast.recipe.id}`);
    expectReaderShape(asEditor.body, asEditor.text, cast, { editors: cast.editor.user.id });
    const asViewer = await cast.viewer.client.get<Recipe>(`/api/recipes/${cast.recipe.id}`);
    expectReaderShape(asViewer.body, asViewer.text, cast, { viewers: cast.viewer.user.id });

    const list = await cast.editor.client.get<Recipe[]>('/api/recipes');
    const listed = list.body.find((recipe) => recipe.id === cast.recipe.id)!;
    expectReaderShape(listed, JSON.stringify(listed), cast, { editors: cast.editor.user.id });
  });

  it('give a signed-in link holder and an anonymous visitor the owner id and no listed ids', async () => {
    const cast = await sharedRecipe('link-view');
    const asStranger = await cast.stranger.client.get<Recipe>(`/api/recipes/${cast.recipe.id}`);
    expect(asStranger.status).toBe(200);
    expectReaderShape(asStranger.body, asStranger.text, cast);

    const anonymous = await new TestClient(server.baseUrl).get<Recipe>(
      `/api/recipes/${cast.recipe.id}`,
    );
    expect(anonymous.status).toBe(200);
    expectReaderShape(anonymous.body, anonymous.text, cast);
    expect(anonymous.body.abilities).toEqual({ edit: false, delete: false, share: false });
  });

  it('keep listed ids off Discover cards and the shared page', async () => {
    const cast = await sharedRecipe('public');
    const discover = await cast.stranger.client.get<Recipe[]>(
      `/api/recipes/discover?search=${encodeURIComponent('Shared stew')}`,
    );
    const card = discover.body.find((recipe) => recipe.id === cast.recipe.id)!;
    expect(card).toBeDefined();
    expectReaderShape(card, JSON.stringify(card), cast);

    const shared = await new TestClient(server.baseUrl).get(
      `/api/recipes/shared/${cast.recipe.id}`,
    );
    expect(shared.status).toBe(200);
    // The shared page's own shape names the owner by name, and carries no id of anyone.
    for (const id of [cast.owner.user.id, ...cast.listedIds]) {
      expect(shared.text).not.toContain(id);
    }
  });
});

describe('WebSocket payloads', () => {
  const isUpdate = (id: string, title: string) => (m: ReceivedMessage) =>
    m.type === 'recipe_update' && m.recipe.id === id && m.recipe.title === title;

  it('carry each recipient’s own shape, on join and in recipe_update', async () => {
    const cast = await sharedRecipe('link-edit');
    const sockets = {
      owner: await openSocket(server, cast.owner.client),
      editor: await openSocket(server, cast.editor.client),
      stranger: await openSocket(server, cast.stranger.client),
    };
    const joined = {
      owner: await sockets.owner.join(cast.recipe.id),
      editor: await sockets.editor.join(cast.recipe.id),
      stranger: await sockets.stranger.join(cast.recipe.id),
    };
    expect(joined.owner.recipe).toMatchObject({ ownerUid: cast.owner.user.id });
    expectReaderShape(joined.editor.recipe, JSON.stringify(joined.editor.recipe), cast, {
      editors: cast.editor.user.id,
    });
    expectReaderShape(joined.stranger.recipe, JSON.stringify(joined.stranger.recipe), cast);

    // A link-edit visitor edits: everyone watching is sent the change in their own shape.
    const edit = await cast.stranger.client.put(`/api/recipes/${cast.recipe.id}`, {
      title: 'Shared stew, spicier',
    });
    expect(edit.status).toBe(200);
    const updates = {
      owner: await sockets.owner.next(isUpdate(cast.recipe.id, 'Shared stew, spicier')),
      editor: await sockets.editor.next(isUpdate(cast.recipe.id, 'Shared stew, spicier')),
      stranger: await sockets.stranger.next(isUpdate(cast.recipe.id, 'Shared stew, spicier')),
    };
    expect(updates.owner.recipe).toMatchObject({
      ownerUid: cast.owner.user.id,
      editors: [cast.editor.user.id],
      viewers: [cast.viewer.user.id],
    });
    expectReaderShape(updates.editor.recipe, JSON.stringify(updates.editor.recipe), cast, {
      editors: cast.editor.user.id,
    });
    expect(updates.editor.recipe.abilities).toEqual({ edit: true, delete: false, share: false });
    expectReaderShape(updates.stranger.recipe, JSON.stringify(updates.stranger.recipe), cast);
    await Promise.all(Object.values(sockets).map((socket) => socket.close()));
  });
});
