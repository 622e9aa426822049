import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE, IMAGES_CACHE, RECIPE_READS_CACHE, SHARED_RECIPES_CACHE } from './offline-data';
import {
  anyStoredSizeOfPhoto,
  isAppNavigation,
  isCachedApiRead,
  isCachedRecipeRead,
  isRecipePhoto,
  isLanguageCatalogue,
  isSharedRecipeRead,
  pwaOptions,
  type RouteMatch,
} from './pwa-options';

const ORIGIN = 'https://potluck.test';
const RECIPE_ID = '0b6f3c1e-5d2a-4c8b-9f1e-2a3b4c5d6e7f';

/**
 * Workbox copies each function into sw.js as source text; rebuilt from that text alone it must
 * behave the same (no names from this module or its imports).
 */
function rebuilt<T>(fn: T): T {
  return new Function(`return (${String(fn)})`)() as T;
}

function match(path: string, { method = 'GET', mode = 'cors', origin = ORIGIN } = {}): RouteMatch {
  const url = new URL(path, origin);
  return {
    url,
    sameOrigin: url.origin === ORIGIN,
    request: { method, mode } as Request,
  };
}

const matchers = {
  isAppNavigation,
  isCachedApiRead,
  isCachedRecipeRead,
  isSharedRecipeRead,
  isRecipePhoto,
  isLanguageCatalogue,
};

describe.each(Object.entries(matchers))('%s', (_name, matcher) => {
  it('works from its source text alone, as in the generated service worker', () => {
    const copy = rebuilt(matcher);
    for (const path of ['/', '/api/recipes', `/objects/images/${RECIPE_ID}/card.webp`]) {
      for (const mode of ['navigate', 'cors', 'no-cors']) {
        expect(copy(match(path, { mode }))).toBe(matcher(match(path, { mode })));
      }
    }
  });
});

describe('page loads', () => {
  it.each(['/', '/dashboard', `/recipe/${RECIPE_ID}`, `/shared/${RECIPE_ID}`, '/discover'])(
    'of the app (%s) get the app shell offline',
    (path) => {
      expect(isAppNavigation(match(path, { mode: 'navigate' }))).toBe(true);
    },
  );

  it.each([
    '/api/login',
    '/api/recipes',
    `/objects/images/${RECIPE_ID}`,
    '/ws',
    '/import/receive?via=bookmarklet',
    '/healthz',
    '/readyz',
  ])('of the server’s own paths (%s) never do', (path) => {
    expect(isAppNavigation(match(path, { mode: 'navigate' }))).toBe(false);
  });

  it('are navigations only, never the app’s own fetches', () => {
    expect(isAppNavigation(match('/dashboard', { mode: 'cors' }))).toBe(false);
  });
});

describe('stored API reads', () => {
  it.each(['/api/auth/user', '/api/recipes', '/api/households'])(
    'include the signed-in user’s own data: %s',
    (path) => {
      expect(isCachedApiRead(match(path))).toBe(true);
    },
  );

  it('keep single recipes apart, so reading many never drops the user or the list', () => {
    expect(isCachedApiRead(match(`/api/recipes/${RECIPE_ID}`))).toBe(false);
    expect(isCachedRecipeRead(match(`/api/recipes/${RECIPE_ID}`))).toBe(true);
    expect(isCachedRecipeRead(match('/api/recipes/trash'))).toBe(false);
    expect(isCachedRecipeRead(match(`/api/recipes/${RECIPE_ID}`, { method: 'PUT' }))).toBe(false);
  });

  it.each([
    // Searches are never stored, so no search text stays on the device.
    '/api/recipes?search=secret',
    '/api/recipes/discover',
    '/api/recipes/discover/tags',
    '/api/recipes/trash',
    '/api/admin/stats',
    `/api/recipes/shared/${RECIPE_ID}`,
    // Plans and lists are stored as documents (IndexedDB), not as answers.
    `/api/lists/${RECIPE_ID}`,
  ])('leave out everything else: %s', (path) => {
    expect(isCachedApiRead(match(path))).toBe(false);
  });

  it('are GETs from this origin only', () => {
    expect(isCachedApiRead(match('/api/recipes', { method: 'POST' }))).toBe(false);
    expect(isCachedApiRead(match('/api/recipes', { origin: 'https://elsewhere.test' }))).toBe(
      false,
    );
  });

  it('keep shared recipes apart, by recipe id', () => {
    expect(isSharedRecipeRead(match(`/api/recipes/shared/${RECIPE_ID}`))).toBe(true);
    expect(isSharedRecipeRead(match('/api/recipes/shared/nope'))).toBe(false);
    expect(
      isSharedRecipeRead(match(`/api/recipes/shared/${RECIPE_ID}`, { method: 'DELETE' })),
    ).toBe(false);
  });
});

describe('recipe photos', () => {
  it('are every size the app asks for (src is the base path, srcset the sizes)', () => {
    for (const path of [
      `/objects/images/${RECIPE_ID}`,
      `/objects/images/${RECIPE_ID}/card.webp`,
      `/objects/images/${RECIPE_ID}/detail.webp`,
      `/objects/images/${RECIPE_ID}/full.webp`,
    ]) {
      expect(isRecipePhoto(match(path, { mode: 'no-cors' }))).toBe(true);
    }
    expect(isRecipePhoto(match('/objects/other/thing'))).toBe(false);
  });
});

describe('a photo in a size never stored', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A Cache Storage stand-in holding the given paths of the photo cache. */
  function stubPhotoCache(paths: string[]) {
    const opened: string[] = [];
    vi.stubGlobal('caches', {
      open: async (name: string) => {
        opened.push(name);
        return {
          keys: async () => paths.map((path) => new Request(new URL(path, ORIGIN))),
          match: async (request: Request) => new Response(new URL(request.url).pathname),
        };
      },
    });
    return opened;
  }

  it('is answered offline with a stored size of the same photo', async () => {
    const opened = stubPhotoCache([
      `/objects/images/aaaaaaaa-0000-4000-8000-000000000000/card.webp`,
      `/objects/images/${RECIPE_ID}/card.webp`,
    ]);
    const handlerDidError = rebuilt(anyStoredSizeOfPhoto.handlerDidError);
    const answer = await handlerDidError({
      request: new Request(`${ORIGIN}/objects/images/${RECIPE_ID}/full.webp`),
    });
    expect(await answer?.text()).toBe(`/objects/images/${RECIPE_ID}/card.webp`);
    expect(opened).toEqual([IMAGES_CACHE]);
  });

  it('finds nothing when no size of that photo is stored', async () => {
    stubPhotoCache([`/objects/images/aaaaaaaa-0000-4000-8000-000000000000/card.webp`]);
    const answer = await rebuilt(anyStoredSizeOfPhoto.handlerDidError)({
      request: new Request(`${ORIGIN}/objects/images/${RECIPE_ID}`),
    });
    expect(answer).toBeUndefined();
  });
});

describe('the service worker', () => {
  const routes = pwaOptions.workbox?.runtimeCaching ?? [];

  it('stores each kind of read in the cache that signing out deletes', () => {
    const cacheOf = (matcher: unknown) =>
      routes.find((route) => route.urlPattern === matcher)?.options?.cacheName;
    expect(cacheOf(isCachedApiRead)).toBe(API_CACHE);
    expect(cacheOf(isCachedRecipeRead)).toBe(RECIPE_READS_CACHE);
    expect(cacheOf(isSharedRecipeRead)).toBe(SHARED_RECIPES_CACHE);
    expect(cacheOf(isRecipePhoto)).toBe(IMAGES_CACHE);
  });

  it('answers page loads from the network, with the precached shell only as the fallback', () => {
    const pages = routes.find((route) => route.urlPattern === isAppNavigation);
    expect(pages?.handler).toBe('NetworkOnly');
    expect(pages?.options?.precacheFallback).toEqual({ fallbackURL: '/index.html' });
    expect(pwaOptions.workbox?.navigateFallback).toBeNull();
    expect(pwaOptions.workbox?.directoryIndex).toBeNull();
  });

  it('installs as Potluck with the icons the platforms ask for', () => {
    const manifest = pwaOptions.manifest || {};
    expect(manifest).toMatchObject({ name: 'Potluck', start_url: '/', display: 'standalone' });
    expect(manifest.icons?.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});

describe('language catalogues', () => {
  it('are the built catalogue files of this origin, read with GET', () => {
    expect(isLanguageCatalogue(match('/assets/messages-BB-AihE2.js'))).toBe(true);
    expect(isLanguageCatalogue(match('/assets/my-recipes-Cw4qtqJF.js'))).toBe(false);
    expect(isLanguageCatalogue(match('/assets/messages-BB-AihE2.js', { method: 'POST' }))).toBe(
      false,
    );
    expect(
      isLanguageCatalogue(match('/assets/messages-x.js', { origin: 'https://cdn.example' })),
    ).toBe(false);
  });
});
