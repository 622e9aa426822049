// The real-time fan-out seam (ARCHITECTURE: in-process by default, Redis pub/sub to scale out).
// The hub publishes everything that must reach sockets — recipe changes, presence, revocations —
// through a Broker and delivers only what the broker hands back, so with a shared broker every
// process's sockets hear every process's events, and the hub does not change.
import type { FastifyBaseLogger } from 'fastify';

/** Messages must survive JSON (a Redis broker sends them as text). */
export type BrokerHandler = (message: unknown) => void;

export interface Broker {
  /** Sends `message` to every subscriber of `channel`, in every process, in publish order. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` for each message on `channel`; answers a function that stops it. */
  subscribe(channel: string, handler: BrokerHandler): () => void;
  /** Resolves when the broker can carry messages (readiness checks); rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The default broker: this process only. Delivery is asynchronous and in publish order, like a
 * remote broker's, and each message goes through a JSON round trip, so anything that would not
 * survive Redis fails here too.
 */
export function createInProcessBroker(log: FastifyBaseLogger): Broker {
  const handlers = new Map<string, Set<BrokerHandler>>();
  let isClosed = false;
  return {
    async publish(channel, message) {
      if (isClosed) return;
      const text = JSON.stringify(message);
      queueMicrotask(() => {
        for (const handler of handlers.get(channel) ?? []) {
          try {
            handler(JSON.parse(text));
          } catch (err) {
            log.error({ err, channel }, 'broker handler failed');
          }
        }
      });
    },
    subscribe(channel, handler) {
      let channelHandlers = handlers.get(channel);
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
      }
      channelHandlers.add(handler);
      return () => {
        channelHandlers.delete(handler);
      };
    },
    async ping() {
      if (isClosed) throw new Error('broker closed');
    },
    async close() {
      isClosed = true;
      handlers.clear();
    },
  };
}
