// Reads and writes of shopping lists' rows and of the store sections a household remembers for
// foods. No access decisions here (server/households/policy.ts, through shopping/service.ts).
import type { Insertable, Kysely } from 'kysely';
import type { Database, ShoppingListRow, ShoppingListsTable } from '../db/schema';

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

export async function countListsOf(db: Db, householdId: string): Promise<number> {
  const { count } = await db
    .selectFrom('shopping_lists')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('household_id', '=', householdId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertList(db: Db, row: Insertable<ShoppingListsTable>): Promise<void> {
  await db.insertInto('shopping_lists').values(row).execute();
}

/** Deletes a list's row and its sync document. In a transaction. */
export async function deleteListWithDocument(trx: Db, listId: string): Promise<void> {
  await trx.deleteFrom('shopping_lists').where('id', '=', listId).execute();
  await trx.deleteFrom('sync_docs').where('doc_id', '=', listId).execute();
}

/** The list row's projection of its document: name, counts, when it changed. */
export async function updateListRow(
  db: Db,
  listId: string,
  changes: Pick<ShoppingListRow, 'name' | 'item_count' | 'unchecked_count' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('shopping_lists').set(changes).where('id', '=', listId).execute();
}

/**
 * Takes the list's write lock (an update of its own row: a row lock on PostgreSQL, the write
 * lock on SQLite). False if the list is gone.
 */
export async function lockList(db: Db, listId: string): Promise<boolean> {
  const result = await db
    .updateTable('shopping_lists')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', listId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Remembers the store section chosen for a food in the household (the latest choice wins). */
export async function rememberSection(
  db: Db,
  householdId: string,
  foodKey: string,
  section: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('household_food_sections')
    .values({ household_id: householdId, food_key: foodKey, section, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['household_id', 'food_key']).doUpdateSet({ section, updated_at: now }),
    )
    .execute();
}
