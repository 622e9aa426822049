// The one shape of a recipe that leaves the server (HTTP answers and real-time messages):
// camelCase, lists parsed, absent values as null, plus what the viewer may do with it. Every reader
// is sent the owner's id (SPEC's Recipe requires it; the owner's name is shown anyway); only the
// owner is sent the whole access lists (policy.canSeeSharing).
import type { Recipe, TrashedRecipe, Visibility } from '../../contract/recipes';
import { VISIBILITIES } from '../../contract/recipes';
import type { RecipeRow } from '../db/schema';
import { toIso } from '../lib/time';
import {
  abilitiesFor,
  canSeeSharing,
  parseStringList,
  recipeAccessOf,
  type Actor,
  type RecipeAccess,
} from './policy';

const toVisibility = (value: string): Visibility =>
  (VISIBILITIES as readonly string[]).includes(value) ? (value as Visibility) : 'private';

/**
 * Presents a stored recipe to `viewer` (the session's user, or null). The caller must already
 * have checked that the viewer may read it. `abilities` are evaluated by policy.ts.
 */
export function presentRecipe(row: RecipeRow, viewer: Actor): Recipe {
  return presentRecipeFor(presentRecipeContent(row), recipeAccessOf(row), viewer);
}

/** A recipe with its sharing fields left out: the part every reader is sent alike. */
export type RecipeContent = Omit<Recipe, 'ownerUid' | 'editors' | 'viewers' | 'abilities'>;

export function presentRecipeContent(row: RecipeRow): RecipeContent {
  return {
    id: row.id,
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
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/**
 * Adds what `viewer` may know of the sharing: everyone gets the owner's id; the owner gets both
 * lists, anyone else in each list only themselves if they are on it (so a client can still tell
 * its own role); plus their abilities.
 */
export function presentRecipeFor(
  content: RecipeContent,
  access: RecipeAccess,
  viewer: Actor,
): Recipe {
  return { ...content, ...presentSharing(access, viewer) };
}

/** What `viewer` is told of a recipe's sharing: the fields presentRecipeFor adds to the content. */
export type RecipeSharing = Pick<Recipe, 'ownerUid' | 'editors' | 'viewers' | 'abilities'>;

export function presentSharing(access: RecipeAccess, viewer: Actor): RecipeSharing {
  const abilities = abilitiesFor(viewer, access);
  if (canSeeSharing(viewer, access)) {
    return {
      ownerUid: access.ownerUid,
      editors: [...access.editors],
      viewers: [...access.viewers],
      abilities,
    };
  }
  const ownPlace = (list: readonly string[]) =>
    viewer !== null && list.includes(viewer.id) ? [viewer.id] : [];
  return {
    ownerUid: access.ownerUid,
    editors: ownPlace(access.editors),
    viewers: ownPlace(access.viewers),
    abilities,
  };
}

/** A recipe in the trash with when it went there and when it goes for good (ISO). */
export interface TrashedRecipeRow {
  row: RecipeRow;
  deletedAt: string;
  purgeAt: string;
}

/** A recipe in its owner's trash, presented to the owner. */
export function presentTrashedRecipe(entry: TrashedRecipeRow, viewer: Actor): TrashedRecipe {
  return {
    ...presentRecipe(entry.row, viewer),
    deletedAt: entry.deletedAt,
    purgeAt: entry.purgeAt,
  };
}
