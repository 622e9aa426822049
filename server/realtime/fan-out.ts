// Helpers of the recipe-change fan-out: ordering and serialization.
import type { RecipeRow } from '../db/schema';
import { abilitiesFor, type Actor, type RecipeAccess } from '../recipes/policy';
import { presentRecipe } from '../recipes/presenter';

const DELETED = Symbol('deleted');

/**
 * Remembers the last version delivered per recipe, so a change older than one already delivered
 * is dropped. In one process changes arrive in commit order; across processes a broker may
 * reorder them, and updatedAt (which grows with every commit) restores the order. Bounded: the
 * oldest entries are forgotten first.
 */
export class VersionTracker {
  private readonly versions = new Map<string, string | typeof DELETED>();

  constructor(private readonly capacity = 50_000) {}

  /** Records the change and answers whether it is to be delivered. */
  admit(change: 'created' | 'updated' | 'deleted', recipe: RecipeRow): boolean {
    const known = this.versions.get(recipe.id);
    if (known === DELETED || (known !== undefined && known > recipe.updated_at)) return false;
    this.versions.delete(recipe.id);
    this.versions.set(recipe.id, change === 'deleted' ? DELETED : recipe.updated_at);
    if (this.versions.size > this.capacity) {
      const oldest = this.versions.keys().next().value;
      if (oldest !== undefined) this.versions.delete(oldest);
    }
    return true;
  }
}

/**
 * recipe_update text for each recipient, presented with their own abilities. Recipients with the
 * same abilities share one serialization, so a recipe with 100 watchers is presented once and
 * serialized a few times, not 100.
 */
export function recipeUpdateSerializer(recipe: RecipeRow, access: RecipeAccess) {
  const base = presentRecipe(recipe, null);
  const texts = new Map<string, string>();
  return (recipient: Actor): string => {
    const abilities = abilitiesFor(recipient, access);
    const key = `${+abilities.edit}${+abilities.delete}${+abilities.share}`;
    let text = texts.get(key);
    if (!text) {
      text = JSON.stringify({ type: 'recipe_update', recipe: { ...base, abilities } });
      texts.set(key, text);
    }
    return text;
  };
}
