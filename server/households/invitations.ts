// Answering an invitation to a household. Every invitation is a question: the account with the
// invited address sees it in the app (GET /api/households/invitations, on the Plan, Shopping and
// Household pages) and gets its link by e-mail; an address without an account gets the link. Both
// lead to the same answers: accepting makes the caller a member (within HOUSEHOLD_MAX_MEMBERS),
// declining deletes the invitation. Either way it is used: its link does nothing after. Who may
// answer is decided by policy.ts (canAnswerInvitation); anyone else gets the 404 of an invitation
// that does not exist.
import type { PendingInvitation } from '../../contract/households';
import { findUserByEmail } from '../auth/queries';
import { normalizeEmail } from '../auth/service';
import type { HouseholdInviteRow, UserRow } from '../db/schema';
import { notFound } from '../http/errors';
import { sha256 } from '../lib/tokens';
import { nowIso } from '../lib/time';
import { displayNameOf } from '../sharing/people';
import { canAnswerInvitation, type InvitationChannel } from './policy';
import {
  deleteHouseholdInviteById,
  loadHousehold,
  selectInvitations,
  type LoadedHousehold,
} from './queries';
import { addMemberIn, tellMembers, type HouseholdDeps } from './service';

/** An invitation named by its id (in the app) or by its link's token. */
export type InvitationRef = { id: string } | { token: string };

const invitationGone = () =>
  notFound('This invitation has expired or was already used', 'invitation_gone');

interface FoundInvitation {
  row: HouseholdInviteRow;
  presented: PendingInvitation;
}

type SelectedRow = Awaited<
  ReturnType<ReturnType<typeof selectInvitations>['executeTakeFirstOrThrow']>
>;

function found(row: SelectedRow): FoundInvitation {
  const { household_name, inviter_first_name, inviter_last_name, inviter_email, ...invite } = row;
  return {
    row: invite,
    presented: {
      id: invite.id,
      householdId: invite.household_id,
      householdName: household_name,
      invitedBy: displayNameOf(
        inviter_email === null
          ? null
          : { first_name: inviter_first_name, last_name: inviter_last_name, email: inviter_email },
      ),
      expiresAt: invite.expires_at,
    },
  };
}

/** The invitation `user` may answer by `ref`; the 404 of none for anyone else. */
async function invitationFor(
  deps: HouseholdDeps,
  user: UserRow,
  ref: InvitationRef,
): Promise<FoundInvitation> {
  const channel: InvitationChannel = 'token' in ref ? 'link' : 'app';
  const row = await (
    'token' in ref
      ? selectInvitations(deps.db, nowIso()).where(
          'household_invites.token_hash',
          '=',
          sha256(ref.token),
        )
      : selectInvitations(deps.db, nowIso()).where('household_invites.id', '=', ref.id)
  ).executeTakeFirst();
  if (!row) throw invitationGone();
  const addressee = await findUserByEmail(deps.db, row.email);
  if (!canAnswerInvitation(user, { addresseeId: addressee?.id ?? null }, channel)) {
    throw invitationGone();
  }
  return found(row);
}

/** The invitations to `user`'s address that wait for an answer, oldest first. */
export async function pendingInvitationsFor(
  deps: HouseholdDeps,
  user: UserRow,
): Promise<PendingInvitation[]> {
  const rows = await selectInvitations(deps.db, nowIso())
    .where('household_invites.email', '=', normalizeEmail(user.email))
    .orderBy('household_invites.created_at')
    .orderBy('household_invites.id')
    .execute();
  return rows.map((row) => found(row).presented);
}

/** The invitation a link is for, to show before it is answered. */
export async function previewInvitation(
  deps: HouseholdDeps,
  user: UserRow,
  token: string,
): Promise<PendingInvitation> {
  return (await invitationFor(deps, user, { token })).presented;
}

/** Accepts: the caller joins the household (single use). Answers the household. */
export async function acceptInvitation(
  deps: HouseholdDeps,
  user: UserRow,
  ref: InvitationRef,
): Promise<LoadedHousehold> {
  const { row } = await invitationFor(deps, user, ref);
  const joined = await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteHouseholdInviteById(trx, row.id))) return false;
    return addMemberIn(trx, deps.config.HOUSEHOLD_MAX_MEMBERS, row.household_id, user.id);
  });
  if (!joined) throw invitationGone();
  const household = (await loadHousehold(deps.db, row.household_id))!;
  tellMembers(deps, household, null);
  return household;
}

/** Declines: the invitation is deleted, and the owner's screens learn it. */
export async function declineInvitation(
  deps: HouseholdDeps,
  user: UserRow,
  ref: InvitationRef,
): Promise<void> {
  const { row } = await invitationFor(deps, user, ref);
  if (!(await deleteHouseholdInviteById(deps.db, row.id))) throw invitationGone();
  const household = await loadHousehold(deps.db, row.household_id);
  if (household) tellMembers(deps, household, null);
}
