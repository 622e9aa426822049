// A recipe pasted as plain text (from a page that refuses robots, an e-mail, a note): split into
// ingredients and steps by its headings ("Ingredients", "Method") and, where it has none, by the
// shape of its lines (numbered lines are steps; bulleted or quantity-led short lines are
// ingredients). Lines that give the yield or the times ("Serves 8", "Prep 15 minutes") are read
// as those, wherever they stand.
import type { ImportPreview } from '../../../contract/recipes';
import { AMOUNT_OR_MEASURE_WORD_AT_LINE_START } from './words/amount';
import { isIngredientHeading, isStepHeading, isStopHeading } from './words/keywords';
import { readFactsLine, settleTimes, totalOnlyNote, type RecipeFacts } from './words/recipe-facts';
import { cleanText, isStepLabel } from './dom/text';

const BULLET = /^\s*(?:[-*•▪‣◦·–—]|\[ ?\]|☐|▢)\s+/u;
const NUMBERED = /^\s*(?:(?:step|schritt|stap|étape|paso|passo)\s*)?\d{1,2}\s*[.):-]\s*/iu;

type Section = 'intro' | 'ingredients' | 'steps' | 'other';

/** Reads a pasted text; null when it has no ingredient lines. */
export function extractFromPlainText(text: string, sourceUrl: string): ImportPreview | null {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => cleanText(line))
    .filter((line) => line.length > 0);
  if (!lines.length) return null;

  const hasHeadings = lines.some((line) => isIngredientHeading(line) && line.length <= 40);
  const ingredients: string[] = [];
  const steps: string[] = [];
  const intro: string[] = [];
  const facts: RecipeFacts = {};
  let section: Section = 'intro';
  for (const line of lines) {
    // "Serves 8", "Prep 15 minutes | Cook 1 hr": kept as the recipe's yield and times.
    const lineFacts = readFactsLine(line, { strict: section === 'steps' });
    if (lineFacts) {
      for (const [key, value] of Object.entries(lineFacts) as [keyof RecipeFacts, never][]) {
        facts[key] ??= value;
      }
      continue;
    }
    if (line.length <= 40 && isIngredientHeading(line)) {
      section = 'ingredients';
      continue;
    }
    if (line.length <= 40 && isStepHeading(line)) {
      section = 'steps';
      continue;
    }
    if (line.length <= 40 && isStopHeading(line)) {
      section = 'other';
      continue;
    }
    if (isStepLabel(line)) continue;
    let kind = hasHeadings ? section : classify(line);
    // Numbered lines or paragraphs after the ingredients are the method, heading or not.
    if (kind === 'ingredients' && (NUMBERED.test(line) || line.length > 120)) kind = 'steps';
    if (kind === 'ingredients') ingredients.push(line.replace(BULLET, ''));
    else if (kind === 'steps') steps.push(line.replace(NUMBERED, '').replace(BULLET, ''));
    else if (kind === 'intro') intro.push(line);
  }
  if (!ingredients.length) return null;

  const [title = '', ...rest] = intro;
  const totalNote = totalOnlyNote(facts);
  return {
    title,
    description: [
      ...rest.filter((line) => line.length > 40),
      ...(totalNote ? [totalNote] : []),
    ].join(' '),
    ingredients,
    steps,
    sourceUrl,
    imageUrl: null,
    ...settleTimes(facts),
    ...(facts.servings ? { servings: facts.servings } : {}),
  };
}

/** Without headings: a numbered or long line is a step, a bulleted or short measured one an ingredient. */
function classify(line: string): Section {
  if (NUMBERED.test(line)) return 'steps';
  if (BULLET.test(line)) return line.length <= 120 ? 'ingredients' : 'steps';
  if (AMOUNT_OR_MEASURE_WORD_AT_LINE_START.test(line) && line.length <= 100) return 'ingredients';
  if (line.length > 100 || /[.!?]$/.test(line)) return 'steps';
  return 'intro';
}
