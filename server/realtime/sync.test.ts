// The sync engine over a real /ws socket: concurrent edits merge, the server stays the authority
// (who may edit, the contract's limits), REST writes merge with live editing, awareness carries
// the session's identity, and SPEC's recipe_update still reaches joined sockets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Recipe } from '../../contract/recipes';
import { lineText, readRecipeDoc, recipeList, recipeText } from '../../contract/sync/recipe-doc';
import { createRecipe, createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { SyncTestClient } from '../sync/testing';
import { openSocket } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function person() {
  const user = await createUser(server, { account_type: 'premium' });
  return { ...user, socket: await openSocket(server, user.client) };
}

/** An owner with a recipe, and a listed editor; both with the document open. */
async function ownerAndEditor(overrides: Parameters<typeof createRecipe>[1] = {}) {
  const owner = await person();
  const editor = await person();
  const recipe = await createRecipe(owner.client, { title: 'Pancakes', ...overrides });
  await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [editor.user.id] });
  const a = new SyncTestClient(owner.socket, recipe.id);
  const b = new SyncTestClient(editor.socket, recipe.id);
  await a.open();
  await b.open();
  return { owner, editor, recipe, a, b };
}

const stored = async (client: { get: <T>(p: string) => Promise<{ body: T }> }, id: string) =>
  (await client.get<Recipe>(`/api/recipes/${id}`)).body;

/** Waits until `check` passes (updates from others arrive asynchronously). */
async function eventually(check: () => void, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

describe('editing together', () => {
  it('keeps both people’s keystrokes when they type in the same field at once', async () => {
    const { owner, recipe, a, b } = await ownerAndEditor();
    expect(a.canEdit && b.canEdit).toBe(true);
    // Both type before either hears of the other.
    a.edit((doc) => recipeText(doc, 'title').insert(0, 'Fluffy '));
    b.edit((doc) => recipeText(doc, 'title').insert(8, ' for two'));
    const [ackA, ackB] = await Promise.all([a.flush(), b.flush()]);
    expect(ackA?.type).toBe('sync_ack');
    expect(ackB?.type).toBe('sync_ack');
    await eventually(() => {
      expect(recipeText(a.doc, 'title').toString()).toBe('Fluffy Pancakes for two');
      expect(recipeText(b.doc, 'title').toString()).toBe('Fluffy Pancakes for two');
    });
    expect((await stored(owner.client, recipe.id)).title).toBe('Fluffy Pancakes for two');
  });

  it('keeps both ingredient lines when two people add one at the same moment', async () => {
    const { owner, recipe, a, b } = await ownerAndEditor({ ingredients: ['1 cup flour'] });
    a.edit((doc) => recipeList(doc, 'ingredients').push([lineText('2 eggs')]));
    b.edit((doc) => recipeList(doc, 'ingredients').push([lineText('a pinch of salt')]));
    await Promise.all([a.flush(), b.flush()]);
    await eventually(() => {
      expect(readRecipeDoc(a.doc).ingredients).toEqual(readRecipeDoc(b.doc).ingredients);
      expect(readRecipeDoc(a.doc).ingredients).toHaveLength(3);
    });
    const ingredients = (await stored(owner.client, recipe.id)).ingredients;
    expect(ingredients).toEqual(readRecipeDoc(a.doc).ingredients);
    expect(ingredients).toEqual(expect.arrayContaining(['2 eggs', 'a pinch of salt']));
  });

  it('merges edits made offline when the client opens the document again', async () => {
    const { owner, editor, recipe, a, b } = await ownerAndEditor({ steps: ['Mix', 'Bake'] });
    b.isHolding = true;
    b.edit((doc) => recipeList(doc, 'steps').get(1).insert(4, ' for 20 minutes'));
    a.edit((doc) => recipeList(doc, 'steps').get(0).insert(3, ' well'));
    await a.flush();
    // b comes back on a new socket: the state-vector exchange sends what the server lacks.
    await b.socket.close();
    b.attach(await openSocket(server, editor.client));
    b.isHolding = false;
    await b.open();
    expect((await b.flush())?.type).toBe('sync_ack');
    const expected = ['Mix well', 'Bake for 20 minutes'];
    await eventually(() => expect(readRecipeDoc(a.doc).steps).toEqual(expected));
    expect(readRecipeDoc(b.doc).steps).toEqual(expected);
    expect((await stored(owner.client, recipe.id)).steps).toEqual(expected);
  });

  it('merges a REST PUT with live typing instead of overwriting it', async () => {
    const { owner, recipe, a } = await ownerAndEditor();
    // The live editor types at the end of the title; before it is sent, a plain REST client
    // saves a new title (which it based on the stored 'Pancakes').
    a.edit((doc) => recipeText(doc, 'title').insert(8, ' for two'));
    const put = await owner.client.put<Recipe>(`/api/recipes/${recipe.id}`, {
      title: 'Buttermilk Pancakes',
    });
    expect(put.status).toBe(200);
    expect((await a.flush())?.type).toBe('sync_ack');
    await eventually(() =>
      expect(recipeText(a.doc, 'title').toString()).toBe('Buttermilk Pancakes for two'),
    );
    expect((await stored(owner.client, recipe.id)).title).toBe('Buttermilk Pancakes for two');
  });

  it('still sends SPEC’s recipe_update with the whole recipe to joined sockets', async () => {
    const { owner, recipe, a } = await ownerAndEditor();
    const listener = await person();
    await owner.client.put(`/api/recipes/${recipe.id}`, { visibility: 'link-view' });
    expect((await listener.socket.join(recipe.id)).type).toBe('presence_state');
    a.edit((doc) => recipeText(doc, 'description').insert(0, 'Sunday breakfast'));
    await a.flush();
    const update = await listener.socket.next(
      (m) => m.type === 'recipe_update' && m.recipe.description === 'Sunday breakfast',
    );
    expect(update.recipe).toMatchObject({ id: recipe.id, title: 'Pancakes' });
  });

  it('stores a burst from many editors (stored together) with every change and each answer right', async () => {
    const owner = await person();
    const recipe = await createRecipe(owner.client, { title: 'Potluck', ingredients: ['rice'] });
    const editors = await Promise.all(Array.from({ length: 8 }, () => person()));
    const viewer = await person();
    await owner.client.put(`/api/recipes/${recipe.id}`, {
      editors: editors.map((editor) => editor.user.id),
      viewers: [viewer.user.id],
    });
    const clients = editors.map((editor) => new SyncTestClient(editor.socket, recipe.id));
    const watcher = new SyncTestClient(viewer.socket, recipe.id);
    await Promise.all([...clients, watcher].map((client) => client.open()));
    clients.forEach((client, i) =>
      client.edit((doc) => recipeList(doc, 'ingredients').push([lineText(`dish ${i}`)])),
    );
    watcher.edit((doc) => recipeText(doc, 'title').insert(0, 'Not yours '));
    const answers = await Promise.all([...clients, watcher].map((client) => client.flush()));
    expect(answers.slice(0, 8).map((answer) => answer?.type)).toEqual(Array(8).fill('sync_ack'));
    expect(answers[8]).toMatchObject({ type: 'sync_refused', code: 'forbidden' });
    const expected = ['rice', ...clients.map((_, i) => `dish ${i}`)].sort();
    await eventually(() => {
      for (const client of clients) {
        expect([...readRecipeDoc(client.doc).ingredients].sort()).toEqual(expected);
      }
    });
    const row = await stored(owner.client, recipe.id);
    expect([...row.ingredients].sort()).toEqual(expected);
    expect(row.title).toBe('Potluck');
  });
});

describe('the server stays the authority', () => {
  it('refuses a viewer’s update and changes nothing', async () => {
    const owner = await person();
    const viewer = await person();
    const recipe = await createRecipe(owner.client, { title: 'Soup' });
    await owner.client.put(`/api/recipes/${recipe.id}`, { viewers: [viewer.user.id] });
    const watching = new SyncTestClient(owner.socket, recipe.id);
    await watching.open();
    const v = new SyncTestClient(viewer.socket, recipe.id);
    expect((await v.open()).type).toBe('sync_state');
    expect(v.canEdit).toBe(false);
    v.edit((doc) => recipeText(doc, 'title').insert(0, 'Hacked '));
    const answer = await v.flush();
    expect(answer).toMatchObject({ type: 'sync_refused', code: 'forbidden' });
    expect((await stored(owner.client, recipe.id)).title).toBe('Soup');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recipeText(watching.doc, 'title').toString()).toBe('Soup');
  });

  it('refuses the update of an editor whose access was withdrawn', async () => {
    const { owner, editor, recipe, b } = await ownerAndEditor();
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [] });
    await editor.socket.next((m) => m.type === 'access_revoked' && m.recipeId === recipe.id);
    b.edit((doc) => recipeText(doc, 'title').insert(0, 'Mine now: '));
    const answer = await b.flush();
    expect(answer?.type).toBe('sync_refused');
    expect((await stored(owner.client, recipe.id)).title).toBe('Pancakes');
  });

  it('does not open a private recipe to someone else', async () => {
    const owner = await person();
    const stranger = await person();
    const recipe = await createRecipe(owner.client);
    const s = new SyncTestClient(stranger.socket, recipe.id);
    expect(await s.open()).toMatchObject({ type: 'sync_refused', code: 'not_found' });
    s.edit((doc) => recipeText(doc, 'title').insert(0, 'x'));
    expect(await s.flush()).toMatchObject({ type: 'sync_refused', code: 'not_open' });
  });

  it('refuses an update past a contract limit; the client resets to the server’s state', async () => {
    const { owner, recipe, a } = await ownerAndEditor();
    a.edit((doc) => recipeText(doc, 'title').insert(8, 'x'.repeat(300)));
    expect(await a.flush()).toMatchObject({ type: 'sync_refused', code: 'limit' });
    expect((await stored(owner.client, recipe.id)).title).toBe('Pancakes');
    a.reset();
    await a.open();
    expect(recipeText(a.doc, 'title').toString()).toBe('Pancakes');
    // The refused change was never kept: the next good change stores cleanly.
    a.edit((doc) => recipeText(doc, 'title').insert(0, 'Best '));
    expect((await a.flush())?.type).toBe('sync_ack');
    expect((await stored(owner.client, recipe.id)).title).toBe('Best Pancakes');
  });

  it('refuses an update that depends on changes the server never had', async () => {
    const { owner, recipe, a } = await ownerAndEditor();
    const before = Y.encodeStateVector(a.doc);
    a.isHolding = true;
    a.edit((doc) => recipeText(doc, 'title').insert(0, 'A'));
    const middle = Y.encodeStateVector(a.doc);
    a.edit((doc) => recipeText(doc, 'title').insert(1, 'B'));
    // Only the second change, without the first it builds on.
    const second = Y.encodeStateAsUpdate(a.doc, middle);
    expect(before).not.toEqual(middle);
    const ref = a.sendRaw(second);
    expect(await a.socket.next((m) => m.type === 'sync_refused' && m.ref === ref)).toMatchObject({
      code: 'out_of_sync',
    });
    expect((await stored(owner.client, recipe.id)).title).toBe('Pancakes');
  });

  it('stamps awareness with the session’s identity, whatever the message claims', async () => {
    const { editor, recipe, a } = await ownerAndEditor();
    editor.socket.send({
      type: 'awareness',
      docId: recipe.id,
      field: 'title',
      userId: 'someone-else',
      name: 'Impostor',
    });
    const seen = await a.socket.next((m) => m.type === 'awareness' && m.field === 'title');
    expect(seen).toMatchObject({ userId: editor.user.id, name: 'Test Cook', docId: recipe.id });
  });
});

describe('REST on the document', () => {
  it('serves the whole document to a reader and takes a large update from an editor', async () => {
    const { owner, editor, recipe, a } = await ownerAndEditor();
    const state = await fetch(`${server.baseUrl}/api/recipes/${recipe.id}/doc`, {
      headers: { cookie: owner.client.cookieHeader },
    });
    expect(state.status).toBe(200);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, new Uint8Array(await state.arrayBuffer()));
    expect(readRecipeDoc(doc).title).toBe('Pancakes');

    const lines = Array.from({ length: 300 }, (_, i) => `${i + 1} g of something fine`);
    const before = Y.encodeStateVector(doc);
    doc.transact(() => recipeList(doc, 'ingredients').push(lines.map(lineText)));
    const update = Y.encodeStateAsUpdate(doc, before);
    expect(update.length).toBeGreaterThan(4096);
    const posted = await fetch(`${server.baseUrl}/api/recipes/${recipe.id}/doc`, {
      method: 'POST',
      body: Buffer.from(update),
      headers: { cookie: editor.client.cookieHeader, 'content-type': 'application/octet-stream' },
    });
    expect(posted.status).toBe(204);
    await eventually(() => expect(readRecipeDoc(a.doc).ingredients).toHaveLength(302));
    expect((await stored(owner.client, recipe.id)).ingredients).toHaveLength(302);
  });
});
