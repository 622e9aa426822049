// The web app's index.html, the answer to every path the app routes. A page load's head names
// what the app asks for as soon as it runs, so the browser fetches those beside the app's own
// script instead of one after another once it has run: who is signed in, for everyone; for a
// signed-in cook, the signed-in screens' code; on My Recipes, its code and first cards too, and
// its frame (web/index.html) in the body, drawn before any script has run.
import fs from 'node:fs';
import path from 'node:path';
import {
  CURRENT_USER_PATH,
  FIRST_CARDS_PATH,
  SIGNED_IN_PAGE_META,
} from '../../contract/recipe-values';
import type { LocaleInfo } from '../../contract/i18n/locales';

/** A chunk of the build as Vite's manifest (build.manifest) lists it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest keys (source paths under web/) of the code a signed-in page load needs. */
export const SIGNED_IN_SCREENS = 'signed-in-routes.tsx';
export const MY_RECIPES_SCREEN = 'pages/my-recipes.tsx';
const MY_RECIPES_PATH = '/';

/** Where index.html holds My Recipes' frame (header and title), kept for that screen only. */
const FRAME = /<!--my-recipes-frame-->([\s\S]*?)<!--\/my-recipes-frame-->/;

export interface AppShell {
  /** index.html for a page load of `url` (path and query), with the nonce placeholder kept. */
  page(url: string, signedIn: boolean): string;
}

/**
 * Reads `webRoot`'s index.html and, when the build wrote one, its manifest. Without a manifest
 * (a build from before it was kept) pages name the reads alone.
 */
export function loadAppShell(webRoot: string): AppShell | null {
  const indexPath = path.join(webRoot, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const indexHtml = fs.readFileSync(indexPath, 'utf8');
  const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};
  return createAppShell(indexHtml, manifest);
}

export function createAppShell(builtHtml: string, manifest: Manifest): AppShell {
  const indexHtml = withEntryFirst(builtHtml, manifest);
  const everyone = [fetchHint(CURRENT_USER_PATH)];
  const signedInMark = `<meta name="${SIGNED_IN_PAGE_META}" content="1" />`;
  const signedIn = [...everyone, signedInMark, ...codeHints(manifest, [SIGNED_IN_SCREENS])];
  const myRecipes = [
    ...everyone,
    signedInMark,
    ...codeHints(manifest, [SIGNED_IN_SCREENS, MY_RECIPES_SCREEN]),
    fetchHint(FIRST_CARDS_PATH),
  ];
  const withoutFrame = indexHtml.replace(FRAME, '');
  const visitorPage = withHints(withoutFrame, everyone);
  const signedInPage = withHints(withoutFrame, signedIn);
  const myRecipesPage = withHints(
    indexHtml.replace(FRAME, (_, frame: string) => frame),
    myRecipes,
  );
  return {
    page(url, isSignedIn) {
      if (!isSignedIn) return visitorPage;
      return url === MY_RECIPES_PATH ? myRecipesPage : signedInPage;
    },
  };
}

/**
 * A read the app makes with fetch(): the browser keeps the answer for that call, which matches it
 * by address, mode and credentials (the app sends cookies: credentials 'include').
 */
function fetchHint(href: string): string {
  return `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials" />`;
}

/**
 * The files of `screens` and of everything they import, except what the entry already loads
 * (index.html names those itself): fetched and compiled now, run when the app imports them.
 */
function codeHints(manifest: Manifest, screens: string[]): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = new Set<string>();
  const mark = (key: string) => {
    if (loaded.has(key) || !manifest[key]) return;
    loaded.add(key);
    for (const imported of manifest[key].imports ?? []) mark(imported);
  };
  if (entryKey) mark(entryKey);
  const loadedFiles = new Set([...loaded].flatMap((key) => filesOf(manifest[key]!)));
  const hints: string[] = [];
  const seen = new Set(loaded);
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const imported of chunk.imports ?? []) visit(imported);
    if (!loadedFiles.has(chunk.file)) {
      hints.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
    }
    for (const css of chunk.css ?? []) {
      // As the app's loader adds it (crossorigin), so the browser fetches it once.
      if (!loadedFiles.has(css)) {
        hints.push(`<link rel="preload" as="style" crossorigin href="/${css}" />`);
      }
    }
  };
  for (const screen of screens) visit(screen);
  return hints;
}

/**
 * The app's own script asked for before everything the head preloads beside it: it runs while
 * the rest arrives. Sharing the connection equally, it came in last and everything waited for it.
 */
function withEntryFirst(indexHtml: string, manifest: Manifest): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return indexHtml;
  return indexHtml.replace(
    new RegExp(`<script (?=[^>]*src="/${escapeRegExp(entry.file)}")`),
    '<script fetchpriority="high" ',
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const filesOf = (chunk: ManifestChunk) => [chunk.file, ...(chunk.css ?? [])];

function withHints(indexHtml: string, hints: string[]): string {
  const at = indexHtml.indexOf('</head>');
  if (at === -1) return indexHtml;
  const lines = hints.map((hint) => `    ${hint}\n`).join('');
  return `${indexHtml.slice(0, at)}${lines}${indexHtml.slice(at)}`;
}

/**
 * The page's `<html lang dir>` in the visitor's language (their browser's, among those offered),
 * so a right-to-left language is laid out so from the first paint; the app then follows the
 * choice saved on the device or the account (web/i18n/i18n.ts).
 */
export function withDocumentLanguage(html: string, locale: LocaleInfo): string {
  return html.replace(/<html\b[^>]*>/, `<html lang="${locale.code}" dir="${locale.dir}">`);
}
