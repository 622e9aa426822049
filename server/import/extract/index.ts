// Recipe extraction from a web page: pure functions, no I/O. Structured data wins (JSON-LD, then
// microdata, then RDFa); the page's visible structure fills what is missing or stands in when
// there is no structured data at all. The rules that weigh one reading against another are the
// stages of reconcile.ts.
import type { ImportPreview } from '../../../contract/recipes';
import { parseHtml } from './dom/dom';
import { extractAppState } from './read/app-state';
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
import { choosePageReading } from './choose/page-reading';
import type { Decisions } from './choose/rules';
import { tidyIngredients, tidySteps } from './tidy/tidy-lines';

/**
 * Reads the recipe of `html`, served at `pageUrl`. Returns null when the page has no recipe
 * (no ingredients found by any method). `sourceUrl` is `pageUrl`.
 */
export function extractRecipe(html: string, pageUrl: string): ImportPreview | null {
  return explainRecipe(html, pageUrl).preview;
}

/** A page's recipe (as extractRecipe) and which rule decided each choice on the way. */
export interface ExplainedRecipe {
  preview: ImportPreview | null;
  decisions: Decisions;
}

/** extractRecipe, with the name of the rule that decided each choice (for the scorer's report). */
export function explainRecipe(html: string, pageUrl: string): ExplainedRecipe {
  const document = parseHtml(html);
  const meta = readPageMeta(document, pageUrl);

  const pageTitles = [meta.ogTitle, meta.documentTitle, ...meta.h1s];
  const markup = mergeStructuredData([
    extractJsonLd(document, pageTitles),
    extractMicrodata(document),
    extractAppState(document, pageTitles),
  ]);
  const reading = choosePageReading(document, markup, pageTitles);
  const page = reading.take;
  const decisions: Decisions = {
    'page reading': reading.rule,
    'page ingredients': page.ingredientsFound ?? 'none',
    'page method': page.methodFound,
  };

  // Each reading is tidied before they are weighed, so a list's bullets or numbers on one side
  // alone do not make the two look unlike.
  const shown = tidyIngredients(page.ingredients);
  const marked = { ...markup, ingredients: tidyIngredients(markup.ingredients) };
  const chosenIngredients = chooseIngredients(shown, marked);
  decisions.ingredients = chosenIngredients.rule;
  const ingredients = tidyIngredients(respaceIngredients(shown, chosenIngredients.take));
  if (!ingredients.length) return { preview: null, decisions };
  const title = chooseRecipeTitle(markup, meta, page);
  const steps = chooseSteps(tidySteps(page.steps), tidySteps(markup.steps));
  decisions.steps = steps.rule;
  const preview: ImportPreview = {
    title,
    description: chooseDescription(markup, meta, page),
    ingredients,
    steps: steps.take,
    sourceUrl: pageUrl,
    imageUrl: chooseRecipeImage(document, markup, meta, title),
  };
  if (markup.prepTime !== undefined) preview.prepTime = markup.prepTime;
  if (markup.cookTime !== undefined) preview.cookTime = markup.cookTime;
  if (markup.servings) preview.servings = markup.servings;
  return { preview, decisions };
}
