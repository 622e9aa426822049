// The ingredient-line parser as the module the ingredient scorer calls (`npm run
// score:ingredients`). The corpus labels an article as no number ("a pinch of salt" has no
// quantity, unit pinch), so an amount counted from "a"/"an" is reported without its quantity.
// Read as the app reads a line for an English reader: English first, then every other language
// the parser has, keeping the reading that understood the most (readIngredient).
import { readIngredient } from '../contract/ingredients';

export function parse(line: string) {
  const parsed = readIngredient(line, ['en']);
  const isArticle = parsed.amounts[0]?.isArticle ?? false;
  return {
    quantity: isArticle ? null : parsed.quantity,
    quantityMax: isArticle ? null : parsed.quantityMax,
    unit: parsed.unit,
    name: parsed.name,
    size: parsed.size,
    preparation: parsed.preparation,
    comment: parsed.comment,
    purpose: parsed.purpose,
  };
}
