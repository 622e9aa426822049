// A schema.org Recipe (https://schema.org/Recipe) as a draft: the one mapping behind plain
// JSON-LD files, Potluck's own export, RecipeSage and Nextcloud Cookbook. It keeps what it finds
// as found, so Potluck's export comes back without loss:
// - tags are `keywords` (a list is kept item by item, since a tag may hold a comma; a string is
//   split at commas), then `recipeCategory` and `recipeCuisine`, which other apps use the way
//   Potluck uses tags;
// - `prepTime` and `cookTime` are read as they are; `totalTime` is never split into them;
// - the source is `isBasedOn`, else `url`; the tip video is `video`'s address;
// - `recipeYield` is the servings (of a list, the longest entry: ["4", "4 servings"]);
// - instruction sections are flattened as lines.ts describes.
import { splitCommas, splitLines, stepLines, type ListPart } from './lines';
import { emptyDraft } from './items';
import { readMinutes } from './minutes';
import type { ImportDraft } from '../types';
import {
  asArray,
  isObject,
  namesOf,
  presentText,
  textOf,
  uniqueTags,
  type JsonObject,
} from './values';

/** "Recipe", "schema:Recipe" and "http://schema.org/Recipe" all name the type Recipe. */
function hasType(node: JsonObject, type: string): boolean {
  return asArray(node['@type']).some(
    (name) => typeof name === 'string' && name.replace(/^.*[/:#]/, '').toLowerCase() === type,
  );
}

/**
 * The Recipe objects in a JSON document: itself, a list of them, or inside an `@graph`; at most
 * `limit` of them, the walk ending there.
 */
export function recipeNodes(value: unknown, limit = Number.POSITIVE_INFINITY): JsonObject[] {
  const found: JsonObject[] = [];
  const walk = (node: unknown, depth: number): void => {
    if (depth > 4 || found.length >= limit) return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1);
      return;
    }
    if (!isObject(node)) return;
    if (hasType(node, 'recipe')) {
      found.push(node);
      return;
    }
    for (const key of ['@graph', 'mainEntity', 'itemListElement', 'item'])
      walk(node[key], depth + 1);
  };
  walk(value, 0);
  return found;
}

/** An entry's text: a string, or an object's `text` (else its `name`). */
const entryText = (entry: unknown) =>
  isObject(entry) ? (presentText(entry.text) ?? presentText(entry.name)) : textOf(entry);

function readIngredients(node: JsonObject): string[] {
  const value = node.recipeIngredient ?? node.ingredients;
  if (typeof value === 'string') return splitLines(value);
  return asArray(value).flatMap((entry) => {
    const text = entryText(entry);
    return text === null ? [] : [text];
  });
}

/** A section's steps, however deep its own sub-lists go. */
function stepTexts(value: unknown, depth = 0): string[] {
  if (depth > 8) return [];
  if (typeof value === 'string') return splitLines(value);
  if (Array.isArray(value)) return value.flatMap((item) => stepTexts(item, depth + 1));
  if (!isObject(value)) return [];
  const text = presentText(value.text);
  if (text !== null) return [text];
  const children = value.itemListElement ?? value.steps ?? value.item;
  if (children !== undefined) return stepTexts(children, depth + 1);
  const name = presentText(value.name);
  return name === null ? [] : [name];
}

/**
 * Instructions as parts of a list: a HowToSection holds its steps under its name; one with no
 * steps of its own (RecipeSage writes its headings so) names the steps that follow it.
 */
function instructionParts(value: unknown): ListPart[] {
  if (typeof value === 'string') return [{ heading: null, lines: splitLines(value) }];
  return asArray(value).map((entry) =>
    isObject(entry) && hasType(entry, 'howtosection')
      ? {
          heading: presentText(entry.name),
          lines: stepTexts(entry.itemListElement ?? entry.steps),
        }
      : { heading: null, lines: stepTexts(entry) },
  );
}

function readTags(node: JsonObject): string[] {
  const listed = (value: unknown) =>
    typeof value === 'string' ? splitCommas(value) : namesOf(value);
  return uniqueTags([
    ...listed(node.keywords),
    ...listed(node.recipeCategory),
    ...listed(node.recipeCuisine),
  ]);
}

function readYield(value: unknown): string | null {
  const entries = asArray(value).flatMap((entry) => {
    const text = presentText(entry);
    return text === null ? [] : [text];
  });
  return entries.reduce<string | null>(
    (longest, entry) => (longest === null || entry.length > longest.length ? entry : longest),
    null,
  );
}

/** An address given as a string or as an object (`contentUrl`, `url`, `@id`); of a list, the first. */
function addressOf(value: unknown, ...keys: string[]): string | null {
  for (const entry of asArray(value)) {
    const address = isObject(entry)
      ? keys.map((key) => presentText(entry[key])).find((text) => text !== null)
      : presentText(entry);
    if (address) return address;
  }
  return null;
}

/** Every address the recipe's `image` names, in order: a string, an ImageObject, or a list. */
export function imageReferences(node: JsonObject): string[] {
  return asArray(node.image).flatMap((entry) => {
    const address = addressOf(entry, 'contentUrl', 'url', '@id');
    return address === null ? [] : [address];
  });
}

/** The recipe's name (of a list of names, the first). */
export const recipeTitle = (node: JsonObject): unknown => asArray(node.name)[0];

/** The recipe as a draft, its photo still to be found (the caller knows where to look). */
export function draftOfSchemaRecipe(node: JsonObject, title: string): ImportDraft {
  return {
    ...emptyDraft(title),
    description: presentText(node.description),
    ingredients: readIngredients(node),
    steps: stepLines(instructionParts(node.recipeInstructions)),
    tags: readTags(node),
    sourceUrl: addressOf(node.isBasedOn, 'url', '@id') ?? presentText(node.url),
    tipVideoUrl: addressOf(node.video, 'contentUrl', 'embedUrl', 'url'),
    prepTime: readMinutes(node.prepTime),
    cookTime: readMinutes(node.cookTime),
    servings: readYield(node.recipeYield),
  };
}
