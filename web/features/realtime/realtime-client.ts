import type { ClientMessage, ServerMessage } from '../../../contract/realtime';
import { WS_CLOSE_CODES } from '../../../contract/realtime-values';
import { handleLoggedOut } from '../../lib/logged-out';
import { createStore } from '../../lib/store';

/**
 * The tab's one WebSocket to /ws (SPEC §4, §7). It opens while anything uses it, reconnects with
 * backoff, and after a reconnect sends again the joins and watches that are still wanted.
 */
type MessageListener = (message: ServerMessage) => void;

const MAX_BACKOFF_MS = 30_000;
/** After 1001, reconnect within this long, at random, so one process's clients do not all arrive at once. */
const GOING_AWAY_SPREAD_MS = 1000;

const messageListeners = new Set<MessageListener>();
const joins = new Map<string, number>();
const watches = { list: 0, discover: 0 };
let socket: WebSocket | null = null;
/** Whether the socket is open; sync and presence follow it. */
export const socketOpen = createStore(false);
let holders = 0;
let attempts = 0;
let retryTimer: number | undefined;
let closeTimer: number | undefined;

/** Delay before reconnect attempt `attempt` (0-based): 1 s doubling, capped at 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
}

/**
 * How long to wait before reconnecting after a close with `code`, the `attempt`th failure in a
 * row; null when the socket must not come back. A server going away is no failure: the next
 * process is up, so the wait is short and the backoff starts over.
 */
export function reconnectDelay(
  code: number,
  attempt: number,
  random: () => number = Math.random,
): number | null {
  if (code === WS_CLOSE_CODES.sessionEnded) return null;
  if (code === WS_CLOSE_CODES.goingAway) return Math.floor(random() * GOING_AWAY_SPREAD_MS);
  return backoffDelay(attempt);
}

function setConnected(value: boolean) {
  socketOpen.set(value);
}

function send(message: ClientMessage): boolean {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}

/**
 * Sends a message now if the socket is open, answering whether it did. Whoever sends keeps what
 * it needs and sends it again when onStatusChange reports the socket open (as joins do here).
 */
export const sendMessage = (message: ClientMessage): boolean => send(message);

function socketUrl() {
  const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${protocol}://${window.location.host}/ws`;
}

function resendState() {
  for (const recipeId of joins.keys()) send({ type: 'join', recipeId });
  if (watches.list > 0) send({ type: 'watch_list' });
  if (watches.discover > 0) send({ type: 'watch_discover' });
}

function connect() {
  if (socket || holders === 0 || typeof WebSocket === 'undefined') return;
  const ws = new WebSocket(socketUrl());
  socket = ws;
  ws.onopen = () => {
    attempts = 0;
    setConnected(true);
    resendState();
  };
  ws.onmessage = (event) => {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(event.data)) as ServerMessage;
    } catch {
      return;
    }
    if (!message || typeof message.type !== 'string') return;
    for (const listener of messageListeners) listener(message);
  };
  ws.onerror = () => setConnected(false);
  ws.onclose = (event) => handleClosed(ws, event.code);
}

/** The socket is gone: say so, and come back after the delay its close code asks for. */
function handleClosed(ws: WebSocket, code: number) {
  if (socket !== ws) return;
  socket = null;
  setConnected(false);
  // A session that ended (signed out elsewhere, account disabled) needs a new sign-in.
  if (code === WS_CLOSE_CODES.sessionEnded) {
    handleLoggedOut();
    return;
  }
  const delay = reconnectDelay(code, attempts);
  if (delay === null || holders === 0) return;
  attempts = code === WS_CLOSE_CODES.goingAway ? 0 : attempts + 1;
  window.clearTimeout(retryTimer);
  retryTimer = window.setTimeout(connect, delay);
}

// The browser knows first when the network goes: drop the socket at once (it would otherwise look
// open until a ping fails; and its closing handshake may never be answered, so it is not waited
// for), and come back as soon as the network does, not after the backoff.
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    const ws = socket;
    if (!ws) return;
    ws.onmessage = null;
    handleClosed(ws, WS_CLOSE_CODES.abnormal);
    ws.close();
  });
  window.addEventListener('online', () => {
    if (socket || holders === 0) return;
    window.clearTimeout(retryTimer);
    attempts = 0;
    connect();
  });
}

/** Keeps the socket open until the returned release is called. */
export function retainSocket(): () => void {
  holders++;
  window.clearTimeout(closeTimer);
  connect();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders--;
    if (holders > 0) return;
    // A short grace period, so a page switch does not drop and reopen the socket.
    closeTimer = window.setTimeout(() => {
      if (holders > 0) return;
      window.clearTimeout(retryTimer);
      const ws = socket;
      socket = null;
      setConnected(false);
      ws?.close(WS_CLOSE_CODES.normal);
    }, 1000);
  };
}

export function onMessage(listener: MessageListener): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

export const onStatusChange = socketOpen.subscribe;

export const isConnected = socketOpen.get;

/** Joins a recipe's presence and updates; the returned function leaves it. */
export function joinRecipe(recipeId: string): () => void {
  const count = joins.get(recipeId) ?? 0;
  joins.set(recipeId, count + 1);
  if (count === 0) send({ type: 'join', recipeId });
  let left = false;
  return () => {
    if (left) return;
    left = true;
    const remaining = (joins.get(recipeId) ?? 1) - 1;
    if (remaining > 0) {
      joins.set(recipeId, remaining);
    } else {
      joins.delete(recipeId);
      send({ type: 'leave', recipeId });
    }
  };
}

/** Subscribes to changes of My Recipes ('list') or Discover ('discover'). */
export function watch(kind: 'list' | 'discover'): () => void {
  watches[kind]++;
  if (watches[kind] === 1) send({ type: kind === 'list' ? 'watch_list' : 'watch_discover' });
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    watches[kind]--;
    if (watches[kind] === 0) send({ type: kind === 'list' ? 'unwatch_list' : 'unwatch_discover' });
  };
}
