// Security seam: session ids. The cookie carries a random 256-bit token; the database keeps only
// its SHA-256, so a leaked copy of the sessions table opens no session.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { isoFromNow, nowIso } from '../lib/time';
import { sha256 } from '../lib/tokens';

export const SESSION_COOKIE = 'potluck_sid';

/** Starts a session for `userId` and returns the token for the cookie. */
export async function createSession(db: Kysely<Database>, userId: string, ttlSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      sid: sha256(token),
      sess: JSON.stringify({ userId, createdAt: nowIso() }),
      expire: isoFromNow(ttlSeconds * 1000),
      user_id: userId,
    })
    .execute();
  return token;
}

/** The active user behind a session token, or null (unknown, expired, or account disabled). */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
): Promise<UserRow | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.sid', '=', sha256(token))
    .where('sessions.expire', '>', nowIso())
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}

export async function destroySession(db: Kysely<Database>, token: string) {
  await db.deleteFrom('sessions').where('sid', '=', sha256(token)).execute();
}

/**
 * Ends every session of a user (account disabled, password reset), and revokes their personal API
 * tokens: one made with a stolen session must not outlive the reset that ends it.
 */
export async function destroyUserSessions(db: Kysely<Database>, userId: string) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
}

export async function sweepExpiredSessions(db: Kysely<Database>) {
  const result = await db.deleteFrom('sessions').where('expire', '<=', nowIso()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
