// bench/realtime-sync: the sync engine's part of `npm run bench:realtime` (settings and what is
// measured: see the header of bench/realtime.ts). Seeds its own users and recipes; the phases run
// against servers that bench/realtime.ts starts.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import WebSocket from 'ws';
import * as Y from 'yjs';
import {
  createRecipeDoc,
  readRecipeDoc,
  recipeList,
  recipeText,
} from '../contract/sync/recipe-doc';
import { createSession, SESSION_COOKIE } from '../server/auth/sessions';
import type { Database } from '../server/db/schema';
import { newId } from '../server/lib/ids';
import { insertRecipe } from '../server/recipes/queries';
import { cpuSeconds, machineJiffies, rssMiB, seedBenchUsers, type RunningServer } from './lib';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const SYNC = {
  writers: env('BENCH_SYNC_WRITERS', 10),
  readers: env('BENCH_SYNC_READERS', 100),
  keystrokes: env('BENCH_KEYSTROKES', 1_000),
  /** Keystrokes per second of each writer. */
  keystrokeRate: env('BENCH_KEYSTROKE_RATE', 10),
  openDocs: env('BENCH_OPEN_DOCS', 1_000),
  heavyUpdates: env('BENCH_HEAVY_UPDATES', 10_000),
  loadRuns: env('BENCH_LOAD_RUNS', 3),
};

/** The server's WS_MAX_JOINS_PER_SOCKET default: documents one socket may have open. */
const DOCS_PER_SOCKET = 50;
/** A writer filling the heavy document stays under this many messages per second (limit 60). */
const FAST_RATE = 50;
const REMOTE = 'remote';
/** BENCH_HEAVY_TYPING=random: the heavy document's keystrokes each at a random place (worst case). */
const HEAVY_AT_CURSOR = process.env.BENCH_HEAVY_TYPING !== 'random';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ── seeding ──────────────────────────────────────────────────────────────────────────────────

export interface SyncSeeded {
  /** Listed editors of the typed-into recipes. */
  writerIds: string[];
  writerCookies: string[];
  /** Listed viewers of the typed-into recipe (and readers of the link-view recipes). */
  readerCookies: string[];
  /** The recipe everyone types into or watches. */
  liveId: string;
  /** The recipe that receives BENCH_HEAVY_UPDATES updates. */
  heavyId: string;
  /** A recipe given a copy of the heavy document's rows, to load it in a warmed-up process. */
  twinId: string;
  /** BENCH_OPEN_DOCS link-view recipes with realistic content. */
  docIds: string[];
}

/** A mulberry32 generator: the same keystrokes on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FOODS = ['red lentils', 'onion', 'garlic', 'carrots', 'celery', 'tomatoes', 'cumin'];
const MORE_FOODS = ['paprika', 'stock', 'olive oil', 'lemon', 'parsley', 'salt', 'pepper'];
const UNITS = ['cups', 'tbsp', 'tsp', 'g', 'cloves', 'cans'];

/** A recipe's content the size of a typical one: 12 ingredients, 8 steps, a paragraph. */
function realisticContent(i: number) {
  const foods = [...FOODS, ...MORE_FOODS];
  return {
    title: `Weeknight lentil stew no. ${i}`,
    description:
      'A thick, warming stew for cold evenings. Red lentils melt into the broth while the ' +
      'vegetables keep a little bite; a squeeze of lemon at the end lifts everything. Keeps ' +
      'for four days in the fridge and freezes well, so make a double batch.',
    ingredients: Array.from(
      { length: 12 },
      (_, k) => `${(k % 4) + 1} ${UNITS[k % UNITS.length]} ${foods[k % foods.length]}, chopped`,
    ),
    steps: Array.from(
      { length: 8 },
      (_, k) =>
        `Step ${k + 1}: heat the pot, add the ${foods[(k * 3) % foods.length]} and stir ` +
        `for ${k + 2} minutes until fragrant, then season and keep going.`,
    ),
    tags: ['dinner', 'vegetarian', 'stew'],
  };
}

export async function seedSync(db: Kysely<Database>): Promise<SyncSeeded> {
  const now = new Date().toISOString();
  const users = await seedBenchUsers(db, 1 + SYNC.writers + SYNC.readers, {
    prefix: 'sync',
    first: 'Typist',
  });
  const owner = users[0]!;
  const writers = users.slice(1, 1 + SYNC.writers);
  const readers = users.slice(1 + SYNC.writers);
  // A recipe lists at most 100 viewers; more readers read it as a link-view recipe.
  const viewers = readers.slice(0, 100);

  const recipe = (i: number, visibility: string, editors: string[], listedViewers: string[]) => {
    const content = realisticContent(i);
    return {
      row: {
        id: newId(),
        owner_uid: owner,
        title: content.title,
        description: content.description,
        ingredients: JSON.stringify(content.ingredients),
        steps: JSON.stringify(content.steps),
        tags: JSON.stringify(content.tags),
        image_url: null,
        tip_video_url: null,
        source_url: null,
        prep_time: 15,
        cook_time: 40,
        servings: '4',
        visibility,
        editors: JSON.stringify(editors),
        viewers: JSON.stringify(listedViewers),
        created_at: now,
        updated_at: now,
      },
      indexes: { tags: content.tags, editors, viewers: listedViewers },
    };
  };
  const live = recipe(0, 'link-view', writers, viewers);
  const heavy = recipe(1, 'private', writers, []);
  const twin = recipe(1, 'private', writers, []);
  const docs = Array.from({ length: SYNC.openDocs }, (_, i) => recipe(2 + i, 'link-view', [], []));
  await db.transaction().execute(async (trx) => {
    for (const { row, indexes } of [live, heavy, twin, ...docs]) {
      await insertRecipe(trx, row, indexes);
    }
  });

  const cookie = async (userId: string) =>
    `${SESSION_COOKIE}=${await createSession(db, userId, 3600)}`;
  const writerCookies = [];
  for (const id of writers) writerCookies.push(await cookie(id));
  const readerCookies = [];
  for (const id of readers) readerCookies.push(await cookie(id));
  return {
    writerIds: writers,
    writerCookies,
    readerCookies,
    liveId: live.row.id,
    heavyId: heavy.row.id,
    twinId: twin.row.id,
    docIds: docs.map((d) => d.row.id),
  };
}

// ── sockets ──────────────────────────────────────────────────────────────────────────────────

export interface Message {
  type: string;
  docId?: string;
  update?: string;
  ref?: number;
  code?: string;
}

/** A /ws socket whose messages are parsed once and handed to `onMessage`. */
export class SyncSocket {
  onMessage: (message: Message, at: number) => void = () => {};
  private readonly waiters = new Set<{
    match: (m: Message) => boolean;
    resolve: (m: Message) => void;
  }>();

  /** Why the server closed the socket, if it did before the bench. */
  closedBy: string | null = null;
  private isClosing = false;

  private constructor(readonly ws: WebSocket) {
    ws.on('close', (code, reason) => {
      if (!this.isClosing) this.closedBy = `${code} ${reason.toString()}`.trim();
    });
    ws.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(data.toString()) as Message;
      this.onMessage(message, at);
      for (const waiter of this.waiters) {
        if (waiter.match(message)) {
          this.waiters.delete(waiter);
          waiter.resolve(message);
        }
      }
    });
  }

  static connect(url: string, cookie: string): Promise<SyncSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers: { cookie } });
      ws.once('open', () => resolve(new SyncSocket(ws)));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade ${res.statusCode}`)));
    });
  }

  send(message: object) {
    this.ws.send(JSON.stringify(message));
  }

  next(match: (m: Message) => boolean, timeoutMs = 30_000): Promise<Message> {
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (m: Message) => {
          clearTimeout(timer);
          resolve(m);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error('timed out waiting for a message'));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Opens a document; answers the sync_state (throws on a refusal). */
  async open(docId: string, stateVector = '', kind = 'recipe'): Promise<Message> {
    const answer = this.next(
      (m) => (m.type === 'sync_state' || m.type === 'sync_refused') && m.docId === docId,
    );
    this.send({ type: 'sync_open', docId, stateVector, kind });
    const state = await answer;
    if (state.type !== 'sync_state') throw new Error(`sync_open refused: ${state.code}`);
    return state;
  }

  close() {
    this.isClosing = true;
    this.ws.terminate();
  }
}

/** The keystrokes in flight: when each was sent, to time its arrival at the others. */
class Deliveries {
  /** Sent time by the update's bytes (base64), and by the ids it carries. */
  private readonly byBytes = new Map<string, number>();
  private readonly byKey = new Map<string, number>();
  readonly latencies: number[] = [];
  expected = 0;
  /** Deliveries whose bytes were not the sender's update (then matched by the ids). */
  otherBytes = 0;
  unknown = 0;
  private onIdle: (() => void) | null = null;

  sent(update: Uint8Array, at: number, recipients: number) {
    this.byBytes.set(b64(update), at);
    this.byKey.set(keyOf(update), at);
    this.expected += recipients;
  }

  /** Keystrokes already counted for a recipient (a merged update may repeat one). */
  private readonly seen = new Set<string>();

  arrived(update: string, at: number, recipient: string, ownClient?: number) {
    const sentAt = this.byBytes.get(update);
    if (sentAt !== undefined) {
      this.latencies.push(at - sentAt);
    } else {
      // The server re-encoded it (several keystrokes stored together are sent as one update):
      // every keystroke whose first id it carries arrived now.
      // A recipient's own keystrokes come back when a batch mixed several senders' updates.
      const found = keysIn(bytesOf(update))
        .filter((key) => ownClient === undefined || !key.startsWith(`s${ownClient}:`))
        .filter((key) => {
          const fresh = !this.seen.has(`${recipient}|${key}`);
          this.seen.add(`${recipient}|${key}`);
          return fresh;
        })
        .map((key) => this.byKey.get(key))
        .filter((time): time is number => time !== undefined);
      if (found.length === 0) {
        this.unknown += 1;
        return;
      }
      this.otherBytes += 1;
      for (const time of found) this.latencies.push(at - time);
    }
    if (this.latencies.length >= this.expected) this.onIdle?.();
  }

  /** Resolves when every expected delivery arrived, or after `timeoutMs`. */
  settled(timeoutMs: number): Promise<void> {
    if (this.latencies.length >= this.expected) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

/** What identifies a keystroke's update: the first item it inserts, else the first it deletes. */
function keyOf(update: Uint8Array): string {
  const { structs, ds } = Y.decodeUpdate(update);
  const first = structs[0];
  if (first) return `s${first.id.client}:${first.id.clock}`;
  for (const [client, items] of ds.clients) {
    const item = items[0];
    if (item) return `d${client}:${item.clock}`;
  }
  return 'empty';
}

/** Every id an update inserts or deletes, as keyOf names them (a merged update carries many). */
function keysIn(update: Uint8Array): string[] {
  const { structs, ds } = Y.decodeUpdate(update);
  const keys: string[] = [];
  for (const struct of structs) {
    for (let k = 0; k < struct.length; k++)
      keys.push(`s${struct.id.client}:${struct.id.clock + k}`);
  }
  for (const [client, items] of ds.clients) {
    for (const item of items) {
      for (let k = 0; k < item.len; k++) keys.push(`d${client}:${item.clock + k}`);
    }
  }
  return keys;
}

/** An editor with its own copy of the document, typing into it one keystroke at a time. */
class Writer {
  readonly doc = new Y.Doc();
  private ref = 0;
  private readonly inFlight = new Map<number, number>();
  private readonly drained = new Set<() => void>();
  readonly ackLatencies: number[] = [];
  refused = 0;
  onSent: (update: Uint8Array, at: number) => void = () => {};
  onRemote: (update: string, at: number) => void = () => {};

  /** `socket` null: a writer off the network, whose updates only go to `onSent`. */
  constructor(
    readonly socket: SyncSocket | null,
    readonly docId: string,
    private readonly rng: () => number,
  ) {
    if (socket) socket.onMessage = (message, at) => this.receive(message, at);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === REMOTE) return;
      const sentAt = performance.now();
      this.onSent(update, sentAt);
      if (!socket) return;
      const ref = ++this.ref;
      this.inFlight.set(ref, sentAt);
      socket.send({ type: 'sync_update', docId: this.docId, update: b64(update), ref });
    });
  }

  async open() {
    const state = await this.socket!.open(this.docId, b64(Y.encodeStateVector(this.doc)));
    Y.applyUpdate(this.doc, bytesOf(state.update!), REMOTE);
  }

  private receive(message: Message, at: number) {
    if (message.docId !== this.docId) return;
    if (message.type === 'sync_update') {
      this.onRemote(message.update!, at);
      Y.applyUpdate(this.doc, bytesOf(message.update!), REMOTE);
    } else if (message.type === 'sync_ack' || message.type === 'sync_refused') {
      if (message.type === 'sync_refused') this.refused += 1;
      const sentAt = this.inFlight.get(message.ref!);
      if (sentAt === undefined) return;
      this.inFlight.delete(message.ref!);
      this.ackLatencies.push(at - sentAt);
      for (const wake of this.drained) wake();
    }
  }

  /** Resolves once fewer than `count` of this writer's updates await their answer. */
  async inFlightBelow(count: number, timeoutMs = 30_000) {
    const deadline = performance.now() + timeoutMs;
    while (this.inFlight.size >= count) {
      // Closed by the server: nothing more will be answered (the summary says why).
      if (this.socket?.closedBy) return;
      if (performance.now() > deadline) throw new Error('updates not acknowledged');
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.drained.delete(wake);
          resolve();
        };
        this.drained.add(wake);
        setTimeout(wake, 100);
      });
    }
  }

  /**
   * One keystroke (one Yjs transaction, so one update) into the title (10%), the description
   * (60%) or an ingredient line (30%): a letter typed or, with `backspaceShare`, a character
   * deleted. `atCursor`: as people type, a run of 3–32 keystrokes at a cursor (kept as a Yjs
   * relative position, so others' typing does not move it) before moving to another place;
   * else each keystroke at a random place. A field at its cap gets a letter typed over another
   * character, so the recipe stays within its limits however long the run.
   */
  keystroke({ backspaceShare, atCursor }: { backspaceShare: number; atCursor: boolean }) {
    const { doc, rng } = this;
    doc.transact(() => {
      if (!atCursor || !this.cursor || this.cursor.left <= 0) {
        const [text, cap] = this.pickField();
        const at = Y.createRelativePositionFromTypeIndex(
          text,
          Math.floor(rng() * (text.length + 1)),
        );
        this.cursor = { text, cap, at, left: 3 + Math.floor(rng() * 30) };
      }
      const cursor = this.cursor;
      const { text, cap } = cursor;
      const length = text.length;
      let index = Math.min(
        length,
        Y.createAbsolutePositionFromRelativePosition(cursor.at, doc)?.index ?? 0,
      );
      if (length > 5 && index > 0 && rng() < backspaceShare) {
        index -= 1;
        text.delete(index, 1);
      } else {
        text.insert(index, String.fromCharCode(97 + Math.floor(rng() * 26)));
        index += 1;
        if (length + 1 > cap) {
          const gone = Math.floor(rng() * length);
          text.delete(gone >= index - 1 ? gone + 1 : gone, 1);
          if (gone < index - 1) index -= 1;
        }
      }
      cursor.at = Y.createRelativePositionFromTypeIndex(text, index);
      cursor.left -= 1;
    });
  }

  private cursor: { text: Y.Text; cap: number; at: Y.RelativePosition; left: number } | null = null;

  private pickField(): [Y.Text, number] {
    const { doc, rng } = this;
    const pick = rng();
    if (pick < 0.1) return [recipeText(doc, 'title'), 150];
    if (pick < 0.7) return [recipeText(doc, 'description'), 4_000];
    const lines = recipeList(doc, 'ingredients');
    return [lines.get(Math.floor(rng() * lines.length)), 100];
  }
}

function percentile(values: number[], p: number) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const median = (values: number[]) => percentile(values, 50);

const wsUrlOf = (server: RunningServer) => `${server.baseUrl.replace(/^http/, 'ws')}/ws`;

/**
 * From now on: the CPU the servers use, how busy the whole machine is (others' work too), and
 * this process's own CPU and event-loop delay (the clients' timestamps are taken on this loop,
 * so a busy loop adds to every latency measured).
 */
function cpuMeter(servers: RunningServer[]) {
  const cpu = () => servers.reduce((sum, s) => sum + cpuSeconds(s.process.pid!), 0);
  const startCpu = cpu();
  const startMachine = machineJiffies();
  const startOwn = process.cpuUsage();
  const startedAt = performance.now();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  return () => {
    loop.disable();
    const machine = machineJiffies();
    const own = process.cpuUsage(startOwn);
    return {
      serverSeconds: cpu() - startCpu,
      machineBusy: (machine.busy - startMachine.busy) / (machine.total - startMachine.total),
      clientBusy: (own.user + own.system) / 1000 / (performance.now() - startedAt),
      /** p99 of the event loop's delay, in ms. */
      clientLoopP99: loop.percentile(99) / 1e6,
    };
  };
}

/** Opens sockets for `cookies`, the i-th on wsUrls[i % wsUrls.length]. */
function connectAll(wsUrls: string[], cookies: string[]) {
  return Promise.all(cookies.map((c, i) => SyncSocket.connect(wsUrls[i % wsUrls.length]!, c)));
}

// ── 1, 2: keystroke latency ──────────────────────────────────────────────────────────────────

export interface KeystrokeResult {
  processes: number;
  keystrokes: number;
  p50: number;
  p99: number;
  deliveries: number;
  expected: number;
  ackP50: number;
  ackP99: number;
  refused: number;
  /** Deliveries whose bytes were not the sender's update (matched by the item ids instead). */
  otherBytes: number;
  /** Deliveries that matched no keystroke sent. */
  unmatched: number;
  /** CPU milliseconds the servers used per keystroke (all processes together). */
  serverCpuMs: number;
  /** Share of the machine's CPU in use meanwhile, by anything. */
  machineBusy: number;
  /** This process's CPU (share of one core) and its event loop's p99 delay in ms. */
  clientBusy: number;
  clientLoopP99: number;
  /** Why the server closed sockets during the run, one entry per socket. */
  closed: string[];
}

/**
 * Writers and readers spread over the processes of `wsUrls` (writer i and reader i on process
 * i mod n). Every writer types BENCH_KEYSTROKES / writers keystrokes at BENCH_KEYSTROKE_RATE per
 * second, staggered, each sent as its own sync_update without waiting for the previous ack.
 */
export async function measureKeystrokes(
  servers: RunningServer[],
  seeded: SyncSeeded,
): Promise<KeystrokeResult> {
  const wsUrls = servers.map(wsUrlOf);
  const writerSockets = await connectAll(wsUrls, seeded.writerCookies);
  const readerSockets = await connectAll(wsUrls, seeded.readerCookies);
  const writers = writerSockets.map((s, i) => new Writer(s, seeded.liveId, random(1000 + i)));
  const deliveries = new Deliveries();
  const recipients = writers.length - 1 + readerSockets.length;
  try {
    await Promise.all(writers.map((w) => w.open()));
    await Promise.all(readerSockets.map((s) => s.open(seeded.liveId)));
    for (const writer of writers) {
      writer.onSent = (update, at) => deliveries.sent(update, at, recipients);
      writer.onRemote = (update, at) =>
        deliveries.arrived(update, at, `w${writers.indexOf(writer)}`, writer.doc.clientID);
    }
    readerSockets.forEach((socket, r) => {
      socket.onMessage = (m, at) => {
        if (m.type === 'sync_update' && m.docId === seeded.liveId)
          deliveries.arrived(m.update!, at, `r${r}`);
      };
    });
    const interval = 1000 / SYNC.keystrokeRate;
    const meter = cpuMeter(servers);
    const started = performance.now();
    await Promise.all(
      writers.map(async (writer, w) => {
        const count =
          Math.floor(SYNC.keystrokes / writers.length) +
          (w < SYNC.keystrokes % writers.length ? 1 : 0);
        const jitter = random(2000 + w);
        let last = -Infinity;
        for (let k = 0; k < count && !writer.socket!.closedBy; k += 1) {
          // Staggered starts, a steady rate, ±25% jitter around each beat; late beats are not
          // caught up faster than FAST_RATE, to stay within the server's messages per second.
          const due =
            started +
            (w * interval) / writers.length +
            k * interval +
            (jitter() - 0.5) * 0.5 * interval;
          const wait = Math.max(due, last + 1000 / FAST_RATE) - performance.now();
          if (wait > 0) await sleep(wait);
          last = performance.now();
          writer.keystroke({ backspaceShare: 0, atCursor: false });
        }
      }),
    );
    await Promise.all(writers.map((w) => w.inFlightBelow(1)));
    await deliveries.settled(10_000);
    const used = meter();
    const acks = writers.flatMap((w) => w.ackLatencies);
    const closed = [...writerSockets, ...readerSockets].flatMap((socket) =>
      socket.closedBy ? [socket.closedBy] : [],
    );
    return {
      processes: wsUrls.length,
      keystrokes: SYNC.keystrokes,
      p50: percentile(deliveries.latencies, 50),
      p99: percentile(deliveries.latencies, 99),
      deliveries: deliveries.latencies.length,
      expected: deliveries.expected,
      ackP50: percentile(acks, 50),
      ackP99: percentile(acks, 99),
      refused: writers.reduce((sum, w) => sum + w.refused, 0),
      otherBytes: deliveries.otherBytes,
      unmatched: deliveries.unknown,
      serverCpuMs: (used.serverSeconds * 1000) / SYNC.keystrokes,
      machineBusy: used.machineBusy,
      clientBusy: used.clientBusy,
      clientLoopP99: used.clientLoopP99,
      closed,
    };
  } finally {
    for (const socket of [...writerSockets, ...readerSockets]) socket.close();
  }
}

// ── 4 (first half): a document with many updates ────────────────────────────────────────────

export interface HeavyResult {
  updates: number;
  seconds: number;
  refused: number;
  /** Sent through the server, or written as the rows it would leave. */
  via: 'server' | 'rows';
  /** Writers' sockets the server closed meanwhile. */
  closed?: number;
  /** Through the server: its CPU milliseconds per update, and the machine's busy share. */
  serverCpuMs?: number;
  machineBusy?: number;
}

/**
 * The writers type BENCH_HEAVY_UPDATES keystrokes (a quarter of them backspaces, at a cursor
 * unless BENCH_HEAVY_TYPING=random) into the heavy recipe as fast as the server takes them: each
 * writer at most 2 updates unanswered and FAST_RATE per second.
 */
export async function fillHeavyDoc(
  server: RunningServer,
  seeded: SyncSeeded,
): Promise<HeavyResult> {
  const sockets = await connectAll([wsUrlOf(server)], seeded.writerCookies);
  const writers = sockets.map((s, i) => new Writer(s, seeded.heavyId, random(3000 + i)));
  try {
    await Promise.all(writers.map((w) => w.open()));
    const meter = cpuMeter([server]);
    const started = performance.now();
    await Promise.all(
      writers.map(async (writer, w) => {
        const count =
          Math.floor(SYNC.heavyUpdates / writers.length) +
          (w < SYNC.heavyUpdates % writers.length ? 1 : 0);
        let last = -Infinity;
        for (let k = 0; k < count && !writer.socket!.closedBy; k += 1) {
          const wait = last + 1000 / FAST_RATE - performance.now();
          if (wait > 0) await sleep(wait);
          await writer.inFlightBelow(2);
          last = performance.now();
          writer.keystroke({ backspaceShare: 0.25, atCursor: HEAVY_AT_CURSOR });
        }
        await writer.inFlightBelow(1);
      }),
    );
    const used = meter();
    return {
      updates: SYNC.heavyUpdates,
      seconds: (performance.now() - started) / 1000,
      refused: writers.reduce((sum, w) => sum + w.refused, 0),
      via: 'server',
      closed: sockets.filter((socket) => socket.closedBy).length,
      serverCpuMs: (used.serverSeconds * 1000) / SYNC.heavyUpdates,
      machineBusy: used.machineBusy,
    };
  } finally {
    for (const socket of sockets) socket.close();
  }
}

/**
 * The same keystrokes without the server: the writers type off the network, each update handed
 * at once to the others and to a copy standing for the server's, in one order. Their rows are
 * then written as the document store (server/sync/documents.ts) leaves them after that many
 * updates: the state compacted every SYNC_COMPACT_AFTER_UPDATES, the updates since beside it,
 * and one editing session in the history. Seconds here are the generation and the inserts.
 */
export async function seedHeavyDoc(db: Kysely<Database>, seeded: SyncSeeded): Promise<HeavyResult> {
  const started = performance.now();
  const compactAfter = Number(process.env.SYNC_COMPACT_AFTER_UPDATES ?? 200);
  const server = createRecipeDoc(realisticContent(1));
  const initial = Y.encodeStateAsUpdate(server);
  const writers = seeded.writerIds.map(
    (_, i) => new Writer(null, seeded.heavyId, random(3000 + i)),
  );
  for (const writer of writers) Y.applyUpdate(writer.doc, initial, REMOTE);
  const updates: Uint8Array[] = [];
  for (const writer of writers) {
    writer.onSent = (update) => {
      updates.push(update);
      Y.applyUpdate(server, update, REMOTE);
      for (const other of writers) if (other !== writer) Y.applyUpdate(other.doc, update, REMOTE);
    };
  }
  const stateSeq = Math.floor(SYNC.heavyUpdates / compactAfter) * compactAfter;
  let state = initial;
  for (let k = 0; k < SYNC.heavyUpdates; k += 1) {
    writers[k % writers.length]!.keystroke({ backspaceShare: 0.25, atCursor: HEAVY_AT_CURSOR });
    if (updates.length === stateSeq) state = Y.encodeStateAsUpdate(server);
  }
  const now = new Date().toISOString();
  const content = readRecipeDoc(server);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sync_docs')
      .values({
        doc_id: seeded.heavyId,
        kind: 'recipe',
        state,
        state_seq: stateSeq,
        seq: updates.length,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const kept = updates.slice(stateSeq).map((data, i) => ({
      doc_id: seeded.heavyId,
      seq: stateSeq + i + 1,
      data,
      user_id: seeded.writerIds[(stateSeq + i) % writers.length]!,
      created_at: now,
    }));
    for (let i = 0; i < kept.length; i += 100) {
      await trx
        .insertInto('sync_updates')
        .values(kept.slice(i, i + 100))
        .execute();
    }
    await trx
      .insertInto('sync_versions')
      .values([
        {
          id: newId(),
          doc_id: seeded.heavyId,
          started_at: now,
          ended_at: now,
          user_ids: '[]',
          changed_fields: '[]',
          state: initial,
        },
        {
          id: newId(),
          doc_id: seeded.heavyId,
          started_at: now,
          ended_at: now,
          user_ids: JSON.stringify(seeded.writerIds),
          changed_fields: JSON.stringify(['title', 'description', 'ingredients']),
          state: null,
        },
      ])
      .execute();
    await trx
      .updateTable('recipes')
      .set({
        title: content.title,
        description: content.description,
        ingredients: JSON.stringify(content.ingredients),
        updated_at: now,
      })
      .where('id', '=', seeded.heavyId)
      .execute();
  });
  return {
    updates: updates.length,
    seconds: (performance.now() - started) / 1000,
    refused: 0,
    via: 'rows',
  };
}

export interface StoredSize {
  /** The last update's sequence number: how many updates were stored. */
  seq: number;
  stateBytes: number;
  updateRows: number;
  updateBytes: number;
}

/** How the heavy document is stored: its compacted state and the updates kept beside it. */
export async function storedSize(db: Kysely<Database>, docId: string): Promise<StoredSize> {
  const head = await db
    .selectFrom('sync_docs')
    .select(['state', 'state_seq', 'seq'])
    .where('doc_id', '=', docId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('sync_updates')
    .select('data')
    .where('doc_id', '=', docId)
    .execute();
  return {
    seq: Number(head.seq),
    stateBytes: head.state.length,
    updateRows: rows.length,
    updateBytes: rows.reduce((sum, row) => sum + row.data.length, 0),
  };
}

/** Gives the twin recipe the heavy document's stored rows (its state and updates). */
export async function copyHeavyDoc(db: Kysely<Database>, seeded: SyncSeeded) {
  await db.transaction().execute(async (trx) => {
    const head = await trx
      .selectFrom('sync_docs')
      .selectAll()
      .where('doc_id', '=', seeded.heavyId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sync_docs')
      .values({ ...head, doc_id: seeded.twinId })
      .execute();
    const updates = await trx
      .selectFrom('sync_updates')
      .selectAll()
      .where('doc_id', '=', seeded.heavyId)
      .execute();
    for (let i = 0; i < updates.length; i += 100) {
      await trx
        .insertInto('sync_updates')
        .values(updates.slice(i, i + 100).map((row) => ({ ...row, doc_id: seeded.twinId })))
        .execute();
    }
  });
}

// ── 3: memory per open document ──────────────────────────────────────────────────────────────

/** Each socket of `cookies` opens its share of `docIds` (≤ DOCS_PER_SOCKET), all at once. */
async function openDocsOver(sockets: SyncSocket[], docIds: string[]) {
  await Promise.all(
    sockets.map((socket, s) =>
      Promise.all(
        docIds.slice(s * DOCS_PER_SOCKET, (s + 1) * DOCS_PER_SOCKET).map((id) => socket.open(id)),
      ),
    ),
  );
}

const socketCookies = (seeded: SyncSeeded, count: number) =>
  Array.from({ length: count }, (_, i) => seeded.readerCookies[i % seeded.readerCookies.length]!);

/** Opens (so creates) every one of the BENCH_OPEN_DOCS documents once, then closes them. */
export async function createDocs(wsUrl: string, seeded: SyncSeeded) {
  const count = Math.ceil(seeded.docIds.length / DOCS_PER_SOCKET);
  const sockets = await connectAll([wsUrl], socketCookies(seeded, count));
  try {
    await openDocsOver(sockets, seeded.docIds);
  } finally {
    for (const socket of sockets) socket.close();
  }
}

/** A connection to a Node process's inspector, to collect garbage before reading its RSS. */
async function inspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{
    webSocketDebuggerUrl: string;
  }>;
  const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let id = 0;
  const call = (method: string) =>
    new Promise<void>((resolve) => {
      const mine = ++id;
      const onMessage = (data: WebSocket.RawData) => {
        if ((JSON.parse(data.toString()) as { id?: number }).id !== mine) return;
        ws.off('message', onMessage);
        resolve();
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id: mine, method }));
    });
  return {
    collectGarbage: () => call('HeapProfiler.collectGarbage'),
    close: () => ws.close(),
  };
}

export interface MemoryResult {
  docs: number;
  sockets: number;
  rssBefore: number;
  rssAfter: number;
  perDocKiB: number;
  openSeconds: number;
}

/**
 * On a fresh server process (started by `start` with the inspector on `inspectPort`), opens the
 * sockets first, collects garbage and reads RSS; then opens every document (already created, so
 * each is loaded from the database), collects garbage and reads RSS again.
 */
export async function measureOpenDocMemory(
  start: (env: Record<string, string>) => Promise<RunningServer>,
  inspectPort: number,
  seeded: SyncSeeded,
): Promise<MemoryResult> {
  const server = await start({
    NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}`,
    SYNC_MAX_CACHED_DOCUMENTS: String(Math.max(2_000, seeded.docIds.length + 100)),
  });
  const wsUrl = wsUrlOf(server);
  const pid = server.process.pid!;
  const debug = await inspector(inspectPort);
  const count = Math.ceil(seeded.docIds.length / DOCS_PER_SOCKET);
  const sockets = await connectAll([wsUrl], socketCookies(seeded, count));
  try {
    await sleep(1000);
    await debug.collectGarbage();
    const rssBefore = rssMiB(pid);
    const started = performance.now();
    await openDocsOver(sockets, seeded.docIds);
    const openSeconds = (performance.now() - started) / 1000;
    await sleep(1000);
    await debug.collectGarbage();
    const rssAfter = rssMiB(pid);
    return {
      docs: seeded.docIds.length,
      sockets: count,
      rssBefore,
      rssAfter,
      perDocKiB: ((rssAfter - rssBefore) * 1024) / seeded.docIds.length,
      openSeconds,
    };
  } finally {
    for (const socket of sockets) socket.close();
    debug.close();
    await server.stop();
  }
}

// ── 4 (second half): loading the heavy document in a fresh process ──────────────────────────

export interface LoadResult {
  runs: number;
  /** sync_open → sync_state of the heavy document, the first time in a fresh process. */
  firstMs: number[];
  /** Its twin (not in memory either), after the process has opened WARM_UP_DOCS others. */
  uncachedMs: number[];
  /** The twin again (now in memory). */
  inMemoryMs: number[];
  /** The size of the sync_state's update (the whole document, for a new client). */
  stateBytes: number;
}

/** Documents a load-time process opens before the twin, so its code is warm as in service. */
const WARM_UP_DOCS = 100;

/**
 * BENCH_LOAD_RUNS fresh processes: in each, one socket opens the (small) live recipe, then the
 * heavy one with an empty state vector (the first big document this process loads); then
 * other sockets open WARM_UP_DOCS seeded documents, and the first socket opens the heavy
 * document's twin (loaded from the database like the first, but by warmed-up code), closes it
 * and opens it again (from memory).
 */
export async function measureLoad(
  start: () => Promise<RunningServer>,
  seeded: SyncSeeded,
): Promise<LoadResult> {
  const result: LoadResult = {
    runs: SYNC.loadRuns,
    firstMs: [],
    uncachedMs: [],
    inMemoryMs: [],
    stateBytes: 0,
  };
  const timeOpen = async (socket: SyncSocket, docId: string) => {
    const started = performance.now();
    const state = await socket.open(docId);
    return { ms: performance.now() - started, bytes: Buffer.from(state.update!, 'base64').length };
  };
  for (let run = 0; run < SYNC.loadRuns; run += 1) {
    const server = await start();
    const wsUrl = wsUrlOf(server);
    const socket = await SyncSocket.connect(wsUrl, seeded.writerCookies[0]!);
    const warmDocs = seeded.docIds.slice(0, WARM_UP_DOCS);
    const warmSockets = await connectAll(
      [wsUrl],
      socketCookies(seeded, Math.ceil(warmDocs.length / DOCS_PER_SOCKET)),
    );
    try {
      await socket.open(seeded.liveId);
      const first = await timeOpen(socket, seeded.heavyId);
      result.firstMs.push(first.ms);
      result.stateBytes = first.bytes;
      await openDocsOver(warmSockets, warmDocs);
      result.uncachedMs.push((await timeOpen(socket, seeded.twinId)).ms);
      socket.send({ type: 'sync_close', docId: seeded.twinId });
      result.inMemoryMs.push((await timeOpen(socket, seeded.twinId)).ms);
    } finally {
      for (const other of [socket, ...warmSockets]) other.close();
      await server.stop();
    }
  }
  return result;
}

// ── the summary ──────────────────────────────────────────────────────────────────────────────

export function syncSummary(
  keys: KeystrokeResult,
  heavy: HeavyResult,
  stored: StoredSize,
  memory: MemoryResult,
  load: LoadResult,
): string {
  const ms = (value: number) => `${value.toFixed(1)}ms`;
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}KiB`;
  const pct = (share: number) => `${Math.round(share * 100)}%`;
  const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(',');
  const fill =
    heavy.via === 'server'
      ? `through the server in ${heavy.seconds.toFixed(1)}s (${Math.round(heavy.updates / heavy.seconds)}/s, server cpu ${ms(heavy.serverCpuMs ?? NaN)}/update, machine busy ${pct(heavy.machineBusy ?? NaN)})`
      : `seeded as rows in ${heavy.seconds.toFixed(1)}s`;
  const problems = [
    keys.refused + heavy.refused > 0 ? `refused=${keys.refused + heavy.refused}` : '',
    keys.otherBytes > 0 ? `reencoded=${keys.otherBytes}` : '',
    keys.unmatched > 0 ? `unmatched=${keys.unmatched}` : '',
    heavy.closed ? `heavyClosedByServer=${heavy.closed}` : '',
    keys.closed.length > 0
      ? `closedByServer=${keys.closed.length} (${[...new Set(keys.closed)].join('; ')})`
      : '',
  ].filter(Boolean);
  return [
    `sync: writers=${SYNC.writers} readers=${SYNC.readers} processes=${keys.processes} keystrokes=${keys.keystrokes}@${SYNC.keystrokeRate}/s/writer keystroke→sync_update p50=${ms(keys.p50)} p99=${ms(keys.p99)} (deliveries ${keys.deliveries}/${keys.expected}, ack p50=${ms(keys.ackP50)} p99=${ms(keys.ackP99)}${problems.length ? ` ${problems.join(' ')}` : ''}; server cpu ${ms(keys.serverCpuMs)}/keystroke, machine busy ${pct(keys.machineBusy)}, bench client ${pct(keys.clientBusy)} of a core, its loop delay p99 ${ms(keys.clientLoopP99)})`,
    `openDocs=${memory.docs} over ${memory.sockets} sockets in ${memory.openSeconds.toFixed(1)}s rss ${memory.rssBefore.toFixed(0)}→${memory.rssAfter.toFixed(0)}MiB perDoc=${memory.perDocKiB.toFixed(1)}KiB`,
    `heavyDoc(${HEAVY_AT_CURSOR ? 'cursor' : 'random'} typing): ${heavy.updates} updates ${fill} (seq ${stored.seq}) stored state=${kib(stored.stateBytes)} + ${stored.updateRows} updates ${kib(stored.updateBytes)}, sync_open→sync_state (${load.runs} fresh processes, ${kib(load.stateBytes)} sent) first in the process p50=${ms(median(load.firstMs))} [${list(load.firstMs)}], not in memory after ${WARM_UP_DOCS} other documents p50=${ms(median(load.uncachedMs))} [${list(load.uncachedMs)}], in memory p50=${ms(median(load.inMemoryMs))}`,
  ].join(' | ');
}
