// The user's changes to a shopping list, each one transaction of the list's document made as the
// user's own (LOCAL_ORIGIN): the sync engine sends it, members see it live, it can be undone, and
// offline it waits on the device.
import type * as Y from 'yjs';
import {
  addItems,
  clearChecked,
  editItemText,
  parseItemText,
  rememberedSections,
  removeItem,
  renameList,
  setChecked,
  setSection,
} from '../../../contract/shopping/list-doc';
import type { StoreSection } from '../../../contract/shopping/sections';
import { LOCAL_ORIGIN } from '../offline/sync/sync-types';
import { i18n as activeI18n } from '@lingui/core';

type Remembered = Readonly<Record<string, StoreSection>>;

const local = <T>(doc: Y.Doc, change: () => T): T => {
  let result!: T;
  doc.transact(() => {
    result = change();
  }, LOCAL_ORIGIN);
  return result;
};

/**
 * The sections the household chose before (the server's memory, from every list) and those
 * chosen on this list since (not on the server's memory until it stores this list).
 */
export const sectionsFor = (doc: Y.Doc, household: Remembered): Remembered => ({
  ...household,
  ...rememberedSections(doc),
});

/** Adds a typed line ("2 lb potatoes"); answers the id of the item it went to, if any. */
export function addTypedItem(doc: Y.Doc, text: string, remembered: Remembered): string | null {
  const [id] = local(doc, () =>
    addItems(doc, [parseItemText(text, [activeI18n.locale])], {
      now: new Date().toISOString(),
      remembered,
    }),
  );
  return id ?? null;
}

export const checkItem = (doc: Y.Doc, itemId: string, checked: boolean) =>
  local(doc, () => setChecked(doc, itemId, checked, new Date().toISOString()));

export const moveToSection = (doc: Y.Doc, itemId: string, section: StoreSection) =>
  local(doc, () => setSection(doc, itemId, section));

export const editItem = (doc: Y.Doc, itemId: string, text: string, remembered: Remembered) =>
  local(doc, () => editItemText(doc, itemId, text, { remembered }));

export const deleteItem = (doc: Y.Doc, itemId: string) => local(doc, () => removeItem(doc, itemId));

export const clearCheckedItems = (doc: Y.Doc) => local(doc, () => clearChecked(doc));

export const renameShoppingList = (doc: Y.Doc, name: string) =>
  local(doc, () => renameList(doc, name));
