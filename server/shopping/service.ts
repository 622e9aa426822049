// Shopping lists: making, renaming and deleting them, and the REST calls on their items. Items
// live in each list's sync document (list-document.ts), so these calls change the same document
// members check off in the shop, merged with their changes.
import {
  addItems,
  clearChecked,
  editItemText,
  parseItemText,
  readListDoc,
  removeItem,
  renameList,
  setChecked,
  setSection,
  type ItemInput,
} from '../../contract/shopping/list-doc';
import type { StoreSection } from '../../contract/shopping/sections';
import type { AddItemsInput, UpdateItemInput } from '../../contract/households';
import { parseServings } from '../../contract/kitchen/servings';
import type { RecipeRow, ShoppingListRow, UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { conflict, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { loadRecipe } from '../recipes/service';
import { authorize } from '../recipes/policy';
import type { HouseholdDocs } from '../households/household-docs';
import { authorizeHousehold } from '../households/policy';
import { loadHousehold } from '../households/queries';
import { loadHouseholdFor, tellMembers } from '../households/service';
import { listNotFound } from './list-document';
import {
  countListsOf,
  deleteListWithDocument,
  findListRow,
  insertList,
  rememberedSectionsOf,
} from './queries';

export interface ShoppingDeps extends Pick<AppDeps, 'db' | 'events' | 'documents' | 'config'> {
  lists: HouseholdDocs<ShoppingListRow>;
}

/** The list, for a member of its household (404 for anyone else, as for no list). */
export async function loadListFor(
  deps: Pick<AppDeps, 'db'>,
  user: { id: string },
  listId: string,
): Promise<ShoppingListRow> {
  const list = await findListRow(deps.db, listId);
  const household = list && (await loadHousehold(deps.db, list.household_id));
  if (!list || !household) throw listNotFound();
  try {
    authorizeHousehold(user, 'use', household.access);
  } catch {
    throw listNotFound();
  }
  return list;
}

export async function createList(
  deps: ShoppingDeps,
  user: UserRow,
  householdId: string,
  name: string,
): Promise<ShoppingListRow> {
  const household = await loadHouseholdFor(deps, user, householdId, 'use');
  const now = nowIso();
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    const max = deps.config.SHOPPING_LISTS_PER_HOUSEHOLD;
    if ((await countListsOf(trx, householdId)) >= max) {
      throw conflict(`A household has at most ${max} shopping lists`, 'list_limit', { max });
    }
    await insertList(trx, {
      id,
      household_id: householdId,
      name,
      created_by: user.id,
      created_at: now,
      updated_at: now,
    });
  });
  tellMembers(deps, household, null);
  return (await findListRow(deps.db, id))!;
}

export async function renameShoppingList(
  deps: ShoppingDeps,
  user: UserRow,
  listId: string,
  name: string,
): Promise<void> {
  const list = await loadListFor(deps, user, listId);
  await deps.lists.change(user, listId, (doc) => renameList(doc, name));
  const household = await loadHousehold(deps.db, list.household_id);
  if (household) tellMembers(deps, household, null);
}

/** Deletes a list and its document. */
export async function deleteList(deps: ShoppingDeps, user: UserRow, listId: string) {
  const list = await loadListFor(deps, user, listId);
  await deps.db.transaction().execute((trx) => deleteListWithDocument(trx, listId));
  deps.documents.forget(listId);
  const household = await loadHousehold(deps.db, list.household_id);
  if (household) tellMembers(deps, household, null);
}

/**
 * A recipe's ingredient lines as items, scaled from the recipe's servings to `servings` (when
 * both are known), each remembering the recipe.
 */
export function itemsOfRecipe(
  recipe: RecipeRow,
  servings: number | null | undefined,
  /** The cook's languages, tried first when reading the lines. */
  languages: readonly string[] = [],
): ItemInput[] {
  const own = parseServings(recipe.servings)?.count ?? null;
  const factor = servings && own ? servings / own : 1;
  const lines = JSON.parse(recipe.ingredients) as string[];
  return lines
    .filter((line) => line.trim().length > 0)
    .map((line) => {
      const item = parseItemText(line, languages);
      return {
        ...item,
        quantity: item.quantity === null ? null : item.quantity * factor,
        recipeId: recipe.id,
        recipeTitle: recipe.title,
      };
    });
}

/** Adds typed lines or a recipe's ingredients; answers the ids of the items added or merged into. */
export async function addListItems(
  deps: ShoppingDeps,
  user: UserRow,
  listId: string,
  input: AddItemsInput,
): Promise<string[]> {
  const list = await loadListFor(deps, user, listId);
  let inputs: ItemInput[];
  if ('lines' in input) {
    inputs = input.lines.map((line) => parseItemText(line, user.locale ? [user.locale] : []));
  } else {
    const recipe = await loadRecipe(deps, input.recipeId);
    authorize(user, 'read', recipe);
    inputs = itemsOfRecipe(recipe, input.servings, user.locale ? [user.locale] : []);
  }
  return addInputs(deps, user, list, inputs);
}

/**
 * Adds item inputs to a list, with the household's remembered sections. Answers the ids of the
 * items they went to, each once: lines merged into one item (two eggs lines) are one item on the
 * list, and are counted as the list shows them.
 */
export async function addInputs(
  deps: ShoppingDeps,
  user: UserRow,
  list: ShoppingListRow,
  inputs: ItemInput[],
): Promise<string[]> {
  if (inputs.length === 0) return [];
  const remembered = (await rememberedSectionsOf(deps.db, list.household_id)) as Record<
    string,
    StoreSection
  >;
  const touched = await deps.lists.change(user, list.id, (doc) =>
    addItems(doc, inputs, { now: nowIso(), remembered }),
  );
  return [...new Set(touched)];
}

export async function updateListItem(
  deps: ShoppingDeps,
  user: UserRow,
  listId: string,
  itemId: string,
  input: UpdateItemInput,
): Promise<void> {
  const list = await loadListFor(deps, user, listId);
  const remembered = (await rememberedSectionsOf(deps.db, list.household_id)) as Record<
    string,
    StoreSection
  >;
  const found = await deps.lists.change(user, listId, (doc) => {
    if (!readListDoc(doc).items.some((item) => item.id === itemId)) return false;
    if (input.text !== undefined)
      editItemText(doc, itemId, input.text, { now: nowIso(), remembered });
    if (input.section !== undefined) setSection(doc, itemId, input.section);
    if (input.checked !== undefined) setChecked(doc, itemId, input.checked, nowIso());
    return true;
  });
  if (!found) throw notFound('Item not found', 'item_not_found');
}

export async function deleteListItem(
  deps: ShoppingDeps,
  user: UserRow,
  listId: string,
  itemId: string,
): Promise<void> {
  await loadListFor(deps, user, listId);
  const found = await deps.lists.change(user, listId, (doc) => {
    if (!readListDoc(doc).items.some((item) => item.id === itemId)) return false;
    removeItem(doc, itemId);
    return true;
  });
  if (!found) throw notFound('Item not found', 'item_not_found');
}

export async function clearCheckedItems(
  deps: ShoppingDeps,
  user: UserRow,
  listId: string,
): Promise<number> {
  await loadListFor(deps, user, listId);
  return deps.lists.change(user, listId, (doc) => clearChecked(doc));
}
