import { describe, expect, it } from 'vitest';
import { createOnlineStatus, isNetworkError, type ConnectivitySource } from './online';

/** A browser stand-in whose connection the test switches, firing the events a browser fires. */
function fakeBrowser(onLine: boolean) {
  const events = new EventTarget();
  const navigator = { onLine };
  const source: ConnectivitySource = {
    navigator,
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener),
  };
  return {
    source,
    go(next: boolean) {
      navigator.onLine = next;
      events.dispatchEvent(new Event(next ? 'online' : 'offline'));
    },
  };
}

describe('createOnlineStatus', () => {
  it('starts from the browser’s flag', () => {
    expect(createOnlineStatus(fakeBrowser(true).source).isOnline()).toBe(true);
    expect(createOnlineStatus(fakeBrowser(false).source).isOnline()).toBe(false);
  });

  it('follows the online and offline events, telling subscribers of each change once', () => {
    const browser = fakeBrowser(true);
    const status = createOnlineStatus(browser.source);
    const seen: boolean[] = [];
    const unsubscribe = status.subscribe(() => seen.push(status.isOnline()));
    browser.go(false);
    // A second offline event (some browsers repeat them) is no change.
    browser.go(false);
    browser.go(true);
    expect(seen).toEqual([false, true]);
    unsubscribe();
    browser.go(false);
    expect(seen).toEqual([false, true]);
  });

  it('reads the flag as it is when nobody is subscribed (no events were watched)', () => {
    const browser = fakeBrowser(true);
    const status = createOnlineStatus(browser.source);
    browser.go(false);
    expect(status.isOnline()).toBe(false);
    const unsubscribe = status.subscribe(() => {});
    expect(status.isOnline()).toBe(false);
    browser.go(true);
    expect(status.isOnline()).toBe(true);
    unsubscribe();
  });

  it('stops listening to the browser once the last subscriber leaves', () => {
    const added: string[] = [];
    const removed: string[] = [];
    const source: ConnectivitySource = {
      navigator: { onLine: true },
      addEventListener: (type) => added.push(type),
      removeEventListener: (type) => removed.push(type),
    };
    const status = createOnlineStatus(source);
    const first = status.subscribe(() => {});
    const second = status.subscribe(() => {});
    expect(added).toEqual(['online', 'offline']);
    first();
    expect(removed).toEqual([]);
    second();
    expect(removed).toEqual(['online', 'offline']);
  });
});

describe('isNetworkError', () => {
  it('is a fetch that got no answer (a TypeError), not an answer with an error status', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new Error('500: Internal Server Error'))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
});
