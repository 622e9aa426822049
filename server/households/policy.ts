// Security seam: who may do what with a household, its meal plan and its shopping lists. Every
// household, plan and list route and every sync of a household's document asks these functions
// (server/plan/policy.ts adds the plan's one rule of its own); nothing else compares user ids to
// decide household access. Pure: the table test in policy.test.ts covers
// every rule.
//
// Members plan, shop, keep the calendar feed and make lists; the owner also names the household,
// invites and removes people. Anyone who is not a member learns nothing: the household answers
// 404 as if it did not exist.
import { forbidden, notFound, type AppError } from '../http/errors';

/** The caller: the session's user, or null when signed out. */
export type Actor = { id: string } | null;

/** The facts about a household that access depends on. */
export interface HouseholdAccess {
  ownerId: string;
  memberIds: readonly string[];
}

export type HouseholdAction =
  /** See the household, its members, plan and lists. */
  | 'read'
  /** Change the meal plan and shopping lists; make, rename and delete lists; the calendar feed. */
  | 'use'
  | 'rename'
  | 'invite'
  /** Remove another member (the target is checked by canRemoveMember). */
  | 'removeMember'
  /** Leave the household. */
  | 'leave';

export const isMember = (actor: Actor, household: HouseholdAccess): boolean =>
  actor !== null && (actor.id === household.ownerId || household.memberIds.includes(actor.id));

const isOwner = (actor: Actor, household: HouseholdAccess): boolean =>
  actor !== null && actor.id === household.ownerId;

export function can(actor: Actor, action: HouseholdAction, household: HouseholdAccess): boolean {
  switch (action) {
    case 'read':
    case 'use':
      return isMember(actor, household);
    case 'rename':
    case 'invite':
    case 'removeMember':
      return isOwner(actor, household);
    case 'leave':
      // The owner keeps their household: it is theirs for as long as they have an account.
      return isMember(actor, household) && !isOwner(actor, household);
  }
}

/** Whether `actor` may remove `targetId`: the owner removes members, never themselves. */
export function canRemoveMember(
  actor: Actor,
  household: HouseholdAccess,
  targetId: string,
): boolean {
  return (
    can(actor, 'removeMember', household) &&
    targetId !== household.ownerId &&
    household.memberIds.includes(targetId)
  );
}

/** How an invitation is answered: in the app (by its id), or by its link (the token). */
export type InvitationChannel = 'app' | 'link';

/**
 * Whether `actor` may accept or decline an invitation. One sent to an address with an account
 * (`addresseeId`) is that account's alone, in the app and by its link alike. One sent to an
 * address without an account is its link's: whoever signs in or signs up with the link holds it
 * (mail addresses change; the owner sees who joined), and nobody sees it in the app.
 */
export function canAnswerInvitation(
  actor: Actor,
  invitation: { addresseeId: string | null },
  channel: InvitationChannel,
): boolean {
  if (actor === null) return false;
  if (invitation.addresseeId !== null) return actor.id === invitation.addresseeId;
  return channel === 'link';
}

/** The refusal for `action`, or null when it is allowed. Non-members get the 404 of no household. */
export function refusalOf(
  actor: Actor,
  action: HouseholdAction,
  household: HouseholdAccess,
): AppError | null {
  if (can(actor, action, household)) return null;
  if (!isMember(actor, household)) return householdNotFound();
  if (action === 'leave') {
    return forbidden('The owner cannot leave their household', 'owner_cannot_leave');
  }
  return forbidden('Only the owner of the household can do this', 'owner_only');
}

/** Throws the refusal for `action`, if any. */
export function authorizeHousehold(
  actor: Actor,
  action: HouseholdAction,
  household: HouseholdAccess,
): void {
  const refusal = refusalOf(actor, action, household);
  if (refusal) throw refusal;
}

export const householdNotFound = () => notFound('Household not found', 'household_not_found');
