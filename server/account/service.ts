// The signed-in person's own account: their name, e-mail and password. Deleting the account is
// in deletion.ts. Security seam: every change that could lock the owner out, or hand the account
// to someone else (e-mail, password, deletion), asks for the current password again, counted
// against RATE_LIMIT_ACCOUNT_PASSWORD_PER_USER so a borrowed session cannot guess it.
import {
  ACCOUNT_MESSAGES,
  CONFIRM_EMAIL_PARAM,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type EmailChanged,
  type EmailChangeRequested,
  type UpdateNameInput,
} from '../../contract/account';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findPasswordHash, findUserByEmail, findUserById, savePasswordHash } from '../auth/queries';
import { normalizeEmail } from '../auth/service';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, badRequest, conflict, notFound } from '../http/errors';
import { emailChangeToken, readEmailChangeToken } from './email-change';
import { nowIso } from '../lib/time';
import { sha256 } from '../lib/tokens';
import { changeUserEmail, deleteOtherSessions, updateUserName } from './queries';
import { LETTERS, writeLetter, type Letter } from '../mail/letters';
import { localeFor } from '../i18n/translate';

export type AccountDeps = Pick<
  AppDeps,
  'db' | 'config' | 'rateLimits' | 'mailer' | 'log' | 'events'
>;

const mailFailed = () =>
  new AppError(
    502,
    'Could not send the confirmation email. Please try again.',
    'confirmation_mail_failed',
  );
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
  return updateUserName(deps.db, user.id, input.firstName, input.lastName, nowIso());
}

/**
 * Asks to change the sign-in address, after the current password checked out: a link goes to the
 * new address (it must be theirs before it signs them in) and a note to the old one (a change the
 * owner did not ask for is noticed). Nothing changes until the link is opened
 * (confirmEmailChange). A taken address is a 409 now and again when the link is opened.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  user: UserRow,
  input: ChangeEmailInput,
  origin: string,
): Promise<EmailChangeRequested> {
  const email = normalizeEmail(input.email);
  await checkCurrentPassword(deps, user, input.password);
  if (email === user.email)
    throw badRequest('email: This is already your address', 'same_email', { field: 'email' });
  if (await findUserByEmail(deps.db, email)) throw emailTaken();
  const minutes = deps.config.EMAIL_CHANGE_LINK_MINUTES;
  const token = emailChangeToken(
    deps.config,
    { userId: user.id, email, previousEmail: user.email },
    minutes,
  );
  const link = `${origin}/settings?${CONFIRM_EMAIL_PARAM}=${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send({
      to: email,
      ...writeLetter(LETTERS.confirmEmail, localeFor(user.locale), {
        email,
        link,
        minutes,
        previousEmail: user.email,
      }),
    });
  } catch (err) {
    deps.log.error({ err }, 'could not send the e-mail confirmation link');
    throw mailFailed();
  }
  notify(deps, user, LETTERS.emailChangeAsked, email);
  return {
    message: `We sent a link to ${email}. Open it to finish; until then you sign in with ${user.email}.`,
    pendingEmail: email,
  };
}

/**
 * Opens a confirmation link: the account named in it gets the new address, if it still has the
 * address it had when the change was asked for (so the link works once) and nobody took the new
 * one meanwhile. Needs no session: the link proves the new mailbox, the request proved the
 * password.
 */
export async function confirmEmailChange(deps: AccountDeps, token: string): Promise<EmailChanged> {
  const claim = readEmailChangeToken(deps.config, token);
  const user = claim ? await findUserById(deps.db, claim.userId) : undefined;
  if (!claim || !user || user.email !== claim.previousEmail || user.is_active !== 1) {
    throw notFound('This link has expired or was already used', 'link_gone');
  }
  if (await findUserByEmail(deps.db, claim.email)) throw emailTaken();
  try {
    await changeUserEmail(deps.db, user.id, claim.previousEmail, claim.email, nowIso());
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  notify(deps, user, LETTERS.emailChanged, claim.email);
  return { message: ACCOUNT_MESSAGES.emailChanged, email: claim.email };
}

/** Tells the account's current address about a change of address (to `email`). */
function notify(deps: AccountDeps, user: UserRow, letter: Letter, email: string) {
  deps.mailer
    .send({ to: user.email, ...writeLetter(letter, localeFor(user.locale), { email }) })
    .catch((err: unknown) => deps.log.error({ err }, 'could not send an e-mail address notice'));
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
    await deleteOtherSessions(trx, user.id, sha256(sessionToken));
  });
  // Live sockets of the ended sessions close at once (the hub re-checks each one's session).
  deps.events.publish({ type: 'session.ended', userId: user.id });
}
