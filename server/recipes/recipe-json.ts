// Recipes ready to send. A list answers up to thousands of recipes, and nearly all of them were
// sent before, unchanged: parsing their JSON columns, presenting and serializing them again on
// every request was most of a list's cost. Each recipe's viewer-independent part is kept here as
// JSON text, keyed by id and valid for one updatedAt, which every change moves strictly forward
// (queries.ts, laterThan), in every process: a list reads ids and timestamps, loads only the rows
// this process has not kept at that timestamp, and joins strings. What a viewer is told of the
// sharing (presenter.presentSharing) is small and computed per request from the kept access.
import { LRUCache } from 'lru-cache';
import type { RecipeRow } from '../db/schema';
import { recipeAccessOf, type Actor, type RecipeAccess } from './policy';
import { presentRecipeContent, presentSharing } from './presenter';

/** One recipe as kept: its content as a JSON object missing the closing brace, twice. */
interface KeptRecipe {
  updatedAt: string;
  /** Every content field (GET /api/recipes). */
  recipe: string;
  /** The fields a card shows (GET /api/recipes/cards). */
  card: string;
  access: RecipeAccess;
}

export type RecipeShape = 'recipe' | 'card';

/** A stored row's list key: which recipe, at which version. */
export interface RecipeVersion {
  id: string;
  updated_at: string;
}

export interface RecipeJsonCache {
  /**
   * The JSON array of `versions`' recipes in that order, as `viewer` may see them. Rows not kept
   * at their version are read with `loadRows` (in one call); a recipe gone meanwhile is left out.
   */
  listJson(
    versions: readonly RecipeVersion[],
    viewer: Actor,
    shape: RecipeShape,
    loadRows: (ids: string[]) => Promise<RecipeRow[]>,
  ): Promise<string>;
}

const openObject = (value: object) => {
  const json = JSON.stringify(value);
  return json.slice(0, -1);
};

function keep(row: RecipeRow): KeptRecipe {
  const content = presentRecipeContent(row);
  const card = {
    id: content.id,
    title: content.title,
    description: content.description,
    tags: content.tags,
    imageUrl: content.imageUrl,
    prepTime: content.prepTime,
    cookTime: content.cookTime,
    servings: content.servings,
    visibility: content.visibility,
    createdAt: content.createdAt,
    updatedAt: content.updatedAt,
  };
  return {
    updatedAt: row.updated_at,
    recipe: openObject(content),
    card: openObject(card),
    access: recipeAccessOf(row),
  };
}

/** `maxEntries` recipes at most (the RECIPE_JSON_CACHE_ENTRIES setting); 0 keeps none. */
export function createRecipeJsonCache(maxEntries: number): RecipeJsonCache {
  const kept = maxEntries > 0 ? new LRUCache<string, KeptRecipe>({ max: maxEntries }) : null;
  return {
    async listJson(versions, viewer, shape, loadRows) {
      const found = new Map<string, KeptRecipe>();
      const missing: string[] = [];
      for (const { id, updated_at } of versions) {
        const entry = kept?.get(id);
        if (entry && entry.updatedAt === updated_at) found.set(id, entry);
        else missing.push(id);
      }
      if (missing.length > 0) {
        for (const row of await loadRows(missing)) {
          const entry = keep(row);
          kept?.set(row.id, entry);
          found.set(row.id, entry);
        }
      }
      const parts: string[] = [];
      for (const { id } of versions) {
        const entry = found.get(id);
        if (!entry) continue;
        const sharing = JSON.stringify(presentSharing(entry.access, viewer));
        parts.push(`${entry[shape]},${sharing.slice(1)}`);
      }
      return `[${parts.join(',')}]`;
    },
  };
}
