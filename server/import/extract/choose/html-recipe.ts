// The readable-HTML fallback: a page without (usable) recipe markup still shows its ingredients
// and instructions to people, as lists or paragraphs under a heading ("Ingredients", "Zutaten",
// "Method") or inside containers whose class says what they are (recipe plugins: WP Recipe Maker,
// Tasty, Mediavine Create, EasyRecipe, ZipList, hRecipe...). Candidates from all of these are
// scored on how much their lines look like ingredient lines or instructions; the best wins.
import {
  AMOUNT_OR_NUMBER_WORD_AT_LINE_START,
  AMOUNT_WITH_UNIT_AT_LINE_END,
  isFactLine,
} from '../words/amount';
import { readBlocks, type Block, type ReadOptions } from '../page/blocks';
import { attr, type ElementNode, type HtmlDocument } from '../dom/dom';
import { dropRepeat } from '../read/element-lines';
import { containerCandidates } from '../candidates/html-containers';
import {
  NOISE,
  cleanLines,
  commonAncestor,
  splitInlineList,
  isBoxedEntry,
  type Line,
} from '../page/html-lines';
import {
  listCandidates,
  paragraphRunCandidates,
  sentenceListCandidates,
  withNeighbourGroups,
} from '../candidates/html-lists';
import {
  MAX_CANDIDATES,
  collectSection,
  firstIndex,
  isHeadingBlock,
  lastIndex,
  numberedTitleCandidates,
  scopeAfter,
  sectionKind,
  type Candidate,
  type Kind,
} from '../candidates/html-sections';
import { isSectionName, isServingsHeading, isStopHeading } from '../words/keywords';
import { withoutIngredientEchoes } from '../tidy/ingredient-echoes';
import { findCardHeading } from './recipe-card';
import { widenToMethodGroups, widenToTitledSection, widenToWholeMethod } from './widening';
import { isStepLabel } from '../dom/text';
import { always, decide, type Rule } from './rules';

export interface HtmlRecipe {
  ingredients: string[];
  steps: string[];
  /** The first paragraph of prose under the page's <h1>, before the ingredients: a headnote. */
  intro: string;
  /** The heading of the recipe card the ingredients are in, apart from the page's <h1>. */
  cardHeading: string;
  /**
   * How the ingredients were found: under a title or in a container that names them, as a list
   * by its look, or from paragraphs that look like one.
   */
  ingredientsFound: 'titled' | 'list' | 'paragraphs' | null;
  /** Where the method was found and the rule of METHOD_PLACE_RULES that placed it ('none'). */
  methodFound: string;
}

/** What a method candidate gains for where it stands: the first rule that holds gives its bonus. */
const METHOD_PLACE_RULES: readonly Rule<
  { candidate: Candidate; followsIngredients: (c: Candidate) => boolean },
  number
>[] = [
  // A method after the ingredients under its section's own name ("Instructions") is the recipe
  // card's, more surely than a post's account of it above the card ("How to make…").
  {
    name: 'named method after the ingredients',
    take: 1,
    when: ({ candidate, followsIngredients }) =>
      followsIngredients(candidate) && !!candidate.title && isSectionName(candidate.title.text),
  },
  {
    name: 'method after the ingredients',
    take: 0.5,
    when: ({ candidate, followsIngredients }) => followsIngredients(candidate),
  },
  { name: 'method elsewhere', take: 0, when: always },
];

/** Which of the candidate lists the method was: for the scorer's report of the rules. */
function methodSource(
  picked: Candidate,
  after: Candidate | null,
  numbered: Candidate[],
  sentences: Candidate[],
): string {
  if (picked === after) return 'text after the ingredients';
  if (numbered.includes(picked)) return 'numbered titles';
  if (sentences.includes(picked)) return 'sentences by their look';
  return picked.title ? 'under a section title' : 'in a named container';
}

/** Ingredient and instruction lists read from the page's visible structure. */
export function extractFromHtml(document: HtmlDocument, options: ReadOptions = {}): HtmlRecipe {
  const blocks = readBlocks(document, options);
  const candidates = [...headingCandidates(blocks), ...containerCandidates(document, blocks)];
  const ingredientCandidates = [
    ...candidates.filter((c) => c.kind === 'ingredients'),
    ...listCandidates(blocks),
    ...paragraphRunCandidates(blocks),
  ];
  const picked = namedRecipe(pickBest(ingredientCandidates, scoreIngredients), candidates, blocks);
  const best = picked && widenToTitledSection(picked, candidates, ingredientLines);
  const parts = best ? partsOf(best, candidates) : [];
  const ingredients =
    best && (parts.length > 1 ? joinParts(parts) : withNeighbourGroups(blocks, best));
  const sentenceLists = sentenceListCandidates(blocks, ingredients ? lastIndex(ingredients) : null);
  const stepCandidates = [...candidates.filter((c) => c.kind === 'steps'), ...sentenceLists];
  let afterIngredients: Candidate | null = null;
  if (ingredients) {
    afterIngredients =
      parts.length > 1
        ? joinParts(
            parts.map((part) => continuationCandidate(blocks, part)).filter((c) => c !== null),
          )
        : continuationCandidate(blocks, ingredients);
    if (afterIngredients?.lines.length) stepCandidates.push(afterIngredients);
    else afterIngredients = null;
  }
  // Numbered titles that head the text read straight after the ingredients are its steps, that
  // text read whole in its place. Where other text of two lines or more is read there, numbered
  // titles under one word elsewhere number something else ("Tip 1", "Day 1", "Option 1") or tell
  // the method at length above its recipe card. The rest go after that text, which wins where
  // they score the same.
  const numberedTitles = numberedTitleCandidates(blocks);
  for (const numbered of numberedTitles) {
    const after = afterIngredients;
    if (
      after &&
      firstIndex(numbered) < firstIndex(after) &&
      lastIndex(numbered) >= firstIndex(after)
    ) {
      afterIngredients = { ...numbered, context: after.context };
      stepCandidates[stepCandidates.indexOf(after)] = afterIngredients;
    } else if (!after || after.lines.filter((line) => !line.isHeading).length < 2) {
      stepCandidates.push(numbered);
    }
  }
  const ingredientTexts = ingredients ? ingredientLines(ingredients) : [];
  const ingredientBlocks = new Set(ingredients?.lines.map((line) => line.block.index));
  const usable = stepCandidates.filter(
    (c) => !c.lines.some((line) => !line.isHeading && ingredientBlocks.has(line.block.index)),
  );
  // A method after the ingredients belongs to them, unless another recipe's ingredient list
  // comes between (a page of several recipe cards).
  const otherLists = candidates
    .filter((c) => c.kind === 'ingredients' && c.title && sectionKind(c.title) === 'ingredients')
    .map((c) => c.title!.index);
  // A list of sentences found by its look alone, further on than the text read straight after
  // the ingredients (a comment thread, an article's outro), is not their method.
  const isBeyondMethod = (c: Candidate) =>
    c.context < 1 &&
    afterIngredients !== null &&
    afterIngredients.context >= 1 &&
    afterIngredients.lines.filter((line) => !line.isHeading && isSentence(line.text)).length >= 2 &&
    c !== afterIngredients &&
    firstIndex(c) > lastIndex(afterIngredients);
  const followsIngredients = (c: Candidate) =>
    !!ingredients &&
    firstIndex(c) > lastIndex(ingredients) &&
    !isBeyondMethod(c) &&
    !otherLists.some((index) => index > lastIndex(ingredients) && index < firstIndex(c));
  const placeOf = (c: Candidate) =>
    decide(METHOD_PLACE_RULES, { candidate: c, followsIngredients });
  const scoreMethod = (c: Candidate) => scoreSteps(c, ingredientTexts) + placeOf(c).take;
  const pickedSteps = pickBest(usable, scoreMethod);
  const steps =
    pickedSteps &&
    widenToMethodGroups(
      blocks,
      widenToWholeMethod(pickedSteps, usable, scoreMethod),
      ingredientBlocks,
    );
  return {
    ingredients: ingredientTexts,
    steps: steps ? stepLines(steps, ingredientTexts) : [],
    methodFound: pickedSteps
      ? `${methodSource(pickedSteps, afterIngredients, numberedTitles, sentenceLists)}, ${placeOf(pickedSteps).rule}`
      : 'none',
    intro: introOf(blocks, ingredients),
    cardHeading: best
      ? findCardHeading(blocks, best.title?.index ?? firstIndex(best), best.title !== undefined)
      : '',
    ingredientsFound: !best
      ? null
      : best.context >= 1
        ? 'titled'
        : best.fromParagraphs
          ? 'paragraphs'
          : 'list',
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

/** How many headings' sections are read at most, found or empty: far more than a page holds. */
const MAX_SECTION_READS = 1000;

function headingCandidates(blocks: Block[]): Candidate[] {
  const candidates: Candidate[] = [];
  // Headings read as part of an earlier section ("Ingredients for the topping" after
  // "Ingredients for the cake"), or as more titles of a section that held nothing, are not
  // sections of their own; a hostile page of titles alone stops being read after a bound.
  const absorbed = new Set<number>();
  let reads = 0;
  for (
    let i = 0;
    i < blocks.length && candidates.length < MAX_CANDIDATES && reads < MAX_SECTION_READS;
    i++
  ) {
    const block = blocks[i]!;
    // "Serves 4" on a line of its own heads the ingredients on pages with no "Ingredients".
    const servings = !block.item && block.text.length <= 40 && isServingsHeading(block.text);
    if ((!isHeadingBlock(block) && !servings) || absorbed.has(i)) continue;
    const kind = sectionKind(block) ?? (isServingsHeading(block.text) ? 'ingredients' : null);
    if (!kind) continue;
    const level = block.headingLevel || 8;
    reads++;
    const lines = collectSection(blocks, i + 1, kind, level, scopeAfter(blocks, i));
    if (lines.some((line) => !line.isHeading)) {
      candidates.push({
        kind,
        lines,
        context: headingContext(block, kind),
        titleLevel: block.headingLevel,
        title: block,
      });
    }
    for (const line of lines)
      if (line.isHeading && sectionKind(line.block) === kind) absorbed.add(line.block.index);
  }
  return candidates;
}

/**
 * How surely a heading titles its section: a section's name ("Instructions", "Zubereitung") most;
 * a title that only mentions it ("How to make grilled cheese in the oven", a post's own account
 * of the method above its recipe card) a little less; a yield line ("Serves 4") less.
 */
function headingContext(block: Block, kind: Kind): number {
  if (!sectionKind(block)) return 2;
  return kind === 'steps' && !isSectionName(block.text) ? 2.75 : 3;
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
  let context = 1;
  if (next && isHeadingBlock(next)) {
    // A question ("Fancy trying it?") heads a teaser, not the method; a heading set as a
    // sentence ("Order what you are missing.", "Here's how.") may head either, so what it heads
    // is less sure; a call ("Let's cook!", "Ab in die Küche...") may head the method.
    if (isStopHeading(next.text) || /[?？]\s*$/.test(next.text)) return null;
    if (/(?:。|(?<!\.)\.)\s*$/.test(next.text)) context = 0.5;
    after++;
    next = blocks[after];
  }
  if (!next || isHeadingBlock(next)) return null;
  const scope = commonAncestor(ingredients.lines[0]!.block.container, next.container);
  const lines = collectSection(blocks, after, 'steps', 7, scope);
  return lines.length ? { kind: 'steps', lines, context } : null;
}

/**
 * A page of several recipes, each card's list under the same title ("Ingredients" three times):
 * the recipe whose card is named as the page is (its <h1>), the others being what it is served
 * with ("Salsa ranchera", "Seasoned beans"). Else the best-read list.
 */
function namedRecipe(
  best: Candidate | null,
  candidates: Candidate[],
  blocks: Block[],
): Candidate | null {
  const title = best?.title;
  if (!best || !title || sectionKind(title) !== 'ingredients') return best;
  const recipes = candidates.filter(
    (candidate) =>
      candidate.kind === 'ingredients' &&
      candidate.title !== undefined &&
      titleLook(candidate.title) === titleLook(title) &&
      candidate.title.text.toLowerCase() === title.text.toLowerCase(),
  );
  const pageTitle = blocks.find((block) => block.headingLevel === 1)?.text;
  if (recipes.length < 2 || !pageTitle) return best;
  const named = recipes.find(
    (recipe) => squash(nameAbove(blocks, recipe.title!.index)) === squash(pageTitle),
  );
  return named ?? best;
}

/** How far above its list's title a card's name may be (yield, author, times). */
const NAME_WINDOW = 8;

/** The nearest heading above `index` that names no section: the name of its recipe card. */
function nameAbove(blocks: Block[], index: number): string {
  for (let i = index - 1; i >= 0 && index - i <= NAME_WINDOW; i--) {
    const block = blocks[i]!;
    if (block.headingLevel >= 1 && block.headingLevel <= 6 && !sectionKind(block))
      return block.text;
  }
  return '';
}

const titleLook = (block: Block) =>
  `${block.headingLevel}|${block.container.name}.${attr(block.container, 'class') ?? ''}`;

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A recipe in parts, each with its own ingredient list under a heading of one look ("Ingredients
 * for the starter", later "Ingredients for the dough") and its method after it: all the parts'
 * lists, in page order. Headings that read the same ("Ingredients" twice) head two recipes.
 */
function partsOf(best: Candidate, candidates: Candidate[]): Candidate[] {
  const title = best.title;
  if (!title || sectionKind(title) !== 'ingredients') return [best];
  const parts = candidates.filter(
    (candidate) =>
      candidate.kind === 'ingredients' &&
      candidate.title !== undefined &&
      sectionKind(candidate.title) === 'ingredients' &&
      titleLook(candidate.title) === titleLook(title),
  );
  const titles = new Set(parts.map((part) => part.title!.text.toLowerCase()));
  if (parts.length < 2 || titles.size !== parts.length) return [best];
  return parts.toSorted((a, b) => firstIndex(a) - firstIndex(b));
}

/** The candidates' lines as one section, each part's lines in page order and none twice. */
function joinParts(parts: Candidate[]): Candidate {
  const seen = new Set<number>();
  const lines: Line[] = [];
  for (const part of parts.toSorted((a, b) => firstIndex(a) - firstIndex(b))) {
    for (const line of part.lines) {
      if (seen.has(line.block.index)) continue;
      seen.add(line.block.index);
      lines.push(line);
    }
  }
  return { ...parts[0]!, lines };
}

// ---------------------------------------------------------------- entries

/** "Makes 6 servings", "2 portion(s)": the yield, shown above the list. */
const YIELD_LINE =
  /^(?:makes|serves|servings?|yield|yields|portions?|für|voor|pour|para)\b.{0,30}$|^\d+\s*(?:servings?|portions?|portion\(s\)|personen|personnes|personas|porties|porzioni)$/i;

function ingredientLines(candidate: Candidate): string[] {
  // A list shown twice (for the screen and for print, or for two layouts) is read once.
  const lines = dropRepeat(
    cleanLines(candidate.lines)
      .filter((line) => !line.isHeading && !YIELD_LINE.test(line.text) && !isSectionName(line.text))
      .map((line) => line.text),
  );
  return lines.flatMap(splitInlineList);
}

function stepLines(candidate: Candidate, ingredients: string[]): string[] {
  // A short paragraph that is all link leads elsewhere ("Get the sauce recipe", "Add to
  // collection"); an item of the method's list is a step even when it links to one, and so is
  // a sentence set as one of the method's boxes or lines ("Mince the garlic.").
  const shared = new Set<ElementNode>();
  const seen = new Set<ElementNode>();
  for (const { block } of candidate.lines)
    if (seen.has(block.container)) shared.add(block.container);
    else seen.add(block.container);
  const isEntry = (block: Block) => isBoxedEntry(block) || shared.has(block.container);
  const lines = withoutIngredientEchoes(candidate.lines, ingredients).filter(
    (line) =>
      !(
        line.block.isLink &&
        !line.block.item &&
        !(isEntry(line.block) && /[.!]$/.test(line.text)) &&
        isShortPrompt(line.text)
      ),
  );
  const read = (group: boolean) =>
    cleanLines(lines, { group })
      .filter((line) => !line.isHeading && !isStepLabel(line.text))
      .map((line) => line.text);
  const steps = read(true);
  // A list of one item holding paragraphs: the paragraphs are the steps.
  return dropRepeat(steps.length === 1 ? read(false) : steps);
}

/** A sentence of an instruction's length: "Whisk everything into a smooth batter." */
const isSentence = (text: string) => text.length >= 40 && /[.!)]$/.test(text);

/** A few words, not a sentence and not a list: what a button or a link says. */
const isShortPrompt = (text: string) =>
  text.split(/\s+/).length <= 6 && !/[.,;:]/.test(text.replace(/[.!]+$/, ''));

// ---------------------------------------------------------------- scoring

/** A number a list's author wrote before an entry's words: "1. Melt", "2) Stir". */
const STEP_NUMBER = /^\d{1,2}\s*[.):]\s+(?=\p{L})/u;

/**
 * A sentence numbered as a step ("1. Melt the butter in a pan."), not a numbered ingredient
 * ("1. Chicken thighs – 500 g", "2. Лук — 2 шт.").
 */
function isNumberedStep(text: string): boolean {
  const number = STEP_NUMBER.exec(text);
  if (!number) return false;
  const rest = text.slice(number[0].length);
  return rest.length >= 20 && /[.!]$/.test(rest) && rest.split(/\s+/).length >= 4;
}

function scoreIngredients(candidate: Candidate): number {
  const items = ingredientLines(candidate);
  if (!items.length) return 0;
  const withQuantity =
    items.filter(
      (item) =>
        // "1. Melt the butter in a pan.": a step's number, not an amount.
        (AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(item) && !isNumberedStep(item)) ||
        // "Black sesame seeds 35 g", not a fact's label and figure ("Fat: 5.6 g").
        (AMOUNT_WITH_UNIT_AT_LINE_END.test(item) && !/[:：]/.test(item)),
    ).length / items.length;
  const long = items.filter((item) => item.length > 160).length / items.length;
  const sentences =
    items.filter((item) => /[.!?]$/.test(item) && item.length > 60).length / items.length;
  const size = Math.min(items.length, 12) / 6;
  // A menu under a heading that happens to say "ingredients" ("Popular ingredients"): entries
  // that are all link, with no amount, lead to other pages.
  const entries = candidate.lines.filter((line) => !line.isHeading);
  const links =
    entries.filter(
      (line) => line.block.isLink && !AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(line.text),
    ).length / Math.max(1, entries.length);
  // A box of facts (times, energy, cost, "10 min Préparation", "331 kcal") leads with figures
  // too, in units no ingredient is measured in.
  const facts = items.filter(isFactLine).length / items.length;
  const score =
    candidate.context +
    2 * withQuantity -
    3 * facts +
    size -
    4 * long -
    2 * sentences -
    2 * links -
    (items.length < 2 ? 1.5 : 0);
  // A bare list with no heading or class must really look like ingredients.
  return candidate.context === 0 && withQuantity < 0.6 ? 0 : score;
}

function scoreSteps(candidate: Candidate, ingredients: string[]): number {
  const items = stepLines(candidate, ingredients);
  if (!items.length) return 0;
  const sentences = items.filter((item) => item.length >= 25).length / items.length;
  const quantityLed =
    items.filter((item) => AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(item) && item.length < 60)
      .length / items.length;
  const size = Math.min(items.length, 8) / 8;
  return candidate.context + 2 * sentences + size - 2 * quantityLed;
}
