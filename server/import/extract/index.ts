// Recipe extraction from a web page: pure functions, no I/O. Structured data wins (JSON-LD, then
// microdata, then RDFa); the page's visible structure fills what is missing or stands in when
// there is no structured data at all. The rules that weigh one reading against another are the
// stages of reconcile.ts.
import type { ImportPreview } from '../../../contract/recipes';
import { AMOUNT_OR_NUMBER_WORD_AT_LINE_START } from './words/amount';
import { parseHtml } from './dom/dom';
import { extractAppState } from './read/app-state';
import { extractFromHtml } from './choose/html-recipe';
import { extractJsonLd } from './read/json-ld';
import { extractMicrodata } from './read/microdata';
import { readPageMeta } from './read/page-meta';
import {
  chooseDescription,
  chooseIngredients,
  chooseRecipeImage,
  chooseRecipeTitle,
  chooseSteps,
  mergeStructuredData,
  respaceIngredients,
} from './choose/reconcile';
import { tidyIngredients, tidySteps } from './tidy/tidy-lines';

/** A card's heading that one of the page's titles holds ("Curry sauce | Site"). */
function namesPage(heading: string, titles: (string | undefined)[]): boolean {
  const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const name = squash(heading);
  return name.length >= 3 && titles.some((title) => title && squash(title).includes(name));
}

/** Fewer than half of the lines lead with an amount. */
function isFewMeasured(lines: string[]): boolean {
  return (
    lines.filter((line) => AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(line)).length * 2 < lines.length
  );
}

/** Most of `lines` are among `list`'s lines. */
function holdsMost(list: string[], lines: string[]): boolean {
  const held = new Set(list);
  return lines.filter((line) => held.has(line)).length * 2 > lines.length;
}

/**
 * Reads the recipe of `html`, served at `pageUrl`. Returns null when the page has no recipe
 * (no ingredients found by any method). `sourceUrl` is `pageUrl`.
 */
export function extractRecipe(html: string, pageUrl: string): ImportPreview | null {
  const document = parseHtml(html);
  const meta = readPageMeta(document, pageUrl);

  const pageTitles = [meta.ogTitle, meta.documentTitle, ...meta.h1s];
  const markup = mergeStructuredData([
    extractJsonLd(document, pageTitles),
    extractMicrodata(document),
    extractAppState(document, pageTitles),
  ]);
  // A page whose recipe is nowhere in sight may keep it in a card its scripts open (a print view,
  // a "jump to recipe" panel): read again with what it hides, before saying it has no recipe.
  // When what is in sight is a list with no method, the hidden card with both is the recipe if
  // it holds the same list, or if the list hardly reads as ingredients (few amounts) or was read
  // from paragraphs (tips, facts), or found by its look alone and the card is named as the page.
  const visible = extractFromHtml(document);
  let page = visible;
  if (!markup.ingredients.length && !(visible.ingredients.length && visible.steps.length)) {
    const concealed = extractFromHtml(document, { withConcealed: true });
    const isWhole = concealed.ingredients.length > 0 && concealed.steps.length > 0;
    if (
      !visible.ingredients.length ||
      (isWhole &&
        (holdsMost(concealed.ingredients, visible.ingredients) ||
          visible.ingredientsFound === 'paragraphs' ||
          isFewMeasured(visible.ingredients) ||
          (visible.ingredientsFound === 'list' && namesPage(concealed.cardHeading, pageTitles))))
    )
      page = concealed;
  }

  // Each reading is tidied before they are weighed, so a list's bullets or numbers on one side
  // alone do not make the two look unlike.
  const shown = tidyIngredients(page.ingredients);
  const marked = { ...markup, ingredients: tidyIngredients(markup.ingredients) };
  const ingredients = tidyIngredients(respaceIngredients(shown, chooseIngredients(shown, marked)));
  if (!ingredients.length) return null;
  const title = chooseRecipeTitle(markup, meta, page);
  const preview: ImportPreview = {
    title,
    description: chooseDescription(markup, meta, page),
    ingredients,
    steps: chooseSteps(tidySteps(page.steps), tidySteps(markup.steps)),
    sourceUrl: pageUrl,
    imageUrl: chooseRecipeImage(document, markup, meta, title),
  };
  if (markup.prepTime !== undefined) preview.prepTime = markup.prepTime;
  if (markup.cookTime !== undefined) preview.cookTime = markup.cookTime;
  if (markup.servings) preview.servings = markup.servings;
  return preview;
}
