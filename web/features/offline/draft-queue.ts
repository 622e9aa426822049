// Recipes created without a connection: kept on the device as drafts, in the order they were
// made, and sent to POST /api/recipes once the server can be reached. A draft leaves the queue
// only when the server has created the recipe or when its author discards it; whatever else
// happens, it stays, and says why it has not been sent.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CreateRecipeInput, Recipe } from '../../../contract';
import { FREE_RECIPE_LIMIT } from '../../../contract/plans';
import { HttpError, errorMessageOf } from '../../lib/api';
import { isNetworkError } from '../../lib/online';

/**
 * waiting: to be sent at the next chance. limit_reached: the free plan's limit refused it (sent
 * again only when its author asks). rejected: the server refused it for another reason, shown.
 */
export type DraftStatus = 'waiting' | 'limit_reached' | 'rejected';

export interface RecipeDraft {
  /** A local id: the server gives the recipe its own. */
  id: string;
  /** Whose draft it is; another person signing in on the device never sees or sends it. */
  userId: string;
  input: CreateRecipeInput;
  /** When it was saved on the device (ISO). */
  savedAt: string;
  status: DraftStatus;
  /** The server's reason, for a rejected draft. */
  problem?: string;
}

/** Where drafts are kept: IndexedDB in the browser (draft-storage.ts), a Map in tests. */
export interface DraftStorage {
  /** One person's drafts, oldest first. */
  read(userId: string): Promise<RecipeDraft[]>;
  /** Replaces one person's drafts with what `change` makes of them, in one step. */
  change(userId: string, change: (drafts: RecipeDraft[]) => RecipeDraft[]): Promise<void>;
}

export function createMemoryDraftStorage(): DraftStorage {
  const byUser = new Map<string, RecipeDraft[]>();
  return {
    read: async (userId) => structuredClone(byUser.get(userId) ?? []),
    change: async (userId, change) => {
      byUser.set(userId, change(structuredClone(byUser.get(userId) ?? [])));
    },
  };
}

export async function addDraft(
  storage: DraftStorage,
  draft: Pick<RecipeDraft, 'userId' | 'input'> & { id?: string; savedAt?: string },
): Promise<RecipeDraft> {
  const saved: RecipeDraft = {
    id: draft.id ?? crypto.randomUUID(),
    userId: draft.userId,
    input: draft.input,
    savedAt: draft.savedAt ?? new Date().toISOString(),
    status: 'waiting',
  };
  await storage.change(draft.userId, (drafts) => [...drafts, saved]);
  return saved;
}

export function discardDraft(storage: DraftStorage, userId: string, draftId: string) {
  return storage.change(userId, (drafts) => drafts.filter((draft) => draft.id !== draftId));
}

/** Puts a held draft (limit reached, rejected) back in line for the next sync. */
export function markForRetry(storage: DraftStorage, userId: string, draftId: string) {
  return storage.change(userId, (drafts) =>
    drafts.map((draft) =>
      draft.id === draftId ? { ...withoutProblem(draft), status: 'waiting' } : draft,
    ),
  );
}

function withoutProblem({ problem: _problem, ...draft }: RecipeDraft): RecipeDraft {
  return draft;
}

function setStatus(
  storage: DraftStorage,
  userId: string,
  draftId: string,
  status: DraftStatus,
  problem?: string,
) {
  return storage.change(userId, (drafts) =>
    drafts.map((draft) =>
      draft.id === draftId ? { ...draft, status, ...(problem ? { problem } : {}) } : draft,
    ),
  );
}

export interface SyncOutcome {
  /** Recipes the server created from drafts in this run. */
  created: Recipe[];
  /** Set when the free plan's limit refused a draft: the limit the server named. */
  limitReached: { limit: number } | null;
  /** Drafts the server refused for another reason in this run. */
  rejected: number;
  /**
   * The run stopped before the end: no network, the session gone, or a server failure. The
   * drafts left wait for the next run (a reconnect, the next start, a timer).
   */
  interrupted: boolean;
}

/** Statuses worth sending again later by themselves: the request never got a usable answer. */
const TRANSIENT_STATUSES = new Set([408, 425, 429]);

/**
 * Sends one person's waiting drafts to the server, oldest first. A created recipe's draft is
 * removed; a refused one is marked (limit reached, or rejected with the server's reason) and the
 * run goes on; a failure that says nothing about the draft itself (no network, 401, 5xx, 429)
 * stops the run there, so drafts are still created in the order they were written.
 */
export async function syncDrafts({
  storage,
  userId,
  createRecipe,
}: {
  storage: DraftStorage;
  userId: string;
  createRecipe: (input: CreateRecipeInput) => Promise<Recipe>;
}): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { created: [], limitReached: null, rejected: 0, interrupted: false };
  const attempted = new Set<string>();
  for (;;) {
    // Read afresh each time: drafts are added and discarded while earlier ones are being sent.
    const draft = (await storage.read(userId)).find(
      (item) => item.status === 'waiting' && !attempted.has(item.id),
    );
    if (!draft) break;
    attempted.add(draft.id);
    try {
      const recipe = await createRecipe(draft.input);
      await discardDraft(storage, userId, draft.id);
      outcome.created.push(recipe);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) {
        outcome.interrupted = true;
        break;
      }
      if (refusal.kind === 'limit') {
        outcome.limitReached = { limit: refusal.limit };
        await setStatus(storage, userId, draft.id, 'limit_reached');
      } else {
        outcome.rejected += 1;
        await setStatus(storage, userId, draft.id, 'rejected', refusal.problem);
      }
    }
  }
  return outcome;
}

type Refusal = { kind: 'limit'; limit: number } | { kind: 'rejected'; problem: string };

/** What a failed create says about the draft itself; null when it says nothing (try again later). */
function refusalOf(error: unknown): Refusal | null {
  if (isNetworkError(error) || !(error instanceof HttpError)) return null;
  const { status, body } = error;
  if (status === 403 && body?.upgradeRequired) {
    return {
      kind: 'limit',
      limit: typeof body.limit === 'number' ? body.limit : FREE_RECIPE_LIMIT,
    };
  }
  if (status >= 400 && status < 500 && status !== 401 && !TRANSIENT_STATUSES.has(status)) {
    const problem = errorMessageOf(error, i18n._(msg`The server refused this recipe.`));
    return { kind: 'rejected', problem };
  }
  return null;
}
