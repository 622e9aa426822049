// Tandoor's default export: a zip holding one zip per recipe, each with recipe.json and its
// photo as image.<ext>; one recipe's own zip is read as well. recipe.json keeps ingredients in
// the steps that use them (amount, unit, food, note; a header is an ingredient marked
// is_header), keywords by name, servings as a number with its own word ("4" "pieces"), and two
// times in minutes: working_time (read as the prep time) and waiting_time (the cook time), 0
// meaning not given. A step's name heads it, as lines.ts describes.
import type { ImportFile, ImportFormat, ImportItem, ImportOpeners } from '../types';
import { baseName, contentFiles, folderOf, hasExtension, jsonValue, readJson } from './files';
import { emptyDraft, errorItem, recipeItem, refusesUpload } from './items';
import { ingredientLines, splitLines, stepLines } from './lines';
import {
  asArray,
  isObject,
  namesOf,
  numberOf,
  presentText,
  uniqueTags,
  type JsonObject,
} from './values';

const NOT_TANDOOR = 'This file is not a Tandoor recipe, so it could not be read.';
const NO_RECIPE_JSON = 'This recipe’s archive has no recipe.json, so it could not be read.';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const isRecipeJson = (file: ImportFile) => baseName(file.path).toLowerCase() === 'recipe.json';

const isZip = (file: ImportFile) => file.bytes.subarray(0, 4).equals(ZIP_MAGIC);

/** A zip whose directory names a recipe.json (names are stored as plain text in a zip). */
const isRecipeZip = (file: ImportFile) =>
  hasExtension(file.path, 'zip') && isZip(file) && file.bytes.includes('recipe.json');

const isTandoorRecipe = (value: unknown): value is JsonObject =>
  isObject(value) &&
  Array.isArray(value.steps) &&
  ('working_time' in value || 'waiting_time' in value);

const amountText = (amount: number) => String(Number(amount.toFixed(3)));

/** An ingredient as a line: "2 cloves garlic, minced". */
function ingredientText(ingredient: JsonObject): string | null {
  const amount = numberOf(ingredient.amount);
  const food = isObject(ingredient.food) ? presentText(ingredient.food.name) : null;
  const unit = isObject(ingredient.unit) ? presentText(ingredient.unit.name) : null;
  const note = presentText(ingredient.note);
  const hasAmount = ingredient.no_amount !== true && amount !== null && amount > 0;
  const words = [hasAmount ? amountText(amount) : null, unit, food].filter((word) => word !== null);
  if (words.length === 0) return note;
  return note === null ? words.join(' ') : `${words.join(' ')}, ${note}`;
}

/** Every step's ingredients in one list; a header ingredient heads those after it. */
function readIngredients(steps: unknown[]): string[] {
  const ingredients = steps.flatMap((step) =>
    isObject(step) ? asArray(step.ingredients).filter(isObject) : [],
  );
  return ingredientLines(
    ingredients.map((ingredient) => {
      const text = ingredientText(ingredient);
      if (ingredient.is_header === true) return { heading: text, lines: [] };
      return { heading: null, lines: text === null ? [] : [text] };
    }),
  );
}

const readSteps = (steps: unknown[]): string[] =>
  stepLines(
    steps.filter(isObject).map((step) => ({
      heading: presentText(step.name),
      lines: splitLines(step.instruction),
    })),
  );

function readServings(recipe: JsonObject): string | null {
  const servings = numberOf(recipe.servings);
  const word = presentText(recipe.servings_text);
  if (servings === null || servings <= 0) return word;
  return word === null ? amountText(servings) : `${amountText(servings)} ${word}`;
}

function readMinutesGiven(value: unknown): number | null {
  const minutes = numberOf(value);
  return minutes !== null && minutes > 0 ? Math.round(minutes) : null;
}

function readRecipeFiles(label: string, files: readonly ImportFile[]): ImportItem {
  const recipeFile = files.find(isRecipeJson);
  if (!recipeFile) return errorItem(label, NO_RECIPE_JSON);
  const json = readJson(recipeFile);
  if (json.error !== undefined) return errorItem(label, json.error);
  if (!isObject(json.value)) return errorItem(label, NOT_TANDOOR);
  const recipe = json.value;
  const steps = asArray(recipe.steps);
  const photo = files.find(
    (file) =>
      folderOf(file.path) === folderOf(recipeFile.path) &&
      /^image\.\w+$/i.test(baseName(file.path)),
  );
  return recipeItem(label, recipe.name, (title) => ({
    ...emptyDraft(title),
    description: presentText(recipe.description),
    ingredients: readIngredients(steps),
    steps: readSteps(steps),
    tags: uniqueTags(namesOf(recipe.keywords)),
    sourceUrl: presentText(recipe.source_url),
    prepTime: readMinutesGiven(recipe.working_time),
    cookTime: readMinutesGiven(recipe.waiting_time),
    servings: readServings(recipe),
    photo: photo?.bytes ?? null,
  }));
}

async function readRecipeZip(file: ImportFile, open: ImportOpeners): Promise<ImportItem> {
  const label = baseName(file.path).replace(/\.zip$/i, '');
  if (!isZip(file)) return errorItem(label, NOT_TANDOOR);
  try {
    return readRecipeFiles(label, await open.unzip(file.bytes, file.path));
  } catch (error) {
    if (refusesUpload(error)) throw error;
    return errorItem(label, NOT_TANDOOR);
  }
}

export const tandoorFormat: ImportFormat = {
  id: 'tandoor',
  name: 'Tandoor',
  matches: (files) =>
    contentFiles(files).some(
      (file) => isRecipeZip(file) || (isRecipeJson(file) && isTandoorRecipe(jsonValue(file))),
    ),
  read: async (files, open) => {
    const usable = contentFiles(files);
    const zips = usable.filter((file) => hasExtension(file.path, 'zip'));
    if (zips.length === 0) return [readRecipeFiles('recipe.json', usable)];
    const items: ImportItem[] = [];
    for (const zip of zips) items.push(await readRecipeZip(zip, open));
    return items;
  },
};
