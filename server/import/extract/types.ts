/** A picture the page offers for the recipe, with its size when the page says it. */
export interface ImageCandidate {
  url: string;
  width?: number;
  height?: number;
}

/** What one extractor read from a page; empty fields mean "not found here". */
export interface RecipeData {
  title: string;
  description: string;
  ingredients: string[];
  /** The markup ran several ingredients together in one entry, so its lines are a guess. */
  ingredientsRunTogether?: boolean;
  /** The lines were put together from a database's fields (amount, unit, name), not written. */
  ingredientsAssembled?: boolean;
  steps: string[];
  images: ImageCandidate[];
  prepTime?: number;
  cookTime?: number;
  servings?: string;
}

export function emptyRecipe(): RecipeData {
  return { title: '', description: '', ingredients: [], steps: [], images: [] };
}
