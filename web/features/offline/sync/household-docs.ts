// The tab's household documents: each household's meal plan (its id is the household's) and its
// shopping lists, synced like recipes on the tab's one socket and kept in IndexedDB, so the plan
// and the lists work offline and members' changes arrive live.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toastError } from '../../../lib/error-toast';
import { indexedDbStorageFor } from './doc-storage';
import { prefetchDocs } from './prefetch-docs';
import { socketTransport } from './socket-transport';
import { onClearStoredDocs, unsentDocIds } from './stored-docs';
import { SyncEngine } from './sync-engine';

const planDocPath = (householdId: string) =>
  `/api/households/${encodeURIComponent(householdId)}/plan/doc`;
const listDocPath = (listId: string) => `/api/lists/${encodeURIComponent(listId)}/doc`;

export const planDocs = new SyncEngine({
  kind: 'meal_plan',
  transport: socketTransport(planDocPath),
  storage: indexedDbStorageFor('meal_plan'),
  onRefused: (_docId, message) =>
    toastError({ title: i18n._(msg`Failed to update the meal plan`), description: message }),
});

export const listDocs = new SyncEngine({
  kind: 'shopping_list',
  transport: socketTransport(listDocPath),
  storage: indexedDbStorageFor('shopping_list'),
  onRefused: (_docId, message) =>
    toastError({ title: i18n._(msg`Failed to update the shopping list`), description: message }),
});

/**
 * Stores the household's plan and its lists on the device, or brings the stored copies up to date
 * (members change them while they are closed here), so each opens offline in the shop as it was
 * when last seen online, even if it was never opened here. Stops when `signal` aborts.
 */
export async function prefetchHouseholdDocs(
  householdId: string,
  listIds: readonly string[],
  signal: AbortSignal,
): Promise<void> {
  await prefetchDocs(planDocs, planDocPath, [householdId], signal, { refresh: true });
  await prefetchDocs(listDocs, listDocPath, listIds, signal, { refresh: true });
}

/** Sends what earlier visits changed in plans and lists but could not send (closed offline). */
export function resumeUnsentHouseholdDocs(): void {
  planDocs.resume(unsentDocIds('meal_plan'));
  listDocs.resume(unsentDocIds('shopping_list'));
}

// Signing out (stored-docs.ts clearStoredDocs): stop syncing before the copies are deleted.
onClearStoredDocs(() => planDocs.closeAll());
onClearStoredDocs(() => listDocs.closeAll());
