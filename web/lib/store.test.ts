import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('holds a value and tells each listener of a change until it stops listening', () => {
    const store = createStore('a');
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = store.subscribe(first);
    store.subscribe(second);
    store.set('b');
    expect(store.get()).toBe('b');
    stopFirst();
    store.set('c');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('tells nobody when the value is set to what it already is', () => {
    const store = createStore(1);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(1);
    expect(listener).not.toHaveBeenCalled();
  });

  it('reads a lazy initial value once, on first read, and not when set first', () => {
    const load = vi.fn(() => 'stored');
    const store = createStore(load);
    expect(load).not.toHaveBeenCalled();
    expect(store.get()).toBe('stored');
    expect(store.get()).toBe('stored');
    expect(load).toHaveBeenCalledTimes(1);

    const other = vi.fn(() => 'never');
    const written = createStore(other);
    written.set('chosen');
    expect(written.get()).toBe('chosen');
    expect(other).not.toHaveBeenCalled();
  });
});
