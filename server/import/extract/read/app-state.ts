// The recipe as a page's scripts hold it: sites whose screens are drawn in the browser send their
// data with the page, as JSON in a script element (`__NEXT_DATA__` and other application/json
// blocks), as the chunks of a streamed React payload (`self.__next_f.push(...)`), or assigned to a
// global (`window.__INITIAL_STATE__ = {...}`). What the page then shows is drawn from it, so the
// lines it holds are the recipe's even where the served HTML lacks some of them. The reader looks
// for one object that holds both an ingredient list and an instruction list, by the names of its
// keys, in any language's data as long as the keys are English, as they almost always are.
import { attr, findAll, rawText, type HtmlDocument } from '../dom/dom';
import { parseLenientJson } from './lenient-json';
import { cleanText, isStepLabel, splitLines } from '../dom/text';
import { emptyRecipe, type RecipeData } from '../types';

/** Work bounds: a page's state can be megabytes, and the walk is over untrusted input. */
const MAX_NODES = 200_000;
const MAX_DEPTH = 60;

/**
 * The keys of the two lists, whole: a key that only mentions them ("mainIngredients",
 * "ingredientIds", "storageInstructions", a text's "direction") holds something else.
 */
const INGREDIENTS_KEY = /^(?:recipe[_-]?)?ingredients?(?:[_-]?(?:list|groups?|sections?))?$/i;
const INSTRUCTIONS_KEY =
  /^(?:recipe[_-]?)?(?:instructions?|directions|steps?|method|preparation(?:[_-]?(?:instructions|steps))?)(?:[_-]?(?:list|groups?|sections?))?$/i;
/** Values a page's scripts hold at most that are read; more are one's own data, not a recipe's. */
const MAX_VALUES = 64;
/** An attribute this long or longer may carry a component's data; shorter ones are options. */
const MIN_STATE_ATTRIBUTE = 200;
/** Keys that count or time something, though their names mention the list. */
const NOT_A_LIST_KEY = /time|minute|count|total|number|url|image|video/i;

/** Where an ingredient object keeps its whole line, its parts, or its group's entries. */
const LINE_KEYS = /^(?:text|original|originaltext|raw|rawtext|display|displaytext|line|fulltext)$/i;
const NAME_KEYS = /^(?:name|title|ingredient|food|label|product|displayname)$/i;
const QUANTITY_KEYS = /quantit|amount|^qty$/i;
const UNIT_KEYS = /unit|measure/i;
/** "id", "unitId", "unit_id": a key naming a record, not a value. */
const ID_KEY = /(?:^id|_id|Id|ID)$/;
const GROUP_KEYS = /^(?:ingredients|items|entries|list|children)$/i;
/** Where an instruction object keeps its text, and where a group keeps its steps. */
const STEP_TEXT_KEYS = /^(?:text|body|description|instruction|content|value|html|step)$/i;
const STEP_GROUP_KEYS = /^(?:steps|items|instructions|itemlistelement|children)$/i;

/**
 * A global the page assigns its data to, at the start of a script. Names are bounded, and only
 * the script's first characters are tested: a pattern with two open runs of name characters
 * takes time growing with the square of a hostile script's length ("datadata…").
 */
const STATE_ASSIGNMENT =
  /^\s*(?:window\.|self\.|var\s+|let\s+|const\s+)?[\w$.]{0,60}(?:state|data|props)[\w$]{0,60}\s*=\s*[{[]/i;
const STATE_ASSIGNMENT_HEAD = 200;
/** One chunk of a streamed React payload: its text is a JSON string literal. */
const FLIGHT_CHUNK = /self\.__next_f\.push\(\[\s*1\s*,\s*("(?:[^"\\]|\\.)*")\s*\]\)/g;

type Json = Record<string, unknown>;

interface FoundRecipe {
  name: string;
  ingredients: string[];
  /** Some lines were put together from an entry's fields, not taken as written. */
  assembled: boolean;
  steps: string[];
}

/**
 * The ingredient and instruction lines of the recipe the page's scripts carry, or null when they
 * carry none, or several that the page's titles cannot tell apart.
 */
export function extractAppState(document: HtmlDocument, pageTitles: string[]): RecipeData | null {
  const found: FoundRecipe[] = [];
  const budget = { nodes: MAX_NODES };
  for (const value of readStates(document)) collect(value, found, budget, 0);
  if (!found.length) return null;
  const titles = pageTitles.map(fold).filter(Boolean);
  const titled = found.filter(
    (recipe) => recipe.name && titles.some((title) => title.includes(fold(recipe.name))),
  );
  const distinct = (list: typeof found) =>
    new Set(list.map((recipe) => recipe.ingredients.join('\n'))).size;
  const chosen = titled.length ? titled : found;
  if (distinct(chosen) > 1) return null;
  // The same recipe held twice (its markup's object without a method, the screen's with one):
  // the fuller holding.
  const best = chosen.find((found) => found.steps.length) ?? chosen[0]!;
  const recipe = emptyRecipe();
  recipe.ingredients = best.ingredients;
  if (best.assembled) recipe.ingredientsAssembled = true;
  recipe.steps = best.steps;
  return recipe;
}

const fold = (text: string) => cleanText(text).toLowerCase();

/** Every JSON value the page's scripts hand to the browser. */
function readStates(document: HtmlDocument): unknown[] {
  const values: unknown[] = [];
  const flight: string[] = [];
  for (const script of findAll(document, (element) => element.name === 'script')) {
    const type = (attr(script, 'type') ?? '').toLowerCase();
    if (type.includes('ld+json')) continue;
    const text = rawText(script);
    if (type.includes('json')) {
      for (const value of parseLenientJson(text).slice(0, MAX_VALUES)) values.push(value);
    } else if (text.includes('self.__next_f.push')) {
      for (const chunk of text.matchAll(FLIGHT_CHUNK)) {
        try {
          flight.push(JSON.parse(chunk[1]!) as string);
        } catch {
          // a chunk that is not a string literal carries no data
        }
      }
    } else if (STATE_ASSIGNMENT.test(text.slice(0, STATE_ASSIGNMENT_HEAD))) {
      for (const value of parseLenientJson(text.slice(text.indexOf('=') + 1)).slice(0, MAX_VALUES))
        values.push(value);
    }
  }
  // Each row of the payload is `<id>:<JSON>`, one per line.
  for (const row of flight.join('').split('\n')) {
    const json = /^[0-9a-f]+:(?=[[{])/.exec(row);
    if (!json) continue;
    try {
      values.push(JSON.parse(row.slice(json[0].length)));
    } catch {
      // a row split over chunks in a way this reader does not follow
    }
  }
  values.push(...attributeStates(document));
  return values;
}

/**
 * Components the server renders with their props in an attribute (Inertia's `data-page`, a Vue
 * component's `:recipe="{...}"`): the browser hands that JSON to the script that draws them.
 */
function attributeStates(document: HtmlDocument): unknown[] {
  const values: unknown[] = [];
  for (const element of findAll(document, (node) => Object.keys(node.attribs).length > 0)) {
    for (const value of Object.values(element.attribs)) {
      if (value.length < MIN_STATE_ATTRIBUTE || !/^\s*[{[]/.test(value)) continue;
      // One attribute may hold thousands of values ("[0][0]…"): only as many as are read.
      for (const parsed of parseLenientJson(value).slice(0, MAX_VALUES - values.length))
        values.push(parsed);
      if (values.length >= MAX_VALUES) return values;
    }
  }
  return values;
}

/** Walks `value`, noting each object that holds both lists. */
function collect(
  value: unknown,
  found: FoundRecipe[],
  budget: { nodes: number },
  depth: number,
): void {
  if (depth > MAX_DEPTH || --budget.nodes < 0 || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, found, budget, depth + 1);
    return;
  }
  const object = value as Json;
  const recipe = readRecipe(object);
  if (recipe) found.push(recipe);
  for (const child of Object.values(object)) collect(child, found, budget, depth + 1);
}

function readRecipe(object: Json): FoundRecipe | null {
  let ingredients: string[] = [];
  let steps: string[] = [];
  const read = { assembled: false };
  for (const [key, value] of Object.entries(object)) {
    if (NOT_A_LIST_KEY.test(key)) continue;
    if (!ingredients.length && INGREDIENTS_KEY.test(key) && Array.isArray(value))
      ingredients = ingredientLines(value, 0, read);
    else if (!steps.length && INSTRUCTIONS_KEY.test(key)) steps = stepLines(value, 0);
  }
  // A schema.org Recipe the page's data carries for its markup is a recipe even without a method.
  if (ingredients.length < 2 || (!steps.length && !isTypedRecipe(object))) return null;
  const name = [object.name, object.title, object.headline].find((v) => typeof v === 'string');
  return {
    name: (name as string | undefined) ?? '',
    ingredients,
    assembled: read.assembled,
    steps,
  };
}

/** An object that says it is a schema.org Recipe ("@type": "Recipe", or a list holding it). */
function isTypedRecipe(object: Json): boolean {
  const type = object['@type'];
  return Array.isArray(type) ? type.includes('Recipe') : type === 'Recipe';
}

function ingredientLines(
  entries: unknown[],
  depth: number,
  read: { assembled: boolean },
): string[] {
  if (depth > 4) return [];
  const lines: string[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') {
      lines.push(...splitLines(entry));
      continue;
    }
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) continue;
    const object = entry as Json;
    const group = Object.entries(object).find(
      ([key, value]) => GROUP_KEYS.test(key) && Array.isArray(value),
    );
    if (group) {
      lines.push(...ingredientLines(group[1] as unknown[], depth + 1, read));
      continue;
    }
    const line = ingredientLine(object, read);
    if (line) lines.push(line);
  }
  return lines;
}

/** An ingredient object's line: its whole text when it has one, else amount, unit and name. */
function ingredientLine(object: Json, read: { assembled: boolean }): string {
  const field = (test: RegExp) => {
    for (const [key, value] of Object.entries(object)) {
      // "unitId": 69 is a row of the site's own table, not the unit.
      if (!test.test(key) || ID_KEY.test(key)) continue;
      const text = scalarText(value);
      if (text) return text;
    }
    return '';
  };
  const whole = field(LINE_KEYS);
  if (whole) return whole;
  const name = field(NAME_KEYS);
  if (!name) return '';
  read.assembled = true;
  return cleanText([field(QUANTITY_KEYS), field(UNIT_KEYS), name].filter(Boolean).join(' '));
}

/** A string or number, or the name of an object that stands for one ({ name: "g" }). */
function scalarText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return cleanText(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const name = (value as Json).name ?? (value as Json).abbreviation;
    return typeof name === 'string' ? cleanText(name) : '';
  }
  return '';
}

function stepLines(value: unknown, depth: number): string[] {
  if (depth > 4) return [];
  if (typeof value === 'string') return splitLines(value).filter((line) => !isStepLabel(line));
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value))
    return value.flatMap((entry) =>
      // One step of a list: a line break inside it is only layout.
      stepLines(typeof entry === 'string' ? entry.replace(/\r?\n|\r/g, ' ') : entry, depth + 1),
    );
  const object = value as Json;
  const group = Object.entries(object).find(
    ([key, child]) => STEP_GROUP_KEYS.test(key) && Array.isArray(child),
  );
  if (group) return stepLines(group[1], depth + 1);
  for (const [key, child] of Object.entries(object))
    if (STEP_TEXT_KEYS.test(key) && typeof child === 'string' && child.trim())
      return splitLines(child.replace(/\r?\n|\r/g, ' ')).filter((line) => !isStepLabel(line));
  return [];
}
