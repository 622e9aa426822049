// A household as the contract shapes it (contract/households.ts), with its lists' summaries
// (server/shopping/presenter.ts).
import type { Household } from '../../contract/households';
import type { StoreSection } from '../../contract/shopping/sections';
import type { HouseholdInviteRow, ShoppingListRow } from '../db/schema';
import { displayNameOf } from '../sharing/people';
import { presentListSummary } from '../shopping/presenter';
import type { LoadedHousehold } from './queries';

export interface HouseholdExtras {
  invites: HouseholdInviteRow[];
  lists: ShoppingListRow[];
  sections: Record<string, string>;
  /** The feed's address when it is on. */
  calendarUrl: string | null;
}

export function presentHousehold(
  household: LoadedHousehold,
  viewer: { id: string },
  extras: HouseholdExtras,
): Household {
  const { row, members } = household;
  const isOwner = row.owner_id === viewer.id;
  return {
    id: row.id,
    name: row.name,
    role: isOwner ? 'owner' : 'member',
    members: members.map((member) => ({
      id: member.user_id,
      name: displayNameOf(member),
      role: member.user_id === row.owner_id ? 'owner' : 'member',
      joinedAt: member.joined_at,
    })),
    invites: isOwner
      ? extras.invites.map((invite) => ({
          id: invite.id,
          email: invite.email,
          createdAt: invite.created_at,
          expiresAt: invite.expires_at,
        }))
      : [],
    lists: extras.lists.map(presentListSummary),
    calendarFeed:
      extras.calendarUrl && row.calendar_created_at
        ? { url: extras.calendarUrl, createdAt: row.calendar_created_at }
        : null,
    sections: extras.sections as Record<string, StoreSection>,
    createdAt: row.created_at,
  };
}
