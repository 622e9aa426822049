// What the offline app keeps of one signed-in person on the device: the service worker's stored
// answers and photos (web/features/offline/pwa-options.ts writes them under these names). Signing
// out, or finding the session gone, deletes them, so the next person on a shared device sees
// nothing of the last one's recipes or photos, online or offline.

/** Same-origin API reads (the signed-in user, My Recipes' list, households), network first. */
export const API_CACHE = 'potluck-api';
/**
 * Single recipes (GET /api/recipes/{id}), network first: apart from API_CACHE, so recipes opened
 * or read ahead never push the user and the list out of it.
 */
export const RECIPE_READS_CACHE = 'potluck-recipes';
/** Shared recipe pages opened recently (GET /api/recipes/shared/{id}), network first. */
export const SHARED_RECIPES_CACHE = 'potluck-shared-recipes';
/** Recipe photos (/objects/images/...), cache first. */
export const IMAGES_CACHE = 'potluck-images';
/**
 * The message catalogues of the languages this device has used (/assets/messages-*.js), cache
 * first: each is a build's file, named by its content. Not per user.
 */
export const CATALOGUES_CACHE = 'potluck-catalogues';

/** Caches holding what one signed-in person may read; never carried over to the next one. */
export const PER_USER_CACHES = [
  API_CACHE,
  RECIPE_READS_CACHE,
  SHARED_RECIPES_CACHE,
  IMAGES_CACHE,
] as const;

/** Workbox's expiration bookkeeping (addresses and times of the stored answers) in IndexedDB. */
const EXPIRATION_DATABASE = 'workbox-expiration';
/**
 * Deleting that database waits while the service worker holds it open (it does while it runs);
 * signing out waits no longer than this for it, and the deletion completes once the worker stops.
 */
const EXPIRATION_DELETE_WAIT_MS = 500;

/**
 * Deletes every per-user cache of the offline app. Never throws: signing out must go on.
 * `waitMs` bounds the wait for the expiration records; 0 when the page stays (signing in).
 */
export async function clearOfflineData({ waitMs = EXPIRATION_DELETE_WAIT_MS } = {}): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PER_USER_CACHES.map((name) => caches.delete(name).catch(() => false)));
  await deleteExpirationRecords(waitMs);
}

/**
 * The session ended while the app was closed (signed out elsewhere, expired): the server now
 * says nobody is signed in, but the last person's answers are still stored and would show on
 * the next offline visit. Deletes them when a stored user is found.
 */
export async function forgetEndedSession(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const storedUser = await caches
    .match('/api/auth/user', { cacheName: API_CACHE })
    .catch(() => undefined);
  if (storedUser) await clearOfflineData({ waitMs: 0 });
}

function deleteExpirationRecords(waitMs: number): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, waitMs);
    const done = () => {
      window.clearTimeout(timer);
      resolve();
    };
    try {
      const request = indexedDB.deleteDatabase(EXPIRATION_DATABASE);
      request.onsuccess = done;
      request.onerror = done;
    } catch {
      done();
    }
  });
}
