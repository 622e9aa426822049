// Searching without the server: My Recipes' search and tag filter over what is on the device (the
// stored list, and recipes not yet synced). The server's full-text search stays the reference
// online; this is a plain word match, close enough to find a recipe in one's own collection.

export interface SearchableRecipe {
  title: string;
  description?: string | null;
  tags?: string[];
  ingredients: string[];
}

/** Every word of `search` in the title, description, tags or ingredients, and every tag in `tags`. */
export function matchesSearch(recipe: SearchableRecipe, search: string, tags: string[]): boolean {
  const recipeTags = (recipe.tags ?? []).map((tag) => tag.toLocaleLowerCase());
  if (!tags.every((tag) => recipeTags.includes(tag.toLocaleLowerCase()))) return false;
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const text = [recipe.title, recipe.description ?? '', ...recipeTags, ...recipe.ingredients]
    .join('\n')
    .toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}
