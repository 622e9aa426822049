// The account's own SQL (service.ts, deletion.ts, household-handover.ts).
import type { Kysely } from 'kysely';
import type { Database, RecipeRow, UserRow } from '../db/schema';

type Db = Kysely<Database>;

export function updateUserName(
  db: Db,
  userId: string,
  firstName: string | null,
  lastName: string | null,
  now: string,
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ first_name: firstName, last_name: lastName, updated_at: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Moves the sign-in address, only while it is still `previousEmail` (a link works once). */
export async function changeUserEmail(
  db: Db,
  userId: string,
  previousEmail: string,
  email: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, updated_at: now })
    .where('id', '=', userId)
    .where('email', '=', previousEmail)
    .execute();
}

/** Ends every session of the user but the one whose key is `keptSid`. */
export async function deleteOtherSessions(db: Db, userId: string, keptSid: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('sid', '!=', keptSid)
    .execute();
}

/** Every recipe `userId` owns, trashed ones too. */
export function selectRecipesOwnedBy(db: Db, userId: string): Promise<RecipeRow[]> {
  return db.selectFrom('recipes').selectAll().where('owner_uid', '=', userId).execute();
}

/** The recipes `userId` is on as an editor or a viewer. */
export function selectRecipesSharedWith(db: Db, userId: string): Promise<RecipeRow[]> {
  return db
    .selectFrom('recipes')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb.selectFrom('recipe_members').select('recipe_id').where('user_id', '=', userId),
    )
    .execute();
}

export async function selectImagePathsOwnedBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('images')
    .select('path')
    .where('owner_id', '=', userId)
    .execute();
  return rows.map((row) => row.path);
}

export async function selectUploadKeysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('uploads').select('key').where('user_id', '=', userId).execute();
  return rows.map((row) => row.key);
}

/** Deletes the account's row; what hangs off it cascades (the migrations' foreign keys). */
export async function deleteUserRow(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** Deletes a household with its documents (plan and lists), which no foreign key ties to it. */
export async function deleteHouseholdWithDocs(trx: Db, householdId: string): Promise<void> {
  const lists = await trx
    .selectFrom('shopping_lists')
    .select('id')
    .where('household_id', '=', householdId)
    .execute();
  const docIds = [householdId, ...lists.map((list) => list.id)];
  await trx.deleteFrom('sync_docs').where('doc_id', 'in', docIds).execute();
  await trx.deleteFrom('households').where('id', '=', householdId).execute();
}

/** Whether a sync document by that id was ever stored. */
export async function hasSyncDoc(db: Db, docId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sync_docs')
    .select('doc_id')
    .where('doc_id', '=', docId)
    .executeTakeFirst();
  return row !== undefined;
}
