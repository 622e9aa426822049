// Security seam: who may see a photo. Access follows the recipe: an image shown by a recipe is
// readable by whoever may read ANY recipe showing it (copies from Discover share the image), a
// photo a recipe showed before (kept by its history) by whoever may edit that recipe (they see
// its history and may restore it), and an image no recipe shows yet by its uploader only. Pure:
// no I/O.
import type { RecipeRow } from '../db/schema';
import { canEdit, canRead, recipeAccessOf, type Actor } from '../recipes/policy';

/** The facts about a recipe that reading it depends on. */
export type RecipeAccessRow = Pick<RecipeRow, 'owner_uid' | 'visibility' | 'editors' | 'viewers'>;

export interface ImageReferences {
  /** Recipes showing the image that the actor might read (may be a subset of all of them). */
  candidates: readonly RecipeAccessRow[];
  /** Whether any recipe at all shows the image. */
  referenced: boolean;
  /** Recipes whose history keeps the image (it was their photo before). */
  holders?: readonly RecipeAccessRow[];
}

export function canReadImage(
  actor: Actor,
  image: { ownerId: string },
  references: ImageReferences,
): boolean {
  if (references.candidates.some((recipe) => canRead(actor, recipeAccessOf(recipe)))) return true;
  if (references.holders?.some((recipe) => canEdit(actor, recipeAccessOf(recipe)))) return true;
  if (references.referenced || references.candidates.length > 0) return false;
  return actor !== null && actor.id === image.ownerId;
}
