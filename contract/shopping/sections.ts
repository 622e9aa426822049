// The aisles of a shopping list, and how a food finds its aisle: a correction the household made
// before wins, else the phrase table in section-words.ts, else "Other". Also the food key that
// items are merged and corrections remembered by, so "Tomatoes" and "tomato" are one food.
// Shared by the browser and the server (no zod here).
import { FOOD_TABLES } from './foods';
import type { FoodCategory, FoodForm } from './section-words';

/** Aisles in the order a list shows them (roughly the walk through a store). */
export const STORE_SECTIONS = [
  'produce',
  'dairy',
  'meat_fish',
  'bakery',
  'pantry',
  'frozen',
  'spices',
  'drinks',
  'household',
  'other',
] as const;
export type StoreSection = (typeof STORE_SECTIONS)[number];

export function isStoreSection(value: unknown): value is StoreSection {
  return typeof value === 'string' && (STORE_SECTIONS as readonly string[]).includes(value);
}

/** Lower-case words without accents or punctuation ("Crème fraîche," → creme, fraiche). */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The singular of an English noun by the regular rules: berries → berry, leaves → leaf,
 * tomatoes → tomato, peaches → peach, eggs → egg. Words ending in -ss, -us or -is are singular
 * already (glass, asparagus, hummus, couscous), and so are words under four letters. Foods in
 * -sses are mass nouns (molasses), not plurals of an -ss word, so they are kept too.
 */
export function singularOf(word: string): string {
  if (word.length < 4 || !word.endsWith('s') || /(?:ss|us|is|sses)$/.test(word)) return word;
  if (word.endsWith('ies')) {
    // pies, cookies, veggies, smoothies, brownies keep their -ie; berries, cherries take -y
    if (word.length <= 4 || /(?:k|g|h|wn)ies$/.test(word)) return word.slice(0, -1);
    return `${word.slice(0, -3)}y`;
  }
  // leaves, loaves, halves, shelves, scarves; not olives, chives or cloves
  if (/(?:ea|oa|[aeo]l|ar)ves$/.test(word)) return `${word.slice(0, -3)}f`;
  if (word.length > 4 && /[^aeiouh]oes$/.test(word)) return word.slice(0, -2);
  if (/(?:ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * The plural of an English noun by the regular rules, the inverse of singularOf: berry →
 * berries, leaf → leaves, tomato → tomatoes, peach → peaches, onion → onions, avocado →
 * avocados. Words singularOf
 * keeps as they are (asparagus, hummus, rice) are left alone.
 */
export function pluralOf(word: string): string {
  if (word.length < 3 || singularOf(word) !== word || /(?:us|is|ss)$/.test(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:ea|oa|[aeo]l|ar)f$/.test(word)) return `${word.slice(0, -1)}ves`;
  // tomatoes, potatoes; but avocados, mangos, burritos
  if (/ato$/.test(word) || /(?:ch|sh|x|z)$/.test(word)) return `${word}es`;
  if (word.endsWith('s')) return word;
  return `${word}s`;
}

/**
 * The food's name to go after a count: its last word plural for more than one ("2 onions"),
 * singular for one ("1 egg"). Names that are not a plain word at the end are kept.
 */
export function foodForCount(food: string, count: number): string {
  const match = /^(.*?)([A-Za-z]+)$/.exec(food);
  if (!match) return food;
  const [, head, last] = match as unknown as [string, string, string];
  const lower = last.toLowerCase();
  const singular = singularOf(lower);
  const wanted = count > 1 ? pluralOf(singular) : singular;
  if (wanted === lower || last !== lower) return food;
  return head + wanted;
}

/**
 * The food a name is about, for merging list items and remembering corrections: lower case,
 * no accents or punctuation, single spaces, the last word singular ("Cherry Tomatoes" → "cherry
 * tomato").
 */
export function foodKey(food: string): string {
  const words = wordsOf(food);
  if (words.length > 0) words.push(singularOf(words.pop()!));
  return words.join(' ');
}

// Elided words glued to the next by an apostrophe ("huile d'olive", "spicchio d'aglio",
// "succo dell'arancia") stand apart when a name is matched, so "olive" and "aglio" are found.
const ELISION = /(^|[^\p{L}])(d|l|qu|dell|dall|all|nell|sull|un)['’‘`](?=\p{L})/giu;

/** Every word singular: how the table and a food name are compared. */
const matchWordsOf = (text: string) => wordsOf(text.replace(ELISION, '$1$2 ')).map(singularOf);

// Every language's phrases and form words in one table: a list mixes languages freely, and a
// food's words rarely mean another food in another language.
const PHRASES = new Map<string, FoodCategory>();
const FORM_WORDS: Record<string, FoodForm> = {};
const LINKS = new Set<string>();
for (const table of Object.values(FOOD_TABLES)) {
  for (const link of matchWordsOf(table.links ?? '')) LINKS.add(link);
  for (const [category, list] of table.sections) {
    for (const phrase of list.split(',')) {
      const words = matchWordsOf(phrase);
      if (words.length > 0) PHRASES.set(words.join(' '), category);
    }
  }
  for (const [word, form] of Object.entries(table.forms)) {
    const key = matchWordsOf(word).join(' ');
    if (key) FORM_WORDS[key] = form;
  }
}
const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((phrase) => phrase.split(' ').length));

/**
 * The longest table phrase in `words` (the last of equal length, unless a link word follows the
 * earlier one: "jus de citron" is a juice), or null.
 */
function findPhrase(words: readonly string[]) {
  let best: { category: FoodCategory; start: number; length: number } | null = null;
  let isHead = false;
  for (let start = 0; start < words.length; start++) {
    for (let length = Math.min(LONGEST_PHRASE, words.length - start); length > 0; length--) {
      const category = PHRASES.get(words.slice(start, start + length).join(' '));
      if (category === undefined) continue;
      if (!best || length > best.length || (length === best.length && !isHead)) {
        best = { category, start, length };
        isHead = LINKS.has(words[start + length] ?? '');
      }
      break;
    }
  }
  return best;
}

/** The form word nearest the phrase: before it ("frozen peas"), else after it ("petits pois surgelés"). */
function formOf(words: readonly string[], phrase: { start: number; length: number } | null) {
  const start = phrase?.start ?? words.length;
  for (let at = start - 1; at >= 0; at--) {
    if (Object.hasOwn(FORM_WORDS, words[at]!)) return FORM_WORDS[words[at]!]!;
  }
  if (!phrase) return null;
  for (let at = phrase.start + phrase.length; at < words.length; at++) {
    if (Object.hasOwn(FORM_WORDS, words[at]!)) return FORM_WORDS[words[at]!]!;
  }
  return null;
}

/** The section the table gives a food name, with the form words before it applied. */
function tableSectionOf(food: string): StoreSection {
  const words = matchWordsOf(food);
  const phrase = findPhrase(words);
  const category = phrase?.category ?? 'other';
  // The form word nearest the food decides: "frozen peas", "canned tomatoes", "dried thyme",
  // "thym séché", "pomodori in scatola".
  const form = formOf(words, phrase);
  if (form && form !== 'dried') return form;
  if (form === 'dried' && category === 'herb') return 'spices';
  if (form === 'dried' && category === 'produce') return 'pantry';
  return category === 'herb' ? 'produce' : category;
}

/**
 * The aisle a food is found in: the household's remembered correction for the food's key wins,
 * else the section table, else 'other'. `remembered` may come from storage; values that are not
 * sections are ignored.
 */
export function sectionOf(
  food: string,
  remembered?: Readonly<Record<string, StoreSection>>,
): StoreSection {
  if (remembered) {
    const key = foodKey(food);
    const section: unknown = Object.hasOwn(remembered, key) ? remembered[key] : undefined;
    if (isStoreSection(section)) return section;
  }
  return tableSectionOf(food);
}
