// Stand-ins for the sync engine's socket and device storage, driven by the tests.
import * as Y from 'yjs';
import type { ClientMessage, ServerMessage } from '../../../../contract/realtime';
import {
  UpdateRefused,
  type DocPersistence,
  type DocStorage,
  type SyncTransport,
} from './sync-types';

/** The tab's socket, driven by the test: what the client sent, and what the server answers. */
export interface FakeSocket {
  connected: boolean;
  sent: ClientMessage[];
  posted: Uint8Array[];
  refusePosts: boolean;
  retained: number;
  transport: SyncTransport;
  deliver(message: ServerMessage): void;
  setConnected(value: boolean): void;
  take<T extends ClientMessage['type']>(type: T): Extract<ClientMessage, { type: T }>[];
}

export function fakeSocket(): FakeSocket {
  const messageListeners = new Set<(message: ServerMessage) => void>();
  const statusListeners = new Set<() => void>();
  const socket: FakeSocket = {
    connected: true,
    sent: [] as ClientMessage[],
    posted: [] as Uint8Array[],
    refusePosts: false,
    retained: 0,
    transport: {
      isConnected: () => socket.connected,
      send: (message: ClientMessage) => {
        if (!socket.connected) return false;
        socket.sent.push(message);
        return true;
      },
      onMessage: (listener: (message: ServerMessage) => void) => {
        messageListeners.add(listener);
        return () => messageListeners.delete(listener);
      },
      onStatusChange: (listener: () => void) => {
        statusListeners.add(listener);
        return () => statusListeners.delete(listener);
      },
      retain: () => {
        socket.retained += 1;
        return () => {
          socket.retained -= 1;
        };
      },
      postUpdate: async (_docId: string, update: Uint8Array) => {
        if (socket.refusePosts) throw new UpdateRefused('The change is too large');
        socket.posted.push(update);
      },
    },
    deliver(message: ServerMessage) {
      for (const listener of [...messageListeners]) listener(message);
    },
    setConnected(value: boolean) {
      socket.connected = value;
      for (const listener of [...statusListeners]) listener();
    },
    take<T extends ClientMessage['type']>(type: T): Extract<ClientMessage, { type: T }>[] {
      const taken = socket.sent.filter((message) => message.type === type);
      socket.sent = socket.sent.filter((message) => message.type !== type);
      return taken as Extract<ClientMessage, { type: T }>[];
    },
  };
  return socket;
}

/** IndexedDB stand-in: each document's stored updates. */
export function memoryStorage() {
  const stored = new Map<string, Uint8Array[]>();
  const unsent = new Set<string>();
  const storage: DocStorage & { stored: typeof stored; unsent: typeof unsent } = {
    stored,
    unsent,
    bind(docId: string, doc: Y.Doc): DocPersistence {
      const origin = { persistence: docId };
      let destroyed = false;
      const store = (update: Uint8Array, from: unknown) => {
        if (!destroyed && from !== origin)
          stored.set(docId, [...(stored.get(docId) ?? []), update]);
      };
      const whenLoaded = Promise.resolve().then(() => {
        Y.transact(
          doc,
          () => {
            for (const update of stored.get(docId) ?? []) Y.applyUpdate(doc, update);
          },
          origin,
        );
        doc.on('update', store);
      });
      return {
        whenLoaded,
        origin,
        destroy: async () => {
          destroyed = true;
          doc.off('update', store);
        },
      };
    },
    clear: async (docId: string) => {
      stored.delete(docId);
    },
    markUnsent: (docId: string, value: boolean) => {
      if (value) unsent.add(docId);
      else unsent.delete(docId);
    },
    isUnsent: (docId: string) => unsent.has(docId),
  };
  return storage;
}
