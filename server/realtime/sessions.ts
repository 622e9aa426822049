// Security seam: whether a socket's session still stands. A socket outlives the request that
// opened it, so logout, expiry and a disabled account must reach it too. Each socket keeps only
// the hash of its session token (as the sessions table does), and the hub checks all of them in
// a few batched queries.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../lib/time';

/**
 * The sessions table's key for a cookie token: its SHA-256 in hex, as server/auth/sessions.ts
 * stores it (sessions.test.ts checks the two agree).
 */
export function sessionKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const BATCH = 500;

/**
 * Which of `sessionKeys` still open a session: present, not expired, and of an active account
 * (the same rules as findSessionUser in server/auth/sessions.ts).
 */
export async function findLiveSessionKeys(
  db: Kysely<Database>,
  sessionKeys: readonly string[],
): Promise<Set<string>> {
  const live = new Set<string>();
  const now = nowIso();
  for (let start = 0; start < sessionKeys.length; start += BATCH) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.sid')
      .where('sessions.sid', 'in', sessionKeys.slice(start, start + BATCH))
      .where('sessions.expire', '>', now)
      .where('users.is_active', '=', 1)
      .execute();
    for (const row of rows) live.add(row.sid);
  }
  return live;
}
