// Deleting an account, with what it owns, in one transaction; what others must learn of it is
// told after commit. What goes: the person's recipes (trashed ones too) with their documents and
// history, so a recipe they shared vanishes for everyone it was shared with and every open view
// is told; their place in others' recipes (editor and viewer lists); their sessions, API tokens,
// password, reset codes and uploads (foreign keys cascade from the account); their households as
// household-handover.ts says. After commit: the live sockets close, the recipes' and lists'
// viewers are told, photos nothing else shows and unused uploads leave the object store, and the
// address is sent a last note. A copy somebody made of a public recipe is theirs and stays.
import type { DeleteAccountInput } from '../../contract/account';
import type { RecipeRow, UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { conflict } from '../http/errors';
import { calendarKeyOf } from '../households/calendar-key';
import { countActiveAdminsOtherThan, lockActiveAdmins } from '../admin/queries';
import { deleteImageIfOrphaned } from '../objects/service';
import { parseStringList } from '../recipes/policy';
import { deleteRecipeRow, lockUserForWrite, updateRecipeRow } from '../recipes/queries';
import { checkCurrentPassword } from './service';
import { handOverHouseholds, type HouseholdAfterDeletion } from './household-handover';
import {
  deleteUserRow,
  selectImagePathsOwnedBy,
  selectRecipesOwnedBy,
  selectRecipesSharedWith,
  selectUploadKeysOf,
} from './queries';
import { LETTERS, writeLetter } from '../mail/letters';
import { localeFor } from '../i18n/translate';

const lastAdmin = () =>
  conflict(
    'You are the only administrator. Make someone else an admin before deleting your account.',
    'last_admin_leaving',
  );

interface Deleted {
  recipes: RecipeRow[];
  leftRecipes: Array<{ recipe: RecipeRow; previous: RecipeRow }>;
  households: HouseholdAfterDeletion[];
  imagePaths: string[];
  uploadKeys: string[];
}

/** Deletes the signed-in user's account after their password checked out (see the top). */
export async function deleteAccount(
  deps: AppDeps,
  user: UserRow,
  input: DeleteAccountInput,
): Promise<void> {
  await checkCurrentPassword(deps, user, input.password);
  const calendarKey = calendarKeyOf(deps.config);
  const deleted = await deps.db.transaction().execute(async (trx): Promise<Deleted> => {
    // Holds the account's row first: a recipe created in another tab meanwhile waits, then fails.
    await lockUserForWrite(trx, user.id);
    if (user.account_type === 'admin') {
      await lockActiveAdmins(trx);
      if ((await countActiveAdminsOtherThan(trx, user.id)) === 0) throw lastAdmin();
    }
    const recipes = await selectRecipesOwnedBy(trx, user.id);
    for (const recipe of recipes) await deleteRecipeRow(trx, recipe.id);

    const leftRecipes: Deleted['leftRecipes'] = [];
    const sharedWithThem = await selectRecipesSharedWith(trx, user.id);
    for (const previous of sharedWithThem) {
      const editors = parseStringList(previous.editors).filter((id) => id !== user.id);
      const viewers = parseStringList(previous.viewers).filter((id) => id !== user.id);
      const recipe = await updateRecipeRow(
        trx,
        previous.id,
        { editors: JSON.stringify(editors), viewers: JSON.stringify(viewers) },
        { editors, viewers },
      );
      if (recipe) leftRecipes.push({ recipe, previous });
    }

    const households = await handOverHouseholds(trx, user.id, calendarKey);
    const imagePaths = await selectImagePathsOwnedBy(trx, user.id);
    const uploadKeys = await selectUploadKeysOf(trx, user.id);
    // Sessions, tokens, password, reset codes, uploads' rows and memberships cascade from here.
    await deleteUserRow(trx, user.id);
    return {
      recipes,
      leftRecipes,
      households,
      imagePaths,
      uploadKeys,
    };
  });
  await tellAfterDeletion(deps, user, deleted);
}

async function tellAfterDeletion(deps: AppDeps, user: UserRow, deleted: Deleted) {
  // Closes the person's live sockets at once (their sessions are gone).
  deps.events.publish({ type: 'user.disabled', userId: user.id });
  for (const recipe of deleted.recipes) {
    deps.events.publish({ type: 'recipe.deleted', recipe, actorId: user.id });
  }
  for (const { recipe, previous } of deleted.leftRecipes) {
    deps.events.publish({ type: 'recipe.updated', recipe, previous, actorId: user.id });
  }
  for (const household of deleted.households) {
    deps.events.publish({
      type: 'household.changed',
      householdId: household.householdId,
      memberIds: household.memberIds,
      removedUserId: user.id,
    });
  }
  for (const objectPath of deleted.imagePaths) {
    await deleteImageIfOrphaned(deps, objectPath).catch((err: unknown) =>
      deps.log.error({ err }, 'could not delete a deleted account’s photo'),
    );
  }
  for (const key of deleted.uploadKeys) {
    await deps.objects
      .delete(key)
      .catch((err: unknown) => deps.log.error({ err }, 'could not delete an upload'));
  }
  deps.mailer
    .send({
      to: user.email,
      ...writeLetter(LETTERS.accountDeleted, localeFor(user.locale)),
    })
    .catch((err: unknown) => deps.log.error({ err }, 'could not send the deletion note'));
}
