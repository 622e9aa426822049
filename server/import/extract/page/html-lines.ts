// Lines of the readable-HTML fallback: which lines make one entry (a list item, a row of a
// grid), how they are cleaned, and small tree helpers.
//
// Over 300 lines: the small line and tree helpers every candidate reader shares.
import {
  AMOUNT_AT_LINE_START_OR_CHINESE,
  AMOUNT_OR_NUMBER_WORD_AT_LINE_START,
  AMOUNT_WITH_UNIT_ONLY,
} from '../words/amount';
import type { Block } from './blocks';
import { attr, classList, findFirst, isElement, type ElementNode } from '../dom/dom';

export interface Line {
  text: string;
  /** A sub-heading inside the section ("For the sauce"). */
  isHeading: boolean;
  block: Block;
}

export function parentOf(element: ElementNode): ElementNode | null {
  const parent: unknown = element.parent;
  return parent && isElement(parent as ElementNode) ? (parent as ElementNode) : null;
}

function ancestors(element: ElementNode): ElementNode[] {
  const list: ElementNode[] = [];
  let current: ElementNode | null = element;
  while (current) {
    list.push(current);
    current = parentOf(current);
  }
  return list;
}

export function commonAncestor(a: ElementNode, b: ElementNode): ElementNode | null {
  const ofA = new Set(ancestors(a));
  for (const element of ancestors(b)) if (ofA.has(element)) return element;
  return null;
}

export function contains(ancestor: ElementNode, element: ElementNode): boolean {
  let current: ElementNode | null = element;
  for (let depth = 0; current && depth < 200; depth++) {
    if (current === ancestor) return true;
    current = parentOf(current);
  }
  return false;
}

/**
 * Lines of one list item (an <li>, or an element whose class says "item"/"ingredient"/"step")
 * become one entry; other lines stay entries of their own.
 */
export function groupItems(lines: Line[]): Line[] {
  const grouped: Line[] = [];
  const parts: string[][] = [];
  let currentItem: ElementNode | null = null;
  for (const line of lines) {
    const item = line.isHeading ? null : itemOf(line.block);
    if (item && item === currentItem && grouped.length) {
      parts[parts.length - 1]!.push(line.text);
      continue;
    }
    currentItem = item;
    grouped.push(line);
    parts.push([line.text]);
  }
  return grouped.flatMap((line, i) => {
    const entryParts = parts[i]!;
    // Lines broken inside one entry that each lead with their own amount are several
    // ingredients set in one box ("<p>1 cup cream<br>1/4 cup wine<br>…</p>"), not one.
    if (isSeveralEntries(entryParts)) return entryParts.map((text) => ({ ...line, text }));
    return [{ ...line, text: joinParts(entryParts) }];
  });
}

/** "1 cup heavy cream": an amount, then words of its own. */
const isMeasuredLine = (text: string) =>
  AMOUNT_AT_LINE_START_OR_CHINESE.test(text) && /\p{L}{3,}/u.test(text) && text.length <= 120;

/**
 * Lines of one box that each name an ingredient with its amount: all of two, or all but one of
 * three or more ("Salt and pepper" among them).
 */
function isSeveralEntries(parts: string[]): boolean {
  const measured = parts.filter(isMeasuredLine).length;
  return parts.length === 2 ? measured === 2 : parts.length > 2 && measured >= parts.length - 1;
}

/**
 * The parts of one entry as a line. A name shown above or before its amount ("Limette" |
 * "1 Stk.") reads amount first, as ingredient lines are written ("1 Stk. Limette").
 */
function joinParts(parts: string[]): string {
  if (parts.length === 2) {
    const [name, amount] = parts as [string, string];
    if (
      AMOUNT_AT_LINE_START_OR_CHINESE.test(amount) &&
      amount.length <= 20 &&
      !AMOUNT_AT_LINE_START_OR_CHINESE.test(name)
    )
      return `${amount} ${name}`;
  }
  // A part that carries on its line's punctuation (", or yogurt") follows without a space.
  return parts.reduce((line, part) =>
    /^[,.;:!?)\]]/.test(part) ? line + part : `${line} ${part}`,
  );
}

/** "ingredient", "recipe-step", "list__item"; not a BEM modifier ("col-container--item"). */
const ITEM_CLASS = /(?:^|(?<!-)[-_])(?:item|ingredient|step|instruction|direction)$/i;

export function itemOf(block: Block): ElementNode | null {
  if (block.item) return block.item;
  let current: ElementNode | null = block.container;
  for (let depth = 0; current && depth < 6; depth++) {
    const classes = classList(current);
    if (
      classes.some((name) => ITEM_CLASS.test(withoutModuleHash(name))) &&
      // A CMS's wrapper of one field's value ("field field__item"): a part of an entry.
      !classes.includes('field') &&
      holdsOneEntry(current)
    )
      return current;
    current = parentOf(current);
  }
  return rowOf(block.container);
}

/**
 * A class name as written in its style sheet, without the hash a CSS-modules build appends to
 * keep it unique ("recipe-item_ingredient__TkWXW" → "recipe-item_ingredient"); a hash has a
 * capital or a figure, unlike a BEM element ("calculator__label").
 */
const withoutModuleHash = (name: string) => name.replace(/__(?=[\w-]*[A-Z\d])[\w-]{5}$/, '');

/** An element named an item that holds a run of paragraphs is a column of entries, not one. */
function holdsOneEntry(element: ElementNode): boolean {
  let paragraphs = 0;
  return !findFirst(element, (inner) => /^(?:p|li|h[1-6])$/.test(inner.name) && ++paragraphs > 3);
}

/**
 * A grid of rows without list markup ("<div><div>2 tbsp</div><div>butter</div></div>" per
 * ingredient): the parts of one row make one entry. A row is an ancestor (up to three levels)
 * that has siblings looking the same and holds only short inline-ish content.
 */
function rowOf(container: ElementNode): ElementNode | null {
  // Every line of a box has the same row: worked out once per box (a box may hold thousands of
  // lines, each broken by a <br>).
  let row = rows.get(container);
  if (row === undefined) {
    row = findRow(container);
    rows.set(container, row);
  }
  return row;
}
const rows = new WeakMap<ElementNode, ElementNode | null>();

function findRow(container: ElementNode): ElementNode | null {
  // The row may be the block itself, when its text sits beside a box of its own ("<div
  // class=row><div>425 g</div><a>strawberries</a></div>").
  if (container.children.some((child) => isElement(child) && /^(?:div|p)$/.test(child.name))) {
    const twins = twinsOf(container);
    // As for rows above it: all of a grid's rows hold one short entry.
    if (twins.length > 1 && twins.slice(0, 6).every(isCompactRow)) return container;
  }
  let row = container.parent as ElementNode | null;
  let child = container;
  for (let depth = 0; depth < 3 && row && isElement(row) && row.name !== 'body'; depth++) {
    const parent = row.parent as ElementNode | null;
    if (!parent || !isElement(parent)) return null;
    const twins = twinsOf(row);
    // Rows of a grid all hold one short entry; a few short ones among long ones are not a grid.
    // Boxes each under a heading of its own are groups of a list, not rows side by side.
    if (twins.length > 1 && !areTitledGroups(twins))
      return twins.slice(0, 6).every(isCompactRow) ? row : null;
    // A box of entries set as boxes of one look is a list, and no row of a grid holds one;
    // paragraphs side by side may be the parts of one entry ("50 grams" | "Ketjap" | "(Soya)").
    if (child.name !== 'p' && twinsOf(child).length >= MIN_BOXED_ENTRIES) return null;
    child = row;
    row = parent;
  }
  return null;
}

/**
 * Whether twins after the first each follow a heading of their own: groups of a list, each
 * titled, not rows side by side. Worked out for all of a parent's groups of twins in one pass.
 */
function areTitledGroups(twins: ElementNode[]): boolean {
  let titled = titledGroups.get(twins);
  if (titled === undefined) {
    const parent = parentOf(twins[0]!);
    if (parent) markTitledGroups(parent);
    titled = titledGroups.get(twins) ?? false;
    titledGroups.set(twins, titled);
  }
  return titled;
}

function markTitledGroups(parent: ElementNode): void {
  const groups = new Map<ElementNode[], { seen: number; titled: boolean }>();
  let afterHeading = false;
  for (const child of parent.children) {
    if (!isElement(child)) continue;
    const group = twinsOf(child);
    let state = groups.get(group);
    if (!state) groups.set(group, (state = { seen: 0, titled: true }));
    if (state.seen > 0 && !afterHeading) state.titled = false;
    state.seen++;
    afterHeading = /^h[1-6]$/.test(child.name);
  }
  for (const [group, state] of groups) titledGroups.set(group, state.seen > 1 && state.titled);
}
const titledGroups = new WeakMap<ElementNode[], boolean>();

/** How many boxes of one look in a row read as a list's entries. */
export const MIN_BOXED_ENTRIES = 3;

/** A line in one of three or more boxes side by side that look the same (not paragraphs). */
export function isBoxedEntry(block: Block): boolean {
  return block.container.name !== 'p' && twinsOf(block.container).length >= MIN_BOXED_ENTRIES;
}

/**
 * `element` and its siblings of the same tag and class. A parent's children are grouped once, so
 * a box of thousands of children costs no more per child than a small one.
 */
export function twinsOf(element: ElementNode): ElementNode[] {
  const parent = parentOf(element);
  if (!parent) return [element];
  let groups = childGroups.get(parent);
  if (!groups) {
    groups = new Map();
    for (const child of parent.children) {
      if (!isElement(child)) continue;
      const shape = twinShape(child);
      const group = groups.get(shape);
      if (group) group.push(child);
      else groups.set(shape, [child]);
    }
    childGroups.set(parent, groups);
  }
  return groups.get(twinShape(element)) ?? [element];
}
const twinShape = (element: ElementNode) => `${element.name}.${attr(element, 'class') ?? ''}`;
const childGroups = new WeakMap<ElementNode, Map<string, ElementNode[]>>();

/**
 * A row holds one entry: a few short pieces of text ("150 grams" and "Green Beans", perhaps
 * each in a <p>), no headings, lists or prose.
 */
function isCompactRow(row: ElementNode): boolean {
  let compact = compactRows.get(row);
  if (compact === undefined) {
    compact = measureRow(row);
    compactRows.set(row, compact);
  }
  return compact;
}

const compactRows = new WeakMap<ElementNode, boolean>();

function measureRow(row: ElementNode): boolean {
  let elements = 0;
  let paragraphs = 0;
  // The row's own text, beside its boxes ("<div><div>425 g</div>strawberries</div>"), counts too.
  let length = 0;
  for (const child of row.children)
    if (child.type === 'text') length += (child as { data: string }).data.trim().length;
  let pieces = length ? 1 : 0;
  const tooBig = findFirst(row, (element) => {
    if (element.name === 'p') paragraphs++;
    let text = 0;
    for (const child of element.children) {
      if (child.type === 'text') text += (child as { data: string }).data.trim().length;
    }
    if (text) pieces++;
    length += text;
    return (
      ++elements > 30 ||
      pieces > 6 ||
      length > MAX_ROW_TEXT ||
      /^(?:h[1-6]|ul|ol|li|table|section|article)$/.test(element.name)
    );
  });
  // A paragraph alone in a box is just a paragraph; paragraphs are parts of an entry only when
  // it has several ("150 grams" | "Green Beans").
  return !tooBig && elements >= 2 && (paragraphs === 0 || pieces >= 2);
}

/** More text than this in a row is prose, not an ingredient or a step's parts. */
const MAX_ROW_TEXT = 120;

const BULLET = /^(?:[•▢☐□■●◦▪‣·✓✔➤►▸]\s*|[*–-]\s+)/u;
export const NOISE =
  /^(?:advertisement|ad|print|pin|save|share|jump to recipe|print recipe|pin recipe|scroll to continue|continue reading|\[[^\]]*\]|\d+ ?x|\d+(?:\/\d+)?x(?:\s*\d+x)*)$|^(?:photo(?:graphy)?|photos|foto|image|picture|credits?|photo credits?|filed under|tags|categories|catégories)\s*:|^©/i;

export function cleanLines(lines: Line[], { group = true } = {}): Line[] {
  return (group ? groupItems(lines) : lines)
    .map((line) => ({ ...line, text: asWritten(line.text.replace(BULLET, '')).trim() }))
    .filter((line) => line.text && !NOISE.test(line.text) && /[\p{L}\p{N}]/u.test(line.text));
}

/**
 * A line as its author wrote it, before the page's software dressed it for display: publishing
 * tools turn "9x13" into "9×13" and the inch and foot marks after a figure into primes ("1/4″"),
 * and affiliate plugins put a disclosure after each product link ("blender [paid link]").
 */
function asWritten(text: string): string {
  return text
    .replace(/(\d)×(?=\d)/g, '$1x')
    .replace(/(\d)″/g, '$1"')
    .replace(/(\d)′/g, "$1'")
    .replace(/\s*[[(](?:paid|affiliate|sponsored) link[\])]/gi, '');
}

/** Marks set between the entries of a list written on one line ("4 apples • 100 g flour"). */
const INLINE_BULLETS = new Set(['•', '·', '|']);

/**
 * Ingredients written in one sentence, a comma between them ("4 figs, 3 shallots, 200 g
 * chanterelles, salt and pepper") or a bullet ("4 apples • 100 g flour"): one line each, when
 * most of the pieces, three at least, lead with an amount. Commas inside parentheses stay ("1
 * duck confit (breast, or 2 legs)").
 */
export function splitInlineList(line: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (
      (char === ',' || char === ';' || INLINE_BULLETS.has(char)) &&
      depth === 0 &&
      !/\d/.test(line[i + 1] ?? '')
    ) {
      pieces.push(line.slice(start, i).trim());
      start = i + 1;
    }
  }
  pieces.push(line.slice(start).trim().replace(/[.;]$/, ''));
  const kept = pieces.filter(Boolean);
  const measured = kept.filter((piece) => AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(piece));
  // Three amounts at least: "1/4 cup butter, 1/2 stick, cold" is one ingredient and its note;
  // a piece that is only a measure is another measure of the same thing ("1 cup | 240 ml | milk").
  return measured.length >= 3 &&
    kept.every((piece) => piece.length <= 80 && !AMOUNT_WITH_UNIT_ONLY.test(piece)) &&
    measured.length * 3 >= kept.length * 2
    ? kept
    : [line];
}

/**
 * Two boxes of one tag that share most of their class names, figures aside: the boxes of one
 * template, though each may carry a number or an id of its own ("group-1", "element-3fa2").
 */
export function isOneLook(one: ElementNode, other: ElementNode): boolean {
  if (one.name !== other.name) return false;
  const names = (element: ElementNode) =>
    new Set(
      (attr(element, 'class') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((name) => name.replace(/\d+/g, '')),
    );
  const [a, b] = [names(one), names(other)];
  if (!a.size || !b.size) return a.size === b.size;
  const shared = [...a].filter((name) => b.has(name)).length;
  return shared * 2 >= Math.max(a.size, b.size);
}
