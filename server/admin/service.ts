// The admin dashboard's verbs. Routes have already checked that the caller is an admin
// (policy.ts); this module keeps each change, its audit row and the session clean-up in one
// transaction, and re-checks inside it what a concurrent change could have altered.
import {
  ADMIN_PAGE_SIZE,
  LAST_ADMIN_MESSAGE,
  type AdminAuditEntry,
  type AdminStats,
  type AdminUser,
  type AdminUserPatch,
  type AdminUserQuery,
} from '../../contract/admin';
import { destroyUserSessions } from '../auth/sessions';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { conflict, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { removesAdminPower, requireAdmin } from './policy';
import { presentAdminUser, presentAuditEntry } from './presenter';
import {
  countActiveAdminsOtherThan,
  countRecipesByOwner,
  findUser,
  insertAudit,
  lockActiveAdmins,
  selectAuditPage,
  selectStats,
  selectUserPage,
  updateUserAdminFields,
  type Page,
} from './queries';

export interface Paged<T> {
  items: T[];
  total: number;
}

/** The page a query asks for, with the defaults and caps of ADMIN_PAGE_SIZE. */
export function pageOf(query: { limit?: number; offset?: number }): Page {
  return {
    limit: Math.min(query.limit ?? ADMIN_PAGE_SIZE.default, ADMIN_PAGE_SIZE.max),
    offset: query.offset ?? 0,
  };
}

export function getStats(deps: AppDeps): Promise<AdminStats> {
  return selectStats(deps.db);
}

export async function listUsers(deps: AppDeps, query: AdminUserQuery): Promise<Paged<AdminUser>> {
  const accountType = query.accountType === 'all' ? undefined : query.accountType;
  const { rows, total } = await selectUserPage(
    deps.db,
    { search: query.search, accountType },
    pageOf(query),
  );
  const counts = await countRecipesByOwner(
    deps.db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => presentAdminUser(row, counts.get(row.id) ?? 0)), total };
}

export async function listAudit(
  deps: AppDeps,
  query: { limit?: number; offset?: number },
): Promise<Paged<AdminAuditEntry>> {
  const { rows, total } = await selectAuditPage(deps.db, pageOf(query));
  return { items: rows.map(presentAuditEntry), total };
}

/** What a patch changes, as the audit log records it; null when it changes nothing. */
function describeChange(target: UserRow, patch: AdminUserPatch) {
  if (patch.accountType !== undefined) {
    if (patch.accountType === target.account_type) return null;
    return {
      action: 'account_type.changed',
      oldValue: target.account_type,
      newValue: patch.accountType,
      columns: { account_type: patch.accountType },
    };
  }
  const isActive = patch.isActive === true;
  if ((target.is_active === 1) === isActive) return null;
  return {
    action: isActive ? 'user.enabled' : 'user.disabled',
    oldValue: String(!isActive),
    newValue: String(isActive),
    columns: { is_active: isActive ? 1 : 0 },
  };
}

/**
 * Applies an admin's change to a user: account type or active flag. In one transaction: the
 * active admins are locked, the actor is re-checked, the last active admin is protected (409),
 * the row and its audit entry are written and, when disabling, every session of the user is
 * deleted. After commit, 'user.disabled' tells the real-time hub to close their sockets.
 */
export async function updateUserAsAdmin(
  deps: AppDeps,
  actor: UserRow,
  targetId: string,
  patch: AdminUserPatch,
): Promise<AdminUser> {
  const { user, disabled } = await deps.db.transaction().execute(async (trx) => {
    await lockActiveAdmins(trx);
    // The actor was an admin when the request began; a concurrent demotion may have ended that.
    requireAdmin((await findUser(trx, actor.id)) ?? null);
    const target = await findUser(trx, targetId);
    if (!target) throw notFound('User not found', 'user_not_found');

    const change = describeChange(target, patch);
    if (!change) return { user: target, disabled: false };
    if (
      removesAdminPower(target, patch) &&
      (await countActiveAdminsOtherThan(trx, target.id)) === 0
    ) {
      throw conflict(LAST_ADMIN_MESSAGE, 'last_admin');
    }

    const now = nowIso();
    const updated = await updateUserAdminFields(trx, target.id, {
      ...change.columns,
      updated_at: now,
    });
    await insertAudit(trx, {
      id: newId(),
      actor_id: actor.id,
      target_id: target.id,
      action: change.action,
      old_value: change.oldValue,
      new_value: change.newValue,
      created_at: now,
    });
    const isDisabling = change.action === 'user.disabled';
    if (isDisabling) await destroyUserSessions(trx, target.id);
    return { user: updated, disabled: isDisabling };
  });

  if (disabled) deps.events.publish({ type: 'user.disabled', userId: user.id });
  const counts = await countRecipesByOwner(deps.db, [user.id]);
  return presentAdminUser(user, counts.get(user.id) ?? 0);
}
