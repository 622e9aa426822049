// The SQL behind accounts: users, their password hashes and their reset codes. Callers pass
// e-mail addresses already normalised (normalizeEmail), since the column is compared exactly.
import type { Kysely } from 'kysely';
import type { Database, NewUserRow, UserRow } from '../db/schema';
import { nowIso } from '../lib/time';

type Db = Kysely<Database>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a user and their password hash together; a taken e-mail fails the unique index. */
export async function insertUserWithPassword(
  db: Db,
  user: NewUserRow,
  hashedPassword: string,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(user).execute();
    await trx
      .insertInto('passwords')
      .values({ user_id: user.id, hashed_password: hashedPassword, created_at: nowIso() })
      .execute();
    return trx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  });
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('passwords')
    .select('hashed_password')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.hashed_password;
}

/** Sets (or replaces) a user's password hash. */
export async function savePasswordHash(db: Db, userId: string, hashedPassword: string) {
  const createdAt = nowIso();
  await db
    .insertInto('passwords')
    .values({ user_id: userId, hashed_password: hashedPassword, created_at: createdAt })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ hashed_password: hashedPassword, created_at: createdAt }),
    )
    .execute();
}

/**
 * Makes an account an admin (ADMIN_EMAIL at start). Leaves is_active alone: an account disabled
 * from the dashboard stays disabled across restarts.
 */
export async function promoteToAdmin(db: Db, userId: string) {
  await db
    .updateTable('users')
    .set({ account_type: 'admin', updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

/** Stores a new reset code for a user, replacing any earlier one and its count of wrong tries. */
export async function replaceResetCode(
  db: Db,
  userId: string,
  codeHash: string,
  expiresAt: string,
) {
  const createdAt = nowIso();
  await db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      reset_code: codeHash,
      expires_at: expiresAt,
      attempts: 0,
      created_at: createdAt,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        reset_code: codeHash,
        expires_at: expiresAt,
        attempts: 0,
        created_at: createdAt,
      }),
    )
    .execute();
}

/**
 * Counts one try against a user's live reset code and returns the code's hash and the tries
 * spent so far, or undefined when there is no live code (none, expired, or out of tries).
 * The try is counted before the code is checked, in one atomic statement, so parallel guesses
 * cannot all slip in under the limit.
 */
export async function spendResetAttempt(db: Db, userId: string, maxAttempts: number) {
  return db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', nowIso())
    .returning(['reset_code', 'attempts'])
    .executeTakeFirst();
}

/** Deletes a user's reset code only if it can no longer be used (expired or out of tries). */
export async function deleteDeadResetCode(db: Db, userId: string, maxAttempts: number) {
  await db
    .deleteFrom('password_resets')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', nowIso()), eb('attempts', '>=', maxAttempts)]))
    .execute();
}

/** Deletes every reset code that can no longer be used (expired or out of tries); answers how many. */
export async function sweepDeadResetCodes(db: Db, maxAttempts: number): Promise<number> {
  const result = await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<=', nowIso()), eb('attempts', '>=', maxAttempts)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes a user's reset code if it is still the code with this hash (a newer request may have
 * replaced it), and answers whether a row went: the single-use check when two resets race.
 */
export async function deleteResetCode(db: Db, userId: string, codeHash: string) {
  const result = await db
    .deleteFrom('password_resets')
    .where('user_id', '=', userId)
    .where('reset_code', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sets the user's own preferences given (undefined: unchanged); answers the updated row. */
export function updateUserPreferences(
  db: Db,
  userId: string,
  preferences: { unitSystem?: string | null; locale?: string | null },
) {
  return db
    .updateTable('users')
    .set({
      ...(preferences.unitSystem !== undefined ? { unit_system: preferences.unitSystem } : {}),
      ...(preferences.locale !== undefined ? { locale: preferences.locale } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
