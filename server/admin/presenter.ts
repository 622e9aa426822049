// The shapes the admin dashboard receives. Admins asked for them, so full e-mail addresses are
// included; password hashes live in another table and are never selected here.
import type { AdminAuditEntry, AdminUser } from '../../contract/admin';
import type { AdminAuditRow, UserRow } from '../db/schema';
import { presentUser } from '../auth/presenter';
import { toIso } from '../lib/time';

export function presentAdminUser(row: UserRow, recipeCount: number): AdminUser {
  const user = presentUser(row);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    accountType: user.accountType,
    subscriptionPlan: user.subscriptionPlan,
    recipeCount,
    isActive: user.isActive,
    createdAt: user.createdAt,
  };
}

export function presentAuditEntry(
  row: AdminAuditRow & { actor_email: string | null; target_email: string | null },
): AdminAuditEntry {
  return {
    id: row.id,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    targetId: row.target_id,
    targetEmail: row.target_email,
    action: row.action,
    oldValue: row.old_value,
    newValue: row.new_value,
    createdAt: toIso(row.created_at),
  };
}
