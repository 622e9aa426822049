// What deleting an account does to households (deletion.ts runs it inside its transaction).
// A household the person alone belongs to goes, with its plan and lists. One with other members
// stays and passes to one of them: every user owns exactly one household (households.owner_id is
// unique), so the heir is the longest-standing member who owns none, else the longest-standing
// member whose own household is untouched (only them, no lists, no plan), which then gives way
// to the one they inherit. Should every member already have a household in use, the household
// goes as a solo one would: nobody could own it.
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/schema';
import { calendarTokenOf } from '../households/service';
import {
  findHouseholdRow,
  findOwnHouseholdRow,
  householdIdsOf,
  memberIdsOf,
  membersOf,
  passHousehold,
  updateHousehold,
} from '../households/queries';
import { listsOf } from '../shopping/queries';
import { deleteHouseholdWithDocs, hasSyncDoc } from './queries';
import { nowIso } from '../lib/time';
import { sha256 } from '../lib/tokens';

type Db = Kysely<Database>;

/** A household the deleted person belonged to, and who is in it afterwards (to tell them). */
export interface HouseholdAfterDeletion {
  householdId: string;
  memberIds: string[];
  removed: boolean;
}

/** Whether `userId` could take on a household: owns none, or only an untouched one (answered). */
async function heirStanding(
  trx: Db,
  userId: string,
): Promise<{ eligible: boolean; untouchedOwnId: string | null }> {
  const own = await findOwnHouseholdRow(trx, userId);
  if (!own) return { eligible: true, untouchedOwnId: null };
  const [memberIds, lists, hasPlan] = await Promise.all([
    memberIdsOf(trx, own.id),
    listsOf(trx, own.id),
    hasSyncDoc(trx, own.id),
  ]);
  const untouched = memberIds.every((id) => id === userId) && lists.length === 0 && !hasPlan;
  return { eligible: untouched, untouchedOwnId: untouched ? own.id : null };
}

/** A new calendar address for a household someone left (they may have kept the old one). */
async function renewCalendarIfOn(trx: Db, calendarKey: Buffer, householdId: string) {
  const row = await findHouseholdRow(trx, householdId);
  if (!row?.calendar_nonce) return;
  const nonce = randomBytes(16).toString('base64url');
  await updateHousehold(trx, householdId, {
    calendar_nonce: nonce,
    calendar_token_hash: sha256(calendarTokenOf(calendarKey, householdId, nonce)),
    calendar_created_at: nowIso(),
    updated_at: nowIso(),
  });
}

/**
 * Settles every household `userId` belongs to before their account row goes (which removes their
 * memberships by cascade). Run inside the deletion's transaction.
 */
export async function handOverHouseholds(
  trx: Db,
  userId: string,
  calendarKey: Buffer,
): Promise<HouseholdAfterDeletion[]> {
  const own = await findOwnHouseholdRow(trx, userId);
  const householdIds = new Set(await householdIdsOf(trx, userId));
  if (own) householdIds.add(own.id);
  const outcomes: HouseholdAfterDeletion[] = [];
  for (const householdId of householdIds) {
    const others = (await membersOf(trx, householdId))
      .map((member) => member.user_id)
      .filter((id) => id !== userId);
    if (householdId !== own?.id) {
      await renewCalendarIfOn(trx, calendarKey, householdId);
      outcomes.push({ householdId, memberIds: others, removed: false });
      continue;
    }
    let heir: string | null = null;
    let giveWay: string | null = null;
    for (const candidate of others) {
      const standing = await heirStanding(trx, candidate);
      if (!standing.eligible) continue;
      if (!standing.untouchedOwnId) {
        heir = candidate;
        giveWay = null;
        break;
      }
      if (!heir) {
        heir = candidate;
        giveWay = standing.untouchedOwnId;
      }
    }
    if (!heir) {
      await deleteHouseholdWithDocs(trx, householdId);
      outcomes.push({ householdId, memberIds: others, removed: true });
      continue;
    }
    if (giveWay) await deleteHouseholdWithDocs(trx, giveWay);
    await passHousehold(trx, householdId, heir, nowIso());
    await renewCalendarIfOn(trx, calendarKey, householdId);
    outcomes.push({ householdId, memberIds: others, removed: false });
  }
  return outcomes;
}
