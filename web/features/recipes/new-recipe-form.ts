import type { CreateRecipeInput, ImportPreview } from '../../../contract';
import { deriveTagsFromTitle, splitLines, splitTags } from './recipe-text';

/** The Manual Entry form as typed: lists are one item per line, tags comma separated. */
export interface NewRecipeForm {
  title: string;
  description: string;
  ingredients: string;
  steps: string;
  tags: string;
}

/** What an import brings that the form has no box for; sent along on save. */
export interface ImportedExtras {
  sourceUrl?: string;
  imageUrl?: string | null;
  prepTime?: number;
  cookTime?: number;
  servings?: string;
}

export type NewRecipeErrors = Partial<Record<keyof NewRecipeForm, string>>;

export const EMPTY_NEW_RECIPE: NewRecipeForm = {
  title: '',
  description: '',
  ingredients: '',
  steps: '',
  tags: '',
};

export function validateNewRecipe(form: NewRecipeForm): NewRecipeErrors {
  const errors: NewRecipeErrors = {};
  if (!form.title.trim()) errors.title = 'Title is required';
  if (splitLines(form.ingredients).length === 0) errors.ingredients = 'Add at least one ingredient';
  if (splitLines(form.steps).length === 0) errors.steps = 'Add at least one instruction';
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
  return {
    title: form.title.trim(),
    description: description || null,
    ingredients: splitLines(form.ingredients),
    steps: splitLines(form.steps),
    tags: splitTags(form.tags),
    visibility: 'private',
    ...(extras.sourceUrl ? { sourceUrl: extras.sourceUrl } : {}),
    ...(isStoredObjectPath(extras.imageUrl) ? { imageUrl: extras.imageUrl } : {}),
    ...(extras.prepTime !== undefined ? { prepTime: extras.prepTime } : {}),
    ...(extras.cookTime !== undefined ? { cookTime: extras.cookTime } : {}),
    ...(extras.servings ? { servings: extras.servings } : {}),
  };
}

/** Fills the form from an import preview (SPEC §4 Import), with tags guessed from the title. */
export function formFromImport(preview: ImportPreview): {
  form: NewRecipeForm;
  extras: ImportedExtras;
} {
  return {
    form: {
      title: preview.title,
      description: preview.description,
      ingredients: preview.ingredients.join('\n'),
      steps: preview.steps.join('\n'),
      tags: deriveTagsFromTitle(preview.title).join(', '),
    },
    extras: {
      sourceUrl: preview.sourceUrl,
      imageUrl: preview.imageUrl,
      prepTime: preview.prepTime,
      cookTime: preview.cookTime,
      servings: preview.servings,
    },
  };
}
