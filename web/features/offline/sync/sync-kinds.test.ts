import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { toBase64 } from 'lib0/buffer';
import {
  addItems,
  initialListState,
  parseItemText,
  readListDoc,
} from '../../../../contract/shopping/list-doc';
import { SyncEngine } from './sync-engine';
import { fakeSocket, memoryStorage } from './sync-fakes';
import { docIdsOfKind, isUnsent, markUnsent, unsentDocIds, unsentEntryOf } from './stored-docs';
import { LOCAL_ORIGIN } from './sync-types';

const LIST = 'c0ffee00-0000-4000-8000-00000000000a';
const RECIPE = 'c0ffee00-0000-4000-8000-00000000000b';

describe('sync engines of several kinds', () => {
  let socket: ReturnType<typeof fakeSocket>;
  beforeEach(() => {
    vi.useFakeTimers();
    socket = fakeSocket();
  });
  afterEach(() => vi.useRealTimers());

  const engineOf = (kind?: 'recipe' | 'shopping_list') =>
    new SyncEngine({
      kind,
      transport: socket.transport,
      storage: memoryStorage(),
      onRefused: () => {},
    });

  it('names the kind in sync_open, except for recipes (the server default)', async () => {
    engineOf('shopping_list').acquire(LIST);
    engineOf().acquire(RECIPE);
    await vi.advanceTimersByTimeAsync(0);
    const opens = socket.take('sync_open');
    expect(opens.find((open) => open.docId === LIST)).toMatchObject({ kind: 'shopping_list' });
    expect(opens.find((open) => open.docId === RECIPE)).not.toHaveProperty('kind');
  });

  it('takes only its own documents from the shared socket', async () => {
    const lists = engineOf('shopping_list');
    const { sync } = lists.acquire(LIST);
    await vi.advanceTimersByTimeAsync(0);
    socket.take('sync_open');
    const server = new Y.Doc();
    Y.applyUpdate(server, initialListState('Groceries'));
    socket.deliver({
      type: 'sync_state',
      docId: LIST,
      update: toBase64(Y.encodeStateAsUpdate(server)),
      stateVector: toBase64(Y.encodeStateVector(server)),
      canEdit: true,
    });
    expect(readListDoc(sync.getSnapshot().doc).name).toBe('Groceries');
    // A recipe's removal never drops a list that happens to be open.
    socket.deliver({ type: 'recipe_deleted', recipeId: LIST });
    expect(sync.getSnapshot().status).not.toBe('unavailable');

    const doc = sync.getSnapshot().doc;
    doc.transact(
      () => addItems(doc, [parseItemText('2 lb potatoes')], { now: '2025-01-01T00:00:00Z' }),
      LOCAL_ORIGIN,
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(socket.take('sync_update')).toMatchObject([{ docId: LIST }]);
  });
});

describe('the unsent set', () => {
  it('keeps recipes by id and other kinds by kind and id', () => {
    expect(unsentEntryOf(RECIPE, 'recipe')).toBe(RECIPE);
    expect(unsentEntryOf(LIST, 'shopping_list')).toBe(`shopping_list:${LIST}`);
    const entries = [RECIPE, `shopping_list:${LIST}`, `meal_plan:${RECIPE}`];
    expect(docIdsOfKind(entries, 'recipe')).toEqual([RECIPE]);
    expect(docIdsOfKind(entries, 'shopping_list')).toEqual([LIST]);
    expect(docIdsOfKind(entries, 'meal_plan')).toEqual([RECIPE]);
  });

  it("resumes a list's changes with the list engine, not the recipe engine", () => {
    markUnsent(LIST, true, 'shopping_list');
    expect(isUnsent(LIST, 'shopping_list')).toBe(true);
    expect(isUnsent(LIST)).toBe(false);
    expect(unsentDocIds('shopping_list')).toEqual([LIST]);
    expect(unsentDocIds()).toEqual([]);
    markUnsent(LIST, false, 'shopping_list');
    expect(unsentDocIds('shopping_list')).toEqual([]);
  });
});
