// Accounts: registration, sign-in, password reset and the start-up admin. Routes handle cookies
// and answers; everything that decides whether a credential is good happens here.
import { EmailSchema } from '../../contract/common';
import {
  PASSWORD_MIN_LENGTH,
  RegisterInputSchema,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type ResetRequestInput,
} from '../../contract/auth';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, conflict, forbidden, notFound, parseInput } from '../http/errors';
import { newId } from '../lib/ids';
import { isoFromNow, nowIso } from '../lib/time';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  deleteDeadResetCode,
  deleteResetCode,
  findPasswordHash,
  findUserByEmail,
  insertUserWithPassword,
  promoteToAdmin,
  replaceResetCode,
  savePasswordHash,
  spendResetAttempt,
} from './queries';
import {
  generateResetCode,
  hashResetCode,
  verifyNoResetCode,
  verifyResetCode,
} from './reset-codes';
import { destroyUserSessions } from './sessions';
import { LETTERS, writeLetter } from '../mail/letters';
import { localeFor } from '../i18n/translate';

export const RESET_REQUEST_MESSAGE =
  'If an account exists for that email, a reset code has been sent.';
export const RESET_DONE_MESSAGE = 'Password has been reset. Please sign in.';

const emailTaken = () => conflict('An account with this email already exists', 'email_taken');
// One answer for "no such account" and "wrong password", so the login form cannot be used to
// find out which addresses have accounts.
const invalidCredentials = () =>
  new AppError(401, 'Invalid email or password', 'invalid_credentials');
const accountDisabled = () => forbidden('This account has been disabled', 'account_disabled');
// One answer for unknown address, no code, wrong, expired, used up or dead code.
const invalidResetCode = () =>
  new AppError(400, 'Invalid or expired reset code', 'invalid_reset_code');

/** E-mail addresses are stored and compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // better-sqlite3 and pg respectively.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Creates a free, active account from exactly the registration fields. Plan, account type,
 * active flag, ids and payment fields come from the server and the column defaults; the body
 * has no say in them.
 */
export async function registerUser(
  deps: AppDeps,
  input: RegisterInput,
  ip: string,
): Promise<UserRow> {
  await deps.rateLimits.registerPerIp.consume(ip);
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(deps.db, email)) throw emailTaken();
  const hashedPassword = await hashPassword(input.password, deps.config.PASSWORD_HASH_COST);
  const now = nowIso();
  try {
    return await insertUserWithPassword(
      deps.db,
      {
        id: newId(),
        email,
        first_name: input.firstName,
        last_name: input.lastName,
        created_at: now,
        updated_at: now,
      },
      hashedPassword,
    );
  } catch (error) {
    // Two registrations for one address raced past the check above; the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Checks an e-mail and password and answers the user. Rate limited per IP and per account; the
 * account's budget is restored by a success so its owner is not locked out by their own typos.
 */
export async function logIn(deps: AppDeps, input: LoginInput, ip: string): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  const cost = deps.config.PASSWORD_HASH_COST;
  await deps.rateLimits.loginPerIp.consume(ip);
  await deps.rateLimits.loginPerAccount.consume(email);

  const user = await findUserByEmail(deps.db, email);
  const storedHash = user ? await findPasswordHash(deps.db, user.id) : undefined;
  const isPasswordValid = storedHash
    ? await verifyPassword(input.password, storedHash)
    : await verifyAgainstDummy(input.password, cost);
  if (!user || !storedHash || !isPasswordValid) throw invalidCredentials();
  // Only after the password checked out: said earlier, "disabled" would confirm to a stranger
  // that the address has an account.
  if (user.is_active !== 1) throw accountDisabled();

  await deps.rateLimits.loginPerAccount.reset(email);
  if (needsRehash(storedHash, cost)) {
    await savePasswordHash(deps.db, user.id, await hashPassword(input.password, cost));
  }
  return user;
}

/**
 * Issues a reset code to an active account and mails it. Answers the code (so the route can
 * show it when DEV_EXPOSE_RESET_CODE is on) or null when no code was issued; callers must give
 * the same answer either way.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: ResetRequestInput,
  ip: string,
  /** The asker's Accept-Language: the mail's language when the account has none saved. */
  acceptLanguage?: string,
): Promise<string | null> {
  const email = normalizeEmail(input.email);
  const { PASSWORD_HASH_COST, RESET_CODE_TTL_MINUTES } = deps.config;
  await deps.rateLimits.resetPerIp.consume(ip);
  await deps.rateLimits.resetPerAccount.consume(`request:${email}`);

  const user = await findUserByEmail(deps.db, email);
  // Hashed whether or not the account exists, so the answer takes as long either way.
  const code = generateResetCode();
  const codeHash = await hashResetCode(code, PASSWORD_HASH_COST);
  if (!user || user.is_active !== 1) return null;

  await replaceResetCode(deps.db, user.id, codeHash, isoFromNow(RESET_CODE_TTL_MINUTES * 60_000));
  // Not awaited: a slow or failing mail server must neither delay this answer nor turn it into
  // an error, either of which would tell the caller that the address has an account.
  deps.mailer
    .send({
      to: user.email,
      ...writeLetter(LETTERS.resetCode, localeFor(user.locale, acceptLanguage), {
        code,
        minutes: RESET_CODE_TTL_MINUTES,
      }),
    })
    .catch((err: unknown) => deps.log.error({ err }, 'could not send the reset code mail'));
  return code;
}

/**
 * Sets a new password with a reset code, then ends every session of the account. The code is
 * single use and dies after RESET_CODE_MAX_ATTEMPTS tries.
 */
export async function resetPassword(deps: AppDeps, input: ResetPasswordInput, ip: string) {
  const email = normalizeEmail(input.email);
  const { PASSWORD_HASH_COST, RESET_CODE_MAX_ATTEMPTS } = deps.config;
  await deps.rateLimits.resetPerIp.consume(ip);
  await deps.rateLimits.resetPerAccount.consume(`verify:${email}`);

  const user = await findUserByEmail(deps.db, email);
  const attempt =
    user && user.is_active === 1
      ? await spendResetAttempt(deps.db, user.id, RESET_CODE_MAX_ATTEMPTS)
      : undefined;
  if (!user || !attempt) {
    await verifyNoResetCode(input.resetCode, PASSWORD_HASH_COST);
    if (user) await deleteDeadResetCode(deps.db, user.id, RESET_CODE_MAX_ATTEMPTS);
    throw invalidResetCode();
  }

  if (!(await verifyResetCode(input.resetCode, attempt.reset_code))) {
    if (attempt.attempts >= RESET_CODE_MAX_ATTEMPTS) {
      await deleteResetCode(deps.db, user.id, attempt.reset_code);
    }
    throw invalidResetCode();
  }

  const hashedPassword = await hashPassword(input.newPassword, PASSWORD_HASH_COST);
  await deps.db.transaction().execute(async (trx) => {
    // Single use: of two resets racing with the same code, only the one that deletes it goes on.
    if (!(await deleteResetCode(trx, user.id, attempt.reset_code))) throw invalidResetCode();
    await savePasswordHash(trx, user.id, hashedPassword);
    // Whoever knew the old password (or held a stolen cookie) is signed out everywhere.
    await destroyUserSessions(trx, user.id);
  });
  // Live sockets opened with those sessions close now rather than at the next re-check.
  deps.events.publish({ type: 'session.ended', userId: user.id });
  // The owner just proved control of the mailbox; let them sign in even after earlier typos.
  await deps.rateLimits.loginPerAccount.reset(email);
}

/**
 * Creates the ADMIN_EMAIL account with ADMIN_PASSWORD, or promotes an existing one to admin and
 * gives it that password. Runs at every start, so it must be idempotent: it only writes what
 * differs.
 */
export async function ensureAdmin(deps: AppDeps) {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD_HASH_COST } = deps.config;
  if (!ADMIN_EMAIL && !ADMIN_PASSWORD) return;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) {
    deps.log.warn('ADMIN_EMAIL and ADMIN_PASSWORD must be set together; no admin was set up');
    return;
  }
  if (!EmailSchema.safeParse(ADMIN_EMAIL).success) {
    throw new Error('ADMIN_EMAIL is not a valid e-mail address');
  }
  if (ADMIN_PASSWORD.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  const email = normalizeEmail(ADMIN_EMAIL);

  let user = await findUserByEmail(deps.db, email);
  if (!user) {
    const now = nowIso();
    const hashedPassword = await hashPassword(ADMIN_PASSWORD, PASSWORD_HASH_COST);
    try {
      await insertUserWithPassword(
        deps.db,
        { id: newId(), email, account_type: 'admin', created_at: now, updated_at: now },
        hashedPassword,
      );
      deps.log.info({ email }, 'admin account created');
      return;
    } catch (error) {
      // Another process started at the same moment and created it; promote theirs below.
      if (!isUniqueViolation(error)) throw error;
      user = await findUserByEmail(deps.db, email);
      if (!user) throw error;
    }
  }

  if (user.account_type !== 'admin') {
    await promoteToAdmin(deps.db, user.id);
    deps.log.info({ email }, 'account promoted to admin');
  }
  const storedHash = await findPasswordHash(deps.db, user.id);
  if (!storedHash || !(await verifyPassword(ADMIN_PASSWORD, storedHash))) {
    await savePasswordHash(
      deps.db,
      user.id,
      await hashPassword(ADMIN_PASSWORD, PASSWORD_HASH_COST),
    );
    // A changed admin password usually means the old one must stop working everywhere.
    await destroyUserSessions(deps.db, user.id);
    deps.events.publish({ type: 'session.ended', userId: user.id });
    deps.log.info({ email }, 'admin password set from ADMIN_PASSWORD');
  }
}

/** What the operator's commands (`potluck create-admin`, …) need: no HTTP, no rate limits. */
export type OperatorDeps = Pick<AppDeps, 'db' | 'config'>;

const OperatorAdminSchema = RegisterInputSchema.pick({ email: true, password: true }).extend({
  firstName: RegisterInputSchema.shape.firstName.optional(),
  lastName: RegisterInputSchema.shape.lastName.optional(),
});
const OperatorPasswordSchema = RegisterInputSchema.pick({ email: true, password: true });

async function userByEmailOrThrow(deps: OperatorDeps, email: string): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, normalizeEmail(email));
  if (!user)
    throw notFound(`No account has the e-mail ${normalizeEmail(email)}`, 'no_such_account');
  return user;
}

/** Creates an admin account with the registration rules for the address, password and names. */
export async function createAdminAccount(
  deps: OperatorDeps,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<UserRow> {
  const { email, password, firstName, lastName } = parseInput(OperatorAdminSchema, input);
  const normalized = normalizeEmail(email);
  if (await findUserByEmail(deps.db, normalized)) throw emailTaken();
  const hashedPassword = await hashPassword(password, deps.config.PASSWORD_HASH_COST);
  const now = nowIso();
  try {
    return await insertUserWithPassword(
      deps.db,
      {
        id: newId(),
        email: normalized,
        first_name: firstName ?? null,
        last_name: lastName ?? null,
        account_type: 'admin',
        created_at: now,
        updated_at: now,
      },
      hashedPassword,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Makes an existing account an admin; answers false when it was one already. */
export async function promoteAccountToAdmin(deps: OperatorDeps, email: string): Promise<boolean> {
  const user = await userByEmailOrThrow(deps, email);
  if (user.account_type === 'admin') return false;
  await promoteToAdmin(deps.db, user.id);
  return true;
}

/**
 * Sets an account's password (the registration rules apply) and ends its sessions and API
 * tokens, as a reset by code does; answers the account.
 */
export async function setPasswordAsOperator(
  deps: OperatorDeps,
  input: { email: string; password: string },
): Promise<UserRow> {
  const { email, password } = parseInput(OperatorPasswordSchema, input);
  const user = await userByEmailOrThrow(deps, email);
  const hashedPassword = await hashPassword(password, deps.config.PASSWORD_HASH_COST);
  await deps.db.transaction().execute(async (trx) => {
    await savePasswordHash(trx, user.id, hashedPassword);
    await destroyUserSessions(trx, user.id);
  });
  return user;
}
