// A first reading of a section can hold only part of it: one group of the ingredients in a
// plugin's container, or the steps up to the first heading the extractor does not know. These
// stages widen the reading to the whole section when the page shows that it goes on.
import { AMOUNT_OR_NUMBER_WORD_AT_LINE_START } from '../words/amount';
import type { Block } from '../page/blocks';
import { attr, isElement, type ElementNode } from '../dom/dom';
import { groupItems, isOneLook, parentOf, type Line } from '../page/html-lines';
import {
  firstIndex,
  lastIndex,
  listRoot,
  sectionKind,
  type Candidate,
} from '../candidates/html-sections';
import { isStopHeading } from '../words/keywords';

/**
 * A container holding one group of the ingredients ("Filling") may outscore the section titled
 * "Ingredients" that holds every group. The titled section that holds the container's lines and
 * more, all of them reading as ingredients, is the list.
 */
export function widenToTitledSection(
  best: Candidate,
  candidates: Candidate[],
  ingredientLines: (candidate: Candidate) => string[],
): Candidate {
  if (best.title) return best;
  const measuredShare = (candidate: Candidate) => {
    const items = ingredientLines(candidate);
    return (
      items.filter((item) => AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(item)).length /
      Math.max(1, items.length)
    );
  };
  const lines = ingredientLines(best).length;
  const wider = candidates.find(
    (candidate) =>
      candidate.kind === 'ingredients' &&
      candidate.title &&
      sectionKind(candidate.title) === 'ingredients' &&
      firstIndex(candidate) <= firstIndex(best) &&
      lastIndex(candidate) >= lastIndex(best) &&
      ingredientLines(candidate).length > lines &&
      measuredShare(candidate) >= measuredShare(best) - 0.2,
  );
  return wider ?? best;
}

/**
 * A method in parts under headings the extractor does not know ("Making the dumplings") is cut
 * at the first of them, though the page marks every step alike (one class on each). The
 * candidate that holds every chosen step and more steps of that mark, and reads as well as a
 * method, is the whole method.
 */
export function widenToWholeMethod(
  best: Candidate,
  candidates: Candidate[],
  score: (candidate: Candidate) => number,
): Candidate {
  const chosen = best.lines.filter((line) => !line.isHeading).map((line) => line.block);
  const looks = new Set(chosen.map((block) => markedLook(block.container)));
  if (looks.size !== 1 || looks.has('')) return best;
  const floor = score(best) - 1;
  const wider = candidates.filter((candidate) => {
    if (candidate === best) return false;
    const steps = candidate.lines.filter((line) => !line.isHeading).map((line) => line.block);
    const blocks = new Set(steps);
    return (
      steps.length > chosen.length &&
      chosen.every((block) => blocks.has(block)) &&
      steps.every((block) => looks.has(markedLook(block.container))) &&
      score(candidate) >= floor
    );
  });
  return wider.toSorted((a, b) => b.lines.length - a.lines.length)[0] ?? best;
}

/** An element's tag and class, when it has a class: how a template marks its steps. */
function markedLook(element: ElementNode): string {
  const classes = attr(element, 'class')?.trim();
  return classes ? `${element.name}.${classes}` : '';
}

/** How many headings may stand between two groups of a method (a group's name, a subtitle). */
const MAX_GROUP_NAMES = 2;

/** How far above a method's list its title is looked for. */
const TITLE_WINDOW = 20;

/**
 * A method in groups, each its own list under a name ("Make the rissoles", "Make the sauce"),
 * read from a list found by its look alone is only the group that read best. The lists of the
 * same look on either side of it, with nothing but group names of one look between them and
 * every list written in sentences, are the rest of the method: a sign in any language, so a
 * method whose title and group names the extractor cannot read is read whole. A name that says
 * it ends the recipe ("Notes") or names a section, or a heading of the method title's rank, ends
 * the method.
 */
export function widenToMethodGroups(
  blocks: Block[],
  best: Candidate,
  ingredientBlocks: ReadonlySet<number>,
): Candidate {
  // A section read under its title, or a plugin's container, holds its groups already.
  if (best.title || best.context > 1) return best;
  const entries = best.lines.filter((line) => !line.isHeading);
  const root = entries[0]?.block.item ? listRoot(entries[0].block) : null;
  if (!root || entries.some((line) => !line.block.item || listRoot(line.block) !== root))
    return best;
  const look = listLook(root);
  const start = firstIndex(best);
  // A list under a heading of its own, its group's name or the method's title; a list straight
  // after other text may be anything's.
  if (!blocks[start - 1]?.headingLevel) return best;
  // A heading right above the chosen list names its group when a group of the method comes
  // before it, or when it ranks below the heading above it; else it titles the method. Every
  // group's name has one look, and ranks below the method's title.
  const own = blocks[start - 1] && isGroupName(blocks[start - 1]!) ? blocks[start - 1] : null;
  let nameLook: string | null = own ? headingLook(own) : null;
  let titleLevel = 0;
  // Each side is read up to the bound on a method's lines, groups held in the order read.
  let total = best.lines.length;
  const isName = (block: Block | undefined): block is Block =>
    !!block && isGroupName(block) && block.headingLevel > titleLevel;
  /** The names and the list from `from` on, going `step`: the lines in page order, and the end. */
  const groupAt = (from: number, step: 1 | -1): { lines: Line[]; end: number } | null => {
    let i = from;
    const names: Line[] = [];
    let looks = nameLook;
    for (; isName(blocks[i]) && names.length < MAX_GROUP_NAMES; i += step) {
      looks ??= headingLook(blocks[i]!);
      if (headingLook(blocks[i]!) !== looks) return null;
      names.push({ text: blocks[i]!.text, isHeading: true, block: blocks[i]! });
    }
    const list = blocks[i]?.item ? listRoot(blocks[i]!) : null;
    if (!list || list === root || listLook(list) !== look || !isBeside(list, root)) return null;
    const items: Line[] = [];
    for (; blocks[i]?.item && listRoot(blocks[i]!) === list; i += step) {
      if (ingredientBlocks.has(i) || items.length >= MAX_METHOD_LINES) return null;
      items.push({ text: blocks[i]!.text, isHeading: false, block: blocks[i]! });
    }
    if (!isWrittenInSentences(items) || total + names.length + items.length > MAX_METHOD_LINES)
      return null;
    nameLook = looks;
    // Going back, the walk met each group's names before its list: page order is the reverse.
    const lines = step === 1 ? [...names, ...items] : [...names, ...items].reverse();
    return { lines, end: i - step };
  };

  const before: Line[][] = [];
  for (let i = start - 1, group; total < MAX_METHOD_LINES && (group = groupAt(i, -1));) {
    before.push(group.lines);
    total += group.lines.length;
    i = group.end - 1;
  }
  if (!before.length) {
    const above = headingAbove(blocks, start - (own ? 2 : 1));
    if (own && !(above && above.headingLevel < own.headingLevel)) nameLook = null;
    titleLevel = own && nameLook === null ? own.headingLevel : (above?.headingLevel ?? 0);
  }
  const after: Line[][] = [];
  for (let i = lastIndex(best) + 1, group; total < MAX_METHOD_LINES && (group = groupAt(i, 1));) {
    after.push(group.lines);
    total += group.lines.length;
    i = group.end + 1;
  }
  if (!before.length && !after.length) return best;
  return { ...best, lines: [...before.reverse().flat(), ...best.lines, ...after.flat()] };
}

/** The nearest heading at or above `index`, not too far above. */
function headingAbove(blocks: Block[], index: number): Block | null {
  for (let i = index; i >= 0 && index - i < TITLE_WINDOW; i--)
    if (blocks[i]!.headingLevel > 0) return blocks[i]!;
  return null;
}

/** As many lines as a method in groups holds at most, as a section does: more is no one's. */
const MAX_METHOD_LINES = 300;

/**
 * A list beside another: in the same box, or each in a box of its own among boxes of one look
 * side by side (each group's name and list in a box, perhaps wrapped again, one of them perhaps
 * once more than the other).
 */
function isBeside(list: ElementNode, other: ElementNode): boolean {
  const boxes = boxesAbove(list);
  const otherBoxes = boxesAbove(other);
  if (boxes[0] && boxes[0] === otherBoxes[0]) return true;
  return boxes.some((box, i) =>
    otherBoxes.some(
      (otherBox, j) =>
        Math.abs(i - j) <= 1 &&
        box !== otherBox &&
        parentOf(box) === parentOf(otherBox) &&
        isOneLook(box, otherBox),
    ),
  );
}

/** How many boxes deep a group's list may sit in its group's box. */
const BOX_DEPTH = 3;

function boxesAbove(element: ElementNode): ElementNode[] {
  const boxes: ElementNode[] = [];
  for (let box = parentOf(element); box && boxes.length < BOX_DEPTH; box = parentOf(box))
    boxes.push(box);
  return boxes;
}

/**
 * A short heading between lists, of any rank, that names no section, ends nothing and asks
 * nothing ("Your questions?" heads answers).
 */
function isGroupName(block: Block): boolean {
  return (
    block.headingLevel > 0 &&
    !block.item &&
    block.text.length <= 80 &&
    !/[?？]\s*$/.test(block.text) &&
    !isStopHeading(block.text) &&
    !sectionKind(block)
  );
}

const headingLook = (block: Block) =>
  `${block.headingLevel}|${block.container.name}.${attr(block.container, 'class') ?? ''}`;

/** A list's tag and class, and its entries': lists of one look are one kind of list. */
function listLook(list: ElementNode): string {
  const item = list.children.find((child) => isElement(child) && child.name === 'li');
  const itemClass = item && isElement(item) ? (attr(item, 'class') ?? '') : '';
  return `${list.name}.${attr(list, 'class') ?? ''}>${itemClass.replace(/\d+/g, '')}`;
}

/** Most of a list's entries are sentences of an instruction's length. */
function isWrittenInSentences(lines: Line[]): boolean {
  const items = groupItems(lines);
  const sentences = items.filter((item) => item.text.length >= 20 && /[.!)]$/.test(item.text));
  return items.length > 0 && sentences.length * 3 >= items.length * 2;
}
