import { useCallback, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import type { UndoScope } from '../offline/sync/use-undo';
import type { Recipe } from '../../../contract';
import {
  readRecipeDoc,
  recipeList,
  recipeTags,
  recipeText,
  recipeValues,
  type RecipeContent,
} from '../../../contract/sync/recipe-doc';

export { MAX_MINUTES, parseMinutes } from './recipe-text';

/** A recipe's content fields, as its document holds them. */
export function contentOfRecipe(recipe: Recipe): RecipeContent {
  return {
    title: recipe.title,
    description: recipe.description,
    ingredients: recipe.ingredients,
    steps: recipe.steps,
    tags: recipe.tags,
    imageUrl: recipe.imageUrl,
    tipVideoUrl: recipe.tipVideoUrl,
    sourceUrl: recipe.sourceUrl,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
  };
}

/**
 * What to show of a recipe: its synced document when that is ready (so edits made here, even
 * offline, show at once), else the recipe as the server last sent it.
 */
export function useRecipeContent(recipe: Recipe, doc: Y.Doc | null): RecipeContent {
  const version = useRef(0);
  const cache = useRef<{ doc: Y.Doc; version: number; content: RecipeContent } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!doc) return () => {};
      const handle = () => {
        version.current += 1;
        onChange();
      };
      doc.on('update', handle);
      return () => doc.off('update', handle);
    },
    [doc],
  );
  const fromDoc = useSyncExternalStore(subscribe, () => {
    if (!doc) return null;
    const cached = cache.current;
    if (cached?.doc === doc && cached.version === version.current) return cached.content;
    const content = readRecipeDoc(doc);
    cache.current = { doc, version: version.current, content };
    return content;
  });
  return fromDoc ?? contentOfRecipe(recipe);
}

/** The document's content types, for undo (everything but nothing of sharing, which is not in it). */
export const recipeContentTypes = (doc: Y.Doc): UndoScope => [
  recipeText(doc, 'title'),
  recipeText(doc, 'description'),
  recipeText(doc, 'servings'),
  recipeList(doc, 'ingredients'),
  recipeList(doc, 'steps'),
  recipeTags(doc),
  recipeValues(doc),
];
