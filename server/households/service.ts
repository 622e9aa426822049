// Households: the one every user owns, members, invitations by e-mail, leaving and removing,
// and the calendar feed's secret address. Access is decided in policy.ts; writes that change
// membership hold the household's lock, so the member limit and the owner's rules hold under
// concurrent requests.
//
// Security: an invitation's link carries a random token kept only as its SHA-256; it works once,
// for HOUSEHOLD_INVITE_DAYS. The calendar address is an HMAC of a random per-household nonce under
// a key derived from the app secret: a member can show it again, a copy of the database alone
// cannot forge it, and a new nonce (a new address, or a member removed) turns the old one off.
import { createHmac, randomBytes } from 'node:crypto';
import {
  HOUSEHOLD_INVITE_MESSAGES,
  type HouseholdInviteAnswer,
  type HouseholdInviteInput,
} from '../../contract/households';
import { findUserByEmail } from '../auth/queries';
import { normalizeEmail } from '../auth/service';
import type { HouseholdRow, UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError, badRequest, conflict, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { newInvitation, sha256 } from '../lib/tokens';
import type { RateLimiter } from '../lib/rate-limit';
import { nowIso } from '../lib/time';
import { displayNameOf } from '../sharing/people';
import { authorizeHousehold, canRemoveMember, householdNotFound } from './policy';
import {
  deleteHouseholdInvite,
  deleteHouseholdInviteById,
  deleteMember,
  findHouseholdByCalendarHash,
  findOwnHouseholdRow,
  insertHouseholdUnlessOwned,
  insertMemberUnlessThere,
  memberIdsOf,
  replaceHouseholdInvite,
  updateHousehold,
  householdIdsOf,
  loadHousehold,
  lockHousehold,
  type LoadedHousehold,
} from './queries';
import { LETTERS, writeLetter } from '../mail/letters';
import { localeFor } from '../i18n/translate';

export type HouseholdDeps = Pick<AppDeps, 'db' | 'events' | 'mailer' | 'log' | 'config'> & {
  /** Key for calendar addresses (derived from the app secret for 'calendar-feed'). */
  calendarKey: Buffer;
};

/** What a calendar address's token can look like (calendarTokenOf's base64url, with room). */
const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export const JOIN_PATH = '/households/join';

const mailFailed = () =>
  new AppError(502, 'Could not send email invitation. Please try again.', 'mail_failed');

/** The name a new household gets: "Ada's household", or "My household" without a first name. */
export function defaultHouseholdName(user: Pick<UserRow, 'first_name'>): string {
  const first = user.first_name?.trim();
  return first ? `${first}'s household` : 'My household';
}

/** The household `user` owns, made the first time it is needed (concurrent calls make one). */
export async function ensureOwnHousehold(
  deps: HouseholdDeps,
  user: UserRow,
): Promise<HouseholdRow> {
  const existing = await findOwnHouseholdRow(deps.db, user.id);
  if (existing) return existing;
  const now = nowIso();
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    await insertHouseholdUnlessOwned(trx, {
      id,
      owner_id: user.id,
      name: defaultHouseholdName(user),
      created_at: now,
      updated_at: now,
    });
    const own = await findOwnHouseholdRow(trx, user.id);
    await insertMemberUnlessThere(trx, {
      household_id: own!.id,
      user_id: user.id,
      role: 'owner',
      joined_at: own!.created_at,
    });
  });
  return (await findOwnHouseholdRow(deps.db, user.id))!;
}

/** The households `user` belongs to, their own first (made if needed). */
export async function listHouseholds(
  deps: HouseholdDeps,
  user: UserRow,
): Promise<LoadedHousehold[]> {
  await ensureOwnHousehold(deps, user);
  const ids = await householdIdsOf(deps.db, user.id);
  const loaded = await Promise.all(ids.map((id) => loadHousehold(deps.db, id)));
  return loaded.filter((household): household is LoadedHousehold => household !== undefined);
}

/** The household for `action` by `user`: 404 when it does not exist or they are not a member. */
export async function loadHouseholdFor(
  deps: Pick<AppDeps, 'db'>,
  user: { id: string },
  householdId: string,
  action: Parameters<typeof authorizeHousehold>[1] = 'read',
): Promise<LoadedHousehold> {
  const household = await loadHousehold(deps.db, householdId);
  if (!household) throw householdNotFound();
  authorizeHousehold(user, action, household.access);
  return household;
}

export async function renameHousehold(
  deps: HouseholdDeps,
  user: UserRow,
  householdId: string,
  name: string,
): Promise<void> {
  const household = await loadHouseholdFor(deps, user, householdId, 'rename');
  await updateHousehold(deps.db, householdId, { name, updated_at: nowIso() });
  tellMembers(deps, household, null);
}

/**
 * Invites `input.email` to the household: a question its addressee answers. They are sent a link
 * (the same for an address with an account or without), and an account with that address also
 * sees the invitation in the app (invitations.ts); they join once they accept it.
 */
export async function inviteToHousehold(
  deps: HouseholdDeps & { invitesPerUser: RateLimiter },
  user: UserRow,
  householdId: string,
  input: HouseholdInviteInput,
  origin: string,
): Promise<HouseholdInviteAnswer> {
  await deps.invitesPerUser.consume(user.id);
  const household = await loadHouseholdFor(deps, user, householdId, 'invite');
  const email = normalizeEmail(input.email);
  const inviterName = displayNameOf(user);
  const invitee = await findUserByEmail(deps.db, email);
  if (invitee) {
    if (invitee.id === user.id) {
      throw badRequest('email: You cannot invite yourself', 'self_invite', { field: 'email' });
    }
    if (household.access.memberIds.includes(invitee.id)) {
      throw conflict('They are already a member of your household', 'already_member');
    }
  }

  const { token, row } = newInvitation(user.id, deps.config.HOUSEHOLD_INVITE_DAYS);
  // One pending invitation per address: a new one replaces the old (and its link).
  await deps.db
    .transaction()
    .execute((trx) => replaceHouseholdInvite(trx, { ...row, household_id: householdId, email }));
  const link = `${origin}${JOIN_PATH}?token=${token}`;
  const days = deps.config.HOUSEHOLD_INVITE_DAYS;
  try {
    await deps.mailer.send({
      to: email,
      // In the language of the invited person if they have an account, else the inviter's.
      ...writeLetter(LETTERS.householdInvite, localeFor(invitee?.locale ?? user.locale), {
        inviter: inviterName,
        household: household.row.name,
        days,
        link,
        hasAccount: invitee ? 'yes' : 'no',
      }),
    });
  } catch (err) {
    deps.log.error({ err }, 'could not send the household invitation');
    await deleteHouseholdInviteById(deps.db, row.id);
    throw mailFailed();
  }
  tellMembers(deps, household, null);
  return invitee
    ? { isExistingUser: true, message: HOUSEHOLD_INVITE_MESSAGES.existingUser }
    : { isExistingUser: false, message: HOUSEHOLD_INVITE_MESSAGES.newUser };
}

export async function cancelInvite(
  deps: HouseholdDeps,
  user: UserRow,
  householdId: string,
  inviteId: string,
): Promise<void> {
  const household = await loadHouseholdFor(deps, user, householdId, 'invite');
  if (!(await deleteHouseholdInvite(deps.db, householdId, inviteId))) {
    throw notFound('Invitation not found', 'invite_not_found');
  }
  tellMembers(deps, household, null);
}

/**
 * Removes `memberId` from the household: the owner removing a member, or a member leaving
 * (memberId is themselves). Their sockets stop receiving its documents at once, and the calendar
 * feed gets a new address (they may have kept the old one).
 */
export async function removeMember(
  deps: HouseholdDeps,
  user: UserRow,
  householdId: string,
  memberId: string,
): Promise<void> {
  const household = await loadHouseholdFor(deps, user, householdId, 'read');
  if (memberId === user.id) {
    authorizeHousehold(user, 'leave', household.access);
  } else if (!canRemoveMember(user, household.access, memberId)) {
    authorizeHousehold(user, 'removeMember', household.access);
    throw notFound('Member not found', 'member_not_found');
  }
  await deps.db.transaction().execute(async (trx) => {
    if (!(await lockHousehold(trx, householdId))) throw householdNotFound();
    await deleteMember(trx, householdId, memberId);
    if (household.row.calendar_nonce) await setCalendarNonce(trx, deps, householdId, true);
  });
  tellMembers(deps, household, memberId);
}

/** Turns the calendar feed on with a new secret address (the previous one stops working). */
export async function renewCalendarFeed(
  deps: HouseholdDeps,
  user: UserRow,
  householdId: string,
): Promise<void> {
  const household = await loadHouseholdFor(deps, user, householdId, 'use');
  await setCalendarNonce(deps.db, deps, householdId, true);
  tellMembers(deps, household, null);
}

/** Turns the calendar feed off: its address answers 404 from now on. */
export async function stopCalendarFeed(
  deps: HouseholdDeps,
  user: UserRow,
  householdId: string,
): Promise<void> {
  const household = await loadHouseholdFor(deps, user, householdId, 'use');
  await setCalendarNonce(deps.db, deps, householdId, false);
  tellMembers(deps, household, null);
}

/** The token of the feed's address for a household's nonce. */
export function calendarTokenOf(calendarKey: Buffer, householdId: string, nonce: string): string {
  return createHmac('sha256', calendarKey).update(`${householdId}:${nonce}`).digest('base64url');
}

/** The household whose calendar feed `token` is the address of (undefined: none, or turned off). */
export async function findCalendarHousehold(
  deps: Pick<AppDeps, 'db'>,
  token: string,
): Promise<HouseholdRow | undefined> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) return undefined;
  return findHouseholdByCalendarHash(deps.db, sha256(token));
}

async function setCalendarNonce(
  db: HouseholdDeps['db'],
  deps: HouseholdDeps,
  householdId: string,
  on: boolean,
): Promise<void> {
  const nonce = on ? randomBytes(16).toString('base64url') : null;
  const now = nowIso();
  await updateHousehold(db, householdId, {
    calendar_nonce: nonce,
    calendar_token_hash: nonce
      ? sha256(calendarTokenOf(deps.calendarKey, householdId, nonce))
      : null,
    calendar_created_at: nonce ? now : null,
    updated_at: now,
  });
}

/** Answers false if they were a member already. Throws when the household is full or gone. */
export async function addMemberIn(
  trx: HouseholdDeps['db'],
  maxMembers: number,
  householdId: string,
  userId: string,
): Promise<boolean> {
  if (!(await lockHousehold(trx, householdId))) throw householdNotFound();
  const memberIds = await memberIdsOf(trx, householdId);
  if (memberIds.includes(userId)) return true;
  if (memberIds.length >= maxMembers) {
    throw conflict(`A household has at most ${maxMembers} members`, 'household_full', {
      max: maxMembers,
    });
  }
  await insertMemberUnlessThere(trx, {
    household_id: householdId,
    user_id: userId,
    role: 'member',
    joined_at: nowIso(),
  });
  return true;
}

/** Tells every member's open screens that the household changed (after the write committed). */
export function tellMembers(
  deps: Pick<AppDeps, 'events'>,
  household: LoadedHousehold,
  removedUserId: string | null,
): void {
  deps.events.publish({
    type: 'household.changed',
    householdId: household.row.id,
    memberIds: household.access.memberIds as string[],
    removedUserId,
  });
}
