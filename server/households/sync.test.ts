// A household's documents live over real /ws sockets: members editing a shopping list (kind
// 'shopping_list') or the meal plan (kind 'meal_plan', the household's id) see each other's
// changes and converge; outsiders are refused; a removed member's sockets are refused the
// household's documents at once and receive nothing more; and the server keeps the list's
// limits. The property test of random concurrent list edits is in convergence.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEntry, readPlan } from '../../contract/plan/plan-doc';
import { addItems, parseItemText, readListDoc, setChecked } from '../../contract/shopping/list-doc';
import { openSocket, type TestSocket } from '../realtime/testing';
import { SyncTestClient } from '../sync/testing';
import { createUser, type TestUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import {
  addLines,
  addMember,
  createList,
  eventually,
  householdWithPeople,
  ownHousehold,
  readList,
} from './testing';

let server: TestServer;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server.close();
});

async function socketOf(user: TestUser, on: TestServer = server) {
  const socket = await openSocket(on, user.client);
  sockets.push(socket);
  return socket;
}

const now = () => new Date().toISOString();
const checkedFoods = (client: SyncTestClient) =>
  readListDoc(client.doc)
    .items.filter((item) => item.checked)
    .map((item) => item.food)
    .sort();

/** A household with a list of three items, open on the owner's and the member's sockets. */
async function openList() {
  const people = await householdWithPeople(server);
  const list = await createList(people.owner.client, people.household.id);
  const { itemIds } = await addLines(people.owner.client, list.id, [
    '2 leeks',
    '1 lemon',
    '3 figs',
  ]);
  const a = new SyncTestClient(await socketOf(people.owner), list.id, 'shopping_list');
  const b = new SyncTestClient(await socketOf(people.member), list.id, 'shopping_list');
  expect((await a.open()).type).toBe('sync_state');
  expect((await b.open()).type).toBe('sync_state');
  return { ...people, list, itemIds, a, b };
}

describe('a shopping list, live', () => {
  it('reaches the other member when one checks an item', async () => {
    const { owner, list, itemIds, a, b } = await openList();
    expect(a.canEdit && b.canEdit).toBe(true);
    expect(readListDoc(b.doc).items).toHaveLength(3);
    b.edit((doc) => setChecked(doc, itemIds[0]!, true, now()));
    expect((await b.flush())?.type).toBe('sync_ack');
    await eventually(() => expect(checkedFoods(a)).toEqual(['leeks']));
    const shown = await readList(owner.client, list.id);
    expect(shown).toMatchObject({ itemCount: 3, uncheckedCount: 2 });
  });

  it('converges when both check different items at once', async () => {
    const { owner, list, itemIds, a, b } = await openList();
    a.edit((doc) => setChecked(doc, itemIds[1]!, true, now()));
    b.edit((doc) => setChecked(doc, itemIds[2]!, true, now()));
    const [ackA, ackB] = await Promise.all([a.flush(), b.flush()]);
    expect([ackA?.type, ackB?.type]).toEqual(['sync_ack', 'sync_ack']);
    await eventually(() => {
      expect(checkedFoods(a)).toEqual(['figs', 'lemon']);
      expect(checkedFoods(b)).toEqual(['figs', 'lemon']);
    });
    const shown = await readList(owner.client, list.id);
    expect(
      shown.items
        .filter((item) => item.checked)
        .map((item) => item.food)
        .sort(),
    ).toEqual(['figs', 'lemon']);
  });

  it('gets REST changes to the open document', async () => {
    const { member, list, a } = await openList();
    await addLines(member.client, list.id, ['1 loaf bread']);
    await eventually(() =>
      expect(readListDoc(a.doc).items.map((item) => item.food)).toContain('bread'),
    );
  });

  it('refuses an outsider, and ids opened as the wrong kind', async () => {
    const { outsider, owner, household, list } = await openList();
    const socket = await socketOf(outsider);
    const asList = new SyncTestClient(socket, list.id, 'shopping_list');
    expect(await asList.open()).toMatchObject({ type: 'sync_refused', code: 'not_found' });
    const asPlan = new SyncTestClient(socket, household.id, 'meal_plan');
    expect(await asPlan.open()).toMatchObject({ type: 'sync_refused', code: 'not_found' });
    // Nothing of theirs is open: an update is refused, not stored.
    asList.edit((doc) => addItems(doc, [parseItemText('1 bomb')], { now: now() }));
    expect(await asList.flush()).toMatchObject({ type: 'sync_refused', code: 'not_open' });
    // A member naming the wrong kind finds nothing either.
    const ownerSocket = await socketOf(owner);
    for (const [docId, kind] of [
      [list.id, 'recipe'],
      [list.id, 'meal_plan'],
      [household.id, 'shopping_list'],
    ] as const) {
      const wrong = new SyncTestClient(ownerSocket, docId, kind);
      expect(await wrong.open()).toMatchObject({ type: 'sync_refused', code: 'not_found' });
    }
    expect((await readList(owner.client, list.id)).items).toHaveLength(3);
  });

  it('refuses an update past SHOPPING_LIST_MAX_ITEMS, changing nothing', async () => {
    const small = await startTestServer({ SHOPPING_LIST_MAX_ITEMS: 3 });
    try {
      const owner = await createUser(small);
      const member = await createUser(small);
      const household = await ownHousehold(owner.client);
      await addMember(owner.client, household.id, member);
      const list = await createList(owner.client, household.id);
      await addLines(owner.client, list.id, ['1 apple', '1 pear']);
      const a = new SyncTestClient(await socketOf(owner, small), list.id, 'shopping_list');
      const b = new SyncTestClient(await socketOf(member, small), list.id, 'shopping_list');
      await a.open();
      await b.open();
      const mark = a.socket.mark();
      b.edit((doc) =>
        addItems(
          doc,
          ['1 fig', '1 kiwi'].map((line) => parseItemText(line)),
          { now: now() },
        ),
      );
      expect(await b.flush()).toMatchObject({ type: 'sync_refused', code: 'limit' });
      const shown = await readList(owner.client, list.id);
      expect(shown.items.map((item) => item.food).sort()).toEqual(['apple', 'pear']);
      // The other member heard nothing of it: their next message is about a later change.
      await addLines(owner.client, list.id, ['1 plum']);
      await eventually(() => expect(readListDoc(a.doc).items).toHaveLength(3));
      expect(
        readListDoc(a.doc)
          .items.map((item) => item.food)
          .sort(),
      ).toEqual(['apple', 'pear', 'plum']);
      expect(a.socket.since(mark, (m) => m.type === 'sync_update')).toHaveLength(1);
    } finally {
      await small.close();
    }
  });
});

describe('the meal plan, live', () => {
  it('reaches the other member, and the REST reads', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const a = new SyncTestClient(await socketOf(owner), household.id, 'meal_plan');
    const b = new SyncTestClient(await socketOf(member), household.id, 'meal_plan');
    expect((await a.open()).type).toBe('sync_state');
    expect((await b.open()).type).toBe('sync_state');
    a.edit((doc) =>
      addEntry(
        doc,
        { date: '2026-03-02', slot: 'dinner', note: 'Tacos' },
        { now: now(), addedBy: null },
      ),
    );
    expect((await a.flush())?.type).toBe('sync_ack');
    await eventually(() => expect(readPlan(b.doc).map((entry) => entry.note)).toEqual(['Tacos']));
    const res = await member.client.get(
      `/api/households/${household.id}/plan?from=2026-03-01&to=2026-03-07`,
    );
    expect(res.body.entries.map((entry: { note: string }) => entry.note)).toEqual(['Tacos']);
  });
});

describe('a removed member', () => {
  it("is refused the household's documents at once and receives nothing more", async () => {
    const { owner, member, household, list, a, b } = await openList();
    const plan = new SyncTestClient(b.socket, household.id, 'meal_plan');
    expect((await plan.open()).type).toBe('sync_state');
    // A document of the member's own household stays open: the fence for "nothing more".
    const ownList = await createList(member.client, (await ownHousehold(member.client)).id);
    const fence = new SyncTestClient(b.socket, ownList.id, 'shopping_list');
    await fence.open();
    const ownerSocket = a.socket;
    const mark = b.socket.mark();

    const path = `/api/households/${household.id}/members/${member.user.id}`;
    expect((await owner.client.delete(path)).status).toBe(204);
    const refusals = [
      await b.socket.next((m) => m.type === 'sync_refused' && m.docId === list.id),
      await b.socket.next((m) => m.type === 'sync_refused' && m.docId === household.id),
    ];
    expect(refusals.map((m) => m.code)).toEqual(['not_found', 'not_found']);
    await b.socket.next((m) => m.type === 'household_changed' && m.householdId === household.id);
    await ownerSocket.next((m) => m.type === 'household_changed' && m.householdId === household.id);

    // The owner changes both documents; then the fence changes; only the fence arrives.
    await addLines(owner.client, list.id, ['1 secret']);
    await owner.client.post(`/api/households/${household.id}/plan`, {
      date: '2026-03-02',
      slot: 'dinner',
      note: 'Secret dinner',
    });
    await addLines(member.client, ownList.id, ['1 fence']);
    await eventually(() =>
      expect(readListDoc(fence.doc).items.map((item) => item.food)).toEqual(['fence']),
    );
    const after = b.socket.since(
      mark,
      (m) => m.type === 'sync_update' && (m.docId === list.id || m.docId === household.id),
    );
    expect(after).toEqual([]);
    // Their edits are refused, and so is opening the documents again.
    b.edit((doc) => setChecked(doc, readListDoc(doc).items[0]!.id, true, now()));
    expect(await b.flush()).toMatchObject({ type: 'sync_refused', code: 'not_open' });
    b.reset();
    expect(await b.open()).toMatchObject({ type: 'sync_refused', code: 'not_found' });
    plan.reset();
    expect(await plan.open()).toMatchObject({ type: 'sync_refused', code: 'not_found' });
    expect((await readList(owner.client, list.id)).uncheckedCount).toBe(4);
  });
});
