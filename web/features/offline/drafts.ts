// The draft queue in the browser: drafts in IndexedDB (idb-keyval), read through TanStack Query
// so screens re-render when they change (in this tab or another), and one sync at a time across
// every open tab, so no draft is sent twice.
import { useQuery } from '@tanstack/react-query';
import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { CreateRecipeInput, Recipe } from '../../../contract';
import { apiRequest } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { recipeKeys } from '../recipes/use-recipes';
import {
  addDraft,
  discardDraft,
  markForRetry,
  syncDrafts,
  type DraftStorage,
  type RecipeDraft,
  type SyncOutcome,
} from './draft-queue';

const DATABASE = 'potluck-offline';
const STORE = 'recipe-drafts';
/** Tells the other tabs that drafts changed. */
const CHANNEL = 'potluck-recipe-drafts';
/** Held while a tab sends drafts (Web Locks), so two tabs never send the same one. */
const SYNC_LOCK = 'potluck-recipe-drafts-sync';

const draftsKey = (userId: string) => ['offline', 'recipe-drafts', userId] as const;

let database: UseStore | null = null;
/** Opened on first use: opening IndexedDB at import would cost every page load. */
const store = () => (database ??= createStore(DATABASE, STORE));

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
channel?.addEventListener('message', (event: MessageEvent<{ userId?: unknown }>) => {
  if (typeof event.data?.userId === 'string') refreshDrafts(event.data.userId);
});

function refreshDrafts(userId: string) {
  void queryClient.invalidateQueries({ queryKey: draftsKey(userId) });
}

export const browserDraftStorage: DraftStorage = {
  read: async (userId) => (await get<RecipeDraft[]>(userId, store())) ?? [],
  async change(userId, change) {
    await update<RecipeDraft[]>(userId, (drafts) => change(drafts ?? []), store());
    refreshDrafts(userId);
    channel?.postMessage({ userId });
  },
};

/** This person's drafts, oldest first; empty while they load. */
export function useRecipeDrafts(userId: string): RecipeDraft[] {
  const query = useQuery({
    queryKey: draftsKey(userId),
    queryFn: () => browserDraftStorage.read(userId),
    // Read from the device, never the network.
    networkMode: 'always',
  });
  return query.data ?? [];
}

export function saveRecipeDraft(userId: string, input: CreateRecipeInput): Promise<RecipeDraft> {
  return addDraft(browserDraftStorage, { userId, input });
}

export function discardRecipeDraft(userId: string, draftId: string): Promise<void> {
  return discardDraft(browserDraftStorage, userId, draftId);
}

export async function retryRecipeDraft(userId: string, draftId: string): Promise<SyncOutcome> {
  await markForRetry(browserDraftStorage, userId, draftId);
  return sendRecipeDrafts(userId);
}

let running: Promise<SyncOutcome> | null = null;

/** Sends this person's waiting drafts (see syncDrafts); a call during a run joins that run. */
export function sendRecipeDrafts(userId: string): Promise<SyncOutcome> {
  running ??= withSyncLock(() =>
    syncDrafts({
      storage: browserDraftStorage,
      userId,
      createRecipe: (input) => apiRequest<Recipe>('POST', '/api/recipes', input),
    }),
  )
    .then(async (outcome) => {
      if (outcome.created.length > 0) {
        await queryClient.invalidateQueries({ queryKey: recipeKeys.lists });
      }
      return outcome;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

async function withSyncLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  return await navigator.locks.request(SYNC_LOCK, work);
}
