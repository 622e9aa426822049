// The shapes sharing answers with: Discover cards and the shared recipe page. Owners appear by
// display name and masked address only.
import type { DiscoverRecipe, SharedRecipe } from '../../contract/recipes';
import { sharedRecipeOf } from '../../contract/shared-recipe';
import type { RecipeRow } from '../db/schema';
import { recipeAccessOf, type Actor, type RecipeAccess } from '../recipes/policy';
import { presentRecipe, presentRecipeContent, presentSharing } from '../recipes/presenter';
import { displayNameOf, maskEmail, type PersonFields } from './people';
import type { RecipeWithOwner } from './queries';

/** A Discover card: the recipe as `viewer` sees it, plus 'by {owner}' and a masked address. */
export function presentDiscoverRecipe(row: RecipeWithOwner, viewer: Actor): DiscoverRecipe {
  const owner = {
    first_name: row.owner_first_name,
    last_name: row.owner_last_name,
    email: row.owner_email,
  };
  return {
    ...presentRecipe(row, viewer),
    ownerName: displayNameOf(owner),
    ownerEmail: maskEmail(row.owner_email),
  };
}

/**
 * A Discover card kept in parts (server/sharing/discover.ts): what every reader is sent alike as
 * JSON text, and the access its sharing fields are computed from for each reader.
 */
export interface KeptDiscoverRecipe {
  /** The content fields as a JSON object without its closing brace. */
  content: string;
  /** `"ownerName":…,"ownerEmail":…`. */
  owner: string;
  access: RecipeAccess;
}

export function keepDiscoverRecipe(row: RecipeWithOwner): KeptDiscoverRecipe {
  const owner = {
    first_name: row.owner_first_name,
    last_name: row.owner_last_name,
    email: row.owner_email,
  };
  const ownerFields = { ownerName: displayNameOf(owner), ownerEmail: maskEmail(row.owner_email) };
  return {
    content: JSON.stringify(presentRecipeContent(row)).slice(0, -1),
    owner: JSON.stringify(ownerFields).slice(1, -1),
    access: recipeAccessOf(row),
  };
}

/** The JSON text of presentDiscoverRecipe(row, viewer), from the kept parts. */
export function discoverRecipeJson(kept: KeptDiscoverRecipe, viewer: Actor): string {
  const sharing = JSON.stringify(presentSharing(kept.access, viewer)).slice(1, -1);
  return `${kept.content},${sharing},${kept.owner}}`;
}

/** The shared recipe page (SPEC §3 Shared recipe): what a reader needs, and nothing of the lists. */
export function presentSharedRecipe(row: RecipeRow, owner: PersonFields | undefined): SharedRecipe {
  return sharedRecipeOf(presentRecipe(row, null), displayNameOf(owner));
}
