// "You already have this recipe": before a copy or an import is saved, the caller's recipes that
// are the same one. A copy knows its original (`copied_from`); an imported recipe is the same
// when its source page is, compared as a key that ignores what does not change the page.
import type { DuplicatesQuery, RecipeDuplicate } from '../../contract/recipes';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { copiesOf, recipesNamingHost } from './duplicate-queries';

/** At most this many are answered: enough to say so and open one. */
const DUPLICATES_SHOWN = 5;

/** Query parameters that say where a visitor came from, not which page it is. */
const TRACKING_PARAM = /^(?:utm_\w+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|ref|ref_src)$/i;

/**
 * The page a source URL names, as a comparable key: scheme and host in lower case without
 * `www.` or a default port, the path without a trailing slash, the query without tracking
 * parameters and in a stable order, no fragment. http and https are the same page. Null for
 * anything that is not an http(s) URL.
 */
export function sourceKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // `host` leaves out a default port (80, 443) and keeps any other.
  const host = parsed.host.toLowerCase().replace(/^www\./, '');
  const path = parsed.pathname.replace(/\/+$/, '') || '/';
  const params = [...parsed.searchParams]
    .filter(([name]) => !TRACKING_PARAM.test(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  return `${host}${path}${query ? `?${query}` : ''}`;
}

/**
 * The recipes in `user`'s list (their own and those shared with them) that are the one `query`
 * names, most recently updated first. Trashed recipes do not count.
 */
export async function findDuplicates(
  deps: Pick<AppDeps, 'db' | 'dialect'>,
  user: UserRow,
  query: DuplicatesQuery,
): Promise<RecipeDuplicate[]> {
  if (query.copyOf !== undefined) {
    return copiesOf(deps.db, user.id, query.copyOf, DUPLICATES_SHOWN);
  }
  const key = query.sourceUrl === undefined ? null : sourceKey(query.sourceUrl);
  if (key === null) return [];
  // Narrowed in SQL to the user's recipes whose source names the same host, then compared.
  const host = key.slice(0, key.indexOf('/'));
  const rows = await recipesNamingHost(deps.db, deps.dialect, user.id, host);
  return rows
    .filter((row) => row.source_url !== null && sourceKey(row.source_url) === key)
    .slice(0, DUPLICATES_SHOWN)
    .map(({ id, title }) => ({ id, title }));
}
