// The last pass over a recipe's lines, whichever reading they came from: what a page prints to
// lay out a list (bullets, checkboxes, step numbers) or a machine writes for a number ("500.0 g")
// is not the recipe's text, nor is the label of a button. Group names in the instructions go too.
import { isInterfacePrompt } from '../words/interface-prompts';

/** Bullets, checkboxes and arrows that mark list entries; a dash or star only with a space after. */
const BULLET = /^(?:[•▢☐□■●○◦▪▫‣∙·✓✔➤►▸▹→⁃◆◇❖]\s*|[*–—-]\s+)+/u;

/** The words pages put before a step's number ("Step 2:", "Schritt 3", "Étape 4 -"). */
const STEP_WORD =
  'step|stap|schritt|étape|etape|paso|passo|passaggio|krok|lépés|steg|trin|adım|vaihe|шаг|крок|βήμα';

/**
 * A step's number before its text: "Step 4: ", "(3) ", "1. ", "2) ", "5.番茄". A number followed
 * straight by a figure ("1.5 cups"), by a word with no mark between ("2 eggs") or by a dash ("3 -
 * 4 minutes", which some sites also write as their numbering) is left as the text's.
 */
const STEP_NUMBER = new RegExp(
  '^(?:' +
    [
      // A label with its mark, or a number in brackets, whatever follows ("Step 1: 350°F oven").
      `(?:${STEP_WORD})\\s*(\\d{1,2})\\s*[:.)\\-–—]\\s*`,
      `\\((\\d{1,2})\\)\\s*`,
      // A label and a space, or a number and its mark, before a word ("Step 1 Mix", "5.番茄").
      `(?:(?:${STEP_WORD})\\s*(\\d{1,2})\\s+|(\\d{1,2})\\s*[.)．、]\\s*)(?=[\\p{L}"'“‘(¡¿])`,
      // Set apart from what follows by a space, a number and its mark are the list's whatever
      // comes next ("4. 1 tbsp portions make 15 fritters", "5. * and the chicken").
      `(\\d{1,2})[.)．、]\\s+(?=\\S)`,
    ].join('|') +
    ')',
  'iu',
);

/**
 * "Step 1: Prepare Caramelized Onions": a labelled line that names a group of steps rather than
 * giving one, a few capitalised words with no sentence's punctuation.
 */
const LABELLED_HEADING = new RegExp(
  `^(?:${STEP_WORD})\\s*\\d{1,2}\\s*[:.\\-–—]\\s*(\\p{Lu}[^.!?;,:]*)$`,
  'iu',
);

/** A line that starts with a step's label and number ("Step 4", "Schritt 2"). */
const LABEL = new RegExp(`^(?:${STEP_WORD})\\s*\\d{1,2}`, 'i');

function isLabelledHeading(line: string): boolean {
  const name = LABELLED_HEADING.exec(line)?.[1]?.trim();
  if (!name) return false;
  const words = name.split(/\s+/);
  // Short words ("of", "and", "à") may stay lower case in a title; the others are capitalised.
  return words.length <= 6 && words.every((word) => word.length <= 3 || /^\P{Ll}/u.test(word));
}

/**
 * A step's label or number set in an element of its own right before its text, run together with
 * it: "Step 1Preheat", "1Das Messer einsetzen". No one writes a figure straight against a
 * capitalised word, so only the list's counting does.
 */
const GLUED_NUMBER = new RegExp(
  `^(?:(?:${STEP_WORD}|${STEP_WORD.split('|')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('|')}|STEP)\\s*)?(\\d{1,2})(?=\\p{Lu}\\p{Ll})`,
  'u',
);

/** "1. 200 g flour" in a numbered ingredient list: the number and its mark, a space after. */
const ENTRY_NUMBER = /^(\d{1,2})[.)]\s+(?=\S)/;

/** A whole number written with a decimal zero by the software that wrote it: "500.0", "2,00". */
const DECIMAL_ZERO = /(?<![\d.,])(\d+)[.,]0{1,2}(?![\d.,])/g;

/** The same in a step's text, where it stands before a unit: "add 500.0 g flour", "at 180.0 °C". */
const DECIMAL_ZERO_BEFORE_UNIT = /(?<![\d.,])(\d+)[.,]0{1,2}(?=\s?(?:\p{L}|°))/gu;

/**
 * Ingredient lines without list markers, whole amounts without decimal zeros, and without the
 * labels of the site's controls.
 */
export function tidyIngredients(lines: string[]): string[] {
  const unmarked = lines
    .map((line) => line.replace(BULLET, '').replace(DECIMAL_ZERO, '$1').trim())
    .filter((line) => line && !isInterfacePrompt(line));
  return isCountedList(unmarked, ENTRY_NUMBER)
    ? unmarked.map((line) => line.replace(ENTRY_NUMBER, ''))
    : unmarked;
}

/**
 * Instruction lines without their bullets, and without their numbers where the numbers count the
 * steps; short lines ending in a colon ("For the sauce:", "How to make it:") and labelled group
 * names followed by unlabelled steps ("Step 1: Make the Sauce") name what follows and are left out, and so are the labels of the
 * site's controls ("Save", "Print").
 */
export function tidySteps(lines: string[]): string[] {
  lines = lines.flatMap(splitRunOnSteps);
  // A group's name comes before its steps: a labelled line followed by another is a step.
  const named = new Set(
    lines.filter(
      (line, i) => isLabelledHeading(line) && i + 1 < lines.length && !LABEL.test(lines[i + 1]!),
    ),
  );
  const tidied = lines.map((line) => ({
    line: line.replace(BULLET, '').replace(DECIMAL_ZERO_BEFORE_UNIT, '$1').trim(),
    isStep:
      !(line.length <= 40 && /[:：]$/.test(line)) &&
      !named.has(line) &&
      !isInterfacePrompt(line.replace(BULLET, '').trim()),
  }));
  const steps = tidied.filter(({ line, isStep }) => line && isStep).map(({ line }) => line);
  // A group's name left out may take its number with it ("15. For the frosting:"), or have a
  // count of its own ("Step 2: Make the Pasta" over "1. Boil"): the numbers count either way.
  const counted = tidied
    .filter(({ line, isStep }) => line && (isStep || STEP_NUMBER.test(line)))
    .map(({ line }) => line);
  if (isCountedList(counted, STEP_NUMBER) || isCountedList(steps, STEP_NUMBER))
    return steps.map(dropStepNumber);
  if (isCountedList(steps, GLUED_NUMBER))
    return steps.map((line) => line.replace(GLUED_NUMBER, '').trim() || line);
  return steps;
}

/** A step's number where a step starts: at the line's start or after a sentence's end. */
const RUN_ON_NUMBER = /(?:^|(?<=[.!?]\s))(\d{1,2})[.)]\s+(?=\S)/gu;

/**
 * Steps numbered 1, 2, 3… written on in one paragraph ("1. Heat the oven. 2. Slice the
 * apples. 3. Bake."): each its own step, without its number.
 */
function splitRunOnSteps(line: string): string[] {
  if (!/^\s*1[.)]\s/.test(line)) return [line];
  const starts: Array<{ at: number; text: number }> = [];
  for (const match of line.matchAll(RUN_ON_NUMBER)) {
    if (Number(match[1]) !== starts.length + 1) continue;
    starts.push({ at: match.index, text: match.index + match[0].length });
  }
  if (starts.length < 2) return [line];
  return starts.map(({ text }, i) => line.slice(text, starts[i + 1]?.at).trim());
}

/** The step's text without the number before it ("1. Preheat" is "Preheat"). */
export function dropStepNumber(line: string): string {
  return line.replace(STEP_NUMBER, '').trim() || line;
}

/**
 * True when every line carries a number, counting up from 1 (or from 1 again in a new group):
 * then the numbers are the list's, not the lines' own.
 */
function isCountedList(lines: string[], mark: RegExp): boolean {
  if (!lines.length) return false;
  let previous = 0;
  for (const line of lines) {
    const match = mark.exec(line);
    const number = Number(match?.slice(1).find((group) => group !== undefined) ?? NaN);
    if (number !== previous + 1 && !(number === 1 && previous > 1)) return false;
    previous = number;
  }
  return true;
}
