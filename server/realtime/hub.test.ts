// The broker seam: two hubs (two "processes") sharing one broker and one presence store, as they
// would share Redis. A change committed in one process reaches sockets of the other, presence
// crosses over, and out-of-order deliveries are dropped by updatedAt.
import { syncTargetsOf } from './sync-targets';
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import type { RecipeRow, UserRow } from '../db/schema';
import { EventBus } from '../lib/events';
import { createRecipe, createUser } from '../test/factories';
import { startTestServer, type TestServer, type UntypedBody } from '../test/harness';
import { createInProcessBroker, type Broker } from './broker';
import { RealtimeHub } from './hub';
import { CHANNELS } from './notices';
import { createMemoryPresenceStore, type PresenceStore } from './presence';
import * as Y from 'yjs';
import { recipeText } from '../../contract/sync/recipe-doc';

/** Just enough of a ws socket for the hub: records what it is sent. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: UntypedBody[] = [];
  closeCode: number | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text));
    this.emit('sent');
  }
  close(code = 1000) {
    this.closeCode = code;
    this.readyState = 3;
    this.emit('close', code);
  }
  terminate() {
    this.close(1006);
  }
  ping() {}
  receive(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
  async next(predicate: (m: UntypedBody) => boolean): Promise<UntypedBody> {
    for (let i = 0; i < 100; i += 1) {
      const found = this.sent.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`no matching message; sent: ${JSON.stringify(this.sent)}`);
  }
}

let server: TestServer;
let broker: Broker;
const hubs: Array<{ hub: RealtimeHub; events: EventBus }> = [];

/** A hub as one process would have it, on the shared broker and presence store. */
function newHub(events: EventBus, presence: PresenceStore): RealtimeHub {
  return new RealtimeHub({
    db: server.deps.db,
    log: server.app.log,
    broker,
    presence,
    limits: {
      maxJoinsPerSocket: 10,
      maxSocketsPerUser: 10,
      maxSockets: 100,
      messagesPerSecond: 100,
      maxBufferedBytes: 1 << 20,
      heartbeatMs: 3_600_000,
      revalidateMs: 3_600_000,
    },
    sync: { targets: syncTargetsOf({ ...server.deps, events }), maxUpdateBytes: 1 << 20 },
  });
}

let presence: PresenceStore;
beforeAll(async () => {
  server = await startTestServer();
  broker = createInProcessBroker(server.app.log);
  presence = createMemoryPresenceStore();
  for (let i = 0; i < 2; i += 1) {
    const events = new EventBus(server.app.log);
    const hub = newHub(events, presence);
    hub.start(events);
    hubs.push({ hub, events });
  }
});
afterAll(async () => {
  await Promise.all(hubs.map(({ hub }) => hub.close().then(() => hub.stop())));
  await broker.close();
  await server.close();
});

async function attach(hubIndex: number, user: UserRow) {
  const socket = new FakeSocket();
  const token = await createSession(server.deps.db, user.id, 60);
  hubs[hubIndex]!.hub.attach(socket as unknown as WebSocket, user, token);
  return socket;
}

const storedRow = (id: string) =>
  server.deps.db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('two hubs on one broker', () => {
  it('carry presence and committed changes across processes', async () => {
    const owner = await createUser(server);
    const guest = await createUser(server);
    const recipe = await createRecipe(owner.client, { visibility: 'link-edit' });
    const ownerSocket = await attach(0, owner.user);
    const guestSocket = await attach(1, guest.user);

    ownerSocket.receive({ type: 'join', recipeId: recipe.id });
    await ownerSocket.next((m) => m.type === 'presence_state');
    guestSocket.receive({ type: 'join', recipeId: recipe.id });
    const state = await guestSocket.next((m) => m.type === 'presence_state');
    expect(state.users.map((u: { userId: string }) => u.userId)).toEqual([
      owner.user.id,
      guest.user.id,
    ]);
    expect(await ownerSocket.next((m) => m.type === 'presence')).toMatchObject({
      action: 'join',
      userId: guest.user.id,
    });

    // A change committed by process 0 (its own event bus) reaches the socket on process 1.
    const previous = await storedRow(recipe.id);
    const recipeRow: RecipeRow = {
      ...previous,
      title: 'From process 0',
      updated_at: new Date(Date.parse(previous.updated_at) + 1000).toISOString(),
    };
    hubs[0]!.events.publish({
      type: 'recipe.updated',
      recipe: recipeRow,
      previous,
      actorId: owner.user.id,
    });
    const update = await guestSocket.next((m) => m.type === 'recipe_update');
    expect(update.recipe).toMatchObject({ id: recipe.id, title: 'From process 0' });
    expect(update.recipe.abilities).toEqual({ edit: true, delete: false, share: false });

    // An older version arriving late (reordered by the broker) is dropped.
    await broker.publish(CHANNELS.recipes, {
      change: 'updated',
      recipe: { ...previous, title: 'Stale' },
      previous,
    });
    hubs[1]!.events.publish({
      type: 'recipe.updated',
      recipe: {
        ...recipeRow,
        title: 'Newest',
        updated_at: new Date(Date.parse(recipeRow.updated_at) + 1000).toISOString(),
      },
      previous: recipeRow,
      actorId: guest.user.id,
    });
    await ownerSocket.next((m) => m.type === 'recipe_update' && m.recipe.title === 'Newest');
    for (const socket of [ownerSocket, guestSocket]) {
      expect(
        socket.sent.filter((m) => m.type === 'recipe_update').map((m) => m.recipe.title),
      ).toEqual(['From process 0', 'Newest']);
    }

    // Leaving on process 1 is seen on process 0.
    guestSocket.close();
    expect(
      await ownerSocket.next((m) => m.type === 'presence' && m.action === 'leave'),
    ).toMatchObject({
      userId: guest.user.id,
    });
  });

  it('closes the sockets of a disabled user in every process', async () => {
    const { user } = await createUser(server);
    const first = await attach(0, user);
    const second = await attach(1, user);
    hubs[0]!.events.publish({ type: 'user.disabled', userId: user.id });
    for (let i = 0; i < 50 && (first.closeCode === null || second.closeCode === null); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect([first.closeCode, second.closeCode]).toEqual([4001, 4001]);
  });
});

describe('a process shutting down', () => {
  it('still tells the other processes the updates it stores while its sockets close', async () => {
    const owner = await createUser(server);
    const recipe = await createRecipe(owner.client, { title: 'Shared stew' });
    const events = new EventBus(server.app.log);
    const closing = newHub(events, presence);
    closing.start(events);
    const writer = new FakeSocket();
    const token = await createSession(server.deps.db, owner.user.id, 60);
    closing.attach(writer as unknown as WebSocket, owner.user, token);
    const reader = await attach(1, owner.user);
    for (const socket of [writer, reader]) {
      socket.receive({ type: 'sync_open', docId: recipe.id, stateVector: '' });
    }
    const state = await writer.next((m) => m.type === 'sync_state');
    await reader.next((m) => m.type === 'sync_state');
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Buffer.from(state.update, 'base64'));
    const before = Y.encodeStateVector(doc);
    recipeText(doc, 'description').insert(0, 'Typed as the server stopped');
    const update = Buffer.from(Y.encodeStateAsUpdate(doc, before)).toString('base64');

    // The update arrives just before the shutdown closes the socket: it is stored, and the
    // writer, whose socket closed before the answer, sends it again to another process, which
    // finds nothing new to tell. Only this process can tell the reader.
    writer.receive({ type: 'sync_update', docId: recipe.id, update, ref: 1 });
    await closing.close();
    closing.stop();

    const relayed = await reader.next((m) => m.type === 'sync_update');
    const readerDoc = new Y.Doc();
    Y.applyUpdate(readerDoc, Buffer.from(state.update, 'base64'));
    Y.applyUpdate(readerDoc, Buffer.from(relayed.update, 'base64'));
    expect(recipeText(readerDoc, 'description').toString()).toBe('Typed as the server stopped');
  });
});
