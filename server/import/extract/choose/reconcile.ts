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
import { always, decide, type Decided, type Rule } from './rules';
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

/** The two readings of one list: the lines the page shows and the page's recipe markup. */
export interface Readings {
  visible: string[];
  markup: RecipeData;
}

/**
 * Whether the page's ingredient lines replace the markup's: where markup has none, else where the
 * page's lines show the markup to mislead (each rule one way it is known to), else the markup's.
 */
export const INGREDIENT_RULES: readonly Rule<Readings, 'page' | 'markup'>[] = [
  { name: 'markup has none', take: 'page', when: ({ markup }) => !markup.ingredients.length },
  {
    name: 'too long to compare',
    take: 'markup',
    when: ({ visible, markup }) => isBeyondComparing(visible, markup.ingredients),
  },
  ...(
    [
      ['page shows more', showsMore],
      ['page shows fewer lines', showsFewerLines],
      ['markup lines guessed', (visible, _, markup) => showsGuessedLines(visible, markup)],
      ['markup lines assembled', (visible, _, markup) => showsWrittenLines(visible, markup)],
      ['page shows all', showsAll],
      ['page reorders', showsReordered],
      ['page resolves plurals', showsResolvedPlurals],
      ['page keeps its plurals', showsOwnPlurals],
      ['page keeps its measures', showsOwnMeasures],
      ['page keeps its word order', showsOwnWordOrder],
      ['markup list whole as lines', showsWholeListAsLines],
    ] as const satisfies readonly (readonly [
      string,
      (visible: string[], marked: string[], markup: RecipeData) => boolean,
    ])[]
  ).map(([name, test]) => ({
    name,
    take: 'page' as const,
    when: ({ visible, markup }: Readings) => test(visible, markup.ingredients, markup),
  })),
  { name: 'markup by default', take: 'markup', when: always },
];

/** The page's ingredient lines or the markup's, by INGREDIENT_RULES, with the rule that chose. */
export function chooseIngredients(visible: string[], markup: RecipeData): Decided<string[]> {
  const { take, rule } = decide(INGREDIENT_RULES, { visible, markup });
  return { take: take === 'page' ? visible : markup.ingredients, rule };
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

/** Whether the page's steps replace the markup's: where it has none, ran several into one or kept
 * only the first. */
export const STEP_RULES: readonly Rule<[visible: string[], marked: string[]], 'page' | 'markup'>[] =
  [
    { name: 'markup has none', take: 'page', when: ([, marked]) => !marked.length },
    {
      name: 'too long to compare',
      take: 'markup',
      when: ([visible, marked]) => isBeyondComparing(visible, marked),
    },
    {
      name: 'page shows steps apart',
      take: 'page',
      when: ([visible, marked]) => showsStepsApart(visible, marked),
    },
    {
      name: 'page shows steps beyond',
      take: 'page',
      when: ([visible, marked]) => showsStepsBeyond(visible, marked),
    },
    { name: 'markup by default', take: 'markup', when: always },
  ];

/** The page's steps or the markup's, by STEP_RULES, with the rule that chose. */
export function chooseSteps(visible: string[], marked: string[]): Decided<string[]> {
  const { take, rule } = decide(STEP_RULES, [visible, marked]);
  return { take: take === 'page' ? visible : marked, rule };
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
