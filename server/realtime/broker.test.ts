import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createInProcessBroker } from './broker';
import { createMemoryPresenceStore } from './presence';

const log = pino({ level: 'silent' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('in-process broker', () => {
  it('delivers to every subscriber of the channel, in publish order, as JSON copies', async () => {
    const broker = createInProcessBroker(log);
    const a: unknown[] = [];
    const b: unknown[] = [];
    const other: unknown[] = [];
    broker.subscribe('recipes', (m) => a.push(m));
    broker.subscribe('recipes', (m) => b.push(m));
    broker.subscribe('presence', (m) => other.push(m));
    const sent = { n: 1, at: new Date('2024-01-01T00:00:00.000Z') };
    await broker.publish('recipes', sent);
    await broker.publish('recipes', { n: 2 });
    await flush();
    expect(a).toEqual([{ n: 1, at: '2024-01-01T00:00:00.000Z' }, { n: 2 }]);
    expect(b).toEqual(a);
    expect(a[0]).not.toBe(sent);
    expect(other).toEqual([]);
  });

  it('keeps delivering when one handler throws, and stops after unsubscribe or close', async () => {
    const broker = createInProcessBroker(log);
    const seen: unknown[] = [];
    broker.subscribe('c', () => {
      throw new Error('boom');
    });
    const stop = broker.subscribe('c', (m) => seen.push(m));
    await broker.publish('c', 1);
    await flush();
    stop();
    await broker.publish('c', 2);
    await flush();
    expect(seen).toEqual([1]);
    broker.subscribe('c', (m) => seen.push(m));
    await broker.close();
    await broker.publish('c', 3);
    await flush();
    expect(seen).toEqual([1]);
  });
});

describe('memory presence store', () => {
  it('counts a user once however many connections, and lists arrivals in order', async () => {
    const store = createMemoryPresenceStore();
    const entry = (userId: string, connectionId: string) => ({
      recipeId: 'r1',
      userId,
      name: userId.toUpperCase(),
      connectionId,
    });
    expect(await store.add(entry('ann', 'c1'))).toBe(true);
    expect(await store.add(entry('bob', 'c2'))).toBe(true);
    expect(await store.add(entry('ann', 'c3'))).toBe(false);
    expect(await store.list('r1')).toEqual([
      { userId: 'ann', name: 'ANN' },
      { userId: 'bob', name: 'BOB' },
    ]);
    expect(await store.remove(entry('ann', 'c1'))).toBe(false);
    expect(await store.remove(entry('ann', 'c1'))).toBe(false);
    expect(await store.remove(entry('ann', 'c3'))).toBe(true);
    expect(await store.remove(entry('bob', 'c2'))).toBe(true);
    expect(await store.list('r1')).toEqual([]);
    expect(await store.remove(entry('nobody', 'c9'))).toBe(false);
  });
});
