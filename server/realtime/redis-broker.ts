// The scale-out broker: Redis pub/sub. Every process publishes on the same channels and every
// process's hub hears every message, so a socket on one process sees changes, presence and
// revocations made through another. Redis keeps the messages of one connection in order.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { closeRedis } from '../lib/redis';
import type { Broker, BrokerHandler } from './broker';

export interface RedisBrokerOptions {
  /** Publishes (and answers pings); may be shared with other users of Redis in the process. */
  publisher: Redis;
  /** Used for nothing but subscriptions; the broker owns it and closes it. */
  subscriber: Redis;
  /** Prepended to every channel name. */
  channelPrefix: string;
  log: FastifyBaseLogger;
}

export interface RedisBroker extends Broker {
  /** Resolves once every subscription so far is active (messages published after it arrive). */
  ready(): Promise<void>;
}

export function createRedisBroker(options: RedisBrokerOptions): RedisBroker {
  const { publisher, subscriber, channelPrefix, log } = options;
  const handlers = new Map<string, Set<BrokerHandler>>();
  const pending = new Set<Promise<unknown>>();
  let isClosed = false;

  const track = (work: Promise<unknown>) => {
    const tracked = work.catch((err: unknown) => log.error({ err }, 'redis subscribe failed'));
    pending.add(tracked);
    void tracked.finally(() => pending.delete(tracked));
  };

  subscriber.on('message', (fullChannel: string, text: string) => {
    if (isClosed || !fullChannel.startsWith(channelPrefix)) return;
    const channel = fullChannel.slice(channelPrefix.length);
    const channelHandlers = handlers.get(channel);
    if (!channelHandlers?.size) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (err) {
      log.error({ err, channel }, 'broker message is not JSON');
      return;
    }
    for (const handler of channelHandlers) {
      try {
        // Each handler gets its own copy, as with the in-process broker.
        handler(channelHandlers.size === 1 ? message : structuredClone(message));
      } catch (err) {
        log.error({ err, channel }, 'broker handler failed');
      }
    }
  });

  return {
    async publish(channel, message) {
      if (isClosed) return;
      await publisher.publish(channelPrefix + channel, JSON.stringify(message));
    },
    subscribe(channel, handler) {
      let channelHandlers = handlers.get(channel);
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
        track(subscriber.subscribe(channelPrefix + channel));
      }
      channelHandlers.add(handler);
      return () => {
        channelHandlers.delete(handler);
        if (channelHandlers.size === 0 && handlers.get(channel) === channelHandlers) {
          handlers.delete(channel);
          if (!isClosed) track(subscriber.unsubscribe(channelPrefix + channel));
        }
      };
    },
    async ready() {
      await Promise.all(pending);
    },
    async ping() {
      await Promise.all([publisher.ping(), ...pending]);
      if (subscriber.status !== 'ready') throw new Error(`subscriber is ${subscriber.status}`);
    },
    async close() {
      isClosed = true;
      handlers.clear();
      await closeRedis(subscriber);
    },
  };
}
