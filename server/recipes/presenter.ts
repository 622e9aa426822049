// The one shape of a recipe that leaves the server (HTTP answers, and later real-time messages):
// camelCase, lists parsed, absent values as null, plus what the viewer may do with it.
import type { Recipe, Visibility } from '../../contract/recipes';
import { VISIBILITIES } from '../../contract/recipes';
import type { RecipeRow } from '../db/schema';
import { toIso } from '../lib/time';
import { abilitiesFor, parseStringList, recipeAccessOf, type Actor } from './policy';

const toVisibility = (value: string): Visibility =>
  (VISIBILITIES as readonly string[]).includes(value) ? (value as Visibility) : 'private';

/**
 * Presents a stored recipe to `viewer` (the session's user, or null). The caller must already
 * have checked that the viewer may read it. `abilities` are evaluated by policy.ts.
 */
export function presentRecipe(row: RecipeRow, viewer: Actor): Recipe {
  return {
    id: row.id,
    ownerUid: row.owner_uid,
    title: row.title,
    description: row.description,
    ingredients: parseStringList(row.ingredients),
    steps: parseStringList(row.steps),
    tags: parseStringList(row.tags),
    imageUrl: row.image_url,
    tipVideoUrl: row.tip_video_url,
    sourceUrl: row.source_url,
    prepTime: row.prep_time,
    cookTime: row.cook_time,
    servings: row.servings,
    visibility: toVisibility(row.visibility),
    editors: parseStringList(row.editors),
    viewers: parseStringList(row.viewers),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    abilities: abilitiesFor(viewer, recipeAccessOf(row)),
  };
}
