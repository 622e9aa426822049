// Helpers of the recipe-change fan-out: ordering and serialization.
import type { RecipeRow } from '../db/schema';
import { abilitiesFor, canSeeSharing, type Actor, type RecipeAccess } from '../recipes/policy';
import { presentRecipeContent, presentRecipeFor } from '../recipes/presenter';

/** The last version delivered of a recipe: its updatedAt, and whether that was its deletion. */
interface DeliveredVersion {
  updatedAt: string;
  isDeleted: boolean;
}

/**
 * Remembers the last version delivered per recipe, so a change older than one already delivered
 * is dropped. In one process changes arrive in commit order; across processes a broker may
 * reorder them, and updatedAt (which grows with every commit) restores the order. After a
 * deletion only a later version gets through: a recipe restored from the trash (a restore moves
 * updatedAt forward), never an update that was overtaken by the deletion. Bounded: the oldest
 * entries are forgotten first.
 */
export class VersionTracker {
  private readonly versions = new Map<string, DeliveredVersion>();

  constructor(private readonly capacity = 50_000) {}

  /** Records the change and answers whether it is to be delivered. */
  admit(change: 'created' | 'updated' | 'deleted', recipe: RecipeRow): boolean {
    const known = this.versions.get(recipe.id);
    if (known !== undefined) {
      const isStale = known.isDeleted
        ? recipe.updated_at <= known.updatedAt
        : recipe.updated_at < known.updatedAt;
      if (isStale) return false;
    }
    this.versions.delete(recipe.id);
    this.versions.set(recipe.id, {
      updatedAt: recipe.updated_at,
      isDeleted: change === 'deleted',
    });
    if (this.versions.size > this.capacity) {
      const oldest = this.versions.keys().next().value;
      if (oldest !== undefined) this.versions.delete(oldest);
    }
    return true;
  }
}

/**
 * recipe_update text for each recipient, presented for them (their abilities, and the sharing
 * fields only for the owner). Recipients who are sent the same shape share one serialization, so
 * a recipe with 100 watchers is presented once and serialized a few times, not 100.
 */
export function recipeUpdateSerializer(recipe: RecipeRow, access: RecipeAccess) {
  const content = presentRecipeContent(recipe);
  const texts = new Map<string, string>();
  return (recipient: Actor): string => {
    const key = shapeKey(recipient, access);
    let text = texts.get(key);
    if (!text) {
      const presented = presentRecipeFor(content, access, recipient);
      text = JSON.stringify({ type: 'recipe_update', recipe: presented });
      texts.set(key, text);
    }
    return text;
  };
}

/** Recipients with the same key are sent the same text: see presentRecipeFor. */
function shapeKey(recipient: Actor, access: RecipeAccess): string {
  if (canSeeSharing(recipient, access)) return 'owner';
  // Listed people are each sent themselves in the lists.
  if (
    recipient !== null &&
    (access.editors.includes(recipient.id) || access.viewers.includes(recipient.id))
  ) {
    return `listed:${recipient.id}`;
  }
  const abilities = abilitiesFor(recipient, access);
  return `${+abilities.edit}${+abilities.delete}${+abilities.share}`;
}
