// The documents the sync channel serves, by the kind a client names in sync_open.
import type { AppDeps } from '../deps';
import { planDocsOf } from '../plan/plan-document';
import { applyRecipeUpdate, openRecipeDocFor } from '../recipes/recipe-document';
import { listDocsOf } from '../shopping/list-document';
import type { SyncTargets } from '../sync/targets';

export function syncTargetsOf(deps: AppDeps): SyncTargets {
  return {
    recipe: {
      open: async (actor, docId, stateVector) => {
        const opened = await openRecipeDocFor(deps, actor, docId, stateVector);
        return opened && { ...opened, householdId: null };
      },
      apply: (actor, docId, update, originId) =>
        applyRecipeUpdate(deps, actor, docId, update, originId),
    },
    meal_plan: planDocsOf(deps),
    shopping_list: listDocsOf(deps),
  };
}
