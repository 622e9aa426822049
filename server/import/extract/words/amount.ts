// What counts as an amount when the extractor judges a line by its look: a figure ("2", "1.5",
// "1/2", "1-2", "½"), in some places a number word ("one", "half") or a unit after it ("200 g").
// The ingredient parser (contract/ingredients) reads an amount token by token, with every fraction
// glyph and number word of its languages, to scale it; the tests here only ask whether a line
// looks measured, each with the glyphs and words its caller has always accepted, and are named for
// them: widening one (to a bold "⅛ tsp salt", say) changes which lines it takes.

/** Halves, quarters and thirds: the fraction glyphs every figure test below accepts. */
const COMMON_FRACTIONS = '½¼¾⅓⅔';
/** Eighths: accepted wherever one leading figure is enough. */
const EIGHTHS = '⅛⅜⅝⅞';
/** A digit or a fraction glyph, as a character class's members: how an amount begins. */
const FIGURES = `\\d${COMMON_FRACTIONS}${EIGHTHS}`;
const CHINESE_NUMERALS = '一二三四五六七八九十半两';

/** "2 eggs", "½ cup milk", "1/2 tsp": a line that leads with its amount. */
export const AMOUNT_AT_LINE_START = new RegExp(`^[${FIGURES}]`);

/**
 * An amount leading as the Chinese write it too: "三个", "半勺", "适量" (as needed), "少许" (a
 * little), for the part of a split entry that is the amount.
 */
export const AMOUNT_AT_LINE_START_OR_CHINESE = new RegExp(
  `^(?:[${FIGURES}]|[${CHINESE_NUMERALS}]|适量|少许)`,
  'u',
);

/**
 * A figure (fifths and sixths too) or an English, German or French number word leading a line:
 * "⅙ tsp", "two eggs", "eine Zwiebel", "une gousse d'ail". Scores how much a list reads as
 * ingredients.
 */
export const AMOUNT_OR_NUMBER_WORD_AT_LINE_START = new RegExp(
  `^(?:[${FIGURES}⅕⅙]|(?:a|an|one|two|three|four|half|ein|eine|un|une|1\\/2)\\s)`,
  'i',
);

/**
 * A figure, a small number word or a cook's measure leading a line: "a pinch of salt", "handful
 * basil". Tells a pasted ingredient line from the rest of the text.
 */
export const AMOUNT_OR_MEASURE_WORD_AT_LINE_START = new RegExp(
  `^(?:[${FIGURES}]|(?:a|an|one|two|three|half|pinch|handful|dash)\\s)`,
  'iu',
);

/** "150 g", "2 tbsp", "½ cup": a number and an abbreviated unit (or cups) leading a line. */
export const AMOUNT_WITH_UNIT_AT_LINE_START = new RegExp(
  `^[\\d${COMMON_FRACTIONS}]+(?:[.,/]\\d+)?\\s*(?:g|gr|kg|mg|ml|cl|dl|l|oz|lbs?|tbsp|tsp|cups?|el|tl)\\b`,
  'i',
);

/**
 * "natural brown sugar 45 g", "mlieko 1 dl": a line that ends with its amount, as lists set
 * name first write it.
 */
export const AMOUNT_WITH_UNIT_AT_LINE_END = new RegExp(
  `\\s[\\d${COMMON_FRACTIONS}]+(?:[.,/]\\d+)?\\s*(?:g|gr|kg|ml|cl|dl|l|oz|lbs?|tbsp|tsp|cups?|el|tl)\\.?$`,
  'i',
);

/** A figure in a unit of time, energy, money or share: "10 min", "331 kcal", "≈ 2.77 €", "5 %". */
export const FACT_FIGURE =
  /^[≈~]?\s*[\d.,/½¼¾]+\s*(?:min\.?|mins|minut(?:e|es|en|os|i)?|h|hrs?|hours?|std\.?|stunden?|heures?|horas?|ore|kcal|kj|cal|calories|kalorien|€|\$|£|%)(?=$|[\s,.;:)])|^[≈~]?\s*[€$£]\s*\d/iu;

/** "Cholesterol 15 mg", "Calories 120 kcal", "Iron 6 %": a fact's figure ending its line. */
export const FACT_AT_LINE_END = /\s[\d.,]+\s*(?:mg|mcg|µg|kcal|kj|cal|%)$/i;

/** A measure in a cook's units anywhere in a line: "900 g bread flour 90%" measures its flour. */
const MEASURE = /\d\s*(?:g|kg|ml|cl|dl|l|oz|lbs?|cups?|tbsp|tsp)\b/i;

/**
 * A line that states a fact, not an ingredient: a time, energy, price or share first ("10 min",
 * "250 kcal"), a nutrient's grams ("8 g protein"), or a nutrient's figure at its end ("Sodium 30
 * mg"); not an ingredient with a baker's percentage after its measure ("900 g flour 90%").
 */
export function isFactLine(text: string): boolean {
  if (FACT_FIGURE.test(text) || NUTRIENT_GRAMS.test(text)) return true;
  return FACT_AT_LINE_END.test(text) && !MEASURE.test(text.replace(FACT_AT_LINE_END, ''));
}
/** "8 g protein": a nutrient's grams; not "20 g salt" or "50 g sugar", which are ingredients too. */
const NUTRIENT_GRAMS =
  /^[\d.,]+\s*(?:g|mg)\s+(?:protein|fat|carbs|carbohydrates?|fib(?:er|re)|sugars|saturates)\b/i;

/** "1/2 teaspoon", "200 g", "1 - 2 cups": a line that is an amount and its unit, nothing more. */
export const AMOUNT_WITH_UNIT_ONLY = new RegExp(
  `^[\\d${COMMON_FRACTIONS}⅛\\s/.,-]+\\s*(?:tsp|tbsp|tbs|teaspoons?|tablespoons?|cups?|c|g|grams?|kg|mg|ml|cl|dl|l|liters?|litres?|oz|ounces?|lbs?|pounds?|pinch(?:es)?|dash(?:es)?|el|tl)\\.?$`,
  'i',
);

/** A digit anywhere: a line without one ("SAUCE", "salt to taste") states no amount of its own. */
export const DIGIT_ANYWHERE = /\d/;

/**
 * "18.20 gm": an amount converted by machine, with more decimals than a cook writes. Not the
 * plain quarters and thirds ("0.25 cup", "0.33 cup") that some markup writes for ¼ and ⅓.
 */
export const MACHINE_DECIMAL = /\d\.(?!(?:25|75|33|67|66|50)(?!\d))\d{2,}/;
