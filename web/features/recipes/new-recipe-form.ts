import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CreateRecipeInput, ImportPreview } from '../../../contract';
import { RECIPE_LIMITS } from '../../../contract/recipe-values';
import { deriveTagsFromTitle, parseMinutes, splitLines, splitTags } from './recipe-text';

/**
 * The Manual Entry form as typed: lists are one item per line, tags comma separated, times whole
 * minutes.
 */
export interface NewRecipeForm {
  title: string;
  description: string;
  prepTime: string;
  cookTime: string;
  servings: string;
  ingredients: string;
  steps: string;
  tags: string;
}

/** What an import brings that the form has no box for; sent along on save. */
export interface ImportedExtras {
  sourceUrl?: string;
  imageUrl?: string | null;
}

export type NewRecipeErrors = Partial<Record<keyof NewRecipeForm, string>>;

export const EMPTY_NEW_RECIPE: NewRecipeForm = {
  title: '',
  description: '',
  prepTime: '',
  cookTime: '',
  servings: '',
  ingredients: '',
  steps: '',
  tags: '',
};

/** Said under a time that is not a whole number of minutes within a week. */
export const MINUTES_ERROR = msg`Whole minutes`;

/** The form's errors, in `i18n`'s language (the app's active one unless given). */
export function validateNewRecipe(form: NewRecipeForm, i18n: I18n = activeI18n): NewRecipeErrors {
  const errors: NewRecipeErrors = {};
  if (!form.title.trim()) errors.title = i18n._(msg`Title is required`);
  if (parseMinutes(form.prepTime) === undefined) errors.prepTime = i18n._(MINUTES_ERROR);
  if (parseMinutes(form.cookTime) === undefined) errors.cookTime = i18n._(MINUTES_ERROR);
  if (form.servings.trim().length > RECIPE_LIMITS.servings) {
    const max = RECIPE_LIMITS.servings;
    errors.servings = i18n._(msg`At most ${max} characters`);
  }
  if (splitLines(form.ingredients).length === 0) {
    errors.ingredients = i18n._(msg`Add at least one ingredient`);
  }
  if (splitLines(form.steps).length === 0) {
    errors.steps = i18n._(msg`Add at least one instruction`);
  }
  return errors;
}

/** Only pictures stored by Potluck can be a recipe's image; an imported page's picture is not one. */
const isStoredObjectPath = (url: string | null | undefined): url is string =>
  !!url && url.startsWith('/objects/');

export function toCreateRecipeInput(
  form: NewRecipeForm,
  extras: ImportedExtras = {},
): CreateRecipeInput {
  const description = form.description.trim();
  const prepTime = parseMinutes(form.prepTime);
  const cookTime = parseMinutes(form.cookTime);
  const servings = form.servings.trim();
  return {
    title: form.title.trim(),
    description: description || null,
    ingredients: splitLines(form.ingredients),
    steps: splitLines(form.steps),
    tags: splitTags(form.tags),
    visibility: 'private',
    ...(extras.sourceUrl ? { sourceUrl: extras.sourceUrl } : {}),
    ...(isStoredObjectPath(extras.imageUrl) ? { imageUrl: extras.imageUrl } : {}),
    ...(typeof prepTime === 'number' ? { prepTime } : {}),
    ...(typeof cookTime === 'number' ? { cookTime } : {}),
    ...(servings ? { servings } : {}),
  };
}

const minutesText = (minutes: number | undefined) => (minutes ? String(minutes) : '');

/** Fills the form from an import preview (SPEC §4 Import), with tags guessed from the title. */
export function formFromImport(preview: ImportPreview): {
  form: NewRecipeForm;
  extras: ImportedExtras;
} {
  return {
    form: {
      title: preview.title,
      description: preview.description,
      prepTime: minutesText(preview.prepTime),
      cookTime: minutesText(preview.cookTime),
      servings: preview.servings ?? '',
      ingredients: preview.ingredients.join('\n'),
      steps: preview.steps.join('\n'),
      tags: deriveTagsFromTitle(preview.title).join(', '),
    },
    extras: { sourceUrl: preview.sourceUrl, imageUrl: preview.imageUrl },
  };
}
