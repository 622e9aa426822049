// Reads and writes of households, members and invitations. No access decisions here.
import type { Insertable, Kysely } from 'kysely';
import type {
  Database,
  HouseholdInviteRow,
  HouseholdMembersTable,
  HouseholdRow,
  HouseholdsTable,
} from '../db/schema';
import type { NewInvitation } from '../lib/tokens';
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

/** Makes a household unless its owner has one already (concurrent calls make one). */
export async function insertHouseholdUnlessOwned(db: Db, row: Insertable<HouseholdsTable>) {
  await db
    .insertInto('households')
    .values(row)
    .onConflict((oc) => oc.column('owner_id').doNothing())
    .execute();
}

export async function updateHousehold(
  db: Db,
  householdId: string,
  changes: Partial<Omit<HouseholdRow, 'id' | 'owner_id' | 'created_at'>>,
) {
  await db.updateTable('households').set(changes).where('id', '=', householdId).execute();
}

/** Adds a member unless they are one already. */
export async function insertMemberUnlessThere(db: Db, row: Insertable<HouseholdMembersTable>) {
  await db
    .insertInto('household_members')
    .values(row)
    .onConflict((oc) => oc.columns(['household_id', 'user_id']).doNothing())
    .execute();
}

export async function memberIdsOf(db: Db, householdId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('household_members')
    .select('user_id')
    .where('household_id', '=', householdId)
    .execute();
  return rows.map((row) => row.user_id);
}

export async function deleteMember(db: Db, householdId: string, userId: string) {
  await db
    .deleteFrom('household_members')
    .where('household_id', '=', householdId)
    .where('user_id', '=', userId)
    .execute();
}

/** `invite` replaces any pending invitation to its address (and so its link). In a transaction. */
export async function replaceHouseholdInvite(
  trx: Db,
  invite: NewInvitation['row'] & { household_id: string; email: string },
) {
  await trx
    .deleteFrom('household_invites')
    .where('household_id', '=', invite.household_id)
    .where('email', '=', invite.email)
    .execute();
  await trx.insertInto('household_invites').values(invite).execute();
}

/** Deletes an invitation; answers whether it was there (so it is answered once). */
export async function deleteHouseholdInviteById(db: Db, inviteId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('household_invites')
    .where('id', '=', inviteId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Withdraws one of a household's invitations; answers whether it was there. */
export async function deleteHouseholdInvite(
  db: Db,
  householdId: string,
  inviteId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('household_invites')
    .where('id', '=', inviteId)
    .where('household_id', '=', householdId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The invitations still pending at `now`, with their household's and inviter's names (the caller
 * narrows them with `where`).
 */
export function selectInvitations(db: Db, now: string) {
  return db
    .selectFrom('household_invites')
    .innerJoin('households', 'households.id', 'household_invites.household_id')
    .leftJoin('users', 'users.id', 'household_invites.invited_by')
    .selectAll('household_invites')
    .select([
      'households.name as household_name',
      'users.first_name as inviter_first_name',
      'users.last_name as inviter_last_name',
      'users.email as inviter_email',
    ])
    .where('household_invites.expires_at', '>', now);
}

/** Makes `heirId` (a member) the household's owner. */
export async function passHousehold(db: Db, householdId: string, heirId: string, now: string) {
  await db
    .updateTable('households')
    .set({ owner_id: heirId, updated_at: now })
    .where('id', '=', householdId)
    .execute();
  await db
    .updateTable('household_members')
    .set({ role: 'owner' })
    .where('household_id', '=', householdId)
    .where('user_id', '=', heirId)
    .execute();
}
