// RecipeSage's JSON-LD export: one .json file holding a list of schema.org Recipes with what
// RecipeSage adds to them. Its labels are `recipeCategory` (tags, as in any schema.org file),
// its notes a Comment named "Author Notes" (joined to the description), its headings
// "[Like this]" lines among the ingredients and text-less HowToSections among the steps. Its
// images are addresses on RecipeSage's servers, which are not fetched, so its recipes come
// without photos unless an image is a data: URI.
import type { ImportDraft, ImportFile, ImportFormat } from '../types';
import { contentFiles } from './files';
import { ingredientLines, withNotes, type ListPart } from './lines';
import { isJsonFile, readSchemaOrgFiles, recipesIn } from './schema-org';
import { asArray, isObject, presentText, type JsonObject } from './values';

const AUTHOR_NOTES = 'Author Notes';

const authorNotesComment = (node: JsonObject) =>
  asArray(node.comment).find((entry) => isObject(entry) && entry.name === AUTHOR_NOTES);

function authorNotes(node: JsonObject): string | null {
  const comment = authorNotesComment(node);
  return isObject(comment) ? presentText(comment.text) : null;
}

/** Ingredient lines with RecipeSage's "[Heading]" lines read as the headings they are. */
const ingredientParts = (lines: string[]): ListPart[] =>
  lines.map((line) => {
    const heading = /^\[(.*)\]$/.exec(line.trim());
    return heading ? { heading: heading[1]!, lines: [] } : { heading: null, lines: [line] };
  });

function withRecipeSageFields(draft: ImportDraft, node: JsonObject): ImportDraft {
  return {
    ...draft,
    description: withNotes(draft.description, authorNotes(node)),
    ingredients: ingredientLines(ingredientParts(draft.ingredients)),
  };
}

/** RecipeSage writes an "Author Notes" comment on every recipe, and a `creditText` for its source. */
const isRecipeSageRecipe = (node: JsonObject) =>
  authorNotesComment(node) !== undefined || 'creditText' in node;

const isRecipeSageExport = (file: ImportFile) =>
  isJsonFile(file) && recipesIn(file).some(isRecipeSageRecipe);

export const recipeSageFormat: ImportFormat = {
  id: 'recipesage',
  name: 'RecipeSage',
  matches: (files) => contentFiles(files).some(isRecipeSageExport),
  read: async (files, open) =>
    readSchemaOrgFiles(
      files,
      { isRecipeFile: isJsonFile, adjust: withRecipeSageFields },
      open.maxRecipes,
    ),
};
