// schema.org Recipe from microdata (itemscope/itemprop) or RDFa (typeof/property). Both are
// "properties on elements, scoped by the nearest item", so one reader serves both.
//
// Over 300 lines: microdata and RDFa read by one reader, as both are properties scoped by items.
import {
  MAX_DEPTH,
  attr,
  childElements,
  findAll,
  findFirst,
  type ElementNode,
  type HtmlDocument,
} from '../dom/dom';
import { LINE_TAGS, dropRepeat, elementLines, stepLines } from './element-lines';
import { textOf } from '../dom/dom-text';
import { parseDurationMinutes } from './duration';
import { imageSource } from '../choose/image';
import { readInstructions as readJsonLdInstructions } from './json-ld';
import { parseLenientJson } from './lenient-json';
import { cleanText, isStepLabel, splitLines } from '../dom/text';
import { emptyRecipe, type ImageCandidate, type RecipeData } from '../types';

interface Syntax {
  /** The item's type names ("Recipe", "HowToStep"), lower-cased, or null when `element` is no item. */
  itemTypes(element: ElementNode): string[] | null;
  /** Property names on `element` ("recipeIngredient"), without vocabulary prefixes. */
  propertyNames(element: ElementNode): string[];
}

const lastSegment = (value: string) => value.replace(/^.*[/:#]/, '').toLowerCase();

const MICRODATA: Syntax = {
  itemTypes(element) {
    if (attr(element, 'itemscope') === undefined && attr(element, 'itemtype') === undefined)
      return null;
    return (attr(element, 'itemtype') ?? '').split(/\s+/).filter(Boolean).map(lastSegment);
  },
  propertyNames(element) {
    return (attr(element, 'itemprop') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => lastSegment(name));
  },
};

const RDFA: Syntax = {
  itemTypes(element) {
    const types = attr(element, 'typeof');
    if (types === undefined) return null;
    return types.split(/\s+/).filter(Boolean).map(lastSegment);
  },
  propertyNames(element) {
    return (attr(element, 'property') ?? '')
      .split(/\s+/)
      .filter((name) => name && !/^(?:og|fb|twitter|article|al):/i.test(name))
      .map(lastSegment);
  },
};

type Properties = Map<string, ElementNode[]>;

/**
 * The properties of the item rooted at `item`, not descending into nested items; with microdata,
 * also those in the elements its `itemref` names by id (properties kept elsewhere on the page).
 */
function readProperties(item: ElementNode, syntax: Syntax): Properties {
  const properties: Properties = new Map();
  const add = (name: string, element: ElementNode) => {
    const list = properties.get(name) ?? [];
    list.push(element);
    properties.set(name, list);
  };
  const visit = (element: ElementNode, depth = 0) => {
    if (depth > MAX_DEPTH) return;
    for (const child of childElements(element)) {
      for (const name of syntax.propertyNames(child)) add(name, child);
      if (syntax.itemTypes(child) === null) visit(child, depth + 1);
    }
  };
  visit(item);
  if (syntax === MICRODATA) {
    for (const referenced of referencedElements(item)) {
      for (const name of syntax.propertyNames(referenced)) add(name, referenced);
      if (syntax.itemTypes(referenced) === null) visit(referenced);
    }
  }
  return properties;
}

/** The elements an item's `itemref` attribute names, by id. */
function referencedElements(item: ElementNode): ElementNode[] {
  const ids = new Set((attr(item, 'itemref') ?? '').split(/\s+/).filter(Boolean));
  if (!ids.size) return [];
  let root: ElementNode = item;
  while (root.parent && 'attribs' in root.parent) root = root.parent as ElementNode;
  const top = (root.parent as HtmlDocument | null) ?? root;
  return findAll(top, (element) => ids.has(attr(element, 'id') ?? '')).filter(
    (element) => element !== item && !isInside(item, element),
  );
}

/** A property's value as microdata defines it: content/src/href/datetime, else the text. */
function valueOf(element: ElementNode): string {
  const content = attr(element, 'content');
  if (content !== undefined) return content;
  switch (element.name) {
    case 'img':
    case 'source':
    case 'video':
    case 'audio':
    case 'iframe':
    case 'embed':
      return imageSource(element);
    case 'a':
    case 'link':
    case 'area':
      return attr(element, 'href') ?? '';
    case 'time':
      return attr(element, 'datetime') ?? textOf(element);
    case 'data':
    case 'meter':
      return attr(element, 'value') ?? textOf(element);
    default:
      return textOf(element);
  }
}

/** Finds a schema.org Recipe item in microdata, then RDFa. */
export function extractMicrodata(document: HtmlDocument): RecipeData | null {
  for (const syntax of [MICRODATA, RDFA]) {
    const roots = findAll(
      document,
      (element) => syntax.itemTypes(element)?.includes('recipe') ?? false,
    );
    if (!roots.length) continue;
    const recipes = roots.map((root) => mapRecipe(root, syntax));
    return recipes.find((recipe) => recipe.ingredients.length > 0) ?? recipes[0]!;
  }
  return null;
}

function mapRecipe(root: ElementNode, syntax: Syntax): RecipeData {
  const properties = readProperties(root, syntax);
  const get = (name: string) => properties.get(name.toLowerCase()) ?? [];
  const firstValue = (name: string) => {
    for (const element of get(name)) {
      const value = cleanText(valueOf(element));
      if (value) return value;
    }
    return '';
  };
  const data = emptyRecipe();
  data.title = firstValue('name');
  data.description = firstValue('description');

  data.ingredients = readIngredients(
    orNested(
      [...get('recipeIngredient'), ...get('ingredients'), ...get('ingredient')],
      root,
      syntax,
      INGREDIENT_PROPERTIES,
    ),
  );

  // A Recipe is a HowTo, so its method may be marked as the HowTo's steps instead.
  const marked = [...get('recipeInstructions'), ...get('instructions')];
  const instructions = orNested(
    marked.length ? marked : get('step'),
    root,
    syntax,
    INSTRUCTION_PROPERTIES,
  );
  data.steps = readInstructions(instructions, syntax).filter(
    (line) => !isStepLabel(line) && /[\p{L}\p{N}]/u.test(line),
  );

  data.images = get('image').flatMap((element): ImageCandidate[] => {
    if (syntax.itemTypes(element) !== null) {
      const inner = readProperties(element, syntax);
      const url = inner.get('url')?.[0] ?? inner.get('contenturl')?.[0];
      const width = Number(valueOf(inner.get('width')?.[0] ?? element)) || undefined;
      const height = Number(valueOf(inner.get('height')?.[0] ?? element)) || undefined;
      if (url) return [{ url: valueOf(url), width, height }];
      const img = findFirst(element, (child) => child.name === 'img');
      return img ? [{ url: imageSource(img) }] : [];
    }
    const img =
      element.name === 'img' ? element : findFirst(element, (child) => child.name === 'img');
    const url = img ? imageSource(img) : valueOf(element);
    const width = Number(attr(img ?? element, 'width')) || undefined;
    const height = Number(attr(img ?? element, 'height')) || undefined;
    return url ? [{ url: url.trim(), width, height }] : [];
  });

  data.prepTime = parseDurationMinutes(firstValue('prepTime'));
  data.cookTime = parseDurationMinutes(firstValue('cookTime'));
  const servings = firstValue('recipeYield') || firstValue('yield');
  if (servings) data.servings = servings.slice(0, 100);
  return data;
}

/** Property names of a recipe's ingredients: schema.org's, its older one, data-vocabulary.org's. */
const INGREDIENT_PROPERTIES = new Set(['recipeingredient', 'ingredients', 'ingredient']);
const INSTRUCTION_PROPERTIES = new Set(['recipeinstructions', 'instructions', 'step']);

/**
 * The recipe's own properties, else the same properties anywhere inside it, else the same
 * properties outside every item on the page. Templates nest the ingredient or method list in an
 * item of another type (a section, a list) that is not itself a property of the recipe, or close
 * the recipe's item after its title and mark the lists further down: strictly those lists would
 * belong to no recipe at all, but on a page with one recipe they can belong to no other.
 */
function orNested(
  found: ElementNode[],
  root: ElementNode,
  syntax: Syntax,
  names: ReadonlySet<string>,
): ElementNode[] {
  if (found.length) return found;
  const isNamed = (element: ElementNode) =>
    syntax.propertyNames(element).some((name) => names.has(name));
  const nested = findAll(root, isNamed);
  if (nested.length) return nested;
  let top: ElementNode = root;
  while (top.parent && 'attribs' in top.parent) top = top.parent as ElementNode;
  const page = (top.parent as HtmlDocument | null) ?? top;
  return findAll(page, (element) => isNamed(element) && !isInAnyItem(element, syntax));
}

function isInAnyItem(element: ElementNode, syntax: Syntax): boolean {
  for (let current = element.parent; current && 'attribs' in current; current = current.parent)
    if (syntax.itemTypes(current as ElementNode) !== null) return true;
  return false;
}

/**
 * One ingredient property may hold one line, or a whole list (lines in `content` HTML, <li>s,
 * <br>s); a property around other ingredient properties is only their container. When the
 * property marks just the name inside a list item ("2 cl <a itemprop>Tequila</a>"), the item's
 * whole line is the ingredient.
 */
function readIngredients(elements: ElementNode[]): string[] {
  const lines: string[] = [];
  for (const element of elements) {
    if (elements.some((other) => other !== element && isInside(other, element))) continue;
    const content = attr(element, 'content');
    if (content !== undefined) {
      lines.push(...splitLines(content));
      continue;
    }
    const item = enclosingItem(element, elements);
    if (item) lines.push(cleanText(textOf(item)));
    // A marked table row is one ingredient, its cells the parts of the line ("195 g" | "ham").
    else if (element.name === 'tr') lines.push(cleanText(textOf(element)));
    else lines.push(...elementLines(element, LINE_TAGS));
  }
  return dropRepeat(lines);
}

function isInside(element: ElementNode, ancestor: ElementNode): boolean {
  for (let current = element.parent; current; current = current.parent) {
    if (current === ancestor) return true;
  }
  return false;
}

/**
 * The line an ingredient property that marks only the name sits in: the nearest list item, or a
 * row (paragraph, table row, definition, box) holding this property alone, its other text short
 * (the amount), no heading.
 */
function enclosingItem(element: ElementNode, all: ElementNode[]): ElementNode | null {
  const ownText = cleanText(textOf(element));
  let current = element.parent;
  for (let depth = 0; current && depth < 5; depth++, current = current.parent) {
    if (!('attribs' in current)) return null;
    const candidate = current as ElementNode;
    if (all.some((other) => other !== element && isInside(other, candidate))) return null;
    if (candidate.name === 'li') return candidate;
    if (
      depth < 3 &&
      ROW_TAGS.has(candidate.name) &&
      !findFirst(candidate, (inner) => /^(?:h[1-6]|ul|ol|table)$/.test(inner.name))
    ) {
      const rowText = cleanText(textOf(candidate));
      if (rowText !== ownText && rowText.length - ownText.length <= 40) return candidate;
    }
  }
  return null;
}

/** Elements that hold one line of an ingredient list when they are not list items. */
const ROW_TAGS: ReadonlySet<string> = new Set(['p', 'tr', 'dd', 'dt', 'div', 'label']);

/** A `content` attribute holds text, HTML, or (some plugins) the JSON-LD instruction list. */
function contentLines(content: string): string[] {
  if (/^\s*[[{]/.test(content)) {
    const [json] = parseLenientJson(content);
    if (json !== undefined) return readJsonLdInstructions(json);
  }
  return splitLines(content);
}

function readInstructions(elements: ElementNode[], syntax: Syntax): string[] {
  const lines: string[] = [];
  for (const element of elements) {
    const types = syntax.itemTypes(element);
    if (types !== null) {
      const inner = readProperties(element, syntax);
      const children = [...(inner.get('itemlistelement') ?? []), ...(inner.get('step') ?? [])];
      if (types.includes('howtosection') || children.length) {
        lines.push(...readInstructions(children, syntax));
        continue;
      }
      const text = inner.get('text')?.[0] ?? inner.get('description')?.[0] ?? element;
      const content = attr(text, 'content');
      lines.push(...(content !== undefined ? contentLines(content) : stepLines(text)));
      continue;
    }
    const content = attr(element, 'content');
    lines.push(...(content !== undefined ? contentLines(content) : stepLines(element)));
  }
  return lines.filter(Boolean);
}
