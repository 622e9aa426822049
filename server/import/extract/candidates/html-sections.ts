// Sections of the readable-HTML fallback: the lines that follow a heading ("Ingredients",
// "Method") or fill a container, up to where the section visibly ends.
//
// Over 300 lines: the section reader and the looks it compares entries by (shapes, list roots,
// alternatives shown twice) are one unit; no other module uses those helpers apart.
import { AMOUNT_AT_LINE_START, FACT_FIGURE } from '../words/amount';
import type { Block } from '../page/blocks';
import { attr, classList, isElement, type ElementNode } from '../dom/dom';
import {
  NOISE,
  isBoxedEntry,
  commonAncestor,
  contains,
  itemOf,
  parentOf,
  twinsOf,
  type Line,
} from '../page/html-lines';
import {
  isIngredientHeading,
  isSectionName,
  isStepHeading,
  isStopHeading,
} from '../words/keywords';
import { isLabelledStep, isStepLabel } from '../dom/text';

export type Kind = 'ingredients' | 'steps';

/** A section the page may hold its ingredients or its method in, with how sure its context is. */
export interface Candidate {
  kind: Kind;
  lines: Line[];
  /** How sure the context is: a keyword heading, a recipe-plugin class, a generic class. */
  context: number;
  /** The rank (1–6) of the heading that titles the section, when it is a real heading. */
  titleLevel?: number;
  /** The line that titles the section, when a heading does. */
  title?: Block;
  /** Read from paragraphs that look like a list, the least sure way to find one. */
  fromParagraphs?: boolean;
}

/** Enough for any real page; a hostile one with thousands of "Step" headings stays cheap. */
export const MAX_CANDIDATES = 60;

export const firstIndex = (candidate: Candidate) => candidate.lines[0]?.block.index ?? 0;
export const lastIndex = (candidate: Candidate) =>
  candidate.lines[candidate.lines.length - 1]?.block.index ?? 0;

export function sectionKind(block: Block): Kind | null {
  if (block.text.length > 60 || isLabelledStep(block.text)) return null;
  if (isIngredientHeading(block.text)) return 'ingredients';
  if (isStepHeading(block.text)) return 'steps';
  return null;
}

export function isHeadingBlock(block: Block): boolean {
  if (block.headingLevel > 0) return true;
  // "Ingredients" alone in a paragraph, or "For the sauce:" on a line of its own.
  if (block.item) return false;
  return block.text.length <= 40 && (/[:：]$/.test(block.text) || sectionKind(block) !== null);
}

/** The element a heading's section lives in: the nearest one holding the heading and what follows. */
export function scopeAfter(blocks: Block[], headingIndex: number): ElementNode | null {
  // The nearest element holding the heading and the first two lines after it: a yield line
  // ("4 servings") often sits in the heading's own box. When both lines are such plain lines
  // (a subtitle, a yield) and a list follows, the list's first entry is in the section too.
  const heading = blocks[headingIndex]!;
  let scope: ElementNode | null = null;
  let content = 0;
  let hasEntry = false;
  const end = Math.min(blocks.length, headingIndex + 8);
  for (let i = headingIndex + 1; i < end && content < 2; i++) {
    const block = blocks[i]!;
    if (isHeadingBlock(block) || NOISE.test(block.text)) continue;
    scope = commonAncestor(heading.container, block.container);
    content++;
    hasEntry ||= isEntry(block);
  }
  if (scope && !hasEntry) {
    for (let i = headingIndex + 1; i < end; i++) {
      const block = blocks[i]!;
      if (block.headingLevel > 0 && block.headingLevel <= 6) break;
      if (!isEntry(block)) continue;
      if (!contains(scope, block.container))
        scope = commonAncestor(heading.container, block.container);
      break;
    }
  }
  return scope;
}

/** A list's item, or a line in one of three or more boxes of one look side by side. */
const isEntry = (block: Block) => block.item !== null || isBoxedEntry(block);

/**
 * Classes of a state or of a place in a run ("odd", "even", "first", "views-row-last",
 * "field-collection-view-final") that twins differ by.
 */
const STATE_CLASS =
  /^(?:active|show|shown|selected|current|is-active|is-selected|open|in|hidden|d-none|odd|even|first|last)$|[-_](?:first|last|final|odd|even)$/;

/**
 * Classes an editor puts on one paragraph to style it: alignment, colour, size, a drop cap
 * ("has-text-align-left", "has-drop-cap", "text-center", "is-style-large").
 */
const STYLE_CLASS = /^(?:has-|is-style-|(?:text|align)-?(?:left|right|center|centre|justify)$)/;

/**
 * An element's tag and classes, leaving out state classes ("active") that differ between twins
 * and style classes that differ between paragraphs of one text.
 */
export function look(element: ElementNode): string {
  return `${element.name}.${classList(element)
    .filter((name) => !STATE_CLASS.test(name) && !STYLE_CLASS.test(name))
    .join(' ')}`;
}

/** Signature of a paragraph-like line: its element and its parent, by tag and class. */
function shapeOf(block: Block): string {
  const item = itemOf(block);
  if (item) return `item:${look(item)}`;
  const parent = block.container.parent as ElementNode | null;
  return `${look(block.container)}|${parent && isElement(parent) ? look(parent) : ''}`;
}

/**
 * Whether two lines look alike: the same shape, or one the other's with a modifier class added
 * ("label.ingredient-label" and "label.ingredient-label no-amount"), not a plain paragraph and
 * one with a class of its own (a note).
 */
function sameShape(a: string, b: string, rowsOfParts = false): boolean {
  if (a === b) return true;
  // Of ingredients, a line read as a row of a grid and a line in a box of the row's look: one
  // list, its rows told apart by how many parts they hold ("<b>12</b> <b>oz.</b> <p>cream
  // cheese</p>" beside "<p>Cooking spray</p>"). Of a method, a row without the step's number is
  // an aside.
  if (a.startsWith('item:') !== b.startsWith('item:')) {
    if (!rowsOfParts) return false;
    const [row, line] = a.startsWith('item:') ? [a, b] : [b, a];
    return line.split('|')[1] === row.slice('item:'.length);
  }
  const partsA = a.split('|');
  const partsB = b.split('|');
  if (partsA.length !== partsB.length) return false;
  return partsA.every((part, i) => {
    const other = partsB[i]!;
    if (part === other) return true;
    const [tag, classes = ''] = splitLook(part);
    const [otherTag, otherClasses = ''] = splitLook(other);
    if (tag !== otherTag) return false;
    const mine = classes.split(' ').filter(Boolean);
    const theirs = otherClasses.split(' ').filter(Boolean);
    const [fewer, more] = mine.length <= theirs.length ? [mine, theirs] : [theirs, mine];
    return fewer.length > 0 && fewer.every((name) => more.includes(name));
  });
}

/** "label.a b" → ["label", "a b"]; "item:li.x" keeps its prefix with the tag. */
function splitLook(look: string): [string, string] {
  const dot = look.indexOf('.');
  return dot < 0 ? [look, ''] : [look.slice(0, dot), look.slice(dot + 1)];
}

/** What the reader of a section does with a block: take it as an entry, pass over it, or stop. */
type Next = 'take' | 'skip' | 'stop';

/**
 * The lines of a section starting at `start`: list items (with group names between lists), or
 * paragraphs of one shape, up to the next heading of the same rank, a heading of another
 * section, or the end of `scope`.
 */
export function collectSection(
  blocks: Block[],
  start: number,
  kind: Kind,
  level: number,
  scope: ElementNode | null,
): Line[] {
  return new SectionReader(blocks, start, kind, level, scope).read();
}

/**
 * One reading of a section, block by block: headings (a group's name, a step's label, the next
 * part of a method, or the section's end), lines between lists, lines of text.
 */
class SectionReader {
  private readonly lines: Line[] = [];
  private mode: 'list' | 'text' | null = null;
  private textShape = '';
  /** Other looks the section's entries have shown in (plain lines among product cards). */
  private readonly entryShapes = new Set<string>();
  private items = 0;
  private lastList: ElementNode | null = null;
  private headingSinceItem = false;
  // A method whose steps carry their numbers apart ("1", then the step): the last number read in
  // order, and whether the block before this one was that number.
  private stepNumber = 0;
  private justNumbered = false;
  /** The heading right before the section, perhaps the first of its parts. */
  private readonly before: Block | undefined;
  // The number of the part of the method read last, when its parts are numbered titles; the
  // section may start under the first ("1. Do some prep").
  private partNumber: number;
  private partsAtRank = false;

  constructor(
    private readonly blocks: Block[],
    private readonly start: number,
    private readonly kind: Kind,
    private readonly level: number,
    private readonly scope: ElementNode | null,
  ) {
    this.before = blocks[start - 1];
    this.partNumber =
      this.before && isHeadingBlock(this.before) ? titleNumber(this.before.text) : 0;
  }

  read(): Line[] {
    const { blocks, scope } = this;
    for (let i = this.start; i < blocks.length && this.lines.length < 300; i++) {
      const block = blocks[i]!;
      if (scope && !contains(scope, block.container)) break;
      const next = this.next(block, i);
      if (next === 'stop') break;
      if (next === 'take') this.take(block);
    }
    return pickAlternative(this.lines);
  }

  private next(block: Block, i: number): Next {
    if (isHeadingBlock(block) && !isBoxedEntryAfter(block, this.lines.at(-1), this.blocks[i + 1]))
      return this.heading(block, i);
    if (this.kind === 'steps' && isStepLabel(block.text)) {
      this.noteLabel(block.text);
      return 'skip';
    }
    const numbered = this.justNumbered;
    this.justNumbered = false;
    if (NOISE.test(block.text)) return 'skip';
    const isItem = block.item !== null && (!this.scope || contains(this.scope, block.item));
    if (this.mode === null) {
      this.mode = isItem ? 'list' : 'text';
      this.textShape = shapeOf(block);
    }
    if (this.mode === 'list' && !isItem) {
      const between = this.betweenLists(block, i);
      if (between) return between;
    }
    if (this.mode === 'list' && isItem && this.leavesList(block)) return 'stop';
    return this.mode === 'text' ? this.textEntry(block, i, isItem, numbered) : 'take';
  }

  private take(block: Block) {
    this.lines.push({ text: block.text, isHeading: false, block });
    this.headingSinceItem = false;
    this.items++;
  }

  /** The section's lines so far are an intro, not its entries: start over. */
  private restart() {
    this.lines.length = 0;
    this.entryShapes.clear();
    this.items = 0;
  }

  private noteLabel(text: string) {
    const number = Number(/\d+/.exec(text)?.[0]);
    this.justNumbered = number === this.stepNumber + 1;
    if (this.justNumbered) this.stepNumber = number;
  }

  private heading(block: Block, i: number): Next {
    const { kind, level } = this;
    const blockKind = sectionKind(block);
    if ((blockKind && blockKind !== kind) || isStopHeading(block.text)) return 'stop';
    const rank = block.headingLevel || 8;
    // A step's number or label set as a heading ("Step 2", a badge "3") titles one step, not
    // a section of the page.
    const isLabel = kind === 'steps' && isStepLabel(block.text);
    // The method's next part, numbered on from the last ("2. Make the meringue" after "1. Do
    // some prep") and titled alike, though its rank be that of the section's own title.
    const isNextPart =
      kind === 'steps' &&
      this.partNumber > 0 &&
      titleNumber(block.text) === this.partNumber + 1 &&
      partLook(block) === partLook(this.before!);
    // A bold line (rank 7) between lists is a group name even under a bold section title;
    // so is a heading of the same rank that names the same section ("Ingredients for the
    // topping" after "Ingredients for the cake").
    // A section whose parts are titled at its own rank ("Zubereitung", then "Popcorn" and
    // "Pink Popcorn" as h3s): a heading of that rank straight after its title opens the first.
    if (rank === level && rank <= 6 && i === this.start) this.partsAtRank = true;
    if (
      rank <= level &&
      rank <= 6 &&
      !(rank === level && (blockKind === kind || this.partsAtRank)) &&
      !isLabel &&
      !isNextPart
    )
      return 'stop';
    if (isNextPart) this.partNumber++;
    this.lines.push({ text: block.text, isHeading: true, block });
    this.headingSinceItem = true;
    if (isLabel) this.noteLabel(block.text);
    else this.justNumbered = false;
    return 'skip';
  }

  /** A line that is no list item in a section of lists; null where the method starts here. */
  private betweenLists(block: Block, i: number): Next | null {
    // A short line between lists names the next group; a paragraph ends the section.
    if (block.text.length <= 50 && !/[.!?]$/.test(block.text)) {
      this.lines.push({ text: block.text, isHeading: true, block });
      this.headingSinceItem = true;
      return 'skip';
    }
    if (
      this.kind === 'steps' &&
      this.lastList &&
      isInstruction(block.text) &&
      resumesList(this.blocks, i + 1, this.lastList, this.scope)
    ) {
      // A step set as a paragraph between two of the method's lists ("Bake for 20 minutes,
      // then…" after the pastry's steps, before the filling's) is one of its steps.
      this.lines.push({ text: block.text, isHeading: false, block });
      this.headingSinceItem = false;
      return 'skip';
    }
    if (this.kind === 'steps' && isInstruction(block.text) && !this.lines.some(isInstructionLine)) {
      // Facts set as a list over a method in paragraphs ("20 min", "75 min"): the method
      // starts here.
      this.restart();
      this.mode = 'text';
      this.textShape = shapeOf(block);
      return null;
    }
    return this.items ? 'stop' : 'skip';
  }

  /**
   * Another list right after this one continues the section only if it is titled (a group),
   * looks the same (not the tag cloud under the recipe) or is a list inside it (a group's
   * sub-list, or the main list again after it).
   */
  private leavesList(block: Block): boolean {
    const list = listRoot(block);
    const { lastList } = this;
    if (
      lastList &&
      list !== lastList &&
      !this.headingSinceItem &&
      !isSameLook(list, lastList) &&
      !contains(lastList, list) &&
      !contains(list, lastList)
    )
      return true;
    this.lastList = list;
    return false;
  }

  /** A line of a section in text (paragraphs, boxes, lines): its look against the section's. */
  private textEntry(block: Block, i: number, isItem: boolean, numbered: boolean): Next {
    if (isItem) return this.listAfterText(block);
    const isIngredients = this.kind === 'ingredients';
    const shape = shapeOf(block);
    const isSameShape = sameShape(shape, this.textShape, isIngredients);
    const previous = this.lines.at(-1);
    if (
      isIngredients &&
      !isSameShape &&
      !isMeasuredEntry(block.text) &&
      sharesLink(block, previous)
    ) {
      // A product card among the entries (a link round its picture, the entry and a line of
      // praise): the entry is read, the praise passed over.
      return 'skip';
    }
    if (
      isIngredients &&
      !isSameShape &&
      this.items >= 2 &&
      isMeasuredEntry(block.text) &&
      isMeasuredEntry(previous!.text)
    ) {
      // Entries set two ways, as product cards and as plain lines: a measured entry after a
      // measured entry is the list going on, whatever its look.
      this.entryShapes.add(shape);
      return 'take';
    }
    if (this.stepNumber >= 2 && !numbered && !isSameShape) {
      // Between numbered steps, a line of another look is the step's aside (a tip, the
      // ingredients it uses): passed over while the numbers go on.
      return labelFollows(this.blocks, i + 1, this.stepNumber + 1, this.scope) ? 'skip' : 'stop';
    }
    if (
      !isSameShape &&
      // A look that has shown a measured entry is the list's too, for its unmeasured entries
      // ("etwas Mehl"); a fact's figure ("30 minutes, start to finish") is no entry.
      !this.entryShapes.has(shape) &&
      !(this.stepNumber >= 2 && numbered)
    )
      return this.otherLook(block, i);
    // Ingredient paragraphs followed by the method in paragraphs of the same look.
    if (isIngredients && this.items >= 2 && isProse(block.text)) return 'stop';
    return 'take';
  }

  /** A list item after the section's first lines of text. */
  private listAfterText(block: Block): Next {
    const { kind, lines } = this;
    // A method in paragraphs listing each step's ingredients below it ("175 g sugar"): the list
    // belongs to the step above, not in the method's text.
    if (kind === 'steps' && isEchoedAmount(block.text) && (lines.at(-1)?.text.length ?? 0) >= 40)
      return 'skip';
    // Facts over a method's list ("Prep: 25 min", "Cook: 55 min") are not its steps; an
    // instruction among the lines before the list is.
    const isPreamble =
      kind === 'steps' && !lines.some((line) => !line.isHeading && isInstruction(line.text));
    if (this.items >= 2 && !isPreamble) return 'stop';
    // A method in one paragraph, then a list of facts ("Cooling time: 1 hour"): the list is
    // not the method.
    const first = lines.find((line) => !line.isHeading);
    if (kind === 'steps' && first && isInstruction(first.text) && isFact(block.text)) return 'stop';
    // an intro line before the list: drop it and read the list
    this.restart();
    this.mode = 'list';
    return 'take';
  }

  /** A line of text in a look the section's entries have not had. */
  private otherLook(block: Block, i: number): Next {
    const { kind, lines } = this;
    if (
      this.items > 1 &&
      namesNextGroup(block, this.blocks[i + 1], this.textShape, this.scope, kind === 'ingredients')
    ) {
      lines.push({ text: block.text, isHeading: true, block });
      return 'skip';
    }
    // One odd line first ("Serves 2") is an intro: start over from here. An instruction
    // first is not: the first paragraph of a method is often styled apart (a drop cap).
    // Facts in boxes of their own over a method ("Cook time 30 min", "Serves 4") are an intro
    // too, however many: the method starts at its first instruction.
    const factsFirst =
      kind === 'steps' && isInstruction(block.text) && !lines.some(isInstructionLine);
    // Between a method's paragraphs, a line of another look that is no instruction (the
    // amounts the step uses, set under it) is the step's aside when the method goes on
    // right after it, perhaps under a part's title.
    if (
      kind === 'steps' &&
      !isInstruction(block.text) &&
      lines.some(isInstructionLine) &&
      stepResumes(this.blocks, i + 1, this.textShape, this.scope)
    )
      return 'skip';
    if (this.items > 1 && !factsFirst) return 'stop';
    const first = lines.find((line) => !line.isHeading);
    if (!(kind === 'steps' && first && isInstruction(first.text) && isInstruction(block.text)))
      this.restart();
    this.textShape = shapeOf(block);
    return 'take';
  }
}

/**
 * How a part's title is set: its rank and its box. The parts of one method look alike ("1. Make
 * the base:", "2. Make the filling:"), unlike a numbered title of another kind after them.
 */
const partLook = (block: Block) => `${block.headingLevel}|${look(block.container)}`;

/** "2. Make the meringue": the number of a numbered title, else 0. */
function titleNumber(text: string): number {
  const match = /^(\d{1,2})[.)]\s+\p{L}/u.exec(text);
  return match ? Number(match[1]) : 0;
}

/** A short line led by an amount, not a numbered step: "400 g chickpeas", "1 onion". */
function isMeasuredEntry(text: string): boolean {
  return (
    text.length <= 80 &&
    AMOUNT_AT_LINE_START.test(text) &&
    /\p{L}{2}/u.test(text) &&
    !/^\d{1,2}\s*[.)]\s/.test(text) &&
    // "30 minutes, start to finish": a fact, not an ingredient.
    !FACT_FIGURE.test(text)
  );
}

/**
 * A line that reads like a heading only by its last word ("Olijfolie om in te bakken" ends as
 * "Brood bakken" does), set in a box beside the entry before it, of the same look, among three
 * or more, with no line of what it would announce after it: one more entry. A section's name,
 * a line ending in a colon or a heading that ends the recipe still titles what follows.
 */
function isBoxedEntryAfter(block: Block, previous: Line | undefined, next: Block | undefined) {
  if (block.headingLevel > 0 || !previous || previous.isHeading) return false;
  const { text } = block;
  if (/[:：]$/.test(text) || isSectionName(text) || isStopHeading(text)) return false;
  // Twins share their cached group, so a box is the line's twin when its group is the same.
  const twins = twinsOf(block.container);
  const isTwin = (other: Block) =>
    other.container !== block.container && twinsOf(other.container) === twins;
  if (!isBoxedEntry(block) || !isTwin(previous.block)) return false;
  const announced = sectionKind(block);
  if (!next || !isTwin(next)) return true;
  return announced === 'steps' ? !isInstruction(next.text) : !isMeasuredEntry(next.text);
}

/** Whether `block` sits in the same link as the line before it. */
function sharesLink(block: Block, previous: Line | undefined): boolean {
  if (!previous || previous.isHeading) return false;
  // Parts of one entry ("400 ml" | "coconut milk" in one card) are read as one line later on.
  const item = itemOf(block);
  if (item && item === itemOf(previous.block)) return false;
  const link = linkAround(block.container);
  return link !== null && link === linkAround(previous.block.container);
}

function linkAround(element: ElementNode): ElementNode | null {
  let current: ElementNode | null = element;
  for (let depth = 0; current && depth < 12; depth++) {
    if (current.name === 'a') return current;
    current = parentOf(current);
  }
  return null;
}

/**
 * A short line of its own look between lines of the section's look (`shape`) names the next
 * group ("Side", "For the sauce"), as between lists; not one that ends the recipe ("Notes") or
 * names another section.
 */
function namesNextGroup(
  block: Block,
  after: Block | undefined,
  shape: string,
  scope: ElementNode | null,
  rowsOfParts: boolean,
): boolean {
  return (
    block.text.length <= 50 &&
    !/[.!?]$/.test(block.text) &&
    !isStopHeading(block.text) &&
    !sectionKind(block) &&
    !!after &&
    !isHeadingBlock(after) &&
    sameShape(shapeOf(after), shape, rowsOfParts) &&
    (!scope || contains(scope, after.container))
  );
}

/** Whether a line of the method's look (`shape`) comes next, a part's title perhaps first. */
function stepResumes(
  blocks: Block[],
  start: number,
  shape: string,
  scope: ElementNode | null,
): boolean {
  return lookAhead(blocks, start, 2, scope, (block) =>
    isHeadingBlock(block)
      ? undefined
      : sameShape(shapeOf(block), shape) && isInstruction(block.text),
  );
}

/** How many blocks of asides may come between one numbered step and the next one's number. */
const ASIDE_WINDOW = 4;

/** How many blocks after a paragraph in a method the method's next list may start. */
const RESUME_WINDOW = 3;

/**
 * What the first telling block of the few from `start` says: `decide` answers true or false for
 * a block that settles it and undefined for one to pass over. Leaving `scope`, a section's
 * heading, a heading that ends the recipe or the end of the window says no.
 */
function lookAhead(
  blocks: Block[],
  start: number,
  window: number,
  scope: ElementNode | null,
  decide: (block: Block) => boolean | undefined,
): boolean {
  for (let i = start; i < blocks.length && i < start + window; i++) {
    const block = blocks[i]!;
    if (scope && !contains(scope, block.container)) return false;
    const answer = decide(block);
    if (answer !== undefined) return answer;
    if (isHeadingBlock(block) && (sectionKind(block) || isStopHeading(block.text))) return false;
  }
  return false;
}

/** Whether step number `number` is read within a few blocks of `start`. */
function labelFollows(
  blocks: Block[],
  start: number,
  number: number,
  scope: ElementNode | null,
): boolean {
  return lookAhead(blocks, start, ASIDE_WINDOW, scope, (block) =>
    isStepLabel(block.text) ? Number(/\d+/.exec(block.text)?.[0]) === number : undefined,
  );
}

/**
 * Whether the method's lists go on within a few blocks of `start` (after a group name, or more
 * paragraphs), in a list of the look of `list` that starts with a step: not the titles of other
 * recipes or a list of tips.
 */
function resumesList(
  blocks: Block[],
  start: number,
  list: ElementNode,
  scope: ElementNode | null,
): boolean {
  return lookAhead(blocks, start, RESUME_WINDOW, scope, (block) => {
    if (block.item) return isSameLook(listRoot(block), list) && isSentence(block.text);
    if (isHeadingBlock(block)) return undefined;
    const isGroupName = block.text.length <= 50 && !/[.!?]$/.test(block.text);
    return isGroupName || isInstruction(block.text) ? undefined : false;
  });
}

/** A sentence of a few words ("Grind the pistachios to a paste."), not a title. */
const isSentence = (text: string) => /[.!)]$/.test(text) && text.split(/\s+/).length >= 3;

/**
 * A sentence of some length that does not start with an amount: instructions or a story, not
 * an ingredient line (which may be long and end in a full stop, but leads with its amount).
 */
const isProse = (text: string) =>
  text.length > 80 && /[.!?]$/.test(text) && !AMOUNT_AT_LINE_START.test(text);

/** A sentence of some length: what an instruction looks like, unlike a yield or an intro line. */
const isInstruction = (text: string) => text.length >= 40 && /[.!)]$/.test(text);

/** "175 g caster sugar": a short line led by an amount, an ingredient named again. */
const isEchoedAmount = (text: string) => text.length <= 80 && AMOUNT_AT_LINE_START.test(text);

const isInstructionLine = (line: Line) => !line.isHeading && isInstruction(line.text);

/** "Cooling time: 1 hour", "Serves: 4": a label and its value, a fact about the recipe. */
const isFact = (text: string) => text.length <= 60 && /^[^:：]{2,30}[:：]\s*\S/u.test(text);

/**
 * A list's look: its tag, its first item's class, and its class names. Figures in class names
 * are left out: a list set in columns numbers each column's list ("col-1", "col-2").
 */
function listShape(list: ElementNode): { tag: string; classes: string[] } {
  const item = list.children.find((child) => isElement(child) && child.name === 'li') as
    ElementNode | undefined;
  const itemClass = item ? (attr(item, 'class') ?? '') : '';
  return {
    tag: `${list.name}>${itemClass.replace(/\d+/g, '')}`,
    classes: classList(list).map((name) => name.replace(/\d+/g, '')),
  };
}

/**
 * Two lists of one look: the same tags and item classes, and the class names of one among the
 * other's (a list of several steps may carry a "multi" class the list of one step lacks).
 */
function isSameLook(one: ElementNode, other: ElementNode): boolean {
  const [a, b] = [listShape(one), listShape(other)];
  // Lists of one class with a mark on one item only (a tracking class on the first step).
  if (one.name === other.name && a.classes.length && a.classes.join(' ') === b.classes.join(' '))
    return true;
  if (a.tag !== b.tag) return false;
  const [fewer, more] = a.classes.length <= b.classes.length ? [a, b] : [b, a];
  // A bare list beside a classed one is another list (the tags under the recipe).
  if (!fewer.classes.length) return !more.classes.length;
  return fewer.classes.every((name) => more.classes.includes(name));
}

/**
 * Sites with a US/metric switch render every version and hide all but one: parallel lists
 * with the same ingredients. Keep the one marked active, else the first.
 */
function pickAlternative(lines: Line[]): Line[] {
  const groups = new Map<ElementNode, Line[]>();
  // A paragraph of lines broken by <br> is a list of its own.
  const paragraphLines = new Map<ElementNode, number>();
  for (const { block, isHeading } of lines)
    if (!isHeading && !block.item && block.container.name === 'p')
      paragraphLines.set(block.container, (paragraphLines.get(block.container) ?? 0) + 1);
  for (const line of lines) {
    if (line.isHeading) continue;
    const { block } = line;
    const root = (paragraphLines.get(block.container) ?? 0) > 1 ? block.container : listRoot(block);
    const group = groups.get(root) ?? [];
    group.push(line);
    groups.set(root, group);
  }
  if (groups.size < 2) return lines;
  const lists = [...groups.entries()];
  const size = lists[0]![1].length;
  if (size < 2 || !lists.every(([, group]) => group.length === size)) return lines;
  const [first, second] = [lists[0]![1], lists[1]![1]];
  // Lists each under a name of its own ("Marinade", "Sauce") are groups, not versions.
  const [firstEnd, secondStart] = [first.at(-1)!.block.index, second[0]!.block.index];
  if (
    lines.some(
      (line) => line.isHeading && line.block.index > firstEnd && line.block.index < secondStart,
    )
  )
    return lines;
  if (!areVersions(first, second)) return lines;
  const shared = lists
    .slice(1)
    .reduce<ElementNode | null>(
      (common, [root]) => (common ? commonAncestor(common, root) : null),
      lists[0]![0],
    );
  const active = lists.find(([root]) => isMarkedActive(root, shared));
  return (active ?? lists[0]!)[1];
}

/**
 * Two lists that name the same things line by line ("250 g flour" | "2 cups flour"): versions of
 * one list (US and metric), not two groups. Groups of one recipe that happen to be as long share
 * a word here and there, not line after line.
 */
export function areVersions(first: Line[], second: Line[]): boolean {
  if (first.length < 2 || first.length !== second.length) return false;
  const words = (line: Line) => new Set(line.text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  const alike = first.filter((line, i) => {
    const one = words(line);
    const other = words(second[i]!);
    const common = [...one].filter((word) => other.has(word)).length;
    return common > 0 && common * 2 >= Math.min(one.size, other.size);
  }).length;
  return alike * 5 >= first.length * 4;
}

export function listRoot(block: Block): ElementNode {
  const holder = block.item ?? block.container;
  const parent = holder.parent as ElementNode | null;
  return parent && isElement(parent) ? parent : holder;
}

function isMarkedActive(element: ElementNode, stopAt: ElementNode | null): boolean {
  let current: ElementNode | null = element;
  for (let depth = 0; current && current !== stopAt && depth < 4; depth++) {
    if (
      classList(current).some((name) => /^(?:active|show|selected|current|is-active)$/.test(name))
    )
      return true;
    current = parentOf(current);
  }
  return false;
}
