// Security seam: session ids. The cookie carries a random 256-bit token; the database keeps only
// its SHA-256, so a leaked copy of the sessions table opens no session.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database, UserRow } from '../db/schema';
import type { ListVersions } from '../recipes/list-answers';
import { isoFromNow, nowIso } from '../lib/time';
import { sha256 } from '../lib/tokens';
import {
  deleteSession,
  deleteSessionsAndTokensOf,
  deleteSessionsExpiredBy,
  insertSession,
  sessionQuery,
} from './session-queries';

export const SESSION_COOKIE = 'potluck_sid';

/** Starts a session for `userId` and returns the token for the cookie. */
export async function createSession(db: Kysely<Database>, userId: string, ttlSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    sid: sha256(token),
    sess: JSON.stringify({ userId, createdAt: nowIso() }),
    expire: isoFromNow(ttlSeconds * 1000),
    user_id: userId,
  });
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
  return (await readSession(db, sha256(token), nowIso()))?.caller ?? null;
}

async function readSession(db: Kysely<Database>, sid: string, now: string) {
  const [row] = await sessionQuery(db)({ sid, now });
  if (!row) return null;
  const { list_version_own: own, list_version_discover: discover, session_expire, ...user } = row;
  const listVersions = { own: Number(own ?? 0), discover: Number(discover ?? 0) };
  return { caller: { user, listVersions }, expire: session_expire };
}

export interface SessionReader {
  /** findSessionCaller, answered from what was read before while the database is unchanged. */
  find(token: string): Promise<SessionCaller | null>;
}

/**
 * Reads sessions for every signed-in request. What a session read found is kept (up to
 * `maxEntries`, SESSION_CACHE_ENTRIES) under the database's read stamp (db/connect.ts): while no
 * write has happened since, the same query would find the same row, so the row is reused as long
 * as the session has not expired. Any write it depends on (a recipe saved, a sign-out, an account
 * disabled) changes the stamp, and the next request reads again. On SQLite the stamp moves with
 * any write to the file; on PostgreSQL with this process's writes and the database's notices of
 * changed sessions, users and list versions (db/change-notices.ts), and there is none while those
 * notices cannot be heard. The read was half the cost of a request that answers from kept bytes
 * on SQLite, and most of it on PostgreSQL (a round trip).
 */
export function createSessionReader(
  db: Kysely<Database>,
  readStamp: () => string | null,
  maxEntries: number,
): SessionReader {
  // Kept by the token itself, as the request carries it: a hit costs no hashing. The database
  // keeps only the hash, so that a copy of the table opens no session; this process holds the
  // token of every request it serves anyway.
  const kept =
    maxEntries > 0
      ? new LRUCache<string, { stamp: string; expiresAt: number; caller: SessionCaller }>({
          max: maxEntries,
        })
      : null;
  return {
    async find(token) {
      const stamp = kept ? readStamp() : null;
      if (stamp !== null) {
        const hit = kept!.get(token);
        if (hit && hit.stamp === stamp && hit.expiresAt > Date.now()) return copyCaller(hit.caller);
      }
      const read = await readSession(db, sha256(token), nowIso());
      // Kept only if nothing was written between the stamp and the read.
      if (read && stamp !== null && readStamp() === stamp) {
        const expiresAt = Date.parse(read.expire);
        kept!.set(token, { stamp, expiresAt, caller: copyCaller(read.caller) });
      }
      return read?.caller ?? null;
    },
  };
}

/** Each request gets its own copy: nothing one request does to its caller reaches another. */
const copyCaller = ({ user, listVersions }: SessionCaller): SessionCaller => ({
  user: { ...user },
  listVersions: { ...listVersions },
});

/** The active user behind a session token, or null (unknown, expired, or account disabled). */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
): Promise<UserRow | null> {
  return (await findSessionCaller(db, token))?.user ?? null;
}

export async function destroySession(db: Kysely<Database>, token: string) {
  await deleteSession(db, sha256(token));
}

/**
 * Ends every session of a user (account disabled, password reset), and revokes their personal API
 * tokens: one made with a stolen session must not outlive the reset that ends it.
 */
export async function destroyUserSessions(db: Kysely<Database>, userId: string) {
  await deleteSessionsAndTokensOf(db, userId);
}

export async function sweepExpiredSessions(db: Kysely<Database>) {
  return deleteSessionsExpiredBy(db, nowIso());
}
