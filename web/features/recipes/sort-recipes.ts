import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Recipe, RecipeSort } from '../../../contract';
import { tagKeyOf } from '../../../contract/recipe-values';

export const SORT_LABELS: Record<RecipeSort, MessageDescriptor> = {
  recent: msg`Recently Updated`,
  alphabetical: msg`A-Z`,
  created: msg`Date Created`,
};

const byTime = (field: 'updatedAt' | 'createdAt') => (a: Recipe, b: Recipe) =>
  new Date(b[field]).getTime() - new Date(a[field]).getTime();

// One collator each, made once: localeCompare with options builds a collator on every call, which
// over thousands of recipes cost the page a long task.
const titleOrder = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const tagOrder = new Intl.Collator(undefined, { sensitivity: 'base' });

const comparators: Record<RecipeSort, (a: Recipe, b: Recipe) => number> = {
  recent: byTime('updatedAt'),
  alphabetical: (a, b) => titleOrder.compare(a.title, b.title),
  created: byTime('createdAt'),
};

/** Sorts on the client: newest update first, A-Z by title, or newest created first. */
export function sortRecipes(recipes: readonly Recipe[], sort: RecipeSort): Recipe[] {
  return [...recipes].sort(comparators[sort]);
}

/** Every tag of the given recipes, once each (first spelling wins), sorted A-Z. */
export function collectTags(recipes: ReadonlyArray<{ tags: readonly string[] }>): string[] {
  const byKey = new Map<string, string>();
  for (const recipe of recipes) {
    for (const tag of recipe.tags) {
      const key = tagKeyOf(tag);
      if (!byKey.has(key)) byKey.set(key, tag);
    }
  }
  return [...byKey.values()].sort(tagOrder.compare);
}
