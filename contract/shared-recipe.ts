// The shared recipe page's shape (SPEC §3 Shared recipe) and how a person's name is shown to
// others, without the schema library: the server presents its answer with these
// (server/sharing/presenter.ts, people.ts), and the browser builds the same shape from the stored
// list when the page's own answer cannot be fetched offline (web/features/offline/listed-recipe.ts).
import type { Recipe, SharedRecipe } from './recipes';

export const ANONYMOUS_NAME = 'Anonymous Chef';

/** A person's name fields, as a users row or a signed-in user holds them (any may be missing). */
export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * 'First Last'; else the part of the e-mail before the @ (SPEC §2 Discover); else
 * 'Anonymous Chef'.
 */
export function displayNameOf(person: PersonName | null | undefined): string {
  if (!person) return ANONYMOUS_NAME;
  const fullName = [person.firstName, person.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.length > 0)
    .join(' ');
  if (fullName) return fullName;
  const localPart = person.email?.split('@')[0]?.trim();
  return localPart || ANONYMOUS_NAME;
}

/** The recipe fields the shared page shows, as the recipe's presenter gives them. */
export type SharedRecipeSource = Pick<
  Recipe,
  | 'id'
  | 'title'
  | 'description'
  | 'prepTime'
  | 'cookTime'
  | 'servings'
  | 'tags'
  | 'imageUrl'
  | 'ingredients'
  | 'steps'
  | 'sourceUrl'
  | 'visibility'
>;

/** The shared recipe page's answer: what a reader needs, and nothing of the lists. */
export function sharedRecipeOf(recipe: SharedRecipeSource, ownerName: string): SharedRecipe {
  return {
    id: recipe.id,
    title: recipe.title,
    description: recipe.description,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    ownerName,
    tags: recipe.tags,
    imageUrl: recipe.imageUrl,
    ingredients: recipe.ingredients,
    instructions: recipe.steps,
    sourceUrl: recipe.sourceUrl,
    visibility: recipe.visibility,
  };
}
