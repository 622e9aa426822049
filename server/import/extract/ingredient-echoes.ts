// Recipe cards can repeat, under each step, the ingredients it uses ("12 ounces crab meat, 4 green
// onions" in a faded line below the instruction). That line echoes the ingredient list; it is not
// part of the step's text.
import { itemOf, type Line } from './html-lines';

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Every piece of the line, split at commas or spaced dashes, is part of an ingredient line. */
function echoesIngredients(text: string, ingredients: string[]): boolean {
  const pieces = text
    .split(/\s*[,;]\s*|\s+[-–—·•|]\s+/)
    .map(key)
    .filter(Boolean);
  return (
    pieces.length > 0 && pieces.every((piece) => ingredients.some((line) => line.includes(piece)))
  );
}

/**
 * The lines of a method without the lines that only list the step's ingredients, where the
 * step's entry has text of its own besides.
 */
export function withoutIngredientEchoes(lines: Line[], ingredientLines: string[]): Line[] {
  if (!ingredientLines.length) return lines;
  const ingredients = ingredientLines.map(key).filter(Boolean);
  const echoes = new Set(
    lines.filter(
      (line) => !line.isHeading && itemOf(line.block) && echoesIngredients(line.text, ingredients),
    ),
  );
  if (!echoes.size) return lines;
  const hasOwnText = new Set(
    lines.filter((line) => !line.isHeading && !echoes.has(line)).map((line) => itemOf(line.block)),
  );
  return lines.filter((line) => !echoes.has(line) || !hasOwnText.has(itemOf(line.block)));
}
