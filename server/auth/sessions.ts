// Security seam: session ids. The cookie carries a random 256-bit token; the database keeps only
// its SHA-256, so a leaked copy of the sessions table opens no session.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { selectListVersions, type ListVersions } from '../recipes/list-answers';
import { prepareQuery } from '../db/prepared';
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

export interface SessionCaller {
  user: UserRow;
  listVersions: ListVersions;
}

/**
 * The active user behind a session token, with the versions of their lists (read here to spare
 * list requests a second query), or null (unknown, expired, or account disabled).
 */
export async function findSessionCaller(
  db: Kysely<Database>,
  token: string,
): Promise<SessionCaller | null> {
  const [row] = await sessionQuery(db)({ sid: sha256(token), now: nowIso() });
  if (!row) return null;
  const { list_version_own: own, list_version_discover: discover, ...user } = row;
  return { user, listVersions: { own: Number(own ?? 0), discover: Number(discover ?? 0) } };
}

// Prepared: it starts every signed-in request (db/prepared.ts).
const sessionQuery = prepareQuery(['sid', 'now'], (db, values) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(selectListVersions)
    .where('sessions.sid', '=', values.sid)
    .where('sessions.expire', '>', values.now)
    .where('users.is_active', '=', 1),
);

/** The active user behind a session token, or null (unknown, expired, or account disabled). */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
): Promise<UserRow | null> {
  return (await findSessionCaller(db, token))?.user ?? null;
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
