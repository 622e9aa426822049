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
import { findOwnHouseholdRow, membersOf } from '../households/queries';
import { nowIso } from '../lib/time';
import { sha256 } from '../lib/tokens';

type Db = Kysely<Database>;

/** A household the deleted person belonged to, and who is in it afterwards (to tell them). */
export interface HouseholdAfterDeletion {
  householdId: string;
  memberIds: string[];
  removed: boolean;
}

/** Deletes a household with its documents (plan and lists), which no foreign key ties to it. */
async function deleteHouseholdWithDocs(trx: Db, householdId: string) {
  const lists = await trx
    .selectFrom('shopping_lists')
    .select('id')
    .where('household_id', '=', householdId)
    .execute();
  const docIds = [householdId, ...lists.map((list) => list.id)];
  await trx.deleteFrom('sync_docs').where('doc_id', 'in', docIds).execute();
  await trx.deleteFrom('households').where('id', '=', householdId).execute();
}

/** Whether `userId` could take on a household: owns none, or only an untouched one (answered). */
async function heirStanding(
  trx: Db,
  userId: string,
): Promise<{ eligible: boolean; untouchedOwnId: string | null }> {
  const own = await findOwnHouseholdRow(trx, userId);
  if (!own) return { eligible: true, untouchedOwnId: null };
  const [members, lists, plan] = await Promise.all([
    trx
      .selectFrom('household_members')
      .select('user_id')
      .where('household_id', '=', own.id)
      .execute(),
    trx.selectFrom('shopping_lists').select('id').where('household_id', '=', own.id).execute(),
    trx.selectFrom('sync_docs').select('doc_id').where('doc_id', '=', own.id).executeTakeFirst(),
  ]);
  const untouched =
    members.every((member) => member.user_id === userId) && lists.length === 0 && !plan;
  return { eligible: untouched, untouchedOwnId: untouched ? own.id : null };
}

/** A new calendar address for a household someone left (they may have kept the old one). */
async function renewCalendarIfOn(trx: Db, calendarKey: Buffer, householdId: string) {
  const row = await trx
    .selectFrom('households')
    .select('calendar_nonce')
    .where('id', '=', householdId)
    .executeTakeFirst();
  if (!row?.calendar_nonce) return;
  const nonce = randomBytes(16).toString('base64url');
  await trx
    .updateTable('households')
    .set({
      calendar_nonce: nonce,
      calendar_token_hash: sha256(calendarTokenOf(calendarKey, householdId, nonce)),
      calendar_created_at: nowIso(),
      updated_at: nowIso(),
    })
    .where('id', '=', householdId)
    .execute();
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
  const memberships = await trx
    .selectFrom('household_members')
    .select('household_id')
    .where('user_id', '=', userId)
    .execute();
  const own = await findOwnHouseholdRow(trx, userId);
  const householdIds = new Set(memberships.map((row) => row.household_id));
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
    await trx
      .updateTable('households')
      .set({ owner_id: heir, updated_at: nowIso() })
      .where('id', '=', householdId)
      .execute();
    await trx
      .updateTable('household_members')
      .set({ role: 'owner' })
      .where('household_id', '=', householdId)
      .where('user_id', '=', heir)
      .execute();
    await renewCalendarIfOn(trx, calendarKey, householdId);
    outcomes.push({ householdId, memberIds: others, removed: false });
  }
  return outcomes;
}
