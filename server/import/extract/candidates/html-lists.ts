// Lists the page shows with no heading or class to say what they are: every list and grid of
// look-alike rows (for the ingredients), the groups of a bare list under short headings, and every
// numbered list of sentences (for the method).
//
// Over 300 lines: the three kinds of list found by their look share their tests of a look.
import { AMOUNT_OR_NUMBER_WORD_AT_LINE_START, isFactLine } from '../words/amount';
import type { Block } from '../page/blocks';
import { attr, isElement, type ElementNode } from '../dom/dom';
import {
  MIN_BOXED_ENTRIES,
  groupItems,
  isOneLook,
  itemOf,
  parentOf,
  twinsOf,
  type Line,
} from '../page/html-lines';
import {
  MAX_CANDIDATES,
  areVersions,
  firstIndex,
  lastIndex,
  listRoot,
  sectionKind,
  type Candidate,
} from './html-sections';
import { isStopHeading } from '../words/keywords';
/**
 * Every list on the page, for pages with no heading or class to go by: <ul>/<ol> lists, and
 * grids of look-alike rows or cards ("Limette" over "1 Stk." in each).
 */
export function listCandidates(blocks: Block[]): Candidate[] {
  const lists = new Map<ElementNode, Line[]>();
  const entries = new Map<ElementNode, Set<ElementNode>>();
  for (const block of blocks) {
    const root = rootOf(block);
    if (!root) continue;
    const item = block.item ?? itemOf(block) ?? block.container;
    const lines = lists.get(root) ?? [];
    // A list read by its look alone holds at most as many lines as a titled section does.
    if (lines.length >= MAX_LIST_LINES) continue;
    lines.push({ text: block.text, isHeading: false, block });
    lists.set(root, lines);
    entries.set(root, (entries.get(root) ?? new Set()).add(item));
  }
  return [...lists.entries()]
    .filter(([root]) => entries.get(root)!.size >= 3)
    .map(([, lines]) => lines)
    .slice(0, MAX_CANDIDATES)
    .map((lines) => ({ kind: 'ingredients', lines, context: 0 }));
}

/**
 * Lines set as paragraphs of one box, or broken in one paragraph, with nothing else between them
 * ("<p>3 small leeks</p><p>1 lemon, zested</p>…"): how editors and some recipe cards write a
 * list. Read like a bare list, they must look like ingredients to count.
 */
export function paragraphRunCandidates(blocks: Block[]): Candidate[] {
  const candidates: Candidate[] = [];
  let run: Line[] = [];
  let box: ElementNode | null = null;
  const close = () => {
    if (run.length >= MIN_BOXED_ENTRIES && candidates.length < MAX_CANDIDATES)
      candidates.push({ kind: 'ingredients', lines: run, context: 0, fromParagraphs: true });
    run = [];
    box = null;
  };
  blocks.forEach((block, i) => {
    const holder = block.container.name === 'p' ? parentOf(block.container) : null;
    if (!holder || block.item || block.headingLevel > 0) {
      close();
      return;
    }
    // A paragraph of lines broken by <br> and the paragraphs of one line beside it are one run,
    // unless one side is written in sentences and the other not (the list, then its method).
    const last = run.at(-1);
    const isBroken =
      last !== undefined &&
      last.block.container !== block.container &&
      (run.at(-2)?.block.container === last.block.container ||
        blocks[i + 1]?.container === block.container) &&
      isSentence(last.text) !== isSentence(block.text);
    if (holder !== box || run.length >= MAX_LIST_LINES || isBroken) close();
    box = holder;
    run.push({ text: block.text, isHeading: false, block });
  });
  close();
  return candidates;
}

/** A sentence of an instruction's length. */
const isSentence = (text: string) => text.length >= 40 && /[.!?]$/.test(text);

/**
 * Lists of sentences, for pages whose method has no heading the extractor knows and does not
 * follow the ingredients straight away: every numbered list (<ol>), as a numbered list of
 * instructions is how people write a method in any language, and a bulleted one that starts a
 * little after the ingredient list ending at `ingredientsEnd`. The least sure of all step
 * candidates.
 */
export function sentenceListCandidates(
  blocks: Block[],
  ingredientsEnd: number | null,
): Candidate[] {
  const lists = new Map<ElementNode, Line[]>();
  /** Boxes whose list a heading has ended: a box may hold a whole article, paragraph by box. */
  const closed = new Set<ElementNode>();
  let lastHeading = -1;
  for (const block of blocks) {
    if (block.headingLevel > 0 && block.headingLevel <= 6) lastHeading = block.index;
    // A list set as boxes (each step in a box of one look) reads as a bulleted one.
    const boxes = block.item ? null : boxOfEntries(block, 2);
    if (!block.item && !boxes) continue;
    const list = boxes ?? listRoot(block);
    const isNear =
      ingredientsEnd !== null &&
      block.index > ingredientsEnd &&
      block.index <= ingredientsEnd + NEAR_INGREDIENTS;
    const isBulleted = list.name === 'ul' || boxes !== null;
    if (list.name !== 'ol' && !(isBulleted && (lists.has(list) || isNear))) continue;
    if (closed.has(list)) continue;
    const lines = lists.get(list) ?? [];
    if (boxes && lines.length && lastHeading > lines.at(-1)!.block.index) {
      closed.add(list);
      continue;
    }
    if (lines.length >= MAX_LIST_LINES) continue;
    lines.push({ text: block.text, isHeading: false, block });
    lists.set(list, lines);
  }
  return [...lists.values()]
    .filter((lines) => {
      const items = groupItems(lines);
      const sentences = items.filter((item) => item.text.length >= 40 && /[.!)]$/.test(item.text));
      return items.length >= 2 && sentences.length * 3 >= items.length * 2;
    })
    .slice(0, MAX_CANDIDATES)
    .map((lines) => ({ kind: 'steps', lines, context: 0.5 }));
}

/** As many lines as a section reads at most: a method longer than this is no one's. */
const MAX_LIST_LINES = 300;

/** How many lines after the ingredient list a bulleted method may start. */
const NEAR_INGREDIENTS = 20;

/**
 * A bare list chosen for the ingredients may be one of several groups under short headings
 * ("Produce", "Pantry", "Dairy") with no "Ingredients" title above them: the lists next to it
 * that read like ingredients too join it, their headings as group names. Long: it walks out from
 * the list both ways with the same state; cutting it is left for later.
 */
export function withNeighbourGroups(blocks: Block[], candidate: Candidate): Candidate {
  // Ingredients set as paragraphs: a paragraph's lines, and the paragraphs beside it in one box
  // up to a heading, are one list ("Base" <p>lines</p> "Topping" <p>lines</p>).
  /** The group names passed on the way, whatever holds them ("<p>Glaze</p>" between lists). */
  const names = new Set<number>();
  // The paragraphs' box is a root of its own kind: a list or grid in the same box is another.
  const paragraphBoxes = new Map<ElementNode, { box: ElementNode }>();
  const paragraphsIn = (box: ElementNode) => {
    let root = paragraphBoxes.get(box);
    if (!root) paragraphBoxes.set(box, (root = { box }));
    return root;
  };
  const rootFor = (block: Block): ElementNode | { box: ElementNode } | null => {
    const root = rootOf(block);
    if (root || !candidate.fromParagraphs || block.container.name !== 'p' || block.headingLevel)
      return root;
    const box = parentOf(block.container);
    return box && paragraphsIn(box);
  };
  /** A paragraph of one short line over a paragraph of lines beside it: their group's name. */
  const isParagraphName = (block: Block) => {
    const next = blocks[block.index + 1];
    return (
      next !== undefined &&
      block.text.length <= 30 &&
      !/[.!?]$/.test(block.text) &&
      !AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(block.text) &&
      blocks[block.index - 1]?.container !== block.container &&
      next.container !== block.container &&
      blocks[next.index + 1]?.container === next.container
    );
  };
  /** A short line that names nothing else, of its own or between lists ("From the pantry"). */
  const isLooseName = (block: Block) =>
    block.text.length <= 30 &&
    !rootOf(block) &&
    !sectionKind(block) &&
    !isStopHeading(block.text) &&
    (block.headingLevel > 0 || (candidate.context === 0 && !/[.!?]$/.test(block.text)));
  /** A loose name that is surely one: a heading, or a line with no amount and nothing beside it. */
  const isGroupHeading = (block: Block) =>
    isLooseName(block) &&
    (block.headingLevel > 0 ||
      (!AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(block.text) && isAlone(block)));
  /** No line beside it in the same box: not a paragraph of a list of paragraphs. */
  const isAlone = (block: Block) => {
    const root = rootFor(block);
    return (
      !root ||
      [blocks[block.index - 1], blocks[block.index + 1]].every(
        (beside) => !beside || rootFor(beside) !== root,
      )
    );
  };
  /** The list starting or ending at `from`, if it reads like ingredients: its first and last index. */
  const listAt = (from: number, step: 1 | -1, isSameKind = false): [number, number] | null => {
    const root = blocks[from] ? rootFor(blocks[from]) : null;
    if (!root) return null;
    let to = from;
    while (
      blocks[to + step] &&
      rootFor(blocks[to + step]!) === root &&
      Math.abs(to - from) < MAX_LIST_LINES
    )
      to += step;
    const last = step === 1 ? to : from;
    let first = step === 1 ? from : to;
    // Paragraphs are a group when none is a sentence (not a method, nor a post's own words), and
    // a paragraph or two only in a box of its own of the list's look ("12 muffins" or an intro
    // beside the list is no group).
    if ('box' in root) {
      if (first < last && isParagraphName(blocks[first]!)) names.add(first++);
      const isShort = last - first + 1 < MIN_BOXED_ENTRIES;
      const box = root.box;
      if (isShort && (root === ownRoot || !isOneLook(box, holder) || !attr(box, 'class')))
        return null;
      if (blocks.slice(first, last + 1).some((block) => /[.!?]$/.test(block.text))) return null;
    }
    const items = groupItems(
      blocks.slice(first, last + 1).map((block) => ({ text: block.text, isHeading: false, block })),
    );
    const amounts = items.filter(
      (item) => AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(item.text) && !isFactLine(item.text),
    ).length;
    const sentences = items.filter((item) => /[.!?]$/.test(item.text) && item.text.length > 40);
    // Entries classed as the section's are ingredients even without amounts ("Parsley").
    return (isSameKind || amounts * 2 >= items.length) && !sentences.length ? [first, last] : null;
  };
  // A list right beside it that names the same things line by line is another version of it (US
  // and metric shown one after the other), not a group.
  const entries = candidate.lines.filter((line) => !line.isHeading);
  const isVersion = ([first, last]: [number, number]) =>
    areVersions(
      entries,
      blocks.slice(first, last + 1).map((block) => ({ text: block.text, isHeading: false, block })),
    );
  let start = firstIndex(candidate);
  let end = lastIndex(candidate);
  const ownRoot = rootFor(blocks[start]!);
  const holder = ownRoot && 'box' in ownRoot ? ownRoot.box : blocks[start]!.container;
  // A titled list ("Ingredients") takes only the groups after it ("Crosses", "Glaze"). The
  // groups together hold at most as many lines as a titled section does.
  const fits = (first: number, last: number) => last - first < MAX_LIST_LINES;
  for (let i = start - 1; candidate.context === 0 && i >= 0 && start - i < 200;) {
    const list = listAt(i, -1);
    // Lists with a name between them are groups, however alike.
    if (list && fits(list[0], end) && !(list[1] + 1 === start && isVersion(list))) {
      start = list[0];
      i = list[0] - 1;
    } else if (!list && isLooseName(blocks[i]!) && i + 1 === start) names.add(i--);
    else break;
  }
  for (let i = end + 1; i < blocks.length && i - end < 200;) {
    // A line that is no group of its own may still name the next ("1 pinch salt" as read).
    const heading =
      isGroupHeading(blocks[i]!) || (isLooseName(blocks[i]!) && !listAt(i, 1)) ? 1 : 0;
    // After a titled section only a heading of the title's rank starts another group, or one
    // over a list whose entries are classed as the section's are ("ingredients-list__item").
    const level = candidate.titleLevel ?? 0;
    const isSameRank = level <= 6 && blocks[i]!.headingLevel === level;
    const next = blocks[i + heading];
    const isSameEntries = next !== undefined && isClassedAlike(next, blocks[end]!);
    if (candidate.context !== 0 && !(heading && (isSameRank || isSameEntries))) break;
    const list = listAt(i + heading, 1, isSameEntries);
    if (!list || !fits(start, list[1]) || (!heading && isVersion(list))) break;
    if (heading) names.add(i);
    end = list[1];
    i = list[1] + 1;
  }
  if (start === firstIndex(candidate) && end === lastIndex(candidate)) return candidate;
  // The candidate's own lines stay entries, whatever holds them (paragraphs of one box).
  const own = new Set(candidate.lines.filter((line) => !line.isHeading).map((line) => line.block));
  const lines = blocks.slice(start, end + 1).map((block) => ({
    text: block.text,
    isHeading: !own.has(block) && (names.has(block.index) || !rootFor(block)),
    block,
  }));
  return { ...candidate, lines };
}

/**
 * Two list entries of one tag and the same (non-empty) class, figures aside ("ingredient-2-1"
 * numbers each entry): entries of one kind of list.
 */
function isClassedAlike(one: Block, other: Block): boolean {
  const [a, b] = [one.item, other.item];
  const look = (item: ElementNode) => (attr(item, 'class') ?? '').replace(/\d+/g, '').trim();
  return !!a && !!b && a.name === b.name && look(a) !== '' && look(a) === look(b);
}

/** The list or grid a line is an entry of, if any. */
function rootOf(block: Block): ElementNode | null {
  if (block.item) return listRoot(block);
  if (block.headingLevel > 0 && block.headingLevel <= 6) return null;
  const item = itemOf(block);
  if (item) return parentOf(item);
  return boxOfEntries(block, MIN_BOXED_ENTRIES);
}

/**
 * A list set as boxes: `minimum` or more boxes of one look side by side, each holding a line
 * (perhaps wrapped in a box of its own), or fewer in a box that has twins of its own (a group of
 * one entry among groups); not a title's line, nor the paragraphs of an article. The box that
 * holds them, or null.
 */
function boxOfEntries(block: Block, minimum: number): ElementNode | null {
  const { container } = block;
  if (block.headingLevel !== 0 || container.name === 'p') return null;
  const box = parentOf(container);
  if (!box) return null;
  if (twinsOf(container).length >= minimum) return box;
  const boxes = twinsOf(box).length;
  if (boxes >= minimum && isWrapper(box)) return parentOf(box);
  return boxes > 1 ? box : null;
}

/** A box that holds one element and nothing else beside it: an entry's wrapper. */
function isWrapper(box: ElementNode): boolean {
  let known = wrappers.get(box);
  if (known === undefined) {
    let elements = 0;
    for (const child of box.children) if (isElement(child) && ++elements > 1) break;
    known = elements === 1;
    wrappers.set(box, known);
  }
  return known;
}
const wrappers = new WeakMap<ElementNode, boolean>();
