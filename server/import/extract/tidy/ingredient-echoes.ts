// Recipe cards can repeat, under each step, the ingredients it uses ("12 ounces crab meat, 4 green
// onions" in a faded line below the instruction). That line echoes the ingredient list; it is not
// part of the step's text.
import { itemOf, type Line } from '../page/html-lines';

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A figure leading a line or a piece of it, as `key` leaves it ("250 ", "0 5 "). */
const LEADING_FIGURES = /^[\d\s½¼¾⅓⅔⅛]+(?=\p{L})/u;

/**
 * Every piece of the line, split at commas or spaced dashes, is part of an ingredient line. A
 * step may use part of what the list holds ("250 g butter" of "310 g butter"): a piece led by an
 * amount is compared without it.
 */
function echoesIngredients(text: string, ingredients: string[]): boolean {
  const pieces = text
    .split(/\s*[,;]\s*|\s+[-–—·•|]\s+/)
    .map(key)
    .filter(Boolean);
  return (
    pieces.length > 0 &&
    pieces.every((piece) => {
      const named = piece.replace(LEADING_FIGURES, '');
      return ingredients.some((line) =>
        named === piece ? line.includes(piece) : line.replace(LEADING_FIGURES, '').includes(named),
      );
    })
  );
}

/**
 * The lines of a method without the lines that only list the step's ingredients, where the
 * step's entry has text of its own besides.
 */
export function withoutIngredientEchoes(lines: Line[], ingredientLines: string[]): Line[] {
  if (!ingredientLines.length) return lines;
  const ingredients = ingredientLines.map(key).filter(Boolean);
  // Amounts on a line of their own between a method's sentences are the step's, set in a box
  // beside its text, whether or not the page marks the step as an entry.
  const sentences = lines.filter((line) => !line.isHeading && /[.!?]$/.test(line.text)).length;
  const isAmountsLine = (line: Line) =>
    sentences >= 2 && /^\d/.test(line.text) && !/[.!?]$/.test(line.text);
  const echoes = new Set(
    lines.filter(
      (line) =>
        !line.isHeading &&
        (itemOf(line.block) || isAmountsLine(line)) &&
        echoesIngredients(line.text, ingredients),
    ),
  );
  if (!echoes.size) return lines;
  const hasOwnText = new Set(
    lines.filter((line) => !line.isHeading && !echoes.has(line)).map((line) => itemOf(line.block)),
  );
  return lines.filter(
    (line) => !echoes.has(line) || (!isAmountsLine(line) && !hasOwnText.has(itemOf(line.block))),
  );
}
