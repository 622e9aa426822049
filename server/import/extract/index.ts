// Recipe extraction from a web page: pure functions, no I/O. Structured data wins (JSON-LD, then
// microdata, then RDFa); the page's visible structure fills what is missing or stands in when
// there is no structured data at all. The rules that weigh one reading against another are the
// stages of reconcile.ts.
import type { ImportPreview } from '../../../contract/recipes';
import { parseHtml } from './dom';
import { extractAppState } from './app-state';
import { extractFromHtml } from './html-recipe';
import { extractJsonLd } from './json-ld';
import { extractMicrodata } from './microdata';
import { readPageMeta } from './page-meta';
import {
  chooseDescription,
  chooseIngredients,
  chooseRecipeImage,
  chooseRecipeTitle,
  chooseSteps,
  mergeStructuredData,
  respaceIngredients,
} from './reconcile';
import { tidyIngredients, tidySteps } from './tidy-lines';

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
  // a "jump to recipe" panel): read again with what it hides, before saying it has no recipe,
  // or when what is in sight is a list with no method (tips, facts), if the hidden card has both.
  const visible = extractFromHtml(document);
  let page = visible;
  if (!markup.ingredients.length && !(visible.ingredients.length && visible.steps.length)) {
    const concealed = extractFromHtml(document, { withConcealed: true });
    if (!visible.ingredients.length || (concealed.ingredients.length && concealed.steps.length))
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
