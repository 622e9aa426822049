// Paprika's export: a .paprikarecipes file is a zip of .paprikarecipe files, each one recipe as
// gzip-compressed JSON; a single .paprikarecipe can be uploaded on its own. Its text fields are
// what the cook typed: ingredients and directions one per line, prep_time and cook_time free
// text ("15 mins", "1 hr 10 min"), categories by name, the photo as base64 in photo_data.
// Notes join the description; nutrition, rating and the source's name have no place in Potluck.
import type { ImportFile, ImportFormat, ImportItem, ImportOpeners } from '../types';
import { baseName, contentFiles, hasExtension } from './files';
import { emptyDraft, errorItem, recipeItem, refusesUpload } from './items';
import { splitLines, withNotes } from './lines';
import { readMinutes } from './minutes';
import { isObject, namesOf, presentText, uniqueTags, type JsonObject } from './values';

const NOT_PAPRIKA = 'This file is not a Paprika recipe, so it could not be read.';

const isPaprikaFile = (file: ImportFile) => hasExtension(file.path, 'paprikarecipe');

const isGzip = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b;

function photoOf(recipe: JsonObject): Buffer | null {
  const data = presentText(recipe.photo_data);
  if (data === null) return null;
  const bytes = Buffer.from(data, 'base64');
  return bytes.length > 0 ? bytes : null;
}

function itemOfRecipe(label: string, recipe: JsonObject): ImportItem {
  return recipeItem(label, recipe.name, (title) => ({
    ...emptyDraft(title),
    description: withNotes(presentText(recipe.description), presentText(recipe.notes)),
    ingredients: splitLines(recipe.ingredients),
    steps: splitLines(recipe.directions),
    tags: uniqueTags(namesOf(recipe.categories)),
    sourceUrl: presentText(recipe.source_url),
    prepTime: readMinutes(recipe.prep_time),
    cookTime: readMinutes(recipe.cook_time),
    servings: presentText(recipe.servings),
    photo: photoOf(recipe),
  }));
}

/** The JSON inside one .paprikarecipe file, or why it could not be had. */
function unpack(file: ImportFile, open: ImportOpeners): JsonObject | string {
  if (!isGzip(file.bytes)) return NOT_PAPRIKA;
  try {
    const recipe: unknown = JSON.parse(open.gunzip(file.bytes, file.path).toString('utf8'));
    return isObject(recipe) ? recipe : NOT_PAPRIKA;
  } catch (error) {
    if (refusesUpload(error)) throw error;
    return NOT_PAPRIKA;
  }
}

function readPaprikaFile(file: ImportFile, open: ImportOpeners): ImportItem {
  const label = baseName(file.path).replace(/\.paprikarecipe$/i, '');
  const recipe = unpack(file, open);
  return typeof recipe === 'string' ? errorItem(label, recipe) : itemOfRecipe(label, recipe);
}

export const paprikaFormat: ImportFormat = {
  id: 'paprika',
  name: 'Paprika',
  matches: (files) => contentFiles(files).some(isPaprikaFile),
  read: async (files, open) =>
    contentFiles(files)
      .filter(isPaprikaFile)
      .map((file) => readPaprikaFile(file, open)),
};
