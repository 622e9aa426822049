// The trash. Deleting a recipe moves it here (service.ts deleteRecipe): its row stays, marked with
// `deleted_at`, and reads as deleted everywhere (queries.ts leaves trashed rows out of every read)
// except its owner's trash, from where the owner may restore it or delete it for good. After
// TRASH_RETENTION_DAYS a periodic purge deletes it for good. Deleting for good takes the sync
// document with the row, and tells `recipe.deleted` again so the image clean-up lets go of its
// photo (which the trashed row kept showing, so a restore finds it).
import type { Kysely } from 'kysely';
import { recipeLimitFor } from '../../contract/plans';
import { plansOf } from '../config';
import type { Database, RecipeRow, UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { toIso } from '../lib/time';
import { authorizeTrashed } from './policy';
import type { TrashedRecipeRow } from './presenter';
import {
  countRecipesOwnedBy,
  deleteRecipeRow,
  findTrashedRecipeById,
  lockRecipeForWrite,
  lockUserForWrite,
  markRecipeRestored,
  selectTrashedBefore,
  selectTrashedRecipesOwnedBy,
} from './queries';
import { laterThan } from './recipe-document';
import { recipeLimitReached, recipeNotFound } from './service';

type Db = Kysely<Database>;

export type TrashDeps = Pick<AppDeps, 'db' | 'events' | 'config' | 'log'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH = 100;

/** When a recipe put in the trash at `deletedAt` is deleted for good (ISO). */
export function purgeTimeOf(deletedAt: string, retentionDays: number): string {
  return new Date(Date.parse(deletedAt) + retentionDays * DAY_MS).toISOString();
}

/** The user's own recipes in the trash, most recently deleted first, with their purge times. */
export async function listTrash(deps: TrashDeps, user: UserRow): Promise<TrashedRecipeRow[]> {
  const rows = await selectTrashedRecipesOwnedBy(deps.db, user.id);
  return rows.flatMap((row) => {
    if (row.deleted_at === null) return [];
    const deletedAt = toIso(row.deleted_at);
    return [{ row, deletedAt, purgeAt: purgeTimeOf(deletedAt, deps.config.TRASH_RETENTION_DAYS) }];
  });
}

/**
 * Takes a recipe out of the trash (owner only). It counts toward the plan's limit again, so on a
 * limited plan the owner is locked, the recipes counted and the recipe restored in one
 * transaction, like a create: the same 403 when the plan is full, and nothing changes. updatedAt
 * moves forward, so real-time clients order the restore after the deletion. Tells
 * `recipe.updated` (previous: the trashed row) once committed, so open lists show it again.
 */
export async function restoreRecipe(
  deps: TrashDeps,
  actor: UserRow,
  recipeId: string,
): Promise<RecipeRow> {
  const limit = recipeLimitFor(
    { accountType: actor.account_type, subscriptionPlan: actor.subscription_plan },
    plansOf(deps.config),
  );
  const { previous, restored } = await deps.db.transaction().execute(async (trx) => {
    // The user first, then the recipe: the order createRecipe takes them in.
    if (limit !== null) await lockUserForWrite(trx, actor.id);
    const previous = await lockAndFindTrashedRecipe(trx, recipeId);
    authorizeTrashed(actor, previous);
    if (limit !== null && (await countRecipesOwnedBy(trx, actor.id)) >= limit) {
      throw recipeLimitReached(limit);
    }
    const restored = await markRecipeRestored(trx, recipeId, laterThan(previous.updated_at));
    if (!restored) throw recipeNotFound();
    return { previous, restored };
  });
  deps.events.publish({ type: 'recipe.updated', recipe: restored, previous, actorId: actor.id });
  return restored;
}

/** Deletes a recipe in the trash for good (owner only); a recipe outside the trash is a 404. */
export async function deleteRecipeForever(
  deps: TrashDeps,
  actor: UserRow,
  recipeId: string,
): Promise<void> {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const recipe = await lockAndFindTrashedRecipe(trx, recipeId);
    authorizeTrashed(actor, recipe);
    if (!(await deleteRecipeRow(trx, recipeId))) throw recipeNotFound();
    return recipe;
  });
  deps.events.publish({ type: 'recipe.deleted', recipe: deleted, actorId: actor.id });
}

/**
 * Deletes for good every recipe that went to the trash more than TRASH_RETENTION_DAYS before
 * `now`, each in its own transaction that checks again that it is still in the trash and still
 * old enough (a restore may have come first). Safe to run in several processes at once. Answers
 * how many it deleted.
 */
export async function purgeExpiredTrash(deps: TrashDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.TRASH_RETENTION_DAYS * DAY_MS).toISOString();
  let purged = 0;
  for (;;) {
    const ids = await selectTrashedBefore(deps.db, cutoff, PURGE_BATCH);
    for (const id of ids) {
      const deleted = await deps.db.transaction().execute(async (trx) => {
        if (!(await lockRecipeForWrite(trx, id))) return undefined;
        const recipe = await findTrashedRecipeById(trx, id);
        if (!recipe?.deleted_at || toIso(recipe.deleted_at) >= cutoff) return undefined;
        await deleteRecipeRow(trx, id);
        return recipe;
      });
      if (deleted) {
        purged += 1;
        // Nobody asked for this one: it is told as the owner's, whose trash it was.
        deps.events.publish({
          type: 'recipe.deleted',
          recipe: deleted,
          actorId: deleted.owner_uid,
        });
      }
    }
    if (ids.length < PURGE_BATCH) return purged;
  }
}

/**
 * Runs the purge every TRASH_PURGE_INTERVAL_MINUTES (the first run comes within a minute of
 * start, so a process restarted more often than the interval still purges). Answers the function
 * that stops it, which waits for a run in progress to end.
 */
export function startTrashPurge(deps: TrashDeps): () => Promise<void> {
  const intervalMs = deps.config.TRASH_PURGE_INTERVAL_MINUTES * 60_000;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = purgeExpiredTrash(deps)
      .then((count) => {
        if (count > 0) deps.log.info({ count }, 'trash purged');
      })
      .catch((err: unknown) => deps.log.error({ err }, 'trash purge failed'))
      .finally(() => {
        running = null;
      });
  };
  let interval: NodeJS.Timeout | null = null;
  const first = setTimeout(
    () => {
      run();
      interval = setInterval(run, intervalMs);
      interval.unref();
    },
    Math.min(intervalMs, 60_000),
  );
  first.unref();
  return async () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
    await running;
  };
}

/** Takes the recipe's write lock, then reads it; 404 unless it is in the trash. */
async function lockAndFindTrashedRecipe(trx: Db, recipeId: string): Promise<RecipeRow> {
  const recipe = (await lockRecipeForWrite(trx, recipeId))
    ? await findTrashedRecipeById(trx, recipeId)
    : undefined;
  if (!recipe) throw recipeNotFound();
  return recipe;
}
