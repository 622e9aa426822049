// How a candidate's lines read as ingredients or as a method: its entries (yield lines, links,
// step labels left out) and the score each kind gets from how its lines look.
import {
  AMOUNT_OR_NUMBER_WORD_AT_LINE_START,
  AMOUNT_WITH_UNIT_AT_LINE_END,
  isFactLine,
} from '../words/amount';
import { type Block } from '../page/blocks';
import { type ElementNode } from '../dom/dom';
import { dropRepeat } from '../read/element-lines';
import { cleanLines, splitInlineList, isBoxedEntry } from '../page/html-lines';
import { type Candidate } from '../candidates/html-sections';
import { isSectionName } from '../words/keywords';
import { withoutIngredientEchoes } from '../tidy/ingredient-echoes';
import { isStepLabel } from '../dom/text';

// ---------------------------------------------------------------- entries

/** "Makes 6 servings", "2 portion(s)": the yield, shown above the list. */
const YIELD_LINE =
  /^(?:makes|serves|servings?|yield|yields|portions?|für|voor|pour|para)\b.{0,30}$|^\d+\s*(?:servings?|portions?|portion\(s\)|personen|personnes|personas|porties|porzioni)$/i;

export function ingredientLines(candidate: Candidate): string[] {
  // A list shown twice (for the screen and for print, or for two layouts) is read once.
  const lines = dropRepeat(
    cleanLines(candidate.lines)
      .filter((line) => !line.isHeading && !YIELD_LINE.test(line.text) && !isSectionName(line.text))
      .map((line) => line.text),
  );
  return lines.flatMap(splitInlineList);
}

export function stepLines(candidate: Candidate, ingredients: string[]): string[] {
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
export const isSentence = (text: string) => text.length >= 40 && /[.!)]$/.test(text);

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

export function scoreIngredients(candidate: Candidate): number {
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

export function scoreSteps(candidate: Candidate, ingredients: string[]): number {
  const items = stepLines(candidate, ingredients);
  if (!items.length) return 0;
  const sentences = items.filter((item) => item.length >= 25).length / items.length;
  const quantityLed =
    items.filter((item) => AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(item) && item.length < 60)
      .length / items.length;
  const size = Math.min(items.length, 8) / 8;
  return candidate.context + 2 * sentences + size - 2 * quantityLed;
}
