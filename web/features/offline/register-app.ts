import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { registerSW } from 'virtual:pwa-register';
import { takeReadsBeforeWorker } from '../../lib/api';
import { toast } from '../../lib/toast';

/**
 * Registers the service worker (the app shell and stored reads, pwa-options.ts). A new version
 * waits for the user: it is offered in a toast and applied only when they pick Reload, since a
 * reload in the middle of editing would lose what is being typed.
 */
export function registerAppWorker() {
  if (!('serviceWorker' in navigator)) return;
  void storeReadsOnFirstControl();
  const updateApp = registerSW({
    onNeedRefresh() {
      toast({
        title: i18n._(msg`New version available`),
        description: i18n._(msg`Reload when it suits you; nothing you are doing is interrupted.`),
        duration: Infinity,
        action: { label: i18n._(msg`Reload`), onClick: () => void updateApp() },
      });
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}

/** Resolves once the worker controls the page and has stored what the page read before it. */
let readsStored: Promise<void> | null = null;

/**
 * On the very first visit the page loads its data before the new worker takes it over, so none
 * of it is stored. Asking once more through the worker when it takes control stores what was read
 * (the user and, if it came before the worker, My Recipes' whole list; reads the worker does not
 * store, such as card pages, are asked again for nothing), and the app opens offline after that
 * one visit. The answers are only read to their end, for the worker
 * to store: the page has what it needs already.
 */
function storeReadsOnFirstControl(): Promise<void> {
  readsStored ??= navigator.serviceWorker.controller
    ? Promise.resolve()
    : new Promise((resolve) => {
        navigator.serviceWorker.addEventListener(
          'controllerchange',
          () => {
            const reads = takeReadsBeforeWorker().map((url) =>
              fetch(url, { credentials: 'include' })
                .then((response) => response.arrayBuffer())
                .catch(() => undefined),
            );
            void Promise.all(reads).then(() => resolve());
          },
          { once: true },
        );
      });
  return readsStored;
}

/**
 * Resolves once a service worker controls the page and has stored what the page read before it
 * took over; never where the browser has no service workers.
 */
export function whenWorkerStoresReads(): Promise<void> {
  if (!('serviceWorker' in navigator)) return new Promise(() => undefined);
  return storeReadsOnFirstControl();
}
