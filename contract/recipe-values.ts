// Recipe constants the browser needs, in a module without the schema library, so importing
// them does not put it in the web bundle (the schemas in recipes.ts are built from these).

export const RECIPE_LIMITS = {
  title: 200,
  description: 5000,
  lines: 500,
  lineLength: 2000,
  tags: 30,
  tagLength: 50,
  servings: 100,
  /** Minutes: a week is the longest prep or cook time we accept. */
  minutes: 10080,
  sharingList: 100,
} as const;

export const VISIBILITIES = ['private', 'link-view', 'link-edit', 'public'] as const;

export const SORTS = ['recent', 'alphabetical', 'created'] as const;

/** Response header with the cursor of the next Discover page; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * The trash: how many days a deleted recipe stays restorable before it is deleted for good. The
 * server's TRASH_RETENTION_DAYS setting defaults to this; GET /api/recipes/trash answers the
 * setting in force.
 */
export const DEFAULT_TRASH_RETENTION_DAYS = 30;

/**
 * Where a recipe invitation's link leads (sent to an address with no account yet): the page that
 * accepts it once its reader is signed in.
 */
export const JOIN_RECIPE_PATH = '/recipes/join';

/** What a person the owner shared a recipe with may do: the editors and viewers lists. */
export const SHARING_ROLES = ['editor', 'viewer'] as const;
export type SharingRole = (typeof SHARING_ROLES)[number];

/**
 * The first page of cards My Recipes asks for as it opens (no search, no tags, most recent
 * first). A signed-in page load names it in its head, so the browser fetches it beside the app's
 * code (server/http/app-shell.ts); the app's own request for it must be this address exactly.
 */
export const FIRST_CARDS_PATH = '/api/recipes/cards?sort=recent';

/** Who is signed in (SPEC §4): the first thing every page of the app asks. */
export const CURRENT_USER_PATH = '/api/auth/user';
/**
 * A meta tag a signed-in page load carries (server/http/app-shell.ts): the app starts loading the
 * signed-in screens' code at once, as it does when this device remembers a sign-in.
 */
export const SIGNED_IN_PAGE_META = 'potluck-signed-in';

/**
 * A tag's identity: tags differing only in case, surrounding spaces or Unicode form ("é" typed
 * as one character or two) are one tag. Every comparison of tags uses it: the server's tag
 * index and filter, the document's tag map, the import's and the browser's de-duplication and
 * filter. Locale-independent: `toLocaleLowerCase` would split "I" and "i" in a Turkish browser.
 */
export function tagKeyOf(tag: string): string {
  return tag.trim().normalize('NFC').toLowerCase();
}

/** Trims, drops empties and repeats (by tagKeyOf), keeping each tag's first spelling. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tagKeyOf(tag);
    if (tag && !seen.has(key)) {
      seen.add(key);
      kept.push(tag);
    }
  }
  return kept;
}
