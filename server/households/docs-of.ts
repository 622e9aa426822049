// This app's household documents (one set per document store, so the REST calls and the sync
// channel share their group commit), and the key of calendar addresses.
import type { ShoppingListRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { deriveKey, loadAppSecret } from '../lib/secret';
import type { HouseholdDocDeps, HouseholdDocs } from './household-docs';
import { createListDocs } from './list-document';
import { createPlanDocs } from './plan-document';

export interface HouseholdDocSet {
  plans: HouseholdDocs<null>;
  lists: HouseholdDocs<ShoppingListRow>;
}

const sets = new WeakMap<AppDeps['documents'], HouseholdDocSet>();

export function householdDocsOf(deps: HouseholdDocDeps): HouseholdDocSet {
  let set = sets.get(deps.documents);
  if (!set) {
    set = { plans: createPlanDocs(deps), lists: createListDocs(deps) };
    sets.set(deps.documents, set);
  }
  return set;
}

const keys = new WeakMap<AppDeps['config'], Buffer>();

/** The key calendar addresses are signed with, derived from the app secret. */
export function calendarKeyOf(config: AppDeps['config']): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = deriveKey(loadAppSecret(config), 'calendar-feed');
    keys.set(config, key);
  }
  return key;
}
