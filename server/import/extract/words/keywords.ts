// Whether a line titles a recipe section (the ingredients, the method, or one that ends the lists:
// notes, comments), by the words of section-words.ts; and the class names that mark the lists.
import { INGREDIENT_WORDS, STEP_WORDS, STOP_WORDS, WHOLE_STOP_WORDS } from './section-words';

/** Strips emoji, bullets and numbering so "🛒 Ingredients:" and "1. Zutaten" read as the word. */
export function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/^[^\p{L}]+/u, '')
    .replace(/[\s:：.!]+$/u, '')
    .trim();
}

// An article may come first ("Die Zubereitung", "The method", "La préparation").
const compile = (words: string[]) =>
  new RegExp(
    `^(?:(?:the|die|der|das|la|le|les|el|los|las|il|de|het|a)\\s+)?(?:${words.join('|')})(?:$|[\\s(:,.-])`,
    'u',
  );

/** The heading, and its last part after a dash or colon ("Lemon tart – The method"). */
function keys(text: string): string[] {
  const key = headingKey(text);
  const tail = /(?:\s[–—|-]|\s?[:：])\s*([^–—:：|]+)$/u.exec(key)?.[1];
  return tail ? [key, headingKey(tail)] : [key];
}

/** The words alone, an article allowed: "Ingredients", "Die Zubereitung", not "Preparation time". */
const compileWhole = (words: string[]) =>
  new RegExp(
    `^(?:(?:the|die|der|das|la|le|les|el|los|las|il|de|het|a)\\s+)?(?:${words.join('|')})$`,
    'u',
  );
const SECTION_NAME_RE = compileWhole([...INGREDIENT_WORDS, ...STEP_WORDS]);

/** A section's name and nothing more ("Ingredients:", "Method"), in any listed language. */
export function isSectionName(text: string): boolean {
  const key = headingKey(text);
  return key.length <= MAX_HEADING && SECTION_NAME_RE.test(key);
}

const INGREDIENT_RE = compile(INGREDIENT_WORDS);
const STEP_RE = compile(STEP_WORDS);
const STOP_RE = compile(STOP_WORDS);
const WHOLE_STOP_RE = compileWhole(WHOLE_STOP_WORDS);

/** Heading texts longer than this are sentences, not section titles. */
const MAX_HEADING = 48;

export function isIngredientHeading(text: string): boolean {
  return (
    text.length <= 80 &&
    (keys(text).some((key) => key.length <= MAX_HEADING && INGREDIENT_RE.test(key)) ||
      INGREDIENT_RE.test(lastWord(headingKey(text))) ||
      // A longer label that starts with the word and introduces what follows with a colon
      // ("Ingredients for a tart with figs and duck confit:").
      (/[:：]\s*$/.test(text) && INGREDIENT_RE.test(headingKey(text))))
  );
}

/**
 * The last word of a title of a few words: the ingredients' word may come last, after what
 * qualifies it ("Benötigte Zutaten", "Liste des ingrédients", "Lista de ingredientes").
 */
function lastWord(key: string): string {
  const words = key.split(/\s+/);
  return words.length > 1 && words.length <= 3 ? words[words.length - 1]! : '';
}

/** "Banketstaaf maken", "Brot backen", "Kuchen zubereiten": the dish, then the verb. */
const MAKING_RE = /^\p{L}[\p{L}\s'-]{0,40}\s(?:maken|bereiden|zubereiten|machen|backen|bakken)$/u;

export function isStepHeading(text: string): boolean {
  return (
    text.length <= 80 &&
    keys(text).some(
      (key) => key.length <= MAX_HEADING && (STEP_RE.test(key) || MAKING_RE.test(key)),
    )
  );
}

/** "Serves 4", "For 4 people", "Pour 2 personnes :", "Für 4 Personen": an ingredient list follows. */
const SERVINGS_RE =
  /^(?:serves|servings?|makes|yield|for \d+ (?:people|persons|servings)|pour \d+(?:\s*(?:à|a|-)\s*\d+)? (?:personnes?|pers)|für \d+ (?:personen|portionen|stück)|voor \d+ (?:personen|porties)|para \d+ (?:personas|pessoas|porciones|porções)|per \d+ persone|til \d+ personer|för \d+ personer)\b/u;

export function isServingsHeading(text: string): boolean {
  const key = headingKey(text);
  return key.length <= MAX_HEADING && SERVINGS_RE.test(key);
}

export function isStopHeading(text: string): boolean {
  const key = headingKey(text);
  return key.length <= MAX_HEADING && (STOP_RE.test(key) || WHOLE_STOP_RE.test(key));
}

/** Class and id words that mark a recipe's ingredient or instruction container. */
export const INGREDIENT_CLASS =
  /ingredient|ingred|zutat|ingrediente|ingredienti|ingrediënt|hozzavalo|skladnik|ingrediens|suroviny|sastojci|malzeme|ainekset|zairyo/i;
export const STEP_CLASS =
  /instruction|direction|method|preparation|procedure|recipe-?steps?\b|steps?-?list|(?:^|[\s_-])steps(?:$|[\s_-])|zubereitung|anleitung|bereiding|werkwijze|instructies|preparacion|elaboracion|pasos|etapes|preparazione|procedimento|preparo|elkeszites|postup|priprava|tillagning|how-?to/i;
