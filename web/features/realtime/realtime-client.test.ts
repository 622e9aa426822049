import { describe, expect, it } from 'vitest';
import { backoffDelay, reconnectDelay } from './realtime-client';

describe('reconnectDelay', () => {
  it('never reconnects a socket whose session ended', () => {
    expect(reconnectDelay(4001, 0)).toBeNull();
  });

  it('reconnects soon, spread over a second, when the server goes away (1001)', () => {
    expect(reconnectDelay(1001, 5, () => 0)).toBe(0);
    expect(reconnectDelay(1001, 5, () => 0.999)).toBe(999);
  });

  it('backs off from 1 s, doubling up to 30 s, after other closes', () => {
    expect(reconnectDelay(1006, 0)).toBe(1000);
    expect(reconnectDelay(1011, 3)).toBe(8000);
    expect(reconnectDelay(1006, 10)).toBe(backoffDelay(10));
    expect(backoffDelay(10)).toBe(30_000);
  });
});
