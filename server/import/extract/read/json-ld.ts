// schema.org Recipe from JSON-LD, in the shapes pages really use: a bare object, an array, an
// `@graph` with `@id` references, nested `mainEntity`, multiple `@type`s, instructions as a
// string, a list, or HowToSection/HowToStep trees.
//
// Over 300 lines: one reader for the many shapes JSON-LD takes on real pages.
import { AMOUNT_WITH_UNIT_ONLY } from '../words/amount';
import { attr, findAll, rawText, type HtmlDocument } from '../dom/dom';
import { parseDurationMinutes } from './duration';
import { parseLenientJson } from './lenient-json';
import { cleanText, firstText, isStepLabel, splitLines } from '../dom/text';
import { emptyRecipe, type ImageCandidate, type RecipeData } from '../types';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** "Recipe", "schema:Recipe", "http://schema.org/Recipe" all name the type Recipe. */
function typeNames(node: JsonObject): string[] {
  return asArray(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/:#]/, '').toLowerCase());
}

const hasType = (node: JsonObject, name: string) => typeNames(node).includes(name);

/** All JSON values of the page's `application/ld+json` blocks. */
export function readJsonLdBlocks(document: HtmlDocument): unknown[] {
  const scripts = findAll(
    document,
    (element) => element.name === 'script' && /ld\+json/i.test(attr(element, 'type') ?? ''),
  );
  return scripts.flatMap((script) => parseLenientJson(rawText(script)));
}

/** Every object in the blocks, with `@id`s indexed so references can be followed. */
function collect(values: unknown[]) {
  const nodes: JsonObject[] = [];
  const byId = new Map<string, JsonObject>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 40 || value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as JsonObject;
    nodes.push(node);
    const id = node['@id'];
    if (typeof id === 'string' && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
    for (const child of Object.values(node)) visit(child, depth + 1);
  };
  for (const value of values) visit(value, 0);
  return { nodes, byId };
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Finds the page's main Recipe in its JSON-LD, or null. A page can carry several (a round-up,
 * a sub-recipe for the sauce, a stub next to the full one): the one named like the page
 * (`pageTitles`: its og:title, <title>, <h1>) wins, else the first that has ingredients.
 */
export function extractJsonLd(
  document: HtmlDocument,
  pageTitles: string[] = [],
): RecipeData | null {
  const { nodes, byId } = collect(readJsonLdBlocks(document));
  const recipes = nodes.filter((node) => hasType(node, 'recipe'));
  if (!recipes.length) return null;
  const withIngredients = recipes.filter(
    (node) => asArray(node.recipeIngredient ?? node.ingredients).length > 0,
  );
  const titles = pageTitles.map(squash).filter(Boolean);
  const isNamedLikePage = (node: JsonObject) => {
    const name = squash(firstText(...asArray(node.name)));
    return name.length > 2 && titles.some((title) => title.includes(name));
  };
  const recipe =
    (recipes.length > 1 &&
      (withIngredients.find(isNamedLikePage) ?? recipes.find(isNamedLikePage))) ||
    withIngredients[0] ||
    recipes[0]!;
  const resolve = (value: unknown): unknown => {
    if (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
      return byId.get(value['@id']) ?? value;
    }
    return value;
  };
  return mapRecipe(recipe, resolve);
}

function mapRecipe(node: JsonObject, resolve: (value: unknown) => unknown): RecipeData {
  const data = emptyRecipe();
  data.title = firstText(...asArray(node.name), ...asArray(node.headline));
  data.description = firstText(...asArray(node.description));
  const entries = node.recipeIngredient ?? node.ingredients;
  data.ingredients = readIngredients(entries);
  if (data.ingredients.length > asArray(entries).length) data.ingredientsRunTogether = true;
  // A Recipe is a HowTo: its method may be given as the HowTo's steps.
  data.steps = readInstructions(node.recipeInstructions ?? node.step, resolve);
  // Some pages fill the instructions with the description: that is no instruction at all.
  const description = data.description.toLowerCase();
  if (
    description &&
    data.steps.length === 1 &&
    description.startsWith(data.steps[0]!.toLowerCase().replace(/[.…]+$/, ''))
  ) {
    data.steps = [];
  }
  data.images = readImages(node.image, resolve);
  data.prepTime = parseDurationMinutes(node.prepTime);
  data.cookTime = parseDurationMinutes(node.cookTime);
  const servings = readYield(node.recipeYield ?? node.yield);
  if (servings) data.servings = servings;
  return data;
}

function readIngredients(value: unknown): string[] {
  const lines: string[] = [];
  for (const item of asArray(value)) {
    if (typeof item === 'string') {
      // Some pages put several ingredients in one entry, one per line; a line that is only a
      // quantity ("2\nbay leaves") belongs to the next.
      const parts = item
        .split(/\r?\n|<br\s*\/?>/i)
        .map(cleanText)
        .filter(Boolean);
      for (let i = 0; i < parts.length; i++) {
        if (
          (!/\p{L}/u.test(parts[i]!) || AMOUNT_WITH_UNIT_ONLY.test(parts[i]!)) &&
          i + 1 < parts.length
        )
          parts[i + 1] = `${parts[i]} ${parts[i + 1]}`;
        else if (!MARKDOWN_HEADING.test(parts[i]!)) lines.push(parts[i]!);
      }
    } else if (Array.isArray(item)) {
      lines.push(...readIngredients(item));
    } else if (isObject(item)) {
      const text = firstText(item.text, item.name, item.description);
      if (text) lines.push(withQuantity(item, text));
    }
  }
  return lines;
}

/**
 * An ingredient given as an object with its quantity apart (a HowToSupply's requiredQuantity, a
 * PropertyValue's value and unit): the line as a cook writes it, "200 g flour". A name that
 * already starts with a figure has its amount.
 */
function withQuantity(item: JsonObject, name: string): string {
  const quantity = isObject(item.requiredQuantity) ? item.requiredQuantity : item;
  const amount = firstText(quantity.value, quantity.amount);
  if (!amount || /^[\d½¼¾⅓⅔⅛⅜⅝⅞]/.test(name) || amount === name) return name;
  const unit = firstText(quantity.unitText, quantity.unitCode, quantity.unit);
  return [amount, unit, name].filter(Boolean).join(' ');
}

/** "## Sauce": a group name written as a Markdown heading. */
const MARKDOWN_HEADING = /^#{1,6}\s/;

/** Instruction lines: section names left out, step labels dropped. */
export function readInstructions(
  value: unknown,
  resolve: (value: unknown) => unknown = (v) => v,
): string[] {
  const lines: string[] = [];
  // Only when everything is one string is it worth looking for steps run together in it.
  const isOneBlob = typeof value === 'string' || (Array.isArray(value) && value.length === 1);
  const visit = (raw: unknown, depth: number) => {
    if (depth > 12) return;
    const item = resolve(raw);
    if (typeof item === 'string') {
      if (!isOneBlob) {
        // One step of a list: a line break inside it is only layout, a paragraph is not.
        lines.push(...splitLines(item.replace(/\r?\n|\r/g, ' ')));
        return;
      }
      // One string may hold all the instructions, separated by newlines or markup, or numbered
      // in a run whose line breaks fall inside its steps.
      for (const line of numberedRun(splitLines(item)) ?? splitLines(item))
        for (const part of splitInlineNumbering(line))
          for (const step of splitAtPhotoMarks(part)) lines.push(...splitGluedSentences(step));
      return;
    }
    if (Array.isArray(item)) {
      for (const child of item) visit(child, depth + 1);
      return;
    }
    if (!isObject(item)) return;
    const types = typeNames(item);
    const children = item.itemListElement ?? item.steps ?? item.step;
    if (types.includes('howtosection') || (children !== undefined && !item.text)) {
      visit(children, depth + 1);
      return;
    }
    if (types.includes('listitem') && item.item !== undefined && !item.text) {
      visit(item.item, depth + 1);
      return;
    }
    const text = firstText(item.text, item.description, item.name);
    if (text) lines.push(text);
  };
  visit(value, 0);
  return lines.filter((line) => !isStepLabel(line) && /[\p{L}\p{N}]/u.test(line));
}

function readImages(value: unknown, resolve: (value: unknown) => unknown): ImageCandidate[] {
  const images: ImageCandidate[] = [];
  for (const raw of asArray(value)) {
    const item = resolve(raw);
    if (typeof item === 'string') {
      images.push({ url: item.trim() });
    } else if (Array.isArray(item)) {
      images.push(...readImages(item, resolve));
    } else if (isObject(item)) {
      const url = asArray(item.url ?? item.contentUrl ?? item['@id']).find(
        (u) => typeof u === 'string',
      );
      if (typeof url === 'string') {
        images.push({
          url: url.trim(),
          width: toNumber(item.width),
          height: toNumber(item.height),
        });
      }
    }
  }
  return images.filter((image) => image.url);
}

function toNumber(value: unknown): number | undefined {
  const item = Array.isArray(value) ? value[0] : value;
  if (typeof item === 'number') return item;
  if (typeof item === 'string') {
    const number = parseFloat(item);
    return Number.isFinite(number) ? number : undefined;
  }
  if (isObject(item)) return toNumber(item.value);
  return undefined;
}

/** recipeYield: "4", 4, ["4", "4 servings"], "Makes 12 cookies". */
function readYield(value: unknown): string | undefined {
  const items = asArray(value)
    .map((item) => cleanText(isObject(item) ? (item.value ?? item.name) : item))
    .filter(Boolean);
  if (!items.length) return undefined;
  const descriptive = items.find((item) => /\D/.test(item) && /\d/.test(item));
  return (descriptive ?? items[0])!.slice(0, 100);
}

/**
 * "Line the tin.Snap the chocolate" – paragraphs whose tags were stripped without a space: a
 * full stop straight after a lowercase word and straight before a capitalised one starts a new
 * step.
 */
export function splitGluedSentences(text: string): string[] {
  return text
    .split(/(?<=(?:\p{Ll}{2}|\p{Ll}\))[.!?])(?=\p{Lu}\p{Ll})/u)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * "1. Preheat the oven. 2. Cream the butter. 3. Bake." in one string: numbered steps run
 * together. Split before each number when they count up from 1.
 */
export function splitInlineNumbering(text: string): string[] {
  const marks = [...text.matchAll(/(?:^|\s)(\d{1,2})[.)]\s*(?=\p{L})/gu)];
  const starts: number[] = [];
  let expected = 1;
  for (const mark of marks) {
    if (Number(mark[1]) !== expected) continue;
    starts.push(mark.index + (mark[0].length - mark[0].trimStart().length));
    expected++;
  }
  if (starts.length < 3) return splitAtStepLabels(text);
  const parts = [text.slice(0, starts[0])];
  starts.forEach((start, i) => parts.push(text.slice(start, starts[i + 1])));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** How far into the text the first of its step labels may come (a line of introduction). */
const LABEL_WINDOW = 200;

/**
 * "Step 1: Preheat the oven. Step 2: Mix the flour. Step 3: Bake." in one string, in any
 * language ("Schritt 1:", "Paso 1."): one word, the same each time, opening a sentence before a
 * number counting up from 1, the first near the start. Split before each label; of two words
 * so used, the one used most ("Step" over "Tip").
 */
function splitAtStepLabels(text: string): string[] {
  const starts = new Map<string, number[]>();
  const label = /(?:^|(?<=[.!?:;)])\s+)(\p{L}{2,12})\s?(\d{1,2})\s?[:.)]\s+(?=\p{L})/gu;
  for (const mark of text.matchAll(label)) {
    const word = mark[1]!.toLowerCase();
    const found = starts.get(word) ?? [];
    if (Number(mark[2]) !== found.length + 1) continue;
    const start = mark.index + (mark[0].length - mark[0].trimStart().length);
    if (!found.length && start > LABEL_WINDOW) continue;
    found.push(start);
    starts.set(word, found);
  }
  const cuts = [...starts.values()].reduce<number[]>(
    (most, found) => (found.length > most.length ? found : most),
    [],
  );
  if (cuts.length < 2) return [text];
  return [0, ...cuts].map((start, i) => text.slice(start, cuts[i]).trim()).filter(Boolean);
}

/** Two characters of scripts written without spaces between words (Chinese, Japanese, Thai). */
const UNSPACED_PAIR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]$/u;
const UNSPACED_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/**
 * "1.Soften the cheese 2.Line the tin 3.Melt the gelatine\nand stir 4.Chill": steps numbered in
 * one run, its line breaks only where the text wrapped. When the numbers count on from line to
 * line and some line does not start with one, the lines are one text to split at the numbers
 * (joined without a space where the script uses none). Null when the lines are the steps.
 */
export function numberedRun(lines: string[]): string[] | null {
  if (lines.length < 2 || !lines.some((line) => !/^\d{1,2}[.)]/.test(line))) return null;
  let text = lines[0]!;
  for (const line of lines.slice(1))
    text += UNSPACED_PAIR.test(text) && UNSPACED_START.test(line) ? line : ` ${line}`;
  const parts = splitInlineNumbering(text);
  if (parts.length <= lines.length || !/^\d{1,2}[.)]/.test(parts[0]!)) return null;
  // Numbers left over at the end that go on counting, with nothing after them ("… 11. 12."), are
  // empty steps; any other number ending a step is its own ("cut into 12.").
  const last = parts.length - 1;
  const tail = /(?:\s+\d{1,2}[.)])+$/.exec(parts[last]!);
  const counted = tail?.[0].match(/\d+/g)?.every((number, i) => Number(number) === last + 2 + i);
  if (tail && counted) parts[last] = parts[last]!.slice(0, tail.index);
  return parts;
}

/**
 * "… stufare per dieci minuti [1]. Saliamo … il burro [2]. Quando è fuso, uniamo la farina [3]
 * e …": the instructions in one string, each step pointing to its photo by number. Split at the
 * end of the sentence holding each mark, when the marks count up from 1.
 */
export function splitAtPhotoMarks(text: string): string[] {
  const cuts: number[] = [];
  let expected = 1;
  for (const mark of text.matchAll(/\[(\d{1,2})\]/g)) {
    if (Number(mark[1]) !== expected) continue;
    expected++;
    const end = /[.!?](?=\s|$)/.exec(text.slice(mark.index + mark[0].length));
    if (!end) continue;
    const cut = mark.index + mark[0].length + end.index + 1;
    if (cut > (cuts[cuts.length - 1] ?? 0)) cuts.push(cut);
  }
  if (cuts.length < 3) return [text];
  return [0, ...cuts].map((start, i) => text.slice(start, cuts[i]).trim()).filter(Boolean);
}
