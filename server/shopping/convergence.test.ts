// Property: members' devices making random concurrent changes to one shopping list (adding,
// checking and unchecking, moving to another section, rewriting, removing, clearing checked),
// some offline for a while, with updates reaching the server (the sync channel's own target) and
// each other in random order, all end with the server's document; the list's row counts what the
// document holds; and no checked item is ever unchecked unless some device unchecked it.
// Seeded (FUZZ_SEED) so a failure replays; FUZZ_RUNS sets the number of runs.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as Y from 'yjs';
import {
  addItems,
  clearChecked,
  editItemText,
  parseItemText,
  readListDoc,
  removeItem,
  setChecked,
  setSection,
} from '../../contract/shopping/list-doc';
import { STORE_SECTIONS } from '../../contract/shopping/sections';
import { startTestServer, type TestServer } from '../test/harness';
import {
  addLines,
  createList,
  householdWithPeople,
  type HouseholdPeople,
} from '../households/testing';
import { listDocsOf } from './list-document';

const seed = Number(inject('fuzzSeed')) || 20_261_125;
const runs = Number(inject('fuzzRuns')) || 0;

let server: TestServer;
let people: HouseholdPeople;
beforeAll(async () => {
  // A list per run, in one household.
  server = await startTestServer({ SHOPPING_LISTS_PER_HOUSEHOLD: 100_000 });
  people = await householdWithPeople(server);
});
afterAll(() => server.close());

const REMOTE = 'remote';
const FOODS = ['1 cup milk', '2 eggs', '200 ml milk', '1 lb potatoes', 'salt', '3 onions', '1 egg'];

/** One device: its document, what it has not sent, and what it has not yet received. */
interface Device {
  doc: Y.Doc;
  unsent: Uint8Array[];
  inbox: Uint8Array[];
  online: boolean;
}

type Step =
  | { kind: 'add'; device: number; line: number }
  | { kind: 'check' | 'uncheck' | 'remove'; device: number; pick: number }
  | { kind: 'section'; device: number; pick: number; section: number }
  | { kind: 'rewrite'; device: number; pick: number; line: number }
  | { kind: 'clear' | 'send' | 'disconnect' | 'reconnect'; device: number }
  | { kind: 'receive'; device: number; pick: number };

function steps(devices: number) {
  const device = fc.nat(devices - 1);
  const pick = fc.nat();
  const line = fc.nat(FOODS.length - 1);
  const edits: fc.Arbitrary<Step>[] = [
    fc.record({ kind: fc.constant('add' as const), device, line }),
    fc.record({ kind: fc.constantFrom('check' as const, 'uncheck' as const), device, pick }),
    fc.record({ kind: fc.constant('remove' as const), device, pick }),
    fc.record({
      kind: fc.constant('section' as const),
      device,
      pick,
      section: fc.nat(STORE_SECTIONS.length - 1),
    }),
    fc.record({ kind: fc.constant('rewrite' as const), device, pick, line }),
    fc.record({ kind: fc.constant('clear' as const), device }),
  ];
  const delivery: fc.Arbitrary<Step>[] = [
    fc.record({ kind: fc.constant('send' as const), device }),
    fc.record({ kind: fc.constant('receive' as const), device, pick }),
    fc.record({ kind: fc.constantFrom('disconnect' as const, 'reconnect' as const), device }),
  ];
  return fc.array(
    fc.oneof(
      { weight: 3, arbitrary: fc.oneof(...edits) },
      { weight: 2, arbitrary: fc.oneof(...delivery) },
    ),
    { minLength: 5, maxLength: 40 },
  );
}

/** Runs one scenario; answers the devices, the server's document and the list's row. */
async function play(deviceCount: number, script: Step[]) {
  const { owner, member, household } = people;
  const list = await createList(owner.client, household.id);
  await addLines(owner.client, list.id, ['2 leeks', '1 lemon']);
  const lists = listDocsOf(server.deps);
  // Devices alternate between the owner and the member.
  const userOf = (index: number) => (index % 2 === 0 ? owner.user : member.user);
  const initial = (await lists.open(owner.user, list.id, null))!;
  const devices: Device[] = Array.from({ length: deviceCount }, () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, initial.update, REMOTE);
    const device: Device = { doc, unsent: [], inbox: [], online: true };
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE) device.unsent.push(update);
    });
    return device;
  });
  // Stored updates fan out to every other online device's inbox, like the sync channel does.
  const unsubscribe = server.deps.events.subscribe((event) => {
    if (event.type !== 'doc.updated' || event.docId !== list.id) return;
    devices.forEach((device, index) => {
      if (device.online && String(index) !== event.originId) device.inbox.push(event.update);
    });
  });
  /** Items some device checked, and those some device wrote unchecked while it saw them checked. */
  const checked = new Set<string>();
  const unchecked = new Set<string>();
  const send = async (index: number) => {
    const device = devices[index]!;
    if (!device.online || device.unsent.length === 0) return;
    const update = Y.mergeUpdates(device.unsent.splice(0));
    await lists.apply(userOf(index), list.id, update, String(index));
    await settle();
  };
  const reconnect = async (index: number) => {
    const device = devices[index]!;
    device.online = true;
    device.inbox = [];
    const opened = await lists.open(userOf(index), list.id, Y.encodeStateVector(device.doc));
    Y.applyUpdate(device.doc, opened!.update, REMOTE);
    const missing = Y.encodeStateAsUpdate(device.doc, opened!.stateVector);
    device.unsent = missing.length > 2 ? [missing] : [];
    await send(index);
  };
  try {
    for (const step of script) {
      const index = step.device % deviceCount;
      const device = devices[index]!;
      const { doc } = device;
      const items = readListDoc(doc).items;
      const picked = 'pick' in step && items.length ? items[step.pick % items.length]! : null;
      const at = new Date().toISOString();
      switch (step.kind) {
        case 'add':
          addItems(doc, [parseItemText(FOODS[step.line]!)], { now: at });
          break;
        case 'check':
          if (picked) checked.add(picked.id);
          if (picked) setChecked(doc, picked.id, true, at);
          break;
        case 'uncheck':
          if (picked?.checked) unchecked.add(picked.id);
          if (picked) setChecked(doc, picked.id, false, at);
          break;
        case 'remove':
          if (picked) removeItem(doc, picked.id);
          break;
        case 'section':
          if (picked) setSection(doc, picked.id, STORE_SECTIONS[step.section]!);
          break;
        case 'rewrite':
          if (picked) editItemText(doc, picked.id, FOODS[step.line]!, { now: at });
          break;
        case 'clear':
          clearChecked(doc);
          break;
        case 'send':
          await send(index);
          break;
        case 'receive': {
          // One update from anywhere in the inbox: delivery out of order.
          if (device.inbox.length === 0) break;
          const [update] = device.inbox.splice(step.pick % device.inbox.length, 1);
          Y.applyUpdate(doc, update!, REMOTE);
          break;
        }
        case 'disconnect':
          device.online = false;
          break;
        case 'reconnect':
          await reconnect(index);
          break;
      }
    }
    // Everyone comes back and sends what is left; then everyone catches up.
    for (let index = 0; index < deviceCount; index++) await reconnect(index);
    for (let index = 0; index < deviceCount; index++) await reconnect(index);
  } finally {
    unsubscribe();
  }
  const serverDoc = (await lists.readFor(owner.user, list.id)).doc;
  const row = await server.deps.db
    .selectFrom('shopping_lists')
    .selectAll()
    .where('id', '=', list.id)
    .executeTakeFirstOrThrow();
  return { devices, serverDoc, row, checked, unchecked };
}

/** Lets the event bus deliver (its listeners run on a later microtask). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function expectConverged(result: Awaited<ReturnType<typeof play>>) {
  const expected = readListDoc(result.serverDoc);
  for (const device of result.devices) {
    expect(readListDoc(device.doc)).toEqual(expected);
    expect(Y.encodeStateVector(device.doc)).toEqual(Y.encodeStateVector(result.serverDoc));
  }
  expect(result.row.item_count).toBe(expected.items.length);
  expect(result.row.unchecked_count).toBe(expected.items.filter((item) => !item.checked).length);
}

/** Every item a device checked is checked still, unless it is gone or a device unchecked it. */
function expectNoLostCheck(result: Awaited<ReturnType<typeof play>>) {
  const final = new Map(readListDoc(result.serverDoc).items.map((item) => [item.id, item]));
  for (const id of result.checked) {
    if (result.unchecked.has(id) || !final.has(id)) continue;
    expect(final.get(id)!.checked, `item ${id} lost its check`).toBe(true);
  }
}

const options = (numRuns: number) => ({ seed, numRuns: runs || numRuns });

describe('convergence of a shopping list', () => {
  it('three devices converge with the server, and keep every check nobody undid', async () => {
    await fc.assert(
      fc.asyncProperty(steps(3), async (script) => {
        const result = await play(3, script);
        expectConverged(result);
        expectNoLostCheck(result);
      }),
      options(60),
    );
  });

  it('six devices converge with the server, whatever the order of delivery', async () => {
    await fc.assert(
      fc.asyncProperty(steps(6), async (script) => {
        const result = await play(6, script);
        expectConverged(result);
        expectNoLostCheck(result);
      }),
      options(25),
    );
  });
});
