// Potluck's own export (server/export): README.txt, recipes/*.jsonld (schema.org Recipe, each
// `identifier` "potluck:<id>", its `image` the photo's path in the zip) and photos/*.webp; or
// one recipe's JSON-LD download on its own. The schema.org mapping keeps everything the export
// writes, so a recipe comes back as it left.
import type { ImportFormat } from '../types';
import { contentFiles } from './files';
import { isJsonFile, readSchemaOrgFiles, recipesIn } from './schema-org';
import { textOf } from './values';

const isPotluckRecipe = (node: Record<string, unknown>) =>
  textOf(node.identifier)?.startsWith('potluck:') === true;

export const potluckFormat: ImportFormat = {
  id: 'potluck',
  name: 'Potluck',
  matches: (files) =>
    contentFiles(files).some((file) => isJsonFile(file) && recipesIn(file).some(isPotluckRecipe)),
  read: async (files, open) =>
    readSchemaOrgFiles(files, { isRecipeFile: isJsonFile }, open.maxRecipes),
};
