// Security seam: who may use the admin dashboard. Every /api/admin/* request asks this, with the
// user the session resolved for that very request, so a demoted or disabled admin loses access
// at once. Pure: no I/O.
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';

/** Active accounts of type admin. */
export function canAdminister(user: Pick<UserRow, 'account_type' | 'is_active'> | null): boolean {
  return user !== null && user.account_type === 'admin' && user.is_active === 1;
}

/** The caller if they may administer; otherwise 401 when signed out, 403 when signed in. */
export function requireAdmin(user: UserRow | null): UserRow {
  if (user === null) throw unauthorized();
  if (!canAdminister(user)) throw forbidden('Admin access required', 'admin_required');
  return user;
}

/**
 * Whether a change takes admin power away from `target`: demoting an active admin, or disabling
 * one. Such a change must leave at least one other active admin.
 */
export function removesAdminPower(
  target: Pick<UserRow, 'account_type' | 'is_active'>,
  change: { accountType?: string; isActive?: boolean },
): boolean {
  if (!canAdminister(target)) return false;
  if (change.accountType !== undefined) return change.accountType !== 'admin';
  return change.isActive === false;
}
