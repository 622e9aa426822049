// Shopping lists and their items as the contract shapes them (contract/households.ts).
import type { ShoppingItem, ShoppingList, ShoppingListSummary } from '../../contract/households';
import type { ListItem } from '../../contract/shopping/list-doc';
import type { ShoppingListRow } from '../db/schema';

export function presentListSummary(row: ShoppingListRow): ShoppingListSummary {
  return {
    id: row.id,
    householdId: row.household_id,
    name: row.name,
    itemCount: row.item_count,
    uncheckedCount: row.unchecked_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentItem(item: ListItem): ShoppingItem {
  return {
    id: item.id,
    food: item.food,
    display: item.display,
    section: item.section,
    checked: item.checked,
    checkedAt: item.checkedAt,
    recipes: item.recipes,
  };
}

export function presentList(row: ShoppingListRow, items: readonly ListItem[]): ShoppingList {
  return { ...presentListSummary(row), items: items.map(presentItem) };
}
