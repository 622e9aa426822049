// The real-time hub: this process's sockets, what each has joined or watches, and the fan-out of
// committed changes to them. Every message that must reach sockets (recipe changes, presence,
// revocations) goes out through the Broker and is delivered from what the broker hands back, so
// a shared broker serves many processes with this same code.
//
// Security: a socket's user is its session's user (never a userId in a message); a join is
// checked with policy.ts like a read; and every delivery re-checks that the recipient may still
// read the recipe, as it is after the change, so revoked access stops at the next commit.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RawData, WebSocket } from 'ws';
import {
  ClientMessageSchema,
  WS_CLOSE_CODES,
  type ClientMessage,
  type ServerMessage,
} from '../../contract/realtime';
import type { Database, UserRow } from '../db/schema';
import type { DomainEvent, EventBus } from '../lib/events';
import { newId } from '../lib/ids';
import { canRead, recipeAccessOf } from '../recipes/policy';
import { presentRecipe } from '../recipes/presenter';
import { findTextProblem, invalidText } from '../http/text-safety';
import { findRecipeById } from '../recipes/queries';
import { displayNameOf } from '../sharing/people';
import type { Broker } from './broker';
import { ConnectionRegistry, type Connection } from './connections';
import { VersionTracker, recipeUpdateSerializer } from './fan-out';
import {
  CHANNELS,
  noticeOf,
  type HouseholdNotice,
  type PresenceNotice,
  type RecipeChangeNotice,
  type SessionNotice,
} from './notices';
import type { PresenceStore } from './presence';
import { SyncChannel } from './sync-channel';
import type { SyncTargets } from '../sync/targets';
import { findLiveSessionKeys } from './queries';
import { sessionKeyOf } from './sessions';

export interface HubLimits {
  maxJoinsPerSocket: number;
  maxSocketsPerUser: number;
  maxSockets: number;
  messagesPerSecond: number;
  maxBufferedBytes: number;
  heartbeatMs: number;
  revalidateMs: number;
}

export interface HubOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  broker: Broker;
  presence: PresenceStore;
  limits: HubLimits;
  /** The sync engine's documents: what opening and updating one needs. */
  sync: { targets: SyncTargets; maxUpdateBytes: number };
}

const NOT_ACCESSIBLE = 'Recipe not found or not accessible';

export class RealtimeHub {
  private readonly registry = new ConnectionRegistry();
  private readonly versions = new VersionTracker();
  private readonly stops: Array<() => void> = [];
  private isRevalidating = false;
  private readonly sync: SyncChannel;

  constructor(private readonly options: HubOptions) {
    this.sync = new SyncChannel({
      targets: options.sync.targets,
      broker: options.broker,
      log: options.log,
      maxDocsPerSocket: options.limits.maxJoinsPerSocket,
      maxUpdateBytes: options.sync.maxUpdateBytes,
      send: (conn, message) => this.send(conn, message),
      sendText: (conn, text) => this.sendText(conn, text),
    });
  }

  /** Listens to committed changes and the broker, and starts the heartbeat and re-validation. */
  start(events: EventBus): void {
    const { broker, limits } = this.options;
    this.stops.push(events.subscribe((event) => this.publishDomainEvent(event)));
    this.stops.push(
      broker.subscribe(CHANNELS.recipes, (m) => this.deliverRecipeChange(m as RecipeChangeNotice)),
      broker.subscribe(CHANNELS.presence, (m) => this.deliverPresence(m as PresenceNotice)),
      broker.subscribe(CHANNELS.sessions, (m) => this.deliverSessionNotice(m as SessionNotice)),
      broker.subscribe(CHANNELS.households, (m) =>
        this.deliverHouseholdNotice(m as HouseholdNotice),
      ),
    );
    this.sync.start();
    this.stops.push(() => this.sync.stop());
    const heartbeat = setInterval(() => this.heartbeat(), limits.heartbeatMs);
    const revalidation = setInterval(() => void this.revalidateAll(), limits.revalidateMs);
    heartbeat.unref();
    revalidation.unref();
    this.stops.push(
      () => clearInterval(heartbeat),
      () => clearInterval(revalidation),
    );
  }

  /**
   * Closes every socket (1001, going away) and resolves once the messages they sent are handled
   * and their presence is gone, so a shared presence store is cleaned before its connection
   * closes. It still tells the broker what commits meanwhile (the updates those sockets sent,
   * requests still being answered): a client that reconnects elsewhere and sends an update again
   * finds it stored, and the others hear of it only from here. `stop` ends that.
   */
  async close(): Promise<void> {
    const conns = [...this.registry.all];
    for (const conn of conns)
      this.closeConnection(conn, WS_CLOSE_CODES.goingAway, 'Server closing');
    await Promise.all(conns.map((conn) => conn.queue));
  }

  /** Stops listening to committed changes and the broker, and the timers: after `close`. */
  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  get connectionCount(): number {
    return this.registry.all.size;
  }

  /** Why a new socket for `userId` must be refused (status and message), or null. */
  admissionProblem(userId: string): { statusCode: number; message: string } | null {
    const { maxSockets, maxSocketsPerUser } = this.options.limits;
    if (this.registry.all.size >= maxSockets) {
      return { statusCode: 503, message: 'Too many connections. Please try again later.' };
    }
    if (this.registry.ofUser(userId).length >= maxSocketsPerUser) {
      return { statusCode: 429, message: 'Too many open connections for this account.' };
    }
    return null;
  }

  /** Takes over an upgraded socket for `user`. Handlers are attached synchronously. */
  attach(socket: WebSocket, user: UserRow, sessionToken: string): void {
    const conn: Connection = {
      id: newId(),
      socket,
      user: { id: user.id, name: displayNameOf(user) },
      account: user,
      sessionKey: sessionKeyOf(sessionToken),
      joined: new Set(),
      docs: new Map(),
      awareness: new Map(),
      watchesList: false,
      isAlive: true,
      isClosed: false,
      queue: Promise.resolve(),
      windowStartedAt: Date.now(),
      messagesInWindow: 0,
    };
    this.registry.add(conn);
    socket.on('message', (data, isBinary) => this.receive(conn, data, isBinary));
    socket.on('pong', () => {
      conn.isAlive = true;
    });
    socket.on('close', () => this.detach(conn));
  }

  // ── messages from clients ─────────────────────────────────────────────────────────────────

  private receive(conn: Connection, data: RawData, isBinary: boolean) {
    if (conn.isClosed) return;
    if (!this.spendMessage(conn)) {
      this.closeConnection(conn, WS_CLOSE_CODES.policyViolation, 'Too many messages');
      return;
    }
    if (isBinary) return this.sendError(conn, 'bad_message', 'Messages must be JSON text');
    let json: unknown;
    try {
      json = JSON.parse(rawText(data));
    } catch {
      return this.sendError(conn, 'bad_json', 'Messages must be JSON');
    }
    const textProblem = findTextProblem(json);
    if (textProblem) {
      return this.sendError(conn, 'invalid_text', invalidText(textProblem).message);
    }
    const parsed = ClientMessageSchema.safeParse(json);
    if (!parsed.success) {
      return this.sendError(conn, 'bad_message', 'Unknown or malformed message');
    }
    const message = parsed.data;
    this.enqueue(conn, () => this.handle(conn, message));
  }

  private spendMessage(conn: Connection): boolean {
    const now = Date.now();
    if (now - conn.windowStartedAt >= 1000) {
      conn.windowStartedAt = now;
      conn.messagesInWindow = 0;
    }
    conn.messagesInWindow += 1;
    return conn.messagesInWindow <= this.options.limits.messagesPerSecond;
  }

  private enqueue(conn: Connection, work: () => Promise<void>) {
    conn.queue = conn.queue.then(work).catch((err: unknown) => {
      this.options.log.error({ err }, 'real-time message failed');
      this.sendError(conn, 'server_error', 'Something went wrong');
    });
  }

  private async handle(conn: Connection, message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'join':
        return this.join(conn, message.recipeId);
      case 'leave':
        if (!conn.joined.has(message.recipeId)) return;
        this.registry.leave(conn, message.recipeId);
        return this.leavePresence(conn, message.recipeId, true);
      case 'watch_list':
        conn.watchesList = true;
        return;
      case 'unwatch_list':
        conn.watchesList = false;
        return;
      case 'watch_discover':
        if (!conn.isClosed) this.registry.discoverWatchers.add(conn);
        return;
      case 'unwatch_discover':
        this.registry.discoverWatchers.delete(conn);
        return;
      case 'sync_open':
        return this.sync.open(conn, message.docId, message.stateVector, message.kind);
      case 'sync_update':
        return this.sync.update(conn, message.docId, message.update, message.ref);
      case 'sync_close':
        return this.sync.close(conn, message.docId);
      case 'awareness':
        return this.sync.awareness(conn, message);
    }
  }

  /**
   * Joins a recipe the user may read. The recipe is read once to decide, and again after the
   * socket is listed on it, so a change committed in between is in the answer or in a later
   * recipe_update — never lost.
   */
  private async join(conn: Connection, recipeId: string) {
    const { db, presence, broker } = this.options;
    if (!conn.joined.has(recipeId) && conn.joined.size >= this.options.limits.maxJoinsPerSocket) {
      return this.sendError(conn, 'too_many_joins', 'Too many recipes joined at once', recipeId);
    }
    const first = await findRecipeById(db, recipeId);
    if (!first || !canRead(conn.user, recipeAccessOf(first))) {
      return this.sendError(conn, 'not_found', NOT_ACCESSIBLE, recipeId);
    }
    if (conn.isClosed) return;
    this.registry.join(conn, recipeId);

    const recipe = await findRecipeById(db, recipeId);
    // Revoked or deleted meanwhile: the broadcast that did it has already told the socket.
    if (conn.isClosed || !conn.joined.has(recipeId)) return;
    if (!recipe || !canRead(conn.user, recipeAccessOf(recipe))) {
      this.registry.leave(conn, recipeId);
      return this.sendError(conn, 'not_found', NOT_ACCESSIBLE, recipeId);
    }
    const { user } = conn;
    const isFirstConnection = await presence.add({
      recipeId,
      userId: user.id,
      name: user.name,
      connectionId: conn.id,
    });
    if (isFirstConnection) {
      const notice: PresenceNotice = { action: 'join', recipeId, userId: user.id, name: user.name };
      await broker.publish(CHANNELS.presence, notice);
    }
    this.send(conn, {
      type: 'presence_state',
      recipeId,
      users: await presence.list(recipeId),
      recipe: presentRecipe(recipe, user),
    });
  }

  /** Drops the user's presence through this connection; tells the others if it was the last. */
  private async leavePresence(conn: Connection, recipeId: string, announce: boolean) {
    const { user } = conn;
    const wasLast = await this.options.presence.remove({
      recipeId,
      userId: user.id,
      connectionId: conn.id,
    });
    if (wasLast && announce) {
      const notice: PresenceNotice = {
        action: 'leave',
        recipeId,
        userId: user.id,
        name: user.name,
      };
      await this.options.broker.publish(CHANNELS.presence, notice);
    }
  }

  // ── committed changes → broker → sockets ──────────────────────────────────────────────────

  private publishDomainEvent(event: DomainEvent) {
    const { channel, notice } = noticeOf(event);
    this.options.broker
      .publish(channel, notice)
      .catch((err: unknown) => this.options.log.error({ err }, 'real-time publish failed'));
  }

  private deliverRecipeChange({ change, recipe, previous }: RecipeChangeNotice) {
    if (!this.versions.admit(change, recipe)) return;
    const access = recipeAccessOf(recipe);
    const joined = this.registry.joinedOn(recipe.id);
    const watchers = this.registry.watchersOf(recipe, previous, new Set(joined));
    // Sockets with the recipe's document open but not joined: told when it goes or they lose it.
    const syncing = this.sync.connsOn(recipe.id).filter((conn) => !conn.joined.has(recipe.id));
    for (const conn of syncing) watchers.delete(conn);

    if (change === 'deleted') {
      const data = JSON.stringify({ type: 'recipe_deleted', recipeId: recipe.id });
      for (const conn of syncing) {
        this.sync.drop(conn, recipe.id);
        this.sendText(conn, data);
      }
      for (const conn of joined) {
        this.sync.drop(conn, recipe.id);
        this.registry.leave(conn, recipe.id);
        this.enqueue(conn, () => this.leavePresence(conn, recipe.id, false));
        this.sendText(conn, data);
      }
      for (const conn of watchers) if (canRead(conn.user, access)) this.sendText(conn, data);
      return;
    }

    const updateFor = recipeUpdateSerializer(recipe, access);
    for (const conn of syncing) {
      if (!canRead(conn.user, access)) {
        this.sync.drop(conn, recipe.id);
        this.send(conn, { type: 'access_revoked', recipeId: recipe.id });
      }
    }
    for (const conn of joined) {
      if (canRead(conn.user, access)) {
        this.sendText(conn, updateFor(conn.user));
      } else {
        this.sync.drop(conn, recipe.id);
        this.registry.leave(conn, recipe.id);
        this.enqueue(conn, () => this.leavePresence(conn, recipe.id, true));
        this.send(conn, { type: 'access_revoked', recipeId: recipe.id });
      }
    }
    const previousAccess = previous ? recipeAccessOf(previous) : null;
    for (const conn of watchers) {
      if (canRead(conn.user, access)) {
        this.sendText(conn, updateFor(conn.user));
      } else if (previousAccess && canRead(conn.user, previousAccess)) {
        this.send(conn, { type: 'recipe_removed', recipeId: recipe.id });
      }
    }
  }

  private deliverPresence(notice: PresenceNotice) {
    const data = JSON.stringify({ type: 'presence', ...notice });
    for (const conn of this.registry.joinedOn(notice.recipeId)) {
      if (conn.user.id !== notice.userId) this.sendText(conn, data);
    }
  }

  private deliverSessionNotice({ kind, userId }: SessionNotice) {
    const conns = this.registry.ofUser(userId);
    if (kind === 'user.disabled') {
      for (const conn of conns) {
        this.closeConnection(conn, WS_CLOSE_CODES.sessionEnded, 'Account disabled');
      }
    } else {
      void this.revalidate(conns);
    }
  }

  private deliverHouseholdNotice({ householdId, memberIds, removedUserId }: HouseholdNotice) {
    const data = JSON.stringify({ type: 'household_changed', householdId });
    if (removedUserId) {
      for (const conn of this.registry.ofUser(removedUserId)) {
        this.sync.dropHousehold(conn, householdId);
        this.sendText(conn, data);
      }
    }
    for (const userId of new Set(memberIds)) {
      if (userId === removedUserId) continue;
      for (const conn of this.registry.ofUser(userId)) this.sendText(conn, data);
    }
  }

  // ── liveness and revalidation ─────────────────────────────────────────────────────────────

  private heartbeat() {
    for (const conn of [...this.registry.all]) {
      if (!conn.isAlive) {
        conn.socket.terminate();
        this.detach(conn);
        continue;
      }
      conn.isAlive = false;
      if (conn.socket.readyState === conn.socket.OPEN) conn.socket.ping();
    }
    const ids = [...this.registry.all].map((conn) => conn.id);
    this.options.presence
      .refresh(ids)
      .catch((err: unknown) => this.options.log.error({ err }, 'presence refresh failed'));
  }

  /**
   * Closes (4001) the sockets whose session no longer stands: logged out, expired, or the
   * account disabled. Runs every WS_REVALIDATE_SECONDS over all sockets (and at once over a
   * user's sockets when their session ends).
   */
  async revalidateAll(): Promise<void> {
    if (this.isRevalidating) return;
    this.isRevalidating = true;
    try {
      await this.revalidate([...this.registry.all]);
    } finally {
      this.isRevalidating = false;
    }
  }

  private async revalidate(conns: Connection[]): Promise<void> {
    if (conns.length === 0) return;
    try {
      const keys = [...new Set(conns.map((conn) => conn.sessionKey))];
      const live = await findLiveSessionKeys(this.options.db, keys);
      for (const conn of conns) {
        if (!conn.isClosed && !live.has(conn.sessionKey)) {
          this.closeConnection(conn, WS_CLOSE_CODES.sessionEnded, 'Session ended');
        }
      }
    } catch (err) {
      this.options.log.error({ err }, 'real-time session check failed');
    }
  }

  // ── bookkeeping ───────────────────────────────────────────────────────────────────────────

  /** Closes a socket and stops every delivery to it at once (not when the peer answers). */
  private closeConnection(conn: Connection, code: number, reason: string) {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.close(code, reason);
    this.detach(conn);
  }

  /** Forgets a closed socket; its presence goes after any message still being handled. */
  private detach(conn: Connection) {
    if (conn.isClosed) return;
    conn.isClosed = true;
    this.registry.remove(conn);
    const joined = [...conn.joined];
    conn.joined.clear();
    this.enqueue(conn, async () => {
      for (const recipeId of joined) await this.leavePresence(conn, recipeId, true);
      await this.sync.forget(conn);
    });
  }

  private send(conn: Connection, message: ServerMessage) {
    this.sendText(conn, JSON.stringify(message));
  }

  private sendError(conn: Connection, code: string, message: string, recipeId?: string) {
    this.send(conn, { type: 'error', code, message, ...(recipeId ? { recipeId } : {}) });
  }

  /** Sends unless the socket is gone; a socket that stopped reading is dropped, not buffered. */
  private sendText(conn: Connection, text: string) {
    const { socket } = conn;
    if (conn.isClosed || socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.options.limits.maxBufferedBytes) {
      socket.terminate();
      this.detach(conn);
      return;
    }
    socket.send(text);
  }
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
