// Plain schema.org Recipe files (.json, .jsonld), uploaded alone or in a zip: one recipe, a list
// of them, or an `@graph`. The reading of such files is shared with the formats built on them
// (Potluck, RecipeSage, Nextcloud Cookbook), which say which files hold recipes and where else
// a photo may be.
import {
  tooManyRecipes,
  type ImportDraft,
  type ImportFile,
  type ImportFormat,
  type ImportItem,
} from '../types';
import { contentFiles, hasExtension, jsonValue, photoReferenced, readJson } from './files';
import { errorItem, recipeItem } from './items';
import {
  draftOfSchemaRecipe,
  imageReferences,
  recipeNodes,
  recipeTitle,
} from './schema-org-recipe';
import type { JsonObject } from './values';

export interface SchemaOrgReading {
  /** Whether a file of the upload is one to read recipes from. */
  isRecipeFile(file: ImportFile): boolean;
  /** The photo a format keeps beside the recipe's file, when `image` names none in the upload. */
  photoBeside?(file: ImportFile, files: readonly ImportFile[]): Buffer | null;
  /** The draft with what the format keeps outside schema.org's fields (RecipeSage's notes). */
  adjust?(draft: ImportDraft, node: JsonObject): ImportDraft;
}

export const isJsonFile = (file: ImportFile) => hasExtension(file.path, 'json', 'jsonld');

/** How many of a file's recipes tell whose export it is: the walk stops there. */
const FORMAT_SAMPLE = 100;

/** The first Recipe objects in a file, when it is JSON: enough to tell its format by. */
export const recipesIn = (file: ImportFile): JsonObject[] =>
  recipeNodes(jsonValue(file), FORMAT_SAMPLE);

function photoOf(
  node: JsonObject,
  file: ImportFile,
  files: readonly ImportFile[],
  reading: SchemaOrgReading,
): Buffer | null {
  for (const reference of imageReferences(node)) {
    const photo = photoReferenced(files, file.path, reference);
    if (photo) return photo;
  }
  return reading.photoBeside?.(file, files) ?? null;
}

function itemsOfFile(
  file: ImportFile,
  files: readonly ImportFile[],
  reading: SchemaOrgReading,
): ImportItem[] {
  const json = readJson(file);
  if (json.error !== undefined) return [errorItem(file.path, json.error)];
  const nodes = recipeNodes(json.value);
  return nodes.map((node, index) => {
    const label = nodes.length > 1 ? `${file.path}, recipe ${index + 1}` : file.path;
    return recipeItem(label, recipeTitle(node), (title) => {
      const draft = {
        ...draftOfSchemaRecipe(node, title),
        photo: photoOf(node, file, files, reading),
      };
      return reading.adjust ? reading.adjust(draft, node) : draft;
    });
  });
}

/**
 * Every recipe in the upload's recipe files; a file that is not JSON is an item's error. More
 * than `maxRecipes` refuse the upload before any is read into a draft.
 */
export function readSchemaOrgFiles(
  files: readonly ImportFile[],
  reading: SchemaOrgReading,
  maxRecipes: number,
): ImportItem[] {
  const usable = contentFiles(files);
  const recipeFiles = usable.filter((file) => reading.isRecipeFile(file));
  let count = 0;
  for (const file of recipeFiles) {
    count += recipeNodes(jsonValue(file), maxRecipes - count + 1).length;
    if (count > maxRecipes) throw tooManyRecipes(maxRecipes);
  }
  return recipeFiles.flatMap((file) => itemsOfFile(file, usable, reading));
}

export const schemaOrgFormat: ImportFormat = {
  id: 'schema-org',
  name: 'schema.org recipes (JSON-LD)',
  matches: (files) =>
    contentFiles(files).some((file) => isJsonFile(file) && recipesIn(file).length > 0),
  read: async (files, open) =>
    readSchemaOrgFiles(files, { isRecipeFile: isJsonFile }, open.maxRecipes),
};
