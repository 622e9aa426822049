import type { Recipe, UpdateRecipeInput } from '../../../contract';
import { RECIPE_LIMITS } from '../../../contract/recipe-values';
import { uniqueTags } from './recipe-text';

/** The fields the detail dialog edits, in the shape the form holds them (numbers as typed text). */
export interface DraftValues {
  title: string;
  description: string;
  ingredients: string[];
  steps: string[];
  tags: string[];
  prepTime: string;
  cookTime: string;
  servings: string;
}

export type EditableField = keyof DraftValues;

/** The longest prep or cook time accepted (a week). */
export const MAX_MINUTES = RECIPE_LIMITS.minutes;

export function draftValuesOf(recipe: Recipe): DraftValues {
  return {
    title: recipe.title,
    description: recipe.description ?? '',
    ingredients: recipe.ingredients,
    steps: recipe.steps,
    tags: recipe.tags,
    prepTime: recipe.prepTime === null ? '' : String(recipe.prepTime),
    cookTime: recipe.cookTime === null ? '' : String(recipe.cookTime),
    servings: recipe.servings ?? '',
  };
}

const cleanLines = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);

/** Minutes typed in a field: '' is none, otherwise a whole number within a week; anything else is invalid. */
export function parseMinutes(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const minutes = Number(trimmed);
  return minutes <= MAX_MINUTES ? minutes : undefined;
}

/**
 * The PUT body for one edited field, or null when the value cannot be saved as it stands (an
 * empty title, a time that is not a number): the draft is then kept and nothing is sent.
 */
export function changeFor<F extends EditableField>(
  field: F,
  value: DraftValues[F],
): UpdateRecipeInput | null {
  switch (field) {
    case 'title': {
      const title = (value as string).trim();
      return title ? { title } : null;
    }
    case 'description': {
      const description = (value as string).trim();
      return { description: description || null };
    }
    case 'ingredients':
      return { ingredients: cleanLines(value as string[]) };
    case 'steps':
      return { steps: cleanLines(value as string[]) };
    case 'tags':
      return { tags: uniqueTags(value as string[]) };
    case 'prepTime':
    case 'cookTime': {
      const minutes = parseMinutes(value as string);
      return minutes === undefined ? null : { [field]: minutes };
    }
    case 'servings': {
      const servings = (value as string).trim();
      return { servings: servings || null };
    }
  }
  return null;
}
