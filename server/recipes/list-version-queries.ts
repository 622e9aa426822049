// The list versions' SQL (list-answers.ts): a scope's version, alone or beside a user row.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Discover's scope: every public recipe and its owner's name. */
export const DISCOVER_SCOPE = '*discover';

/** Columns to select beside a user row (aliased `users`): their list versions. */
export function selectListVersions(eb: ExpressionBuilder<Database, 'users'>) {
  const versions = eb.selectFrom('list_versions').select('version');
  return [
    versions.whereRef('list_versions.scope', '=', 'users.id').as('list_version_own'),
    versions.where('list_versions.scope', '=', DISCOVER_SCOPE).as('list_version_discover'),
  ] as const;
}

/** The current version of `scope`'s lists (0 before its first change). */
export async function readListVersion(db: Db, scope: string): Promise<number> {
  const row = await db
    .selectFrom('list_versions')
    .select('version')
    .where('scope', '=', scope)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
