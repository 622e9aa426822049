import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isToastShowing, toast } from '../../lib/toast';
import { announceOfflineReady, type OfflineReadiness } from './offline-ready';

// The notice's text goes through the app's (global) catalogue: English here.
i18n.loadAndActivate({ locale: 'en', messages: {} });

const USER = 'user-fern';

function readiness(overrides: Partial<OfflineReadiness> = {}): OfflineReadiness {
  return {
    workerStoresReads: () => Promise.resolve(),
    isListStored: () => Promise.resolve(true),
    storedDocIds: () => Promise.resolve(new Set(['tart', 'stew'])),
    isOnline: () => true,
    isOverlayOpen: () => false,
    ...overrides,
  };
}

const live = () => new AbortController().signal;

function clearToast() {
  toast({ title: 'cleared' }).dismiss();
}

describe('announceOfflineReady', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  beforeEach(() => {
    const store = new Map<string, string>();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
      },
    });
    clearToast();
  });
  afterEach(() => {
    clearToast();
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('says so once the worker, the list and every document are there, and only once', async () => {
    expect(await announceOfflineReady(USER, ['tart', 'stew'], live(), readiness())).toBe(true);
    expect(isToastShowing()).toBe(true);
    clearToast();
    expect(await announceOfflineReady(USER, ['tart', 'stew'], live(), readiness())).toBe(false);
    expect(isToastShowing()).toBe(false);
    // Another person on the same device hears it for their own library.
    expect(await announceOfflineReady('user-olive', ['tart'], live(), readiness())).toBe(true);
  });

  it('keeps quiet while a dialog or menu is open, and says it on a later visit', async () => {
    const busy = readiness({ isOverlayOpen: () => true });
    expect(await announceOfflineReady(USER, ['tart'], live(), busy)).toBe(false);
    expect(isToastShowing()).toBe(false);
    expect(await announceOfflineReady(USER, ['tart'], live(), readiness())).toBe(true);
  });

  it('waits for the worker to take over before saying anything', async () => {
    let takeOver!: () => void;
    const workerStoresReads = () => new Promise<void>((resolve) => (takeOver = resolve));
    const announced = announceOfflineReady(
      USER,
      ['tart'],
      live(),
      readiness({ workerStoresReads }),
    );
    await Promise.resolve();
    expect(isToastShowing()).toBe(false);
    takeOver();
    expect(await announced).toBe(true);
  });

  it.each([
    ['a document is not stored', { storedDocIds: () => Promise.resolve(new Set(['tart'])) }],
    ['the list is not stored', { isListStored: () => Promise.resolve(false) }],
    ['the connection dropped', { isOnline: () => false }],
  ])('says nothing when %s, and tries again next time', async (_case, overrides) => {
    const docs = ['tart', 'stew'];
    expect(await announceOfflineReady(USER, docs, live(), readiness(overrides))).toBe(false);
    expect(isToastShowing()).toBe(false);
    expect(await announceOfflineReady(USER, docs, live(), readiness())).toBe(true);
  });

  it('does not replace a toast on screen, nor speak for a screen that was left', async () => {
    toast({ title: 'Recipe saved' });
    expect(await announceOfflineReady(USER, ['tart'], live(), readiness())).toBe(false);
    clearToast();
    const left = new AbortController();
    left.abort();
    expect(await announceOfflineReady(USER, ['tart'], left.signal, readiness())).toBe(false);
    expect(isToastShowing()).toBe(false);
  });
});
