// The signed-in person's own account: their name, e-mail and password. Deleting the account is
// in deletion.ts. Security seam: every change that could lock the owner out, or hand the account
// to someone else (e-mail, password, deletion), asks for the current password again, counted
// against RATE_LIMIT_ACCOUNT_PASSWORD_PER_USER so a borrowed session cannot guess it.
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  UpdateNameInput,
} from '../../contract/account';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findPasswordHash, findUserByEmail, savePasswordHash } from '../auth/queries';
import { normalizeEmail } from '../auth/service';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, conflict } from '../http/errors';
import { nowIso } from '../lib/time';
import { sha256 } from '../lib/tokens';

export type AccountDeps = Pick<
  AppDeps,
  'db' | 'config' | 'rateLimits' | 'mailer' | 'log' | 'events'
>;

const emailTaken = () => conflict('An account with this email already exists', 'email_taken');
const wrongPassword = () =>
  new AppError(400, 'Your current password is not correct', 'wrong_password', {
    field: 'password',
  });

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Checks the signed-in user's current password (throws `wrong_password`, or a 429 once the
 * budget is spent). A right answer restores the budget, so typos never lock the owner out.
 */
export async function checkCurrentPassword(deps: AccountDeps, user: UserRow, password: string) {
  const limiter = deps.rateLimits.accountPasswordPerUser;
  await limiter.consume(user.id);
  const storedHash = await findPasswordHash(deps.db, user.id);
  if (!storedHash || !(await verifyPassword(password, storedHash))) throw wrongPassword();
  await limiter.reset(user.id);
}

export async function updateName(
  deps: AccountDeps,
  user: UserRow,
  input: UpdateNameInput,
): Promise<UserRow> {
  return deps.db
    .updateTable('users')
    .set({ first_name: input.firstName, last_name: input.lastName, updated_at: nowIso() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Changes the sign-in address after the current password checked out. Both addresses are told:
 * the old one so a change the owner did not make is noticed, the new one so a typo is. A taken
 * address is a 409, decided by the unique index when two changes race.
 */
export async function changeEmail(
  deps: AccountDeps,
  user: UserRow,
  input: ChangeEmailInput,
): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  await checkCurrentPassword(deps, user, input.password);
  if (email === user.email) return user;
  if (await findUserByEmail(deps.db, email)) throw emailTaken();
  let updated: UserRow;
  try {
    updated = await deps.db
      .updateTable('users')
      .set({ email, updated_at: nowIso() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const sendNotice = (to: string, text: string[]) =>
    deps.mailer
      .send({ to, subject: 'Your Potluck e-mail address changed', text: text.join('\n') })
      .catch((err: unknown) => deps.log.error({ err }, 'could not send the e-mail change notice'));
  void sendNotice(user.email, [
    `The e-mail address of your Potluck account was changed to ${email}.`,
    '',
    'If you did not make this change, reset your password with this address straight away and',
    'write to support.',
  ]);
  void sendNotice(email, [
    'This is now the e-mail address of your Potluck account. Sign in with it from now on.',
  ]);
  return updated;
}

/**
 * Sets a new password after the current one checked out, then signs out every session but the
 * caller's (whoever else held one, a stolen cookie included, is out; this device and its live
 * connection stay). API tokens stay: they are listed, and revoked, under API Tokens.
 */
export async function changePassword(
  deps: AccountDeps,
  user: UserRow,
  input: ChangePasswordInput,
  sessionToken: string,
): Promise<void> {
  await checkCurrentPassword(deps, user, input.currentPassword);
  const hashedPassword = await hashPassword(input.newPassword, deps.config.PASSWORD_HASH_COST);
  await deps.db.transaction().execute(async (trx) => {
    await savePasswordHash(trx, user.id, hashedPassword);
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', user.id)
      .where('sid', '!=', sha256(sessionToken))
      .execute();
  });
  // Live sockets of the ended sessions close at once (the hub re-checks each one's session).
  deps.events.publish({ type: 'session.ended', userId: user.id });
}
