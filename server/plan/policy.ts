// Security seam: the meal plan's own rule. Who may read and change the plan is the household's
// rule ('use', server/households/policy.ts); this decides what planning lets onto a list. Pure:
// the table test in policy.test.ts covers it.
import { isMember, type Actor, type HouseholdAccess } from '../households/policy';
import { canRead, type RecipeAccess } from '../recipes/policy';

/**
 * Whether `actor` may send the ingredients of `recipe`, planned in `household`, to one of the
 * household's lists. The plan is shared, so any member may, whoever planned it; but only for a
 * recipe that one of the members can open (as whoever planned it could), so a plan entry naming
 * some other person's private recipe (written straight into the plan document) gives nothing.
 * The recipe itself stays as closed as before: this lets its ingredients onto the list, nothing
 * more.
 */
export function canSendPlannedIngredients(
  actor: Actor,
  household: HouseholdAccess,
  recipe: RecipeAccess,
): boolean {
  if (!isMember(actor, household)) return false;
  const members = [household.ownerId, ...household.memberIds];
  return members.some((id) => canRead({ id }, recipe));
}
