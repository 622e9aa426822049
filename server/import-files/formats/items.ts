// One recipe of an upload, read or not: what every format hands back for each recipe it finds.
import { ImportRefused, type ImportDraft, type ImportItem } from '../types';
import { presentText } from './values';

const NO_TITLE = 'This recipe has no title.';

/** A draft with nothing in it but its title; formats fill in what they find. */
export function emptyDraft(title: string): ImportDraft {
  return {
    title,
    description: null,
    ingredients: [],
    steps: [],
    tags: [],
    sourceUrl: null,
    tipVideoUrl: null,
    prepTime: null,
    cookTime: null,
    servings: null,
    photo: null,
  };
}

const draftItem = (draft: ImportDraft): ImportItem => ({ label: draft.title, draft });

export const errorItem = (label: string, error: string): ImportItem => ({ label, error });

/** The recipe `read` makes of a record with this title, or an item saying it has no title. */
export function recipeItem(
  label: string,
  title: unknown,
  read: (title: string) => ImportDraft,
): ImportItem {
  const name = presentText(title);
  return name === null ? errorItem(label, NO_TITLE) : draftItem(read(name));
}

/** Whether an error refuses the whole upload (a bound passed while unpacking), not one recipe. */
export const refusesUpload = (error: unknown) => error instanceof ImportRefused;
