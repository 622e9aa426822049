// Security seam: whether a socket's session still stands. A socket outlives the request that
// opened it, so logout, expiry and a disabled account must reach it too. Each socket keeps only
// the hash of its session token (as the sessions table does), and the hub checks all of them in
// a few batched queries (findLiveSessionKeys, queries.ts).
import { createHash } from 'node:crypto';

/**
 * The sessions table's key for a cookie token: its SHA-256 in hex, as server/auth/sessions.ts
 * stores it (sessions.test.ts checks the two agree).
 */
export function sessionKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
