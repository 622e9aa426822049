// The readable-HTML fallback: a page without (usable) recipe markup still shows its ingredients
// and instructions to people, as lists or paragraphs under a heading ("Ingredients", "Zutaten",
// "Method") or inside containers whose class says what they are (recipe plugins: WP Recipe Maker,
// Tasty, Mediavine Create, EasyRecipe, ZipList, hRecipe...). Candidates from all of these are
// scored on how much their lines look like ingredient lines or instructions; the best wins.
import { readBlocks, type Block, type ReadOptions } from '../page/blocks';
import { type HtmlDocument } from '../dom/dom';
import { containerCandidates } from '../candidates/html-containers';
import { NOISE } from '../page/html-lines';
import {
  listCandidates,
  paragraphRunCandidates,
  sentenceListCandidates,
  withNeighbourGroups,
} from '../candidates/html-lists';
import { firstIndex, lastIndex, sectionKind, type Candidate } from '../candidates/html-sections';
import { isSectionName } from '../words/keywords';
import { findCardHeading } from './recipe-card';
import { widenToMethodGroups, widenToTitledSection, widenToWholeMethod } from './widening';
import { always, decide, type Rule } from './rules';
import { numberedTitleCandidates } from '../candidates/numbered-titles';
import { continuationCandidate, headingCandidates } from '../candidates/heading-candidates';
import { joinParts, namedRecipe, partsOf } from './recipe-parts';
import {
  ingredientLines,
  isSentence,
  scoreIngredients,
  scoreSteps,
  stepLines,
} from './candidate-scores';

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
  const { best, parts, ingredients } = pickIngredients(blocks, candidates);
  const ingredientTexts = ingredients ? ingredientLines(ingredients) : [];
  const method = pickMethod(blocks, candidates, ingredients, parts, ingredientTexts);
  return {
    ingredients: ingredientTexts,
    steps: method.steps,
    methodFound: method.found,
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

/**
 * The page's ingredient list: the best-scored candidate (the card named as the page, on a page of
 * several), widened to its whole titled section, its parts joined or its neighbouring groups.
 */
function pickIngredients(blocks: Block[], candidates: Candidate[]) {
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
  return { best, parts, ingredients };
}

/**
 * Every list that may be the method: under a section title or in a named container, sentences
 * by their look, the text read straight after the ingredients (each part's, for a recipe in
 * parts), numbered titles.
 */
function methodCandidates(
  blocks: Block[],
  candidates: Candidate[],
  ingredients: Candidate | null,
  parts: Candidate[],
) {
  const sentences = sentenceListCandidates(blocks, ingredients ? lastIndex(ingredients) : null);
  const all = [...candidates.filter((c) => c.kind === 'steps'), ...sentences];
  let after: Candidate | null = null;
  if (ingredients) {
    after =
      parts.length > 1
        ? joinParts(
            parts.map((part) => continuationCandidate(blocks, part)).filter((c) => c !== null),
          )
        : continuationCandidate(blocks, ingredients);
    if (after?.lines.length) all.push(after);
    else after = null;
  }
  // Numbered titles that head the text read straight after the ingredients are its steps, that
  // text read whole in its place. Where other text of two lines or more is read there, numbered
  // titles under one word elsewhere number something else ("Tip 1", "Day 1", "Option 1") or tell
  // the method at length above its recipe card. The rest go after that text, which wins where
  // they score the same.
  const numbered = numberedTitleCandidates(blocks);
  for (const titles of numbered) {
    const text = after;
    if (text && firstIndex(titles) < firstIndex(text) && lastIndex(titles) >= firstIndex(text)) {
      after = { ...titles, context: text.context };
      all[all.indexOf(text)] = after;
    } else if (!text || text.lines.filter((line) => !line.isHeading).length < 2) {
      all.push(titles);
    }
  }
  return { all, after, numbered, sentences };
}

/**
 * Whether a candidate stands after the ingredients as their method: not beyond the text read
 * straight after them, and with no other recipe's ingredient list between.
 */
function followerOf(
  candidates: Candidate[],
  ingredients: Candidate | null,
  after: Candidate | null,
): (c: Candidate) => boolean {
  // A method after the ingredients belongs to them, unless another recipe's ingredient list
  // comes between (a page of several recipe cards).
  const otherLists = candidates
    .filter((c) => c.kind === 'ingredients' && c.title && sectionKind(c.title) === 'ingredients')
    .map((c) => c.title!.index);
  // A list of sentences found by its look alone, further on than the text read straight after
  // the ingredients (a comment thread, an article's outro), is not their method.
  const isBeyondMethod = (c: Candidate) =>
    c.context < 1 &&
    after !== null &&
    after.context >= 1 &&
    after.lines.filter((line) => !line.isHeading && isSentence(line.text)).length >= 2 &&
    c !== after &&
    firstIndex(c) > lastIndex(after);
  return (c: Candidate) =>
    !!ingredients &&
    firstIndex(c) > lastIndex(ingredients) &&
    !isBeyondMethod(c) &&
    !otherLists.some((index) => index > lastIndex(ingredients) && index < firstIndex(c));
}

/**
 * The page's method: the best-scored candidate that holds none of the ingredient list's lines,
 * each scored on how its lines read plus what METHOD_PLACE_RULES give for where it stands,
 * widened to the whole method; and where it was found, with the place rule that applied.
 */
function pickMethod(
  blocks: Block[],
  candidates: Candidate[],
  ingredients: Candidate | null,
  parts: Candidate[],
  ingredientTexts: string[],
): { steps: string[]; found: string } {
  const { all, after, numbered, sentences } = methodCandidates(
    blocks,
    candidates,
    ingredients,
    parts,
  );
  const ingredientBlocks = new Set(ingredients?.lines.map((line) => line.block.index));
  const usable = all.filter(
    (c) => !c.lines.some((line) => !line.isHeading && ingredientBlocks.has(line.block.index)),
  );
  const followsIngredients = followerOf(candidates, ingredients, after);
  const placeOf = (c: Candidate) =>
    decide(METHOD_PLACE_RULES, { candidate: c, followsIngredients });
  const scoreMethod = (c: Candidate) => scoreSteps(c, ingredientTexts) + placeOf(c).take;
  const picked = pickBest(usable, scoreMethod);
  if (!picked) return { steps: [], found: 'none' };
  const steps = widenToMethodGroups(
    blocks,
    widenToWholeMethod(picked, usable, scoreMethod),
    ingredientBlocks,
  );
  return {
    steps: stepLines(steps, ingredientTexts),
    found: `${methodSource(picked, after, numbered, sentences)}, ${placeOf(picked).rule}`,
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
