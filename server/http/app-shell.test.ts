// The app's page as each visit gets it: what its head has the browser fetch at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENT_USER_PATH,
  FIRST_CARDS_PATH,
  SIGNED_IN_PAGE_META,
} from '../../contract/recipe-values';
import { SESSION_COOKIE } from '../auth/sessions';
import { createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';
import { findLocale } from '../../contract/i18n/locales';
import {
  MY_RECIPES_SCREEN,
  SIGNED_IN_SCREENS,
  createAppShell,
  withDocumentLanguage,
} from './app-shell';

const INDEX_HTML =
  '<!doctype html><html><head>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/app-1.js">' +
  '</head><body><div id="root"></div></body></html>';

/** The shape Vite's build manifest has: the entry, the shared chunks and two lazy screens. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app-1.js'] },
  '_app-1.js': { file: 'assets/app-1.js' },
  '_ui-1.js': { file: 'assets/ui-1.js', imports: ['index.html'] },
  '_tags-1.js': { file: 'assets/tags-1.js', imports: ['_ui-1.js'], css: ['assets/tags-1.css'] },
  'signed-in-routes.tsx': { file: 'assets/signed-in-1.js', imports: ['index.html', '_ui-1.js'] },
  'pages/my-recipes.tsx': {
    file: 'assets/my-recipes-1.js',
    imports: ['index.html', '_app-1.js', '_ui-1.js', '_tags-1.js'],
  },
  'pages/discover.tsx': { file: 'assets/discover-1.js', imports: ['index.html', '_ui-1.js'] },
};

/** The addresses a page's head has preloaded, in order. */
function preloads(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((href) => href !== '/assets/app-1.js');
}

describe('the app shell', () => {
  const shell = createAppShell(INDEX_HTML, MANIFEST);

  it('has every visitor fetch who is signed in, and nothing a signed-in screen needs', () => {
    expect(preloads(shell.page('/', false))).toEqual([CURRENT_USER_PATH]);
    expect(preloads(shell.page('/discover', false))).toEqual([CURRENT_USER_PATH]);
  });

  it('has a signed-in page load fetch the signed-in screens’ code, not what the entry loads', () => {
    expect(preloads(shell.page('/discover', true))).toEqual([
      CURRENT_USER_PATH,
      '/assets/ui-1.js',
      '/assets/signed-in-1.js',
    ]);
  });

  it('has My Recipes fetch its code, its styles and its first cards as well', () => {
    expect(preloads(shell.page('/', true))).toEqual([
      CURRENT_USER_PATH,
      '/assets/ui-1.js',
      '/assets/signed-in-1.js',
      '/assets/tags-1.js',
      '/assets/tags-1.css',
      '/assets/my-recipes-1.js',
      FIRST_CARDS_PATH,
    ]);
    // A search in the address is not the first page the app asks for.
    expect(preloads(shell.page('/?search=soup', true))).not.toContain(FIRST_CARDS_PATH);
  });

  it('marks a page answered for a signed-in session, and only such a page', () => {
    const mark = `<meta name="${SIGNED_IN_PAGE_META}" content="1" />`;
    expect(shell.page('/', true)).toContain(mark);
    expect(shell.page('/discover', true)).toContain(mark);
    expect(shell.page('/', false)).not.toContain(SIGNED_IN_PAGE_META);
    expect(shell.page('/discover', false)).not.toContain(SIGNED_IN_PAGE_META);
  });

  it('draws My Recipes’ frame on a signed-in visit to My Recipes, and on no other page', () => {
    const framed = INDEX_HTML.replace(
      '<div id="root">',
      '<!--my-recipes-frame--><div id="page-frame"><h1>My Recipes</h1></div><!--/my-recipes-frame--><div id="root">',
    );
    const shell = createAppShell(framed, MANIFEST);
    expect(shell.page('/', true)).toContain(
      '<body><div id="page-frame"><h1>My Recipes</h1></div><div id="root"></div>',
    );
    for (const page of [
      shell.page('/', false),
      shell.page('/discover', true),
      shell.page('/?search=soup', true),
      shell.page('/index.html', false),
    ]) {
      expect(page).toContain('<body><div id="root"></div>');
      expect(page).not.toContain('my-recipes-frame');
    }
  });

  it('keeps the frame where the app takes it away', () => {
    const built = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../web/index.html'),
      'utf8',
    );
    const frame = /<!--my-recipes-frame-->([\s\S]*?)<!--\/my-recipes-frame-->/.exec(built)?.[1];
    expect(frame).toContain('id="page-frame"');
    expect(frame).toMatch(/>\s*My Recipes\s*<\/h1>/);
  });

  it('names screens the web app has (the build manifest keys them by source path)', () => {
    const webRoot = path.resolve(import.meta.dirname, '../../web');
    for (const screen of [SIGNED_IN_SCREENS, MY_RECIPES_SCREEN]) {
      expect(fs.existsSync(path.join(webRoot, screen)), screen).toBe(true);
    }
    expect(MANIFEST).toHaveProperty([SIGNED_IN_SCREENS]);
    expect(MANIFEST).toHaveProperty([MY_RECIPES_SCREEN]);
  });

  it('names the reads alone when there is no manifest', () => {
    const bare = createAppShell(INDEX_HTML, {});
    expect(preloads(bare.page('/', true))).toEqual([CURRENT_USER_PATH, FIRST_CARDS_PATH]);
    expect(bare.page('/', true)).toContain(
      '<script type="module" crossorigin src="/assets/index-1.js">',
    );
  });

  it('has the app’s own script asked for first, on every page', () => {
    for (const page of [shell.page('/', false), shell.page('/', true), shell.page('/plan', true)]) {
      expect(page).toContain(
        '<script fetchpriority="high" type="module" crossorigin src="/assets/index-1.js">',
      );
    }
    expect(createAppShell(INDEX_HTML, {}).page('/', true)).not.toContain('fetchpriority');
  });

  it('asks for the app’s own reads with the credentials the app sends', () => {
    expect(shell.page('/', true)).toContain(
      `<link rel="preload" href="${FIRST_CARDS_PATH}" as="fetch" crossorigin="use-credentials" />`,
    );
    // Styles as the app's loader adds them (crossorigin), or the browser fetches them twice.
    expect(shell.page('/', true)).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/tags-1.css" />',
    );
  });
});

describe('the app shell as served', () => {
  let server: TestServer;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
    fs.mkdirSync(path.join(webRoot, '.vite'));
    fs.writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    server = await startTestServer({}, { webRoot });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('follows the session: signed in, signed out, or a session that has ended', async () => {
    const { client } = await createUser(server);
    const signedIn = await client.get('/');
    expect(signedIn.status).toBe(200);
    expect(preloads(signedIn.text)).toContain(FIRST_CARDS_PATH);
    // Somebody's own page: no shared cache keeps it.
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');

    const visitor = await new TestClient(server.baseUrl).get('/');
    expect(preloads(visitor.text)).toEqual([CURRENT_USER_PATH]);

    const stale = new TestClient(server.baseUrl);
    stale.setCookie(SESSION_COOKIE, 'no-such-session');
    expect(preloads((await stale.get('/')).text)).toEqual([CURRENT_USER_PATH]);

    // The copy the service worker fetches to keep for offline use is everyone's page.
    const stored = await client.get('/index.html', { 'sec-fetch-dest': 'empty' });
    expect(preloads(stored.text)).toEqual([CURRENT_USER_PATH]);
    const navigated = await client.get('/', { 'sec-fetch-dest': 'document' });
    expect(preloads(navigated.text)).toContain(FIRST_CARDS_PATH);

    await client.post('/api/auth/logout');
    expect(preloads((await client.get('/')).text)).toEqual([CURRENT_USER_PATH]);
  });

  it('answers 404 for a path that is no screen, still with the app (it shows its 404 page)', async () => {
    const visitor = new TestClient(server.baseUrl);
    for (const screen of ['/', '/login', '/discover', '/recipe/abc', '/recipe/abc/cook']) {
      expect((await visitor.get(screen)).status, screen).toBe(200);
    }
    for (const unknown of ['/no-such-page', '/recipe', '/recipe/abc/edit', '/discover/more']) {
      const res = await visitor.get(unknown);
      expect(res.status, unknown).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).toContain('<div id="root">');
    }
    const { client } = await createUser(server);
    expect((await client.get('/shopping/list-1?from=plan')).status).toBe(200);
    expect((await client.get('/Discover/')).status).toBe(200);
    expect((await client.get('/nowhere?x=1')).status).toBe(404);
    // The copy the service worker keeps for offline use.
    expect((await client.get('/index.html', { 'sec-fetch-dest': 'empty' })).status).toBe(200);
    // The API's own unknown paths stay JSON.
    const api = await client.get('/api/nowhere');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ code: 'not_found' });
  });

  it('does not serve the build manifest as a file', async () => {
    const res = await new TestClient(server.baseUrl).get('/.vite/manifest.json');
    expect(res.text).not.toContain('signed-in-1.js');
  });
});

describe('the page’s language', () => {
  it('is the visitor’s, direction included', () => {
    const html = '<!doctype html><html lang="en"><head></head><body></body></html>';
    expect(withDocumentLanguage(html, findLocale('ar')!)).toContain('<html lang="ar" dir="rtl">');
    expect(withDocumentLanguage(html, findLocale('de')!)).toContain('<html lang="de" dir="ltr">');
  });
});
