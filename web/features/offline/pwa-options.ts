// The installable app: its web app manifest and the service worker vite-plugin-pwa generates with
// Workbox (vite.config.ts). Build-time configuration; the browser never imports this module.
//
// Workbox writes every function below into the generated sw.js as source text, so each must stand
// alone: no imported or module-level names inside a function body (pwa-options.test.ts runs each
// one rebuilt from its text alone).
import type { VitePWAOptions } from 'vite-plugin-pwa';
import {
  API_CACHE,
  CATALOGUES_CACHE,
  IMAGES_CACHE,
  RECIPE_READS_CACHE,
  SHARED_RECIPES_CACHE,
} from './offline-data';

/** web/styles.css: the page background (--color-cream) and the header's white. */
const BACKGROUND_COLOR = '#fbf8f4';
const THEME_COLOR = '#ffffff';

/**
 * How long an API read waits for the server before the last stored copy is used instead. Long
 * enough that a working but slow connection still gets fresh answers; short enough that a
 * connection that has silently died does not leave the app spinning.
 */
export const NETWORK_TIMEOUT_SECONDS = 5;
const DAY_SECONDS = 24 * 60 * 60;
/** API answers kept: the user, the list and the households (a few each). */
export const MAX_CACHED_API_READS = 50;
/**
 * Single recipes kept: every recipe opened or read ahead (My Recipes reads a card's recipe when it
 * is pressed or the pointer or focus rests on it), the most recent first.
 */
export const MAX_CACHED_RECIPE_READS = 200;
/** Shared recipe pages kept for reading offline: the most recently opened ones. */
export const MAX_CACHED_SHARED_RECIPES = 30;
/** Photo files kept (each recipe photo is up to three sizes of WebP, 20–200 KB each). */
export const MAX_CACHED_IMAGES = 300;
/** Anything not read again within this time is dropped. */
export const MAX_CACHED_AGE_SECONDS = 30 * DAY_SECONDS;

/** What Workbox hands a route's match function (workbox-core's RouteMatchCallbackOptions). */
export interface RouteMatch {
  request: Request;
  url: URL;
  sameOrigin: boolean;
}

/**
 * Page loads the app answers with its own index.html. The server's own paths never get the app
 * shell: the API, photos, the live socket, health checks, and the bookmarklet's receive page
 * (it needs the server's own opener policy, see server/app.ts).
 */
export const isAppNavigation = ({ request, url }: RouteMatch): boolean =>
  request.mode === 'navigate' &&
  !/^\/(?:api|objects|ws|healthz|readyz|import\/receive)(?:\/|$)/.test(url.pathname);

// Reads offline: the worker stores the server's answers (network first), rather than the app
// persisting TanStack Query's cache to IndexedDB. A stored answer is exactly what the server
// sent, so offline screens run the same code as online ones (one fetch wrapper, nothing to
// rehydrate or migrate when query shapes change); it is there before React renders, so a reload
// knows who is signed in; online it is only read when the network fails or times out, so the
// query defaults of SPEC §9 keep their meaning; and sign-out deletes it in one call per cache.
// A recipe whose own GET was never made is shown from the stored list (listed-recipe.ts).

/**
 * Same-origin reads of the signed-in user's own data: who is signed in, My Recipes' whole list
 * (unfiltered; searches are not stored, so no search text stays on the device), and the user's
 * households (members, lists, remembered sections: what the plan and the lists need to open
 * offline). Writes, Discover, the trash and imports are never stored; single recipes are stored
 * apart (isCachedRecipeRead).
 */
export const isCachedApiRead = ({ request, url, sameOrigin }: RouteMatch): boolean =>
  request.method === 'GET' &&
  sameOrigin &&
  ((url.pathname === '/api/recipes' && url.search === '') ||
    url.pathname === '/api/auth/user' ||
    url.pathname === '/api/households');

/** GET /api/recipes/{id}: a recipe opened, or read ahead, from the user's own list. */
export const isCachedRecipeRead = ({ request, url, sameOrigin }: RouteMatch): boolean =>
  request.method === 'GET' &&
  sameOrigin &&
  /^\/api\/recipes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(
    url.pathname,
  );

/** GET /api/recipes/shared/{id}: the recipe page (/recipe/{id}, /shared/{id}) and cook mode. */
export const isSharedRecipeRead = ({ request, url, sameOrigin }: RouteMatch): boolean =>
  request.method === 'GET' &&
  sameOrigin &&
  /^\/api\/recipes\/shared\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(
    url.pathname,
  );

/** A recipe photo: `/objects/images/<id>` (the detail size) or `/objects/images/<id>/<size>.webp`. */
export const isRecipePhoto = ({ request, url, sameOrigin }: RouteMatch): boolean =>
  request.method === 'GET' &&
  sameOrigin &&
  /^\/objects\/images\/[0-9a-f-]{36}(?:\/[a-z]+\.webp)?$/.test(url.pathname);

/**
 * A language's message catalogue (web/i18n/i18n.ts loads the one of the active language):
 * `/assets/messages-<hash>.js`.
 */
export const isLanguageCatalogue = ({ request, url, sameOrigin }: RouteMatch): boolean =>
  request.method === 'GET' && sameOrigin && /^\/assets\/messages-[\w-]+\.js$/.test(url.pathname);

/** Catalogues kept: a device seldom uses more than one or two languages. */
export const MAX_CACHED_CATALOGUES = 4;

/**
 * Offline, a photo asked for in a size never stored (a phone picks `card`, a wide screen
 * `detail`) is answered with any stored size of the same photo rather than a broken image.
 */
export const anyStoredSizeOfPhoto = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> => {
    const photo = new URL(request.url).pathname.replace(/\/[a-z]+\.webp$/, '');
    const cache = await caches.open('potluck-images');
    for (const key of await cache.keys()) {
      const path = new URL(key.url).pathname;
      if (path === photo || path.startsWith(`${photo}/`)) {
        const stored = await cache.match(key);
        if (stored) return stored;
      }
    }
    return undefined;
  },
};

const expiration = (maxEntries: number) => ({
  maxEntries,
  maxAgeSeconds: MAX_CACHED_AGE_SECONDS,
});

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // A new version waits until the user picks Reload (web/features/offline/register-app.ts): a
  // reload in the middle of typing a recipe would lose it.
  registerType: 'prompt',
  // Registered from the app's own bundle: an inline registration script would need a CSP hash.
  injectRegister: false,
  // The precache's globPatterns below already hold the icons.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Potluck',
    short_name: 'Potluck',
    description: 'Save, organise, share and cook recipes together, even without a connection.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['food', 'lifestyle', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // The app shell. index.html is precached as the server answers it (the precache fetches it
    // from the server), so the stored copy's CSP header and the nonce in its body belong together.
    globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
    // Not every language's catalogue (about 23 KB each): a device stores the one it uses when it
    // first loads it (runtime rule below).
    globIgnores: ['**/assets/messages-*.js'],
    // Page loads go to the network first (a fresh nonce and the current version each time) and
    // fall back to the stored index.html offline; never the precache first for '/'.
    navigateFallback: null,
    directoryIndex: null,
    cleanupOutdatedCaches: true,
    // Fills the browser's HTTP cache with the app's files at once as the worker installs, so the
    // precache (one file after another) takes them from there: a first visit is ready offline in
    // a second or two rather than after a round trip per file (web/public/sw-fill.js).
    importScripts: ['/sw-fill.js'],
    // The first visit's page comes under the worker at once, so it works offline without a
    // reload; later versions wait for the user (registerType above).
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: isAppNavigation,
        handler: 'NetworkOnly',
        options: {
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
      {
        urlPattern: isCachedApiRead,
        handler: 'NetworkFirst',
        options: {
          cacheName: API_CACHE,
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
          expiration: expiration(MAX_CACHED_API_READS),
        },
      },
      {
        urlPattern: isCachedRecipeRead,
        handler: 'NetworkFirst',
        options: {
          cacheName: RECIPE_READS_CACHE,
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
          expiration: expiration(MAX_CACHED_RECIPE_READS),
        },
      },
      {
        urlPattern: isSharedRecipeRead,
        handler: 'NetworkFirst',
        options: {
          cacheName: SHARED_RECIPES_CACHE,
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
          expiration: expiration(MAX_CACHED_SHARED_RECIPES),
        },
      },
      {
        urlPattern: isLanguageCatalogue,
        handler: 'CacheFirst',
        options: {
          cacheName: CATALOGUES_CACHE,
          cacheableResponse: { statuses: [200] },
          expiration: expiration(MAX_CACHED_CATALOGUES),
        },
      },
      {
        // Photo paths are random and never reused: a stored copy is never out of date.
        urlPattern: isRecipePhoto,
        handler: 'CacheFirst',
        options: {
          cacheName: IMAGES_CACHE,
          cacheableResponse: { statuses: [200] },
          expiration: expiration(MAX_CACHED_IMAGES),
          plugins: [anyStoredSizeOfPhoto],
        },
      },
    ],
  },
};
