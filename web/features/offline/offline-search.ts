// Searching without the server: My Recipes' search and tag filter over what is on the device (the
// stored list, and recipes not yet synced). It forgives as the server's search does, by the same
// rules (contract/search/forgiving.ts): a word finds the words it starts, then those of the same
// stem ("lasagnas" finds "Lasagna"), then, from five letters, those one edit away ("spinch"
// finds "Spinach"), in any case and with or without accents; the best matches come first. Chinese,
// Japanese and Korean text is found by any run of its characters ("醤油" in "大さじ1醤油"), as
// on the server (contract/search/scripts.ts).
//
// The forgiving rules (and their stemmer) load with the screens that search, or when a search
// first finds no server: never with the app's first paint.
import {
  matchTier,
  searchTerms,
  searchWords,
  type MatchTier,
} from '../../../contract/search/forgiving';
import { tagKeyOf } from '../../../contract/recipe-values';
import type { RecipeDraft } from './draft-queue';

export interface SearchableRecipe {
  title: string;
  description?: string | null;
  tags?: string[];
  ingredients: string[];
}

/** Each recipe's folded words, kept while the recipe object lives (the stored list's do). */
const wordsOf = new WeakMap<SearchableRecipe, string[]>();

/**
 * The folded words of the title, description, tags and ingredients, an empty word between two
 * fields: a phrase is found within a field, as the server's indexes find it (the lines of tags
 * and of ingredients are one field each there too).
 */
function recipeWords(recipe: SearchableRecipe): string[] {
  let words = wordsOf.get(recipe);
  if (!words) {
    const fields = [
      recipe.title,
      recipe.description ?? '',
      (recipe.tags ?? []).join('\n'),
      recipe.ingredients.join('\n'),
    ];
    words = fields.flatMap((field, index) => [...(index > 0 ? [''] : []), ...searchWords(field)]);
    wordsOf.set(recipe, words);
  }
  return words;
}

function hasEveryTag(recipe: SearchableRecipe, tags: string[]): boolean {
  const recipeTags = (recipe.tags ?? []).map(tagKeyOf);
  return tags.every((tag) => recipeTags.includes(tagKeyOf(tag)));
}

/**
 * How well the recipe matches `search` (0 exact, 1 stem, 2 typo; 0 for no search), or null when
 * it does not, or lacks one of `tags`.
 */
export function searchTier(
  recipe: SearchableRecipe,
  search: string,
  tags: string[],
): MatchTier | null {
  if (!hasEveryTag(recipe, tags)) return null;
  const typed = searchTerms(search);
  if (typed.length === 0) return 0;
  return matchTier(typed, recipeWords(recipe));
}

/** Every word of `search` found in the title, description, tags or ingredients, and every tag in `tags`. */
export function matchesSearch(recipe: SearchableRecipe, search: string, tags: string[]): boolean {
  return searchTier(recipe, search, tags) !== null;
}

/**
 * The recipes that match, best matches first, in their given order within each tier (a stable
 * sort): what a list sorted by the person's choice shows for a search.
 */
export function searchRecipes<T extends SearchableRecipe>(
  recipes: readonly T[],
  search: string,
  tags: string[],
): T[] {
  const tiered: Array<{ recipe: T; tier: MatchTier }> = [];
  for (const recipe of recipes) {
    const tier = searchTier(recipe, search, tags);
    if (tier !== null) tiered.push({ recipe, tier });
  }
  return tiered.sort((a, b) => a.tier - b.tier).map(({ recipe }) => recipe);
}

/** The drafts a filtered My Recipes shows, matched as the stored list is offline. */
export function draftsMatching(
  drafts: RecipeDraft[],
  search: string,
  tags: string[],
): RecipeDraft[] {
  return drafts.filter((draft) => matchesSearch(draft.input, search, tags));
}
