// Potluck's own export (server/export): README.txt, recipes/*.jsonld (schema.org Recipe, each
// `identifier` "potluck:<id>", its `image` the photo's path in the zip) and photos/*.webp; or
// one recipe's JSON-LD download on its own. The schema.org mapping keeps everything the export
// writes, so a recipe comes back as it left.
import type { ImportDraft, ImportFormat } from '../types';
import { contentFiles } from './files';
import { isJsonFile, readSchemaOrgFiles, recipesIn } from './schema-org';
import { textOf, type JsonObject } from './values';

const isPotluckRecipe = (node: Record<string, unknown>) =>
  textOf(node.identifier)?.startsWith('potluck:') === true;

/**
 * The recipe as Potluck wrote it: text taken as written, and an empty description or servings
 * (which schema.org readers take as none) kept empty.
 */
function asWritten(draft: ImportDraft, node: JsonObject): ImportDraft {
  const written = (value: unknown, read: string | null) =>
    typeof value === 'string' && value.trim() === '' ? value : read;
  return {
    ...draft,
    asWritten: true,
    description: written(node.description, draft.description),
    servings: written(node.recipeYield, draft.servings),
  };
}

export const potluckFormat: ImportFormat = {
  id: 'potluck',
  name: 'Potluck',
  matches: (files) =>
    contentFiles(files).some((file) => isJsonFile(file) && recipesIn(file).some(isPotluckRecipe)),
  read: async (files, open) =>
    readSchemaOrgFiles(files, { isRecipeFile: isJsonFile, adjust: asWritten }, open.maxRecipes),
};
