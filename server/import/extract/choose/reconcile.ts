// How the extractor's readings of a page become one recipe, in stages that each decide one thing.
// Structured data (JSON-LD, then microdata) is merged first; the lines the page visibly shows (the
// readable-HTML reading) fill what it lacks and replace its lines where markup is known to
// mislead; the page's own metadata fills the title, description and picture last.
import {
  respaced,
  showsAll,
  showsFewerLines,
  showsGuessedLines,
  showsWrittenLines,
  showsMore,
  showsOwnMeasures,
  showsOwnPlurals,
  showsOwnWordOrder,
  showsReordered,
  showsResolvedPlurals,
  showsStepsApart,
  showsStepsBeyond,
  showsWholeListAsLines,
  withUnitsShown,
} from './compare-lines';
import type { HtmlDocument } from '../dom/dom';
import type { HtmlRecipe } from './html-recipe';
import { chooseImage, firstContentImage } from './image';
import type { PageMeta } from '../read/page-meta';
import { cleanText } from '../dom/text';
import { chooseTitle, stripRecipeWord } from './title';
import { emptyRecipe, type RecipeData } from '../types';

/**
 * More lines than any recipe has: the lists are compared line by line with each other, which
 * takes time growing with the square of their length, so a page of thousands is not compared.
 */
const MAX_COMPARED_LINES = 500;

const isBeyondComparing = (visible: string[], marked: string[]) =>
  visible.length > MAX_COMPARED_LINES || marked.length > MAX_COMPARED_LINES;

/** Each field from the first structured source that has it; pictures from all, to pick the best. */
export function mergeStructuredData(sources: Array<RecipeData | null>): RecipeData {
  const merged = emptyRecipe();
  for (const source of sources) {
    if (!source) continue;
    merged.title ||= source.title;
    merged.description ||= source.description;
    if (!merged.ingredients.length) {
      merged.ingredients = source.ingredients;
      merged.ingredientsRunTogether = source.ingredientsRunTogether;
      merged.ingredientsAssembled = source.ingredientsAssembled;
    }
    if (!merged.steps.length) merged.steps = source.steps;
    merged.images.push(...source.images);
    merged.prepTime ??= source.prepTime;
    merged.cookTime ??= source.cookTime;
    merged.servings ??= source.servings;
  }
  return merged;
}

/** The page's ingredient lines where markup has none or is shown to mislead, else the markup's. */
export function chooseIngredients(visible: string[], markup: RecipeData): string[] {
  const marked = markup.ingredients;
  if (isBeyondComparing(visible, marked)) return marked.length ? marked : visible;
  const isPageTruer =
    !marked.length ||
    showsMore(visible, marked) ||
    showsFewerLines(visible, marked) ||
    showsGuessedLines(visible, markup) ||
    showsWrittenLines(visible, markup) ||
    showsAll(visible, marked) ||
    showsReordered(visible, marked) ||
    showsResolvedPlurals(visible, marked) ||
    showsOwnPlurals(visible, marked) ||
    showsOwnMeasures(visible, marked) ||
    showsOwnWordOrder(visible, marked) ||
    showsWholeListAsLines(visible, marked);
  return isPageTruer ? visible : marked;
}

/**
 * The chosen lines spaced as the page spaces them, where markup ran its cells together, and with
 * the units the page shows where markup left them out.
 */
export function respaceIngredients(visible: string[], chosen: string[]): string[] {
  if (chosen === visible || isBeyondComparing(visible, chosen)) return chosen;
  const spaced = respaced(visible, chosen) ?? chosen;
  return withUnitsShown(visible, spaced) ?? spaced;
}

/**
 * The page's steps when the markup has none, ran several into one or kept only the first, else
 * the markup's.
 */
export function chooseSteps(visible: string[], marked: string[]): string[] {
  if (isBeyondComparing(visible, marked)) return marked.length ? marked : visible;
  const isPageTruer =
    !marked.length || showsStepsApart(visible, marked) || showsStepsBeyond(visible, marked);
  return isPageTruer ? visible : marked;
}

/** The markup's title without its "Recipe" word, else the likeliest of the page's own titles. */
export function chooseRecipeTitle(markup: RecipeData, meta: PageMeta, page: HtmlRecipe): string {
  return cleanText(stripRecipeWord(markup.title || chooseTitle(meta, page.cardHeading)));
}

/** The markup's description, else the page's meta description, else the headnote under its <h1>. */
export function chooseDescription(markup: RecipeData, meta: PageMeta, page: HtmlRecipe): string {
  return markup.description || meta.description || page.intro;
}

/** The best of the markup's and the page cards' pictures, else the first photo in the content. */
export function chooseRecipeImage(
  document: HtmlDocument,
  markup: RecipeData,
  meta: PageMeta,
  title: string,
): string | null {
  const declared = chooseImage([...markup.images, ...meta.images], meta.baseUrl);
  if (declared) return declared;
  const photo = firstContentImage(document, title);
  return photo ? chooseImage([photo], meta.baseUrl) : null;
}
