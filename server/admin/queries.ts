// The admin dashboard's SQL. The user list is filtered, counted and paginated here, so the
// dashboard stays fast with 100,000 users; recipe counts are computed for the page only.
import { sql, type Kysely } from 'kysely';
import type { AccountType } from '../../contract/plans';
import type { AdminAuditRow, Database, UserRow } from '../db/schema';

type Db = Kysely<Database>;

export interface UserListFilter {
  /** Case-insensitive substring of the e-mail or of 'first last'. */
  search?: string;
  accountType?: AccountType;
}

export interface Page {
  limit: number;
  offset: number;
}

/** `text` as a LIKE pattern matching it anywhere, with its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function selectStats(db: Db) {
  const users = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      sql<number>`coalesce(sum(case when is_active = 1 then 1 else 0 end), 0)`.as('active'),
      sql<number>`coalesce(sum(case when account_type = 'free' then 1 else 0 end), 0)`.as('free'),
      sql<number>`coalesce(sum(case when account_type = 'premium' then 1 else 0 end), 0)`.as(
        'premium',
      ),
      sql<number>`coalesce(sum(case when account_type = 'admin' then 1 else 0 end), 0)`.as('admin'),
    ])
    .executeTakeFirstOrThrow();
  // A recipe in the trash reads as deleted (server/recipes/trash.ts).
  const recipes = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    totalUsers: Number(users.total),
    activeUsers: Number(users.active),
    freeUsers: Number(users.free),
    premiumUsers: Number(users.premium),
    adminUsers: Number(users.admin),
    totalRecipes: Number(recipes.total),
  };
}

function filteredUsers(db: Db, filter: UserListFilter) {
  let query = db.selectFrom('users');
  if (filter.accountType) query = query.where('account_type', '=', filter.accountType);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where(
      sql<boolean>`(lower(email) like ${pattern} escape '\\' or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like ${pattern} escape '\\')`,
    );
  }
  return query;
}

/** One page of users, newest first, and how many match in all. */
export async function selectUserPage(
  db: Db,
  filter: UserListFilter,
  page: Page,
): Promise<{ rows: UserRow[]; total: number }> {
  const query = filteredUsers(db, filter);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Recipes owned by each of `userIds` outside the trash (missing ids own none). */
export async function countRecipesByOwner(db: Db, userIds: readonly string[]) {
  const counts = new Map<string, number>();
  if (userIds.length === 0) return counts;
  const rows = await db
    .selectFrom('recipes')
    .select((eb) => ['owner_uid', eb.fn.countAll<number>().as('count')])
    .where('owner_uid', 'in', [...userIds])
    .where('deleted_at', 'is', null)
    .groupBy('owner_uid')
    .execute();
  for (const row of rows) counts.set(row.owner_uid, Number(row.count));
  return counts;
}

export function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Makes the caller's transaction the writer before it reads anything: a no-op update of the
 * active admins' rows. SQLite then holds its write lock until commit and PostgreSQL holds those
 * rows, so two admins demoting each other at once are serialised and cannot both succeed.
 */
export async function lockActiveAdmins(trx: Db) {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('account_type', '=', 'admin')
    .where('is_active', '=', 1)
    .execute();
}

export async function countActiveAdminsOtherThan(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_type', '=', 'admin')
    .where('is_active', '=', 1)
    .where('id', '!=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updateUserAdminFields(
  db: Db,
  userId: string,
  changes: { account_type?: string; is_active?: number; updated_at: string },
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertAudit(db: Db, entry: AdminAuditRow) {
  await db.insertInto('admin_audit').values(entry).execute();
}

/** The latest audit entries with both parties' e-mail addresses (null once an account is gone). */
export async function selectAuditPage(db: Db, page: Page) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('admin_audit')
      .leftJoin('users as actor', 'actor.id', 'admin_audit.actor_id')
      .leftJoin('users as target', 'target.id', 'admin_audit.target_id')
      .selectAll('admin_audit')
      .select(['actor.email as actor_email', 'target.email as target_email'])
      .orderBy('admin_audit.created_at', 'desc')
      .orderBy('admin_audit.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('admin_audit')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
