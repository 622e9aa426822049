// Work a first paint does not need (the service worker, the toaster, storing the library for
// offline use) waits until the page has loaded and the main thread has a moment, so it neither
// competes with the first screen for the network nor lengthens the tasks that draw it.

/** The longest an idle moment is waited for once the page has loaded. */
export const AFTER_LOAD_IDLE_TIMEOUT_MS = 1_000;

const loaded = () => document.readyState === 'complete';

/** Resolves once the page's load event has passed. */
function pageLoaded(): Promise<void> {
  if (loaded()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves at the next idle moment of the main thread (or after `timeoutMs` at the latest). */
export function nextIdle(timeoutMs = AFTER_LOAD_IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

let afterLoad: Promise<void> | null = null;

/** Resolves after the page has loaded and then at an idle moment; every caller shares one wait. */
export function whenLoadedAndIdle(): Promise<void> {
  afterLoad ??= pageLoaded().then(() => nextIdle());
  return afterLoad;
}

/** Runs `work` after the page has loaded, at an idle moment. */
export function runAfterLoad(work: () => void): void {
  void whenLoadedAndIdle().then(work);
}
