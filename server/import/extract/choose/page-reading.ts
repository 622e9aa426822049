// Which reading of the page as shown stands for it: the lines in sight, or those read again with
// what the page hides (a print view, a "jump to recipe" panel its scripts open). A page whose
// recipe is nowhere in sight may keep it in such a card; when what is in sight is a list with no
// method, the hidden card with both is the recipe if it holds the same list, or if the list
// hardly reads as ingredients (few amounts) or was read from paragraphs (tips, facts), or found
// by its look alone and the card is named as the page.
import type { HtmlDocument } from '../dom/dom';
import type { RecipeData } from '../types';
import { AMOUNT_OR_NUMBER_WORD_AT_LINE_START } from '../words/amount';
import { extractFromHtml, type HtmlRecipe } from './html-recipe';
import { always, decide, type Decided, type Rule } from './rules';

/** What the page reading is chosen from; the hidden card is read only when a rule asks. */
interface Sight {
  markup: RecipeData;
  visible: HtmlRecipe;
  concealed: () => HtmlRecipe;
  pageTitles: (string | undefined)[];
}

/** The hidden card holds both lists. */
const isWhole = (card: HtmlRecipe) => card.ingredients.length > 0 && card.steps.length > 0;

/** The order matters: the first rule that holds decides. */
export const PAGE_READING_RULES: readonly Rule<Sight, 'visible' | 'concealed'>[] = [
  { name: 'markup has ingredients', take: 'visible', when: (s) => s.markup.ingredients.length > 0 },
  { name: 'in sight whole', take: 'visible', when: (s) => isWhole(s.visible) },
  { name: 'nothing in sight', take: 'concealed', when: (s) => !s.visible.ingredients.length },
  { name: 'hidden card not whole', take: 'visible', when: (s) => !isWhole(s.concealed()) },
  {
    name: 'hidden card holds the list',
    take: 'concealed',
    when: (s) => holdsMost(s.concealed().ingredients, s.visible.ingredients),
  },
  {
    name: 'list read from paragraphs',
    take: 'concealed',
    when: (s) => s.visible.ingredientsFound === 'paragraphs',
  },
  {
    name: 'list few measured',
    take: 'concealed',
    when: (s) => isFewMeasured(s.visible.ingredients),
  },
  {
    name: 'list by its look, card named as the page',
    take: 'concealed',
    when: (s) =>
      s.visible.ingredientsFound === 'list' && namesPage(s.concealed().cardHeading, s.pageTitles),
  },
  { name: 'in sight by default', take: 'visible', when: always },
];

/** The page's reading by PAGE_READING_RULES, with the rule that chose it. */
export function choosePageReading(
  document: HtmlDocument,
  markup: RecipeData,
  pageTitles: (string | undefined)[],
): Decided<HtmlRecipe> {
  const visible = extractFromHtml(document);
  let concealed: HtmlRecipe | undefined;
  const sight: Sight = {
    markup,
    visible,
    concealed: () => (concealed ??= extractFromHtml(document, { withConcealed: true })),
    pageTitles,
  };
  const { take, rule } = decide(PAGE_READING_RULES, sight);
  return { take: take === 'visible' ? visible : sight.concealed(), rule };
}

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
