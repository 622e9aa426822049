// Security seam: the link that confirms a new sign-in address. It carries, signed with a key
// derived from the app secret, the account, the new address, the address it had when the change
// was asked for, and an expiry (EMAIL_CHANGE_LINK_MINUTES). Nothing is stored: the link works
// only while the account still has that old address, so it works once (the change alters it) and
// a newer request does not revive an older link once either has been used.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../deps';
import { deriveKey, loadAppSecret } from '../lib/secret';

export interface EmailChangeClaim {
  userId: string;
  email: string;
  previousEmail: string;
}

const keys = new WeakMap<AppDeps['config'], Buffer>();

function keyOf(config: AppDeps['config']): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = deriveKey(loadAppSecret(config), 'email-change');
    keys.set(config, key);
  }
  return key;
}

const sign = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

/** The token of a confirmation link for `claim`, valid for `minutes`. */
export function emailChangeToken(
  config: AppDeps['config'],
  claim: EmailChangeClaim,
  minutes: number,
): string {
  const body = Buffer.from(
    JSON.stringify({
      u: claim.userId,
      e: claim.email,
      o: claim.previousEmail,
      x: Date.now() + minutes * 60_000,
    }),
  ).toString('base64url');
  return `${body}.${sign(keyOf(config), body)}`;
}

/** The claim of a token whose signature holds and which has not expired, else null. */
export function readEmailChangeToken(
  config: AppDeps['config'],
  token: string,
): EmailChangeClaim | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(keyOf(config), body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const { u, e, o, x } = claim;
    if (typeof u !== 'string' || typeof e !== 'string' || typeof o !== 'string') return null;
    if (typeof x !== 'number' || x <= Date.now()) return null;
    return { userId: u, email: e, previousEmail: o };
  } catch {
    return null;
  }
}
