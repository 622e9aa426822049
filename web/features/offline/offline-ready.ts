// Says once, when a person's library is first kept on this device, that the app now works without
// a connection: the worker controls the page, the whole list is stored, and so is the document of
// every recipe they may edit.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isToastShowing, toast } from '../../lib/toast';

/**
 * One line: the notice comes seconds after the list is drawn, and a longer one covered the sort
 * and filter row on a phone and became the largest thing the page painted (its LCP), later than
 * any of the recipes.
 */
export const OFFLINE_READY_TOAST = { title: msg`Ready to use offline` } as const;

/** What "ready" is checked against (the browser's worker, caches and stored documents). */
export interface OfflineReadiness {
  /** Resolves once a worker controls the page and has stored what the page read before it. */
  workerStoresReads(): Promise<void>;
  /** Whether the whole list is stored for offline use (asking again for it if need be). */
  isListStored(): Promise<boolean>;
  storedDocIds(): Promise<Set<string>>;
  isOnline(): boolean;
  /**
   * Whether the person is in the middle of something: a dialog or a menu is open. A toast then
   * would also take the next Escape meant for the dialog (the topmost layer gets it).
   */
  isOverlayOpen(): boolean;
}

const announcedKey = (userId: string) => `potluck:offline-ready:${userId}`;

function wasAnnounced(userId: string): boolean {
  try {
    return localStorage.getItem(announcedKey(userId)) === '1';
  } catch {
    return true;
  }
}

function markAnnounced(userId: string) {
  try {
    localStorage.setItem(announcedKey(userId), '1');
  } catch {
    // Storage refused: no announcement, rather than one at every visit.
  }
}

/**
 * After My Recipes has stored the documents of `docIds`: tells `userId`, the first time on this
 * device, that their library is ready offline (a one-time toast). Says nothing while the worker
 * has not taken over, when the list or a document is missing, while another toast, a dialog or
 * a menu is up (the next visit tries again), or once `signal` aborts.
 */
export async function announceOfflineReady(
  userId: string,
  docIds: readonly string[],
  signal: AbortSignal,
  readiness: OfflineReadiness,
): Promise<boolean> {
  if (wasAnnounced(userId)) return false;
  await readiness.workerStoresReads();
  if (signal.aborted || !readiness.isOnline() || !(await readiness.isListStored())) return false;
  const stored = await readiness.storedDocIds();
  if (signal.aborted || !docIds.every((id) => stored.has(id))) return false;
  if (isToastShowing() || readiness.isOverlayOpen()) return false;
  markAnnounced(userId);
  toast({ title: i18n._(OFFLINE_READY_TOAST.title), variant: 'success' });
  return true;
}
