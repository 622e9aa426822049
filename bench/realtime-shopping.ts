// bench/realtime-shopping: the shopping list's part of `npm run bench:realtime` (see the header
// of bench/realtime.ts, phase 6). A household of BENCH_LIST_DEVICES (10) devices — five members,
// two devices each — has one list of BENCH_LIST_ITEMS (60) items open; the devices take turns
// checking and unchecking a random item, BENCH_LIST_CHECKS (500) in all at BENCH_LIST_CHECK_RATE
// (20) per second overall, each its own sync_update. Measured: the time from sending a check to
// the change arriving (applied) on each other device, p50/p99 over every delivery.
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import { addItems, parseItemText, readListDoc, setChecked } from '../contract/shopping/list-doc';
import { createSession, SESSION_COOKIE } from '../server/auth/sessions';
import type { Database } from '../server/db/schema';
import { newId } from '../server/lib/ids';
import type { RunningServer } from './lib';
import { SyncSocket, type Message } from './realtime-sync';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const SHOPPING = {
  devices: env('BENCH_LIST_DEVICES', 10),
  items: env('BENCH_LIST_ITEMS', 60),
  checks: env('BENCH_LIST_CHECKS', 500),
  checkRate: env('BENCH_LIST_CHECK_RATE', 20),
};
const DEVICES_PER_MEMBER = 2;
const REMOTE = 'remote';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ShoppingSeeded {
  listId: string;
  /** One session cookie per device (two devices per member). */
  deviceCookies: string[];
}

/** A household with its members and an empty list. */
export async function seedShopping(db: Kysely<Database>): Promise<ShoppingSeeded> {
  const now = new Date().toISOString();
  const members = Math.ceil(SHOPPING.devices / DEVICES_PER_MEMBER);
  const users = Array.from({ length: members }, (_, i) => ({
    id: newId(),
    email: `shopper${i}@example.com`,
    first_name: `Shopper${i}`,
    last_name: 'Bench',
    account_type: 'premium',
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto('users').values(users).execute();
  const householdId = newId();
  await db
    .insertInto('households')
    .values({
      id: householdId,
      owner_id: users[0]!.id,
      name: 'Bench household',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('household_members')
    .values(
      users.map((user, i) => ({
        household_id: householdId,
        user_id: user.id,
        role: i === 0 ? 'owner' : 'member',
        joined_at: now,
      })),
    )
    .execute();
  const listId = newId();
  await db
    .insertInto('shopping_lists')
    .values({
      id: listId,
      household_id: householdId,
      name: 'Groceries',
      created_by: users[0]!.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const deviceCookies: string[] = [];
  for (let d = 0; d < SHOPPING.devices; d += 1) {
    const user = users[Math.floor(d / DEVICES_PER_MEMBER)]!;
    deviceCookies.push(`${SESSION_COOKIE}=${await createSession(db, user.id, 3600)}`);
  }
  return { listId, deviceCookies };
}

/** A device: a socket and its copy of the list. */
class Device {
  readonly doc = new Y.Doc();
  ref = 0;
  refused = 0;
  constructor(
    readonly socket: SyncSocket,
    private readonly listId: string,
  ) {
    socket.onMessage = (m: Message, at: number) => {
      if (m.docId !== listId) return;
      if (m.type === 'sync_update') {
        Y.applyUpdate(this.doc, bytesOf(m.update!), REMOTE);
        this.onRemote(at);
      }
      if (m.type === 'sync_refused') this.refused += 1;
    };
  }

  onRemote: (at: number) => void = () => {};

  async open() {
    const state = await this.socket.open(this.listId, '', 'shopping_list');
    Y.applyUpdate(this.doc, bytesOf(state.update!), REMOTE);
  }

  /** Changes the copy and sends the change; answers when the server acknowledged it. */
  change(mutate: (doc: Y.Doc) => void): Promise<Message> {
    let update: Uint8Array | null = null;
    const capture = (bytes: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE) update = bytes;
    };
    this.doc.on('update', capture);
    mutate(this.doc);
    this.doc.off('update', capture);
    const ref = ++this.ref;
    const ack = this.socket.next(
      (m) => (m.type === 'sync_ack' || m.type === 'sync_refused') && m.ref === ref,
    );
    if (update)
      this.socket.send({ type: 'sync_update', docId: this.listId, update: b64(update), ref });
    return ack;
  }
}

function percentile(values: number[], p: number) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface ShoppingResult {
  processes: number;
  checks: number;
  p50: number;
  p99: number;
  deliveries: number;
  expected: number;
  refused: number;
  converged: boolean;
}

/**
 * The devices spread over the processes of `servers` (device i on process i mod n). A check is
 * delivered to a device when its copy shows the item with that check's stamp (checkedAt).
 */
export async function measureItemChecks(
  servers: RunningServer[],
  seeded: ShoppingSeeded,
): Promise<ShoppingResult> {
  const wsUrls = servers.map((s) => `${s.baseUrl.replace(/^http/, 'ws')}/ws`);
  const sockets = await Promise.all(
    seeded.deviceCookies.map((c, i) => SyncSocket.connect(wsUrls[i % wsUrls.length]!, c)),
  );
  const devices = sockets.map((socket) => new Device(socket, seeded.listId));
  try {
    await Promise.all(devices.map((d) => d.open()));
    const lines = Array.from({ length: SHOPPING.items }, (_, i) => `${(i % 5) + 1} lb food ${i}`);
    // Ten at a time: a socket message holds at most WS_MAX_MESSAGE_BYTES (16 KiB).
    for (let start = 0; start < lines.length; start += 10) {
      const added = await devices[0]!.change((doc) =>
        addItems(
          doc,
          lines.slice(start, start + 10).map((line) => parseItemText(line)),
          { now: new Date().toISOString() },
        ),
      );
      if (added.type !== 'sync_ack') throw new Error(`adding items refused: ${added.code}`);
    }
    await sleep(500);
    const itemIds = readListDoc(devices[0]!.doc).items.map((item) => item.id);

    // item → its latest check or uncheck, and the devices it reached. Checks of one item are
    // seconds apart (the items are taken in turn), so a device that shows the item as that
    // change left it has received that change.
    const pending = new Map<
      string,
      { checked: boolean; stamp: string; sentAt: number; from: number; reached: Set<number> }
    >();
    const latencies: number[] = [];
    const items = (doc: Y.Doc) => doc.getMap<Y.Map<unknown>>('items');
    devices.forEach((device, d) => {
      device.onRemote = (at) => {
        for (const [itemId, change] of pending) {
          if (change.from === d || change.reached.has(d)) continue;
          const item = items(device.doc).get(itemId);
          const shows = change.checked
            ? item?.get('checkedAt') === change.stamp
            : item?.get('checked') === false;
          if (!shows) continue;
          change.reached.add(d);
          latencies.push(at - change.sentAt);
          if (change.reached.size === devices.length - 1) pending.delete(itemId);
        }
      };
    });
    const interval = 1000 / SHOPPING.checkRate;
    const started = performance.now();
    const acks: Array<Promise<Message>> = [];
    for (let k = 0; k < SHOPPING.checks; k += 1) {
      const wait = started + k * interval - performance.now();
      if (wait > 0) await sleep(wait);
      const from = k % devices.length;
      const device = devices[from]!;
      const itemId = itemIds[k % itemIds.length]!;
      const checked = items(device.doc).get(itemId)?.get('checked') !== true;
      // A unique stamp per check, so each delivery is matched to its check.
      const stamp = new Date(Date.UTC(2030, 0, 1) + k).toISOString();
      pending.set(itemId, { checked, stamp, sentAt: performance.now(), from, reached: new Set() });
      acks.push(device.change((doc) => setChecked(doc, itemId, checked, stamp)));
    }
    await Promise.all(acks);
    await sleep(1000);
    const states = devices.map((d) => JSON.stringify(readListDoc(d.doc)));
    return {
      processes: wsUrls.length,
      checks: SHOPPING.checks,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      deliveries: latencies.length,
      expected: SHOPPING.checks * (devices.length - 1),
      refused: devices.reduce((sum, d) => sum + d.refused, 0),
      converged: states.every((state) => state === states[0]),
    };
  } finally {
    for (const socket of sockets) socket.close();
  }
}

export function shoppingSummary(result: ShoppingResult): string {
  const ms = (value: number) => `${value.toFixed(1)}ms`;
  return `shopping: devices=${SHOPPING.devices} processes=${result.processes} items=${SHOPPING.items} checks=${result.checks}@${SHOPPING.checkRate}/s item check→other devices p50=${ms(result.p50)} p99=${ms(result.p99)} (deliveries ${result.deliveries}/${result.expected}${result.refused ? ` refused=${result.refused}` : ''}${result.converged ? '' : ' NOT CONVERGED'})`;
}
