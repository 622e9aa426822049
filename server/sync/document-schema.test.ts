// Every sync document is checked whole against its kind's schema after each update, over real
// HTTP and WebSocket: a line that is not text, a key nobody reads, an embed or formatting in a
// title, a field or meta key a plan or list does not have, or content past a size cap is refused
// with a clear code, and nothing of it is stored or relayed. Anyone who may edit can send such an
// update, so the recipe cases come from a link-edit holder.
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../contract/recipes';
import {
  readRecipeDoc,
  recipeList,
  recipeTags,
  recipeText,
  recipeValues,
} from '../../contract/sync/recipe-doc';
import { listItems, listMeta } from '../../contract/shopping/list-doc';
import { planEntries } from '../../contract/plan/plan-doc';
import { openSocket, type TestSocket } from '../realtime/testing';
import { createRecipe, createUser, type TestUser } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { addLines, createList, ownHousehold } from '../households/testing';
import { SyncTestClient } from './testing';

let server: TestServer;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server.close();
});

async function readDoc(on: TestServer, client: TestClient, path: string): Promise<Y.Doc> {
  const res = await fetch(`${on.baseUrl}${path}`, { headers: { cookie: client.cookieHeader } });
  expect(res.status).toBe(200);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, new Uint8Array(await res.arrayBuffer()));
  return doc;
}

/** The update that makes a copy of `doc` what `change` makes it. */
function updateOf(doc: Y.Doc, change: (copy: Y.Doc) => void): Uint8Array {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  const before = Y.encodeStateVector(copy);
  copy.transact(() => change(copy));
  return Y.encodeStateAsUpdate(copy, before);
}

async function postUpdate(on: TestServer, client: TestClient, path: string, update: Uint8Array) {
  const res = await fetch(`${on.baseUrl}${path}`, {
    method: 'POST',
    body: Buffer.from(update),
    headers: { cookie: client.cookieHeader, 'content-type': 'application/octet-stream' },
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/** A link-edit recipe and a signed-in stranger who may edit it through the link. */
async function linkEditRecipe(on: TestServer = server) {
  const owner = await createUser(on);
  const holder = await createUser(on);
  const recipe = await createRecipe(owner.client, {
    title: 'Lentil soup',
    ingredients: ['1 cup lentils', '1 onion'],
    steps: ['Simmer'],
    tags: ['Soup'],
    visibility: 'link-edit',
  });
  const path = `/api/recipes/${recipe.id}/doc`;
  return { owner, holder, recipe, path };
}

const title = (doc: Y.Doc) => recipeText(doc, 'title');
const ingredients = (doc: Y.Doc) => recipeList(doc, 'ingredients');

describe('a recipe document', () => {
  const refused: Array<[string, (doc: Y.Doc) => void, number, string]> = [
    ['a null line', (doc) => ingredients(doc).insert(0, [null as never]), 400, 'invalid_document'],
    ['a number line', (doc) => ingredients(doc).insert(1, [42 as never]), 400, 'invalid_document'],
    [
      'a map as a line',
      (doc) => ingredients(doc).push([{ a: 1 } as never]),
      400,
      'invalid_document',
    ],
    [
      'a nested array as a line',
      (doc) => recipeList(doc, 'steps').push([[[[1]]] as never]),
      400,
      'invalid_document',
    ],
    [
      'a Yjs map as a line',
      (doc) => ingredients(doc).push([new Y.Map() as never]),
      400,
      'invalid_document',
    ],
    [
      'an unknown key in values',
      (doc) => recipeValues(doc).set('padding', 'x'.repeat(5000)),
      400,
      'invalid_document',
    ],
    ['a number as a URL', (doc) => recipeValues(doc).set('sourceUrl', 7), 400, 'invalid_document'],
    ['a null tag', (doc) => recipeTags(doc).set('x', null as never), 400, 'invalid_document'],
    [
      'an embed in the title',
      (doc) => title(doc).insertEmbed(0, { blob: 'x'.repeat(1000) }),
      400,
      'invalid_document',
    ],
    [
      'formatting in the title',
      (doc) => title(doc).format(0, 3, { bold: 'x'.repeat(1000) }),
      400,
      'invalid_document',
    ],
    [
      'an attribute on the title',
      (doc) => title(doc).setAttribute('padding', 'x'),
      400,
      'invalid_document',
    ],
    [
      'a line past SYNC_DOC_MAX_TEXT_CHARS',
      (doc) => recipeList(doc, 'steps').get(0).insert(0, 'x'.repeat(10_001)),
      413,
      'document_too_large',
    ],
    [
      'a line with a NUL',
      (doc) => ingredients(doc).get(0).insert(0, 'a\u0000b'),
      400,
      'invalid_text',
    ],
  ];

  it.each(refused)('refuses %s, storing nothing', async (_name, change, status, code) => {
    const { owner, holder, recipe, path } = await linkEditRecipe();
    const before = await readDoc(server, holder.client, path);
    const res = await postUpdate(server, holder.client, path, updateOf(before, change));
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code });
    expect(typeof res.body?.message).toBe('string');
    // Nothing changed: the stored document and the recipe are as they were.
    const after = await readDoc(server, holder.client, path);
    expect(Y.encodeStateVector(after)).toEqual(Y.encodeStateVector(before));
    expect(readRecipeDoc(after)).toEqual(readRecipeDoc(before));
    const stored = await owner.client.get<Recipe>(`/api/recipes/${recipe.id}`);
    expect(stored.body).toMatchObject({ title: 'Lentil soup', ingredients: recipe.ingredients });
  });

  it('still takes a good change from the same holder', async () => {
    const { holder, recipe, path } = await linkEditRecipe();
    const before = await readDoc(server, holder.client, path);
    const res = await postUpdate(
      server,
      holder.client,
      path,
      updateOf(before, (doc) => title(doc).insert(11, ' with cumin')),
    );
    expect(res.status).toBe(204);
    const stored = await holder.client.get<Recipe>(`/api/recipes/${recipe.id}`);
    expect(stored.body.title).toBe('Lentil soup with cumin');
  });

  it('refuses a document past SYNC_DOC_MAX_BYTES', async () => {
    const small = await startTestServer({ SYNC_DOC_MAX_BYTES: 2048 });
    try {
      const { holder, path } = await linkEditRecipe(small);
      const before = await readDoc(small, holder.client, path);
      const res = await postUpdate(
        small,
        holder.client,
        path,
        updateOf(before, (doc) => {
          for (let i = 0; i < 3; i += 1) recipeList(doc, 'steps').get(0).insert(0, 'y'.repeat(900));
        }),
      );
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'document_too_large' });
    } finally {
      await small.close();
    }
  });

  it('over /ws: the sender is refused with the code, and no one else hears of it', async () => {
    const { owner, holder, recipe } = await linkEditRecipe();
    const ownerSocket = await openSocket(server, owner.client);
    const holderSocket = await openSocket(server, holder.client);
    sockets.push(ownerSocket, holderSocket);
    const watching = new SyncTestClient(ownerSocket, recipe.id);
    const sender = new SyncTestClient(holderSocket, recipe.id);
    await watching.open();
    await sender.open();
    const mark = ownerSocket.mark();
    sender.edit((doc) => ingredients(doc).insert(0, [null as never]));
    expect(await sender.flush()).toMatchObject({ type: 'sync_refused', code: 'invalid_document' });
    // The next good change reaches the owner, and it is the only one that does.
    sender.reset();
    await sender.open();
    sender.edit((doc) => title(doc).insert(0, 'Red '));
    expect(await sender.flush()).toMatchObject({ type: 'sync_ack' });
    await ownerSocket.next((m) => m.type === 'sync_update' && m.docId === recipe.id);
    expect(ownerSocket.since(mark, (m) => m.type === 'sync_update')).toHaveLength(1);
    expect(readRecipeDoc(watching.doc).title).toBe('Red Lentil soup');
    expect(
      ingredients(watching.doc)
        .toArray()
        .every((line) => line instanceof Y.Text),
    ).toBe(true);
  });
});

async function householdList(on: TestServer, owner: TestUser) {
  const household = await ownHousehold(owner.client);
  const list = await createList(owner.client, household.id);
  await addLines(owner.client, list.id, ['2 leeks', '1 lemon']);
  return { household, list, path: `/api/lists/${list.id}/doc` };
}

describe('household documents', () => {
  it.each([
    ['an unknown item field', (doc: Y.Doc) => firstItem(doc).set('padding', 'x'.repeat(3000))],
    ['an unknown meta key', (doc: Y.Doc) => listMeta(doc).set('padding', 'x')],
    ['an item that is not a map', (doc: Y.Doc) => listItems(doc).set('junk', 'x')],
    ['a checked flag that is a string', (doc: Y.Doc) => firstItem(doc).set('checked', 'yes')],
    ['an amount with an unknown field', (doc: Y.Doc) => firstAmounts(doc).push([{ x: 1 }])],
  ])('a list refuses %s, storing nothing', async (_name, change) => {
    const owner = await createUser(server);
    const { list, path } = await householdList(server, owner);
    const before = await readDoc(server, owner.client, path);
    const res = await postUpdate(server, owner.client, path, updateOf(before, change));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_document' });
    const after = await readDoc(server, owner.client, path);
    expect(Y.encodeStateVector(after)).toEqual(Y.encodeStateVector(before));
    const shown = await owner.client.get(`/api/lists/${list.id}`);
    expect(shown.body.items).toHaveLength(2);
  });

  it('a plan refuses an entry field it does not have', async () => {
    const owner = await createUser(server);
    const household = await ownHousehold(owner.client);
    const added = await owner.client.post(`/api/households/${household.id}/plan`, {
      date: '2026-03-02',
      slot: 'dinner',
      note: 'Soup',
    });
    expect(added.status).toBe(201);
    const path = `/api/households/${household.id}/plan/doc`;
    const before = await readDoc(server, owner.client, path);
    const res = await postUpdate(
      server,
      owner.client,
      path,
      updateOf(before, (doc) => {
        const entry = [...planEntries(doc).values()][0] as Y.Map<unknown>;
        entry.set('padding', 'x'.repeat(3000));
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_document' });
    const after = await readDoc(server, owner.client, path);
    expect(Y.encodeStateVector(after)).toEqual(Y.encodeStateVector(before));
  });

  it('remembers at most HOUSEHOLD_MAX_REMEMBERED_SECTIONS sections, the latest chosen', async () => {
    const small = await startTestServer({ HOUSEHOLD_MAX_REMEMBERED_SECTIONS: 2 });
    try {
      const owner = await createUser(small);
      const household = await ownHousehold(owner.client);
      const list = await createList(owner.client, household.id);
      const { itemIds } = await addLines(owner.client, list.id, ['1 fig', '1 kiwi', '1 plum']);
      for (const itemId of itemIds) {
        const res = await owner.client.patch(`/api/lists/${list.id}/items/${itemId}`, {
          section: 'frozen',
        });
        expect(res.status).toBe(200);
      }
      const shown = await owner.client.get(`/api/households/${household.id}`);
      expect(shown.body.sections).toEqual({ kiwi: 'frozen', plum: 'frozen' });
    } finally {
      await small.close();
    }
  });
});

function firstItem(doc: Y.Doc): Y.Map<unknown> {
  return [...listItems(doc).values()][0] as Y.Map<unknown>;
}

function firstAmounts(doc: Y.Doc): Y.Array<unknown> {
  return firstItem(doc).get('amounts') as Y.Array<unknown>;
}
