import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { fromBase64, toBase64 } from 'lib0/buffer';
import type { ClientMessage, ServerMessage } from '../../../../contract/realtime';
import {
  readRecipeDoc,
  recipeText,
  writeRecipeContent,
} from '../../../../contract/sync/recipe-doc';
import { LOCAL_ORIGIN } from './sync-types';
import { SyncEngine } from './sync-engine';
import { fakeSocket, memoryStorage } from './sync-fakes';

const DOC = 'c0ffee00-0000-4000-8000-000000000001';

/** The server's copy, answering sync_open as server/realtime/sync-channel.ts does. */
function serverDoc(title: string) {
  const doc = new Y.Doc();
  writeRecipeContent(doc, { title, ingredients: ['1 leek'], steps: ['Chop'], tags: ['soup'] });
  return {
    doc,
    stateFor(open: Extract<ClientMessage, { type: 'sync_open' }>, canEdit = true): ServerMessage {
      return {
        type: 'sync_state',
        docId: DOC,
        update: toBase64(Y.encodeStateAsUpdate(doc, fromBase64(open.stateVector))),
        stateVector: toBase64(Y.encodeStateVector(doc)),
        canEdit,
      };
    },
    receive(update: Extract<ClientMessage, { type: 'sync_update' }>) {
      Y.applyUpdate(doc, fromBase64(update.update));
    },
  };
}

const typeInto = (doc: Y.Doc, field: 'title' | 'description', index: number, text: string) =>
  doc.transact(() => recipeText(doc, field).insert(index, text), LOCAL_ORIGIN);

describe('SyncEngine', () => {
  let socket: ReturnType<typeof fakeSocket>;
  let storage: ReturnType<typeof memoryStorage>;
  let refusals: string[];
  let engine: SyncEngine;

  beforeEach(() => {
    vi.useFakeTimers();
    socket = fakeSocket();
    storage = memoryStorage();
    refusals = [];
    engine = new SyncEngine({
      transport: socket.transport,
      storage,
      onRefused: (_docId, message) => refusals.push(message),
      maxMessageUpdateChars: 2000,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Opens the document and answers its sync_open from `server`. */
  async function openSynced(server: ReturnType<typeof serverDoc>) {
    const held = engine.acquire(DOC);
    await vi.advanceTimersByTimeAsync(0);
    const [open] = socket.take('sync_open');
    expect(open).toBeDefined();
    socket.deliver(server.stateFor(open!));
    return held;
  }

  it('opens with its state vector, takes the server state, and sends nothing it need not', async () => {
    const server = serverDoc('Leek Soup');
    const { sync } = engine.acquire(DOC);
    expect(sync.getSnapshot().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    const [open] = socket.take('sync_open');
    expect(Y.decodeStateVector(fromBase64(open!.stateVector)).size).toBe(0);
    expect(sync.getSnapshot().isReady).toBe(false);

    socket.deliver(server.stateFor(open!));
    const snapshot = sync.getSnapshot();
    expect(snapshot).toMatchObject({ isReady: true, canEdit: true, status: 'saved' });
    expect(readRecipeDoc(snapshot.doc).title).toBe('Leek Soup');
    expect(socket.take('sync_update')).toEqual([]);
    expect(socket.retained).toBe(1);
  });

  it('batches local edits into one update per flush and is saved once acknowledged', async () => {
    const server = serverDoc('Soup');
    const { sync } = await openSynced(server);
    const doc = sync.getSnapshot().doc;
    typeInto(doc, 'title', 0, 'L');
    typeInto(doc, 'title', 1, 'e');
    typeInto(doc, 'title', 2, 'ek ');
    expect(sync.getSnapshot().status).toBe('saving');
    expect(socket.take('sync_update')).toEqual([]);

    await vi.advanceTimersByTimeAsync(50);
    const updates = socket.take('sync_update');
    expect(updates).toHaveLength(1);
    server.receive(updates[0]!);
    expect(readRecipeDoc(server.doc).title).toBe('Leek Soup');
    expect(sync.getSnapshot().status).toBe('saving');

    socket.deliver({ type: 'sync_ack', docId: DOC, ref: updates[0]!.ref });
    expect(sync.getSnapshot().status).toBe('saved');
    expect(storage.unsent.has(DOC)).toBe(false);
  });

  it('applies remote updates without sending them back', async () => {
    const server = serverDoc('Soup');
    const { sync } = await openSynced(server);
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(server.doc));
    const before = Y.encodeStateVector(other);
    recipeText(other, 'description').insert(0, 'Green');
    socket.deliver({
      type: 'sync_update',
      docId: DOC,
      update: toBase64(Y.encodeStateAsUpdate(other, before)),
    });
    expect(readRecipeDoc(sync.getSnapshot().doc).description).toBe('Green');
    await vi.advanceTimersByTimeAsync(100);
    expect(socket.take('sync_update')).toEqual([]);
    expect(sync.getSnapshot().status).toBe('saved');
  });

  it('keeps offline edits on the device and sends only what the server lacks on reconnect', async () => {
    const server = serverDoc('Soup');
    const { sync } = await openSynced(server);
    const doc = sync.getSnapshot().doc;

    socket.setConnected(false);
    expect(sync.getSnapshot().status).toBe('offline');
    typeInto(doc, 'title', 0, 'Leek ');
    // Deleting moves no state vector: it must still be found missing on the server.
    doc.transact(
      () => recipeText(doc, 'title').delete(doc.getText('title').length - 1, 1),
      LOCAL_ORIGIN,
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(socket.sent).toEqual([]);
    expect(storage.unsent.has(DOC)).toBe(true);
    // Someone else changed the description meanwhile.
    recipeText(server.doc, 'description').insert(0, 'Green');

    socket.setConnected(true);
    const [open] = socket.take('sync_open');
    socket.deliver(server.stateFor(open!));
    const [update] = socket.take('sync_update');
    expect(update).toBeDefined();
    // Only this client's change goes: nothing of what the server already has.
    const structs = Y.decodeUpdate(fromBase64(update!.update)).structs;
    expect(structs.every((struct) => struct.id.client === doc.clientID)).toBe(true);
    server.receive(update!);
    expect(readRecipeDoc(server.doc)).toMatchObject({ title: 'Leek Sou', description: 'Green' });
    expect(readRecipeDoc(doc)).toMatchObject({ title: 'Leek Sou', description: 'Green' });
    socket.deliver({ type: 'sync_ack', docId: DOC, ref: update!.ref });
    expect(sync.getSnapshot().status).toBe('saved');

    // A reconnect with nothing new sends nothing.
    socket.setConnected(false);
    socket.setConnected(true);
    const [again] = socket.take('sync_open');
    socket.deliver(server.stateFor(again!));
    expect(socket.take('sync_update')).toEqual([]);
  });

  it('survives a reload: the stored copy opens ready, and its unsent edits go out', async () => {
    const server = serverDoc('Soup');
    const first = await openSynced(server);
    socket.setConnected(false);
    typeInto(first.sync.getSnapshot().doc, 'title', 0, 'Leek ');
    await engine.closeAll();

    // A new tab (a reload), still offline.
    const reloaded = new SyncEngine({
      transport: socket.transport,
      storage,
      onRefused: () => {},
    });
    const { sync } = reloaded.acquire(DOC);
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.getSnapshot()).toMatchObject({ isReady: true, status: 'offline' });
    expect(readRecipeDoc(sync.getSnapshot().doc).title).toBe('Leek Soup');

    socket.setConnected(true);
    expect(sync.getSnapshot().status).toBe('saving');
    const [open] = socket.take('sync_open');
    socket.deliver(server.stateFor(open!));
    const [update] = socket.take('sync_update');
    server.receive(update!);
    expect(readRecipeDoc(server.doc).title).toBe('Leek Soup');
  });

  it('drops its copy and opens again from the server when a change is refused', async () => {
    const server = serverDoc('Soup');
    const { sync } = await openSynced(server);
    const before = sync.getSnapshot().doc;
    typeInto(before, 'title', 0, 'x'.repeat(300));
    await vi.advanceTimersByTimeAsync(50);
    const [update] = socket.take('sync_update');
    socket.deliver({
      type: 'sync_refused',
      docId: DOC,
      ref: update!.ref,
      code: 'limit',
      message: 'title: Too big: expected string to have <=200 characters',
    });
    expect(refusals).toEqual(['title: Too big: expected string to have <=200 characters']);
    expect(socket.take('sync_close')).toHaveLength(1);
    expect(sync.getSnapshot()).toMatchObject({ status: 'loading', isReady: false });

    await vi.advanceTimersByTimeAsync(0);
    expect(storage.stored.get(DOC)?.length ?? 0).toBeLessThanOrEqual(1);
    const [open] = socket.take('sync_open');
    expect(Y.decodeStateVector(fromBase64(open!.stateVector)).size).toBe(0);
    socket.deliver(server.stateFor(open!));
    const after = sync.getSnapshot().doc;
    expect(after).not.toBe(before);
    expect(readRecipeDoc(after).title).toBe('Soup');
    expect(socket.take('sync_update')).toEqual([]);
    expect(sync.getSnapshot().status).toBe('saved');

    // A second refusal of the same (already handled) change is ignored.
    socket.deliver({
      type: 'sync_refused',
      docId: DOC,
      ref: update!.ref,
      code: 'limit',
      message: 'x',
    });
    expect(refusals).toHaveLength(1);
  });

  it('sends an update too big for one message over HTTP', async () => {
    const server = serverDoc('Soup');
    const { sync } = await openSynced(server);
    typeInto(sync.getSnapshot().doc, 'description', 0, 'long text '.repeat(300));
    await vi.advanceTimersByTimeAsync(50);
    expect(socket.take('sync_update')).toEqual([]);
    expect(socket.posted).toHaveLength(1);
    expect(sync.getSnapshot().status).toBe('saved');
  });

  it('forgets a document the server will not open, and its stored copy', async () => {
    const held = engine.acquire(DOC);
    await vi.advanceTimersByTimeAsync(0);
    socket.take('sync_open');
    storage.stored.set(DOC, [new Uint8Array([0, 0])]);
    socket.deliver({
      type: 'sync_refused',
      docId: DOC,
      code: 'not_found',
      message: 'Recipe not found or not accessible',
    });
    expect(held.sync.getSnapshot().status).toBe('unavailable');
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.stored.has(DOC)).toBe(false);
    expect(refusals).toEqual([]);
  });

  it('sends awareness at most every 150 ms, the latest state winning', async () => {
    const server = serverDoc('Soup');
    const { sync } = await openSynced(server);
    sync.setPresence({ field: 'title', anchor: 'AQ==', head: 'AQ==' });
    sync.setPresence({ field: 'description' });
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.take('awareness')).toEqual([
      { type: 'awareness', docId: DOC, field: 'description' },
    ]);
    sync.setPresence({ field: 'servings' });
    sync.setPresence(null);
    await vi.advanceTimersByTimeAsync(100);
    expect(socket.take('awareness')).toEqual([]);
    await vi.advanceTimersByTimeAsync(60);
    expect(socket.take('awareness')).toEqual([{ type: 'awareness', docId: DOC, field: null }]);

    socket.deliver({
      type: 'awareness',
      docId: DOC,
      connectionId: 'c2',
      userId: 'u2',
      name: 'Sam Reed',
      field: 'title',
    });
    expect(sync.getSnapshot().others).toMatchObject([{ name: 'Sam Reed', field: 'title' }]);
    socket.setConnected(false);
    expect(sync.getSnapshot().others).toEqual([]);
  });

  it('stays open after the last holder lets go until the server has every change', async () => {
    const server = serverDoc('Soup');
    const held = await openSynced(server);
    socket.setConnected(false);
    typeInto(held.sync.getSnapshot().doc, 'title', 0, 'Leek ');
    held.release();
    await vi.advanceTimersByTimeAsync(5000);
    expect(engine.isOpen(DOC)).toBe(true);

    socket.setConnected(true);
    const [open] = socket.take('sync_open');
    socket.deliver(server.stateFor(open!));
    const [update] = socket.take('sync_update');
    socket.deliver({ type: 'sync_ack', docId: DOC, ref: update!.ref });
    expect(engine.isOpen(DOC)).toBe(false);
    expect(socket.take('sync_close')).toHaveLength(1);
    expect(socket.retained).toBe(0);
  });
});
