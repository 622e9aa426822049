// A shopping list as a sync document (contract/shopping/list-doc.ts), its id the list's. Each
// change is checked against its schema (SHOPPING_LIST_MAX_ITEMS items of known fields) and the
// items' limits, and projected: the list's row (name, counts, when it changed) and the store
// sections members chose for foods, remembered for the household's next lists (at most
// HOUSEHOLD_MAX_REMEMBERED_SECTIONS: the least recently chosen are forgotten).
import type * as Y from 'yjs';
import {
  ITEM_TEXT_MAX,
  LIST_DOC_ROOTS,
  LIST_NAME_MAX,
  initialListState,
  readListDoc,
  rememberedSections,
} from '../../contract/shopping/list-doc';
import { STORE_SECTIONS } from '../../contract/shopping/sections';
import type { ShoppingListRow } from '../db/schema';
import { findTextProblem, invalidText } from '../http/text-safety';
import { notFound } from '../http/errors';
import type { DocKind, DocSession } from '../sync/documents';
import type { AppDeps } from '../deps';
import {
  docLimit,
  HouseholdDocs,
  type DocOwner,
  type HouseholdDocDeps,
} from '../households/household-docs';
import { listDocSchema } from '../households/household-doc-schemas';
import { findHouseholdRow, lockHousehold } from '../households/queries';
import {
  findListRow,
  forgetOldestSections,
  lockList,
  rememberSection,
  rememberedSectionsOf,
  updateListRow,
} from './queries';
import { laterThan } from '../recipes/recipe-document';

export const SHOPPING_LIST_DOC_KIND = 'shopping_list';

/** A shopping list's kind; its schema holds at most `maxItems` (SHOPPING_LIST_MAX_ITEMS). */
export function shoppingListDocKind(maxItems: number): DocKind {
  return {
    rootNames: LIST_DOC_ROOTS,
    schema: listDocSchema(maxItems),
    read: (doc) => ({ ...readListDoc(doc) }),
  };
}

export const listNotFound = () => notFound('Shopping list not found', 'list_not_found');

/**
 * Checks the items' text against the list's own limits (a name's 80 characters, an item's size);
 * their shape and number were checked with the document's schema.
 */
export function checkListDoc(doc: Y.Doc): void {
  const items = doc.getMap('items');
  const name = doc.getMap('meta').get('name');
  if (typeof name === 'string' && name.length > LIST_NAME_MAX) {
    throw docLimit(`A list name has at most ${LIST_NAME_MAX} characters`, 'name');
  }
  for (const item of items.values()) {
    const value =
      item && typeof item === 'object' && 'toJSON' in item
        ? (item as Y.Map<unknown>).toJSON()
        : item;
    const problem = findTextProblem(value);
    if (problem) throw invalidText(problem, 'items');
    if (JSON.stringify(value ?? null).length > ITEM_SIZE_MAX) {
      throw docLimit('An item is too long', 'items');
    }
  }
  const problem = findTextProblem(name);
  if (problem) throw invalidText(problem, 'name');
}

/**
 * The most JSON one item may take: its text and food, and the amounts from up to a hundred
 * recipes with their titles.
 */
const ITEM_SIZE_MAX = 4 * ITEM_TEXT_MAX + 100 * 400;

async function projectList(
  session: DocSession,
  doc: Y.Doc,
  owner: DocOwner<ShoppingListRow>,
  maxRemembered: number,
): Promise<void> {
  checkListDoc(doc);
  const list = readListDoc(doc);
  const row = owner.context;
  const name = list.name.trim() || row.name;
  await updateListRow(session.trx, row.id, {
    name,
    item_count: list.items.length,
    unchecked_count: list.items.filter((item) => !item.checked).length,
    updated_at: laterThan(row.updated_at),
  });
  const chosen = rememberedSections(doc);
  if (Object.keys(chosen).length === 0) return;
  const known = await rememberedSectionsOf(session.trx, owner.household.id);
  const now = new Date().toISOString();
  let isChanged = false;
  for (const [foodKey, section] of Object.entries(chosen)) {
    if (known[foodKey] === section || !STORE_SECTIONS.includes(section)) continue;
    if (foodKey.length === 0 || foodKey.length > ITEM_TEXT_MAX) continue;
    await rememberSection(session.trx, owner.household.id, foodKey, section, now);
    isChanged = true;
  }
  if (isChanged) await forgetOldestSections(session.trx, owner.household.id, maxRemembered);
}

export function createListDocs(deps: HouseholdDocDeps): HouseholdDocs<ShoppingListRow> {
  const find = async (db: HouseholdDocDeps['db'], listId: string) => {
    const list = await findListRow(db, listId);
    const household = list && (await findHouseholdRow(db, list.household_id));
    return list && household ? { household, context: list } : undefined;
  };
  return new HouseholdDocs(deps, {
    kind: SHOPPING_LIST_DOC_KIND,
    find,
    async lock(trx, listId) {
      if (!(await lockList(trx, listId))) return undefined;
      const owner = await find(trx, listId);
      return owner && (await lockHousehold(trx, owner.household.id)) ? owner : undefined;
    },
    notFound: listNotFound,
    initialState: (owner) => initialListState(owner.context.name),
    project: (session, doc, owner) =>
      projectList(session, doc, owner, deps.config.HOUSEHOLD_MAX_REMEMBERED_SECTIONS),
  });
}

const listDocSets = new WeakMap<AppDeps['documents'], HouseholdDocs<ShoppingListRow>>();

/**
 * This app's shopping lists: one per document store, so the REST calls (the plan's "send to a
 * list" too) and the sync channel share its group commit.
 */
export function listDocsOf(deps: HouseholdDocDeps): HouseholdDocs<ShoppingListRow> {
  let lists = listDocSets.get(deps.documents);
  if (!lists) {
    lists = createListDocs(deps);
    listDocSets.set(deps.documents, lists);
  }
  return lists;
}
