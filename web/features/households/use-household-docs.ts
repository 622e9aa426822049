// The meal plan's and the shopping lists' synced documents as screens hold them.
import { useEffect } from 'react';
import { useOnline } from '../../lib/online';
import type { Household } from '../../../contract/households';
import {
  listDocs,
  planDocs,
  prefetchHouseholdDocs,
  resumeUnsentHouseholdDocs,
} from '../offline/sync/household-docs';
import { useSyncedDoc, type SyncedDoc } from '../offline/sync/use-synced-doc';

/** The household's meal plan document (its id is the household's). */
export const usePlanDoc = (householdId: string | null) => useSyncedDoc(planDocs, householdId);

/** A shopping list's document. */
export const useListDoc = (listId: string | null) => useSyncedDoc(listDocs, listId);

/** Once online, sends what an earlier visit changed in plans and lists but could not send. */
export function useResumeHouseholdDocs() {
  const isOnline = useOnline();
  useEffect(() => {
    if (isOnline) resumeUnsentHouseholdDocs();
  }, [isOnline]);
}

/**
 * Once online, stores the household's plan and lists on the device, and again whenever a list
 * changed since (its `updatedAt`), so they open offline later, in the shop, as last seen online,
 * even if never opened here.
 */
export function useOfflineHouseholdDocs(household: Household | null) {
  const isOnline = useOnline();
  const householdId = household?.id ?? null;
  const listVersions =
    household?.lists.map((list) => `${list.id}@${list.updatedAt}`).join(',') ?? '';
  useEffect(() => {
    if (!isOnline || !householdId) return;
    const controller = new AbortController();
    const listIds = listVersions
      ? listVersions.split(',').map((entry) => entry.split('@')[0]!)
      : [];
    void prefetchHouseholdDocs(householdId, listIds, controller.signal);
    return () => controller.abort();
  }, [isOnline, householdId, listVersions]);
}

/**
 * Whether the document can be shown: the server's state arrived, or (offline) whatever the device
 * holds, which may be nothing yet. An empty plan holds no content even when it is up to date, so
 * "ready" alone would keep an empty plan loading forever offline.
 */
export function isShowable(doc: SyncedDoc | null): doc is SyncedDoc {
  return !!doc && (doc.isReady || doc.status === 'offline' || doc.status === 'unavailable');
}
