// The api_tokens table's SQL (service.ts). A token is found by its SHA-256; the secret itself is
// never stored.
import type { Kysely } from 'kysely';
import type { ApiTokenRow, Database } from '../db/schema';

type Db = Kysely<Database>;

export function selectTokensOf(db: Db, userId: string): Promise<ApiTokenRow[]> {
  return db
    .selectFrom('api_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countTokensOf(db: Db, userId: string): Promise<number> {
  const held = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(held.count);
}

export async function insertToken(db: Db, row: ApiTokenRow): Promise<void> {
  await db.insertInto('api_tokens').values(row).execute();
}

/** Deletes `userId`'s token `tokenId`; false when they have no such token. */
export async function deleteTokenOf(db: Db, userId: string, tokenId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('api_tokens')
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The active user whose token hashes to `tokenHash`, with the token's id, scope and last use. */
export function findTokenWithUser(db: Db, tokenHash: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .selectAll('users')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.scope as token_scope',
      'api_tokens.last_used_at as token_last_used_at',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
}

export async function markTokenUsed(db: Db, tokenId: string, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', tokenId).execute();
}
