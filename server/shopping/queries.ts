// Reads and writes of shopping lists' rows and of the store sections a household remembers for
// foods. No access decisions here (server/households/policy.ts, through shopping/service.ts).
import type { Kysely } from 'kysely';
import type { Database, ShoppingListRow } from '../db/schema';

type Db = Kysely<Database>;

export function listsOf(db: Db, householdId: string): Promise<ShoppingListRow[]> {
  return db
    .selectFrom('shopping_lists')
    .selectAll()
    .where('household_id', '=', householdId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findListRow(db: Db, listId: string): Promise<ShoppingListRow | undefined> {
  return db.selectFrom('shopping_lists').selectAll().where('id', '=', listId).executeTakeFirst();
}

/** The store sections members chose for foods (food key → section). */
export async function rememberedSectionsOf(
  db: Db,
  householdId: string,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('household_food_sections')
    .select(['food_key', 'section'])
    .where('household_id', '=', householdId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.food_key, row.section]));
}

/**
 * Keeps at most `max` remembered sections for the household: the least recently chosen go (so
 * the table, and every answer that carries it, stays bounded whatever the lists hold).
 */
export async function forgetOldestSections(db: Db, householdId: string, max: number) {
  const { count } = await db
    .selectFrom('household_food_sections')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('household_id', '=', householdId)
    .executeTakeFirstOrThrow();
  if (Number(count) <= max) return;
  await db
    .deleteFrom('household_food_sections')
    .where('household_id', '=', householdId)
    .where('food_key', 'not in', (eb) =>
      eb
        .selectFrom('household_food_sections')
        .select('food_key')
        .where('household_id', '=', householdId)
        .orderBy('updated_at', 'desc')
        .orderBy('food_key')
        .limit(max),
    )
    .execute();
}
