// Secrets handed out in links and cookies (sessions, invitations, calendar feeds) are random and
// kept only as their SHA-256, so a copy of the database opens nothing.
import { createHash, randomBytes } from 'node:crypto';
import { newId } from './ids';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A single-use invitation link's secret (a household's, a recipe's), sent only in the mail, and
 * the columns every invitations table shares.
 */
export interface NewInvitation {
  /** Goes into the mailed link, and nowhere else. */
  token: string;
  /** The columns every invitations table shares. */
  row: {
    id: string;
    token_hash: string;
    invited_by: string;
    created_at: string;
    expires_at: string;
  };
}

/** A new invitation by `invitedBy`, valid for `days` days from now. */
export function newInvitation(invitedBy: string, days: number): NewInvitation {
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  return {
    token,
    row: {
      id: newId(),
      token_hash: sha256(token),
      invited_by: invitedBy,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + days * 86_400_000).toISOString(),
    },
  };
}
