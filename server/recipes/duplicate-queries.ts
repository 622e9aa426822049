// The SQL of finding duplicates (duplicates.ts): copies of a recipe, and the recipes whose source
// names a host.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { accessibleRecipes } from './queries';
import { LIKE_ESCAPE_CHAR, escapeLike } from './search';

type Db = Kysely<Database>;

/** `userId`'s own copies of `originalId`, not trashed, most recently updated first. */
export function copiesOf(db: Db, userId: string, originalId: string, limit: number) {
  return db
    .selectFrom('recipes')
    .select(['id', 'title'])
    .where('owner_uid', '=', userId)
    .where('copied_from', '=', originalId)
    .where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The recipes in `userId`'s list whose source URL contains `host` (any case), most recently
 * updated first: the candidates the caller compares by their source key.
 */
export function recipesNamingHost(db: Db, dialect: DialectName, userId: string, host: string) {
  return accessibleRecipes(db, dialect, userId)
    .select(['recipes.id', 'recipes.title', 'recipes.source_url'])
    .where(
      sql<boolean>`lower(recipes.source_url) like ${`%${escapeLike(host)}%`} escape ${sql.lit(LIKE_ESCAPE_CHAR)}`,
    )
    .orderBy('recipes.updated_at', 'desc')
    .execute();
}
