// The aisles of a shopping list, and how a food finds its aisle: a correction the household made
// before wins, else the phrase table in section-words.ts, else "Other". Also the food key that
// items are merged and corrections remembered by, so "Tomatoes" and "tomato" are one food.
// Shared by the browser and the server (no zod here).
import { FOOD_TABLES } from './foods';
import { SECTION_WORDS, type FoodCategory, type FoodForm } from './section-words';

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

/** The words of the English food table, singular: the words English plural rules may change. */
let englishFoodWords: ReadonlySet<string> | null = null;
function isEnglishFoodWord(word: string): boolean {
  englishFoodWords ??= new Set(
    SECTION_WORDS.flatMap(([, list]) =>
      list
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(singularOf),
    ),
  );
  return englishFoodWords.has(word);
}

/**
 * The food's name to go after a count: its last word plural for more than one ("2 onions"),
 * singular for one ("1 egg"). Names that are not a plain word at the end are kept, and so are
 * words of other languages ("2 uien", "3 tomater"), whose plurals are not made by English rules:
 * only a word of the English food table is changed.
 */
export function foodForCount(food: string, count: number): string {
  const match = /^(.*?)([A-Za-z]+)$/.exec(food);
  if (!match) return food;
  const [, head, last] = match as unknown as [string, string, string];
  const lower = last.toLowerCase();
  const singular = singularOf(lower);
  if (!isEnglishFoodWord(singular)) return food;
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
/** Phrases and form words of the languages whose food names start with their head (headFirst). */
const HEAD_FIRST = new Set<string>();
const LINKS = new Set<string>();
for (const table of Object.values(FOOD_TABLES)) {
  for (const link of matchWordsOf(table.links ?? '')) LINKS.add(link);
  for (const [category, list] of table.sections) {
    for (const phrase of list.split(',')) {
      const key = matchWordsOf(phrase).join(' ');
      if (!key) continue;
      PHRASES.set(key, category);
      if (table.headFirst) HEAD_FIRST.add(key);
      else HEAD_FIRST.delete(key);
    }
  }
  for (const [word, form] of Object.entries(table.forms)) {
    const key = matchWordsOf(word).join(' ');
    if (key) FORM_WORDS[key] = form;
    if (key && table.headFirst) HEAD_FIRST.add(key);
  }
}
const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((phrase) => phrase.split(' ').length));

/**
 * The longest table phrase in `words`, or null; of equal length the last, unless the earlier one
 * is of a language that names a food by its first noun ("sok z cytryny" is a juice) or a link
 * word follows it ("jus de citron" is a juice).
 */
function findPhrase(words: readonly string[]) {
  let best: { category: FoodCategory; start: number; length: number; key: string } | null = null;
  let isHead = false;
  for (let start = 0; start < words.length; start++) {
    for (let length = Math.min(LONGEST_PHRASE, words.length - start); length > 0; length--) {
      const key = words.slice(start, start + length).join(' ');
      const category = PHRASES.get(key);
      if (category === undefined) continue;
      const isLonger = !best || length > best.length;
      const keepsEarlier = !!best && (HEAD_FIRST.has(best.key) || isHead);
      if (isLonger || (length === best!.length && !keepsEarlier)) {
        best = { category, start, length, key };
        isHead = LINKS.has(words[start + length] ?? '');
      }
      break;
    }
  }
  return best;
}

// German, Dutch and Swedish write a food's kind before it in one word: "Schlagsahne" is a cream,
// "Räucherlachs" a salmon, "vispgrädde" a cream. A word the table does not hold is read by the
// longest table word of four letters or more it ends in, leaving at least three letters before
// it (shorter ones, made shorter still by English singulars, end too many words: "kers" → "ker").
const COMPOUND_HEAD = 3;
const COMPOUND_PART = 4;
const SINGLE_WORDS = new Map(
  [...PHRASES].filter(([phrase]) => !phrase.includes(' ') && phrase.length >= COMPOUND_PART),
);

/**
 * The table word that ends a compound in `words`, the last such compound first, when no phrase
 * is found whole: its category, its word, and the compound's first part ("tiefkuhl" in
 * "Tiefkühlerbsen"), which may be a form word. Null when no word ends in one.
 */
function findCompoundPart(words: readonly string[]) {
  for (let start = words.length - 1; start >= 0; start--) {
    const word = words[start]!;
    for (let cut = COMPOUND_HEAD; cut <= word.length - COMPOUND_PART; cut++) {
      const category = SINGLE_WORDS.get(word.slice(cut));
      if (category !== undefined) return { category, start, length: 1, head: word.slice(0, cut) };
    }
  }
  return null;
}

/** A category once the form word nearest the food, if any, is applied. */
function withForm(category: FoodCategory, form: FoodForm | undefined): StoreSection {
  // "frozen peas", "canned tomatoes" whatever the food; "dried thyme" spices, "dried apricots"
  // pantry
  if (form && form !== 'dried') return form;
  if (form === 'dried' && category === 'herb') return 'spices';
  if (form === 'dried' && category === 'produce') return 'pantry';
  return category === 'herb' ? 'produce' : category;
}

// Languages written without spaces (Japanese, Chinese) put a food inside a longer word
// ("新玉ねぎ", "冷冻虾仁"): their phrases and form words are also looked for inside words.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const INNER_PHRASES = [...PHRASES].filter(([phrase]) => CJK.test(phrase) && !phrase.includes(' '));
const INNER_FORMS = Object.keys(FORM_WORDS).filter((word) => CJK.test(word));

/**
 * The section of a CJK food name no whole phrase matched, from a phrase inside its words: the
 * longest, then the last (the head comes last: "鶏ガラスープ" is a soup), with the form word
 * nearest before it ("冷凍えび" frozen). Null when no phrase is inside.
 */
function innerSectionOf(words: readonly string[]): StoreSection | null {
  if (!words.some((word) => CJK.test(word))) return null;
  const text = words.join(' ');
  let best: { category: FoodCategory; at: number; length: number } | null = null;
  for (const [phrase, category] of INNER_PHRASES) {
    const at = text.lastIndexOf(phrase);
    if (at < 0) continue;
    const isBetter =
      !best ||
      phrase.length > best.length ||
      (phrase.length === best.length && at + phrase.length > best.at + best.length);
    if (isBetter) best = { category, at, length: phrase.length };
  }
  if (!best) return null;
  let form: { form: FoodForm; end: number } | null = null;
  for (const word of INNER_FORMS) {
    const at = text.lastIndexOf(word, best.at - word.length);
    const end = at + word.length;
    if (at >= 0 && end <= best.at && (!form || end > form.end)) {
      form = { form: FORM_WORDS[word]!, end };
    }
  }
  return withForm(best.category, form?.form);
}

/** The section the table gives a food name, with the form words around it applied. */
function tableSectionOf(food: string): StoreSection {
  const words = matchWordsOf(food);
  const whole = findPhrase(words);
  const inner = whole ? null : innerSectionOf(words);
  if (inner) return inner;
  const compound = whole ? null : findCompoundPart(words);
  const phrase = whole ?? compound;
  const category = phrase?.category ?? 'other';
  // The form word nearest the food decides: "frozen peas", "canned tomatoes", "dried thyme"; in
  // a compound, its first part ("Tiefkühlerbsen"); else one after the food.
  const candidates: string[] = compound ? [compound.head] : [];
  for (let at = (phrase?.start ?? words.length) - 1; at >= 0; at--) candidates.push(words[at]!);
  // After the food: "groszek mrożony", "thym séché", "pomodori in scatola".
  if (phrase) candidates.push(...words.slice(phrase.start + phrase.length));
  for (const word of candidates) {
    if (Object.hasOwn(FORM_WORDS, word)) return withForm(category, FORM_WORDS[word]);
  }
  return withForm(category, undefined);
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
