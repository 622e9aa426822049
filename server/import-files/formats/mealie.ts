// Mealie's recipe export (Data Management → Recipes → Export): a zip holding, per recipe,
// recipes/<slug>/<slug>.json and that recipe's folder (images/original.webp and smaller copies,
// assets). The JSON is Mealie's recipe model, written in snake_case by its exporter and in
// camelCase by its API, so both are read. Ingredients are read as Mealie displays them (`display`,
// else quantity, unit, food and note, else the note alone); a step's or ingredient's `title`
// heads a section; `performTime` is what Mealie shows as the cook time; notes join the
// description. Mealie's admin backup (database.json and data/) is a database dump, not this.
import type { ImportFile, ImportFormat, ImportItem } from '../types';
import { contentFiles, folderOf, jsonValue, readJson } from './files';
import { emptyDraft, errorItem, recipeItem } from './items';
import { ingredientLines, splitLines, stepLines, withNotes } from './lines';
import { readMinutes } from './minutes';
import {
  asArray,
  field,
  isObject,
  namesOf,
  numberOf,
  presentText,
  textOf,
  uniqueTags,
  type JsonObject,
} from './values';

const PHOTO_NAMES = ['original', 'min-original', 'tiny-original'];

const isMealieRecipe = (value: unknown): value is JsonObject =>
  isObject(value) &&
  typeof value.slug === 'string' &&
  field(value, 'recipe_ingredient', 'recipeIngredient') !== undefined;

/**
 * recipes/<slug>/<slug>.json (recipes/<slug>.json in early versions), also when the export was
 * unpacked and zipped again inside a folder of its own.
 */
const isRecipeFile = (file: ImportFile) =>
  /(?:^|\/)recipes\/(?:[^/]+\/)?[^/]+\.json$/i.test(file.path);

const quantityText = (quantity: number) => String(Number(quantity.toFixed(3)));

function unitName(unit: unknown): string | null {
  if (!isObject(unit)) return presentText(unit);
  const abbreviation = presentText(unit.abbreviation);
  return field(unit, 'use_abbreviation', 'useAbbreviation') === true && abbreviation
    ? abbreviation
    : presentText(unit.name);
}

/** An ingredient as Mealie displays it. */
function ingredientText(ingredient: JsonObject): string | null {
  const display = presentText(ingredient.display);
  if (display !== null) return display;
  const note = presentText(ingredient.note);
  const food = isObject(ingredient.food)
    ? presentText(ingredient.food.name)
    : presentText(ingredient.food);
  if (food === null) return note ?? presentText(field(ingredient, 'original_text', 'originalText'));
  const quantity = numberOf(ingredient.quantity);
  const parts = [quantity ? quantityText(quantity) : null, unitName(ingredient.unit), food, note];
  return parts.filter((part) => part !== null).join(' ');
}

function readIngredients(recipe: JsonObject): string[] {
  return ingredientLines(
    asArray(field(recipe, 'recipe_ingredient', 'recipeIngredient')).map((entry) => {
      const text = isObject(entry) ? ingredientText(entry) : textOf(entry);
      return {
        heading: isObject(entry) ? presentText(entry.title) : null,
        lines: text === null ? [] : [text],
      };
    }),
  );
}

const readSteps = (recipe: JsonObject): string[] =>
  stepLines(
    asArray(field(recipe, 'recipe_instructions', 'recipeInstructions')).map((entry) => ({
      heading: isObject(entry) ? presentText(entry.title) : null,
      lines: splitLines(isObject(entry) ? entry.text : entry),
    })),
  );

function readNotes(recipe: JsonObject): string | null {
  const notes = asArray(recipe.notes).flatMap((note) => {
    if (!isObject(note)) return [];
    const text = [presentText(note.title), presentText(note.text)].filter((part) => part !== null);
    return text.length > 0 ? [text.join('\n')] : [];
  });
  return notes.length > 0 ? notes.join('\n\n') : null;
}

function readServings(recipe: JsonObject): string | null {
  const servings = numberOf(field(recipe, 'recipe_servings', 'recipeServings'));
  return (
    presentText(field(recipe, 'recipe_yield', 'recipeYield')) ??
    (servings ? quantityText(servings) : null)
  );
}

function photoBeside(file: ImportFile, files: readonly ImportFile[]): Buffer | null {
  const images = `${folderOf(file.path)}images/`;
  for (const name of PHOTO_NAMES) {
    const photo = files.find(
      (candidate) =>
        candidate.path.startsWith(images) &&
        candidate.path.slice(images.length).replace(/\.[a-z]+$/i, '') === name,
    );
    if (photo) return photo.bytes;
  }
  return null;
}

function readMealieFile(file: ImportFile, files: readonly ImportFile[]): ImportItem[] {
  const json = readJson(file);
  if (json.error !== undefined) return [errorItem(file.path, json.error)];
  if (!isMealieRecipe(json.value)) return [];
  const recipe = json.value;
  return [
    recipeItem(file.path, recipe.name, (title) => ({
      ...emptyDraft(title),
      description: withNotes(presentText(recipe.description), readNotes(recipe)),
      ingredients: readIngredients(recipe),
      steps: readSteps(recipe),
      tags: uniqueTags([
        ...namesOf(recipe.tags),
        ...namesOf(field(recipe, 'recipe_category', 'recipeCategory')),
      ]),
      sourceUrl: presentText(field(recipe, 'org_url', 'orgURL')),
      prepTime: readMinutes(field(recipe, 'prep_time', 'prepTime')),
      cookTime: readMinutes(field(recipe, 'perform_time', 'performTime', 'cook_time', 'cookTime')),
      servings: readServings(recipe),
      photo: photoBeside(file, files),
    })),
  ];
}

export const mealieFormat: ImportFormat = {
  id: 'mealie',
  name: 'Mealie',
  matches: (files) =>
    contentFiles(files).some((file) => isRecipeFile(file) && isMealieRecipe(jsonValue(file))),
  read: async (files) => {
    const usable = contentFiles(files);
    return usable.filter(isRecipeFile).flatMap((file) => readMealieFile(file, usable));
  },
};
