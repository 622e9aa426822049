// The readable-HTML fallback: a page without (usable) recipe markup still shows its ingredients
// and instructions to people, as lists or paragraphs under a heading ("Ingredients", "Zutaten",
// "Method") or inside containers whose class says what they are (recipe plugins: WP Recipe Maker,
// Tasty, Mediavine Create, EasyRecipe, ZipList, hRecipe...). Candidates from all of these are
// scored on how much their lines look like ingredient lines or instructions; the best wins.
import { AMOUNT_OR_NUMBER_WORD_AT_LINE_START } from './amount';
import { readBlocks, type Block } from './blocks';
import { attr, findAll, isElement, type ElementNode, type HtmlDocument } from './dom';
import {
  NOISE,
  cleanLines,
  commonAncestor,
  contains,
  groupItems,
  itemOf,
  parentOf,
  type Line,
} from './html-lines';
import {
  collectSection,
  isHeadingBlock,
  listRoot,
  scopeAfter,
  sectionKind,
  type Kind,
} from './html-sections';
import { INGREDIENT_CLASS, STEP_CLASS, isServingsHeading, isStopHeading } from './keywords';
import { isStepLabel } from './text';

interface Candidate {
  kind: Kind;
  lines: Line[];
  /** How sure the context is: a keyword heading, a recipe-plugin class, a generic class. */
  context: number;
  /** The rank (1–6) of the heading that titles the section, when it is a real heading. */
  titleLevel?: number;
}

export interface HtmlRecipe {
  ingredients: string[];
  steps: string[];
  /** The first paragraph of prose under the page's <h1>, before the ingredients: a headnote. */
  intro: string;
}

/** Ingredient and instruction lists read from the page's visible structure. */
export function extractFromHtml(document: HtmlDocument): HtmlRecipe {
  const blocks = readBlocks(document);
  const candidates = [...headingCandidates(blocks), ...containerCandidates(document, blocks)];
  const ingredientCandidates = [
    ...candidates.filter((c) => c.kind === 'ingredients'),
    ...listCandidates(blocks),
  ];
  const best = pickBest(ingredientCandidates, scoreIngredients);
  const ingredients = best && withNeighbourGroups(blocks, best);
  const stepCandidates = [
    ...candidates.filter((c) => c.kind === 'steps'),
    ...orderedListCandidates(blocks),
  ];
  if (ingredients) {
    const afterIngredients = continuationCandidate(blocks, ingredients);
    if (afterIngredients) stepCandidates.push(afterIngredients);
  }
  const ingredientBlocks = new Set(ingredients?.lines.map((line) => line.block.index));
  const steps = pickBest(
    stepCandidates.filter(
      (c) => !c.lines.some((line) => !line.isHeading && ingredientBlocks.has(line.block.index)),
    ),
    (c) => scoreSteps(c) + (ingredients && firstIndex(c) > lastIndex(ingredients) ? 0.5 : 0),
  );
  return {
    ingredients: ingredients ? ingredientLines(ingredients) : [],
    steps: steps ? stepLines(steps) : [],
    intro: introOf(blocks, ingredients),
  };
}

/** How far below the <h1> a headnote may start (bylines, dates and share links come first). */
const INTRO_WINDOW = 12;

function introOf(blocks: Block[], ingredients: Candidate | null): string {
  const title = blocks.findIndex((block) => block.headingLevel === 1);
  if (title < 0) return '';
  const end = Math.min(
    ingredients ? firstIndex(ingredients) : blocks.length,
    title + 1 + INTRO_WINDOW,
  );
  for (let i = title + 1; i < end; i++) {
    const block = blocks[i]!;
    if (block.item || block.headingLevel > 0 || NOISE.test(block.text)) continue;
    if (block.text.length >= 40 && /[.!?…)"”]$/.test(block.text)) return block.text;
  }
  return '';
}

const firstIndex = (candidate: Candidate) => candidate.lines[0]?.block.index ?? 0;
const lastIndex = (candidate: Candidate) =>
  candidate.lines[candidate.lines.length - 1]?.block.index ?? 0;

function pickBest(
  candidates: Candidate[],
  score: (candidate: Candidate) => number,
): Candidate | null {
  let best: Candidate | null = null;
  let bestScore = 0;
  for (const candidate of candidates) {
    const value = score(candidate);
    if (value > bestScore) {
      best = candidate;
      bestScore = value;
    }
  }
  return best;
}

// ---------------------------------------------------------------- candidates

/** Enough for any real page; a hostile one with thousands of "Step" headings stays cheap. */
const MAX_CANDIDATES = 60;

function headingCandidates(blocks: Block[]): Candidate[] {
  const candidates: Candidate[] = [];
  // Headings read as part of an earlier section ("Ingredients for the topping" after
  // "Ingredients for the cake") are not sections of their own.
  const absorbed = new Set<number>();
  for (let i = 0; i < blocks.length && candidates.length < MAX_CANDIDATES; i++) {
    const block = blocks[i]!;
    // "Serves 4" on a line of its own heads the ingredients on pages with no "Ingredients".
    const servings = !block.item && block.text.length <= 40 && isServingsHeading(block.text);
    if ((!isHeadingBlock(block) && !servings) || absorbed.has(i)) continue;
    const kind = sectionKind(block) ?? (isServingsHeading(block.text) ? 'ingredients' : null);
    if (!kind) continue;
    const level = block.headingLevel || 8;
    const lines = collectSection(blocks, i + 1, kind, level, scopeAfter(blocks, i));
    if (lines.some((line) => !line.isHeading)) {
      candidates.push({
        kind,
        lines,
        context: sectionKind(block) ? 3 : 2,
        titleLevel: block.headingLevel,
      });
      for (const line of lines)
        if (line.isHeading && sectionKind(line.block) === kind) absorbed.add(line.block.index);
    }
  }
  return candidates;
}

/**
 * Instructions that follow the ingredient list with no step heading of their own: straight
 * after it, or under the next heading whatever it says ("Recipe", "A recept", "Get started").
 */
function continuationCandidate(blocks: Block[], ingredients: Candidate): Candidate | null {
  let after = lastIndex(ingredients) + 1;
  let next = blocks[after];
  // "What else you need" right after the list (a heading or an item) is more ingredients.
  if (next && sectionKind(next) === 'ingredients') return null;
  if (next && isHeadingBlock(next)) {
    // A question ("Fancy trying it?") heads a teaser, not the method.
    if (isStopHeading(next.text) || /[?？]\s*$/.test(next.text)) return null;
    after++;
    next = blocks[after];
  }
  if (!next || isHeadingBlock(next)) return null;
  const scope = commonAncestor(ingredients.lines[0]!.block.container, next.container);
  const lines = collectSection(blocks, after, 'steps', 7, scope);
  return lines.length ? { kind: 'steps', lines, context: 1 } : null;
}

/**
 * Every list on the page, for pages with no heading or class to go by: <ul>/<ol> lists, and
 * grids of look-alike rows or cards ("Limette" over "1 Stk." in each).
 */
function listCandidates(blocks: Block[]): Candidate[] {
  const lists = new Map<ElementNode, Line[]>();
  const entries = new Map<ElementNode, Set<ElementNode>>();
  for (const block of blocks) {
    const root = rootOf(block);
    if (!root) continue;
    const item = block.item ?? itemOf(block)!;
    const lines = lists.get(root) ?? [];
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
 * Every numbered list (<ol>) of sentences, for pages whose method has no heading the extractor
 * knows and does not follow the ingredients straight away: a numbered list of instructions is how
 * people write a method in any language. The least sure of all step candidates.
 */
function orderedListCandidates(blocks: Block[]): Candidate[] {
  const lists = new Map<ElementNode, Line[]>();
  for (const block of blocks) {
    if (!block.item) continue;
    const list = listRoot(block);
    if (list.name !== 'ol') continue;
    const lines = lists.get(list) ?? [];
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

/**
 * A bare list chosen for the ingredients may be one of several groups under short headings
 * ("Produce", "Pantry", "Dairy") with no "Ingredients" title above them: the lists next to it
 * that read like ingredients too join it, their headings as group names.
 */
function withNeighbourGroups(blocks: Block[], candidate: Candidate): Candidate {
  const isGroupHeading = (block: Block) =>
    block.text.length <= 30 &&
    !rootOf(block) &&
    !sectionKind(block) &&
    !isStopHeading(block.text) &&
    // In a bare list, a short line of its own between lists names a group ("From the pantry").
    (block.headingLevel > 0 || (candidate.context === 0 && !/[.!?]$/.test(block.text)));
  /** The list starting or ending at `from`, if it reads like ingredients: its first and last index. */
  const listAt = (from: number, step: 1 | -1): [number, number] | null => {
    const root = blocks[from] ? rootOf(blocks[from]) : null;
    if (!root) return null;
    let to = from;
    while (blocks[to + step] && rootOf(blocks[to + step]!) === root) to += step;
    const [first, last] = step === 1 ? [from, to] : [to, from];
    const items = groupItems(
      blocks.slice(first, last + 1).map((block) => ({ text: block.text, isHeading: false, block })),
    );
    const amounts = items.filter((item) =>
      AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(item.text),
    ).length;
    const sentences = items.filter((item) => /[.!?]$/.test(item.text) && item.text.length > 40);
    return amounts * 2 >= items.length && !sentences.length ? [first, last] : null;
  };
  let start = firstIndex(candidate);
  let end = lastIndex(candidate);
  // A titled list ("Ingredients") takes only the groups after it ("Crosses", "Glaze").
  for (let i = start - 1; candidate.context === 0 && i >= 0 && start - i < 200;) {
    const list = listAt(i, -1);
    if (list) {
      start = list[0];
      i = list[0] - 1;
    } else if (isGroupHeading(blocks[i]!) && i + 1 === start) i--;
    else break;
  }
  for (let i = end + 1; i < blocks.length && i - end < 200;) {
    const heading = isGroupHeading(blocks[i]!) ? 1 : 0;
    // After a titled section only a heading of the title's rank starts another group.
    const level = candidate.titleLevel ?? 0;
    if (candidate.context !== 0 && !(heading && level <= 6 && blocks[i]!.headingLevel === level))
      break;
    const list = listAt(i + heading, 1);
    if (!list) break;
    end = list[1];
    i = list[1] + 1;
  }
  if (start === firstIndex(candidate) && end === lastIndex(candidate)) return candidate;
  const lines = blocks.slice(start, end + 1).map((block) => ({
    text: block.text,
    isHeading: !rootOf(block),
    block,
  }));
  return { ...candidate, lines };
}

/** The list or grid a line is an entry of, if any. */
function rootOf(block: Block): ElementNode | null {
  if (block.item) return listRoot(block);
  if (block.headingLevel > 0 && block.headingLevel <= 6) return null;
  const item = itemOf(block);
  return item ? parentOf(item) : null;
}

// ---------------------------------------------------------------- containers named by class

function containerCandidates(document: HtmlDocument, blocks: Block[]): Candidate[] {
  const candidates: Candidate[] = [];
  const marked = findAll(document, (element) => {
    const words = `${attr(element, 'class') ?? ''} ${attr(element, 'id') ?? ''}`;
    return words.length > 1 && (INGREDIENT_CLASS.test(words) || STEP_CLASS.test(words));
  });
  const seen = new Set<ElementNode>();
  /** Per parent, its marked children by look: a recipe in parts, each with its own list. */
  const parts = new Map<ElementNode, Map<string, Part>>();
  for (const element of marked.slice(0, MAX_CANDIDATES)) {
    const words = `${attr(element, 'class') ?? ''} ${attr(element, 'id') ?? ''}`;
    const kind: Kind = INGREDIENT_CLASS.test(words) ? 'ingredients' : 'steps';
    const context = PLUGIN_CLASS.test(words) ? 4 : 2;
    const parent = element.parent as ElementNode | null;
    for (const container of [element, parent]) {
      if (!container || !isElement(container) || seen.has(container)) continue;
      seen.add(container);
      const read = readContainer(container, kind, blocks);
      if (!read) continue;
      // One line is too little to go by alone, but may be a part of a recipe in parts.
      if (read.blocks >= 2) candidates.push({ kind, lines: read.lines, context });
      if (container !== element || !parent) continue;
      const looks = parts.get(parent) ?? new Map<string, Part>();
      const look = `${element.name}.${attr(element, 'class') ?? ''}`;
      const part = looks.get(look) ?? { kind, context, lines: [], count: 0 };
      part.lines.push(...read.lines);
      part.count++;
      looks.set(look, part);
      parts.set(parent, looks);
    }
  }
  for (const looks of parts.values()) {
    for (const { kind, context, lines, count } of looks.values()) {
      // Surer than any one of its parts.
      if (count >= 2) candidates.push({ kind, lines, context: context + 0.5 });
    }
  }
  return candidates;
}

/** Containers of one look, one after another under one parent: the parts of one recipe. */
interface Part {
  kind: Kind;
  context: number;
  lines: Line[];
  count: number;
}

/** The lines of a container read like a section, its own title ("Ingredients") left out. */
function readContainer(
  container: ElementNode,
  kind: Kind,
  blocks: Block[],
): { lines: Line[]; blocks: number } | null {
  const inside = blocksWithin(container, blocks);
  if (!inside.length || inside.length > 400) return null;
  let start = inside[0]!.index;
  while (
    start <= inside[inside.length - 1]!.index &&
    isHeadingBlock(blocks[start]!) &&
    sectionKind(blocks[start]!)
  )
    start++;
  const lines = collectSection(blocks, start, kind, 0, container);
  return lines.some((line) => !line.isHeading) ? { lines, blocks: inside.length } : null;
}

/** Blocks inside `container` (blocks are in document order, so they are consecutive). */
function blocksWithin(container: ElementNode, blocks: Block[]): Block[] {
  const inside: Block[] = [];
  for (const block of blocks) {
    if (contains(container, block.container)) inside.push(block);
    else if (inside.length) break;
  }
  return inside;
}

const PLUGIN_CLASS =
  /wprm-recipe-(?:ingredients|instructions)|tasty-recipes?-(?:ingredients|instructions)|mv-create-(?:ingredients|instructions)|ERS(?:Ingredients|Instructions)|zlrecipe-(?:ingredients|instructions)|wpurp-recipe-(?:ingredients|instructions)|cooked-recipe-(?:ingredients|directions)|recipe-(?:ingredients|instructions|directions|method)\b/i;

// ---------------------------------------------------------------- entries

/** "Makes 6 servings", "2 portion(s)": the yield, shown above the list. */
const YIELD_LINE =
  /^(?:makes|serves|servings?|yield|yields|portions?|für|voor|pour|para)\b.{0,30}$|^\d+\s*(?:servings?|portions?|portion\(s\)|personen|personnes|personas|porties|porzioni)$/i;

function ingredientLines(candidate: Candidate): string[] {
  return cleanLines(candidate.lines)
    .filter((line) => !line.isHeading && !YIELD_LINE.test(line.text))
    .map((line) => line.text);
}

function stepLines(candidate: Candidate): string[] {
  const read = (group: boolean) =>
    cleanLines(candidate.lines, { group })
      .filter((line) => !line.isHeading && !isStepLabel(line.text))
      .map((line) => line.text);
  const steps = read(true);
  // A list of one item holding paragraphs: the paragraphs are the steps.
  return steps.length === 1 ? read(false) : steps;
}

// ---------------------------------------------------------------- scoring

function scoreIngredients(candidate: Candidate): number {
  const items = ingredientLines(candidate);
  if (!items.length) return 0;
  const withQuantity =
    items.filter((item) => AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(item)).length / items.length;
  const long = items.filter((item) => item.length > 160).length / items.length;
  const sentences =
    items.filter((item) => /[.!?]$/.test(item) && item.length > 60).length / items.length;
  const size = Math.min(items.length, 12) / 6;
  const score =
    candidate.context +
    2 * withQuantity +
    size -
    4 * long -
    2 * sentences -
    (items.length < 2 ? 1.5 : 0);
  // A bare list with no heading or class must really look like ingredients.
  return candidate.context === 0 && withQuantity < 0.6 ? 0 : score;
}

function scoreSteps(candidate: Candidate): number {
  const items = stepLines(candidate);
  if (!items.length) return 0;
  const sentences = items.filter((item) => item.length >= 25).length / items.length;
  const quantityLed =
    items.filter((item) => AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(item) && item.length < 60)
      .length / items.length;
  const size = Math.min(items.length, 8) / 8;
  return candidate.context + 2 * sentences + size - 2 * quantityLed;
}
