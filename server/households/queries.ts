// Reads and writes of households, members and invitations. No access decisions here.
import type { Kysely } from 'kysely';
import type { Database, HouseholdInviteRow, HouseholdRow } from '../db/schema';
import type { HouseholdAccess } from './policy';

type Db = Kysely<Database>;

export interface MemberRow {
  user_id: string;
  role: string;
  joined_at: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

/** A household with its members: what access and presenting it need. */
export interface LoadedHousehold {
  row: HouseholdRow;
  members: MemberRow[];
  access: HouseholdAccess;
}

export function findHouseholdRow(db: Db, id: string): Promise<HouseholdRow | undefined> {
  return db.selectFrom('households').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The household whose calendar feed's address hashes to `tokenHash`. */
export function findHouseholdByCalendarHash(
  db: Db,
  tokenHash: string,
): Promise<HouseholdRow | undefined> {
  return db
    .selectFrom('households')
    .selectAll()
    .where('calendar_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function findOwnHouseholdRow(db: Db, ownerId: string): Promise<HouseholdRow | undefined> {
  return db.selectFrom('households').selectAll().where('owner_id', '=', ownerId).executeTakeFirst();
}

export async function membersOf(db: Db, householdId: string): Promise<MemberRow[]> {
  return db
    .selectFrom('household_members')
    .innerJoin('users', 'users.id', 'household_members.user_id')
    .select([
      'household_members.user_id',
      'household_members.role',
      'household_members.joined_at',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .where('household_members.household_id', '=', householdId)
    .orderBy('household_members.joined_at')
    .orderBy('household_members.user_id')
    .execute();
}

export function accessOf(row: HouseholdRow, members: readonly MemberRow[]): HouseholdAccess {
  return { ownerId: row.owner_id, memberIds: members.map((member) => member.user_id) };
}

/** The household and its members, or undefined. */
export async function loadHousehold(db: Db, id: string): Promise<LoadedHousehold | undefined> {
  const row = await findHouseholdRow(db, id);
  if (!row) return undefined;
  const members = await membersOf(db, id);
  return { row, members, access: accessOf(row, members) };
}

/** The ids of the households `userId` belongs to, their own first. */
export async function householdIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('household_members')
    .select(['household_id', 'role', 'joined_at'])
    .where('user_id', '=', userId)
    .execute();
  return rows
    .sort((a, b) => {
      if (a.role !== b.role) return a.role === 'owner' ? -1 : 1;
      return a.joined_at < b.joined_at ? -1 : a.joined_at > b.joined_at ? 1 : 0;
    })
    .map((row) => row.household_id);
}

export async function isHouseholdMember(
  db: Db,
  householdId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('household_members')
    .select('user_id')
    .where('household_id', '=', householdId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the household's write lock (an update of its own row: a row lock on PostgreSQL, the
 * write lock on SQLite), so membership and its documents change one at a time. False if gone.
 */
export async function lockHousehold(db: Db, householdId: string): Promise<boolean> {
  const result = await db
    .updateTable('households')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', householdId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function pendingInvitesOf(
  db: Db,
  householdId: string,
  now: string,
): Promise<HouseholdInviteRow[]> {
  return db
    .selectFrom('household_invites')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
}
