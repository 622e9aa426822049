// The sessions table's SQL (sessions.ts): sessions are found by the SHA-256 of their token.
import type { Kysely } from 'kysely';
import type { Database, SessionsTable } from '../db/schema';
import { prepareQuery } from '../db/prepared';
import { selectListVersions } from '../recipes/list-version-queries';

type Db = Kysely<Database>;

export async function insertSession(db: Db, row: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

// Prepared: it starts every signed-in request (db/prepared.ts).
export const sessionQuery = prepareQuery(['sid', 'now'], (db, values) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(selectListVersions)
    .select('sessions.expire as session_expire')
    .where('sessions.sid', '=', values.sid)
    .where('sessions.expire', '>', values.now)
    .where('users.is_active', '=', 1),
);

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.deleteFrom('sessions').where('sid', '=', sid).execute();
}

/** Deletes every session of a user and their personal API tokens. */
export async function deleteSessionsAndTokensOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
}

/** Deletes the sessions expired by `now`; answers how many. */
export async function deleteSessionsExpiredBy(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expire', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
