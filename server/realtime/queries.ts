// The hub's SQL: which sockets' sessions still stand (sessions.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../lib/time';

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
