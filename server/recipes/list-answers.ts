// List answers kept ready to send. A cook opening My Recipes, paging its cards or searching the
// same words again, and everyone opening Discover, asks for an answer that has not changed since
// it was last built: reading keys and joining kept recipes (list-pages.ts) was still most of the
// cost of such a request. Each answer is kept here for one version of its scope: a user's lists
// (their own recipes and those shared with them) or "*discover" (public recipes). The versions
// live in the database (list_versions), moved forward by triggers on every write to recipes and
// to the names Discover shows (migration 008), so every process, whatever wrote, sees a change as
// soon as it is committed; the version is read before the answer is built, so an answer is never
// kept under a version older than the data it was built from.
//
// Not part of a version: the ranking statistics of SQLite's full-text index, which depend on
// every recipe in the index; a kept search answer keeps its order until the user's recipes change.
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema';
import { readListVersion } from './list-version-queries';

type Db = Kysely<Database>;

export interface ListAnswers {
  /**
   * The answer kept for `key` in `scope` if it was built at the scope's current version;
   * otherwise `build()`'s, kept (one build at a time per key and version, whoever else asks).
   * `sizeOf` estimates an answer's bytes, for the cache's bound. `version` is the scope's version
   * when the caller has already read it in this request (with its session, see
   * `callerListVersions`); it is read here otherwise.
   */
  answer<T>(
    scope: string,
    key: string,
    build: () => Promise<T>,
    sizeOf: (value: T) => number,
    version?: number,
  ): Promise<T>;
}

/**
 * The versions of a signed-in caller's lists, read in the same query as their session so that a
 * kept answer costs one database read, not two. Read when the request starts, they are never
 * newer than the data an answer built during the request sees.
 */
export interface ListVersions {
  /** The version of the caller's own scope (their recipes and those shared with them). */
  own: number;
  discover: number;
}

interface KeptAnswer {
  version: number;
  value: unknown;
}

/** Up to `maxBytes` of answers (the LIST_ANSWER_CACHE_MB setting); 0 keeps none. */
export function createListAnswers(db: Db, maxBytes: number): ListAnswers {
  const kept = maxBytes > 0 ? new LRUCache<string, KeptAnswer>({ maxSize: maxBytes }) : null;
  const building = new Map<string, Promise<unknown>>();
  return {
    async answer<T>(
      scope: string,
      key: string,
      build: () => Promise<T>,
      sizeOf: (value: T) => number,
      knownVersion?: number,
    ) {
      if (!kept) return build();
      const version = knownVersion ?? (await readListVersion(db, scope));
      const entryKey = `${scope}\n${key}`;
      const entry = kept.get(entryKey);
      if (entry?.version === version) return entry.value as T;
      const buildKey = `${entryKey}\n${version}`;
      const pending = building.get(buildKey);
      if (pending) return pending as Promise<T>;
      const built = build().then(
        (value) => {
          building.delete(buildKey);
          const size = Math.max(1, sizeOf(value));
          // An answer too big for the whole cache is sent, not kept; one built at an older version
          // than the kept one (a slow build overtaken by a change) does not replace it.
          const current = kept.get(entryKey);
          const newer = !current || current.version <= version;
          if (size <= maxBytes && newer) kept.set(entryKey, { version, value }, { size });
          return value;
        },
        (error: unknown) => {
          building.delete(buildKey);
          throw error;
        },
      );
      building.set(buildKey, built);
      return built;
    },
  };
}
