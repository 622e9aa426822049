// The words the line parser reads, as one record per language. The parser's rules are written
// against these roles (a number word, a size word, a preparation participle, a purpose phrase...),
// never against English spellings, so German, French, Dutch, Italian or Spanish lines need a new
// record and a unit table, not new code.
import type { UnitIndex } from './units';

export interface Vocabulary {
  /** BCP 47 code of the language ("en"). */
  language: string;
  units: UnitIndex;
  /** Cardinal words and their values ("one" 1, "twelve" 12, "twenty" 20). */
  numberWords: ReadonlyMap<string, number>;
  /** Fraction words that stand for a number ("half" 0.5, "quarter" 0.25). */
  fractionWords: ReadonlyMap<string, number>;
  /** Indefinite articles: "a pinch" is one pinch, said without a number. */
  articles: ReadonlySet<string>;
  /** The word that offers an alternative ("1 onion or 2 shallots", "glug or two"). */
  alternativeWords: ReadonlySet<string>;
  /** Words that share one amount among several foods ("½ tsp each salt and pepper"). */
  distributiveWords: ReadonlySet<string>;
  /** Words that join a whole number to a fraction ("1 and 1/2", "one and a half"). */
  mixedJoiners: ReadonlySet<string>;
  /** Words between the ends of a range ("2 to 3", "2 or 3"). */
  rangeWords: ReadonlySet<string>;
  /** Words that add a second amount to the first ("1 cup plus 2 tablespoons"). */
  additionWords: ReadonlySet<string>;
  /** Words that multiply a count by a pack size ("2 x 400g tins"). */
  multiplierWords: ReadonlySet<string>;
  /** The word linking a unit to its food ("a pinch of salt"). */
  ofWords: ReadonlySet<string>;
  /** Words that make an amount approximate, said before the number ("about 2 cups"). */
  approximateWords: ReadonlySet<string>;
  /** Words saying how full or big a unit is ("heaped tbsp", "large can", "good pinch"). */
  unitQualifiers: ReadonlySet<string>;
  /** Word endings that make a word a unit qualifier ("fist-sized pieces", "quarter-size slices"). */
  qualifierEndings: readonly string[];
  /** Units that are often given without a number at the start of a line ("pinch of salt"). */
  bareUnits: ReadonlySet<string>;
  /** Containers: the words after them name a product ("1 can diced tomatoes"), not a task. */
  containerUnits: ReadonlySet<string>;
  /** Units written after the food they measure ("2 garlic cloves", "2 celery sticks"). */
  trailingUnits: ReadonlySet<string>;
  /**
   * Units are also written as the end of a compound word ("Knoblauchzehen", "vitlöksklyftor"):
   * a word ending in a trailing unit's spelling is read as the food and that unit (compounds.ts).
   */
  compoundUnits?: boolean;
  /** Letters that join the food to such a unit and belong to neither ("vitlök-s-klyftor"). */
  compoundLinks?: readonly string[];
  /** Words before a trailing unit word that make it part of the food ("cinnamon sticks"). */
  trailingUnitExceptions: ReadonlySet<string>;
  /** Size words of the ingredient itself ("2 large onions"). */
  sizeWords: ReadonlySet<string>;
  /**
   * Size words may also end the name, as languages that put adjectives after the noun write them
   * ("بطاطس متوسطة الحجم", "potato medium-sized"): the last words of the name that are size words
   * are its size. Off when not set.
   */
  sizeAfterName?: boolean;
  /** Past participles and adjectives that say what the cook did ("chopped", "melted"). */
  preparationWords: ReadonlySet<string>;
  /** Product forms that are a preparation only with an adverb ("freshly ground" vs "ground cumin"). */
  productForms: ReadonlySet<string>;
  /** Adverbs that go with a preparation ("finely", "freshly", "roughly"). */
  preparationAdverbs: ReadonlySet<string>;
  /** Words that read as a participle's preposition ("cut into", "seasoned with"). */
  preparationLinks: ReadonlySet<string>;
  /** Words that take a food's part ("juice of 1 lemon", "zest of ½ orange"). */
  partWords: ReadonlySet<string>;
  /** The words between a part and its food ("juice of", "leaves from"). */
  partLinks: ReadonlySet<string>;
  /** Conjunctions inside a name ("salt and pepper", "rapeseed or olive oil"). */
  conjunctions: ReadonlySet<string>;
  /** Words that open a purpose ("for frying", "to serve"). */
  purposeWords: ReadonlySet<string>;
  /**
   * Beginnings of a word that make it a purpose on its own, the preposition written onto the
   * word (Arabic "للتقديم" to serve, "للقلي" for frying). None when not set.
   */
  purposePrefixes?: readonly string[];
  /** Words after a purpose word that make it a comment instead ("to taste"). */
  notPurposeAfter: ReadonlySet<string>;
  /** Words that open a comment ("optional", "such as", "plus extra", "preferably"). */
  commentWords: ReadonlySet<string>;
  /**
   * Remark words that open a line without a colon ("evtl. 1 EL Zucker", "ev. lite socker"): a
   * comment on the whole line, read before its amount. None in English ("about 2 cups").
   */
  leadingRemarks?: ReadonlySet<string>;
  /** Words after "or" that make a remark, not an alternative food ("or more", "or to taste"). */
  alternativeRemarks: ReadonlySet<string>;
  /** Words after "or" right after an amount that make it approximate ("½ cup or so"). */
  amountTails: ReadonlySet<string>;
  /** Words that open a comment only after a comma ("with juices", "divided"). */
  commentWordsAfterComma: ReadonlySet<string>;
  /** Counts without a number ("a few sprigs", "several leaves"): no quantity, a remark. */
  vagueWords: ReadonlySet<string>;
  /** Word endings that make a word an adjective ("boneless", "skinless"). */
  adjectiveEndings: readonly string[];
  /** States a food is bought in ("fresh or frozen"): a clause of only these is not a food. */
  stateWords: ReadonlySet<string>;
  /** Adjectives written with a comma before the food ("soft, fresh goat cheese"). */
  coordinateAdjectives: ReadonlySet<string>;
  /** Word endings that mark a past participle when a preposition follows ("dredged in"). */
  participleEndings: readonly string[];
  /** Words with such an ending that are not participles ("red", "shed"). */
  notParticiples: ReadonlySet<string>;
  /** Endings of words that only look like participles ("seed", "flaxseed"). */
  notParticipleEndings: readonly string[];
  /**
   * The language is written without spaces between words (Japanese, Chinese): its runs of Han
   * and kana letters are cut at the words of this vocabulary ("醤油大さじ1", "盐适量"; segment.ts).
   */
  unspaced?: boolean;
  /** Endings that make one word a purpose ("揚げ用" for frying, "装饰用" for garnish). */
  purposeEndings?: readonly string[];
  /** Units written before their number ("大さじ1", "小さじ½"), by canonical name. */
  unitsBeforeNumber?: ReadonlySet<string>;
  /**
   * Words that are an amount by themselves, with no number or unit ("適量" as much as needed,
   * "少々" a little, "少许"): read where an amount stands, also after the name ("盐 适量").
   */
  amountWords?: ReadonlySet<string>;
  /**
   * Lines give the amount after the food ("塩 ひとつまみ"): a unit without a number after the
   * name is the line's amount, as a number and unit are ("Salt 1 teaspoon").
   */
  amountAfterName?: boolean;
  /**
   * Elided words written onto the next word with an apostrophe ("d'huile", "l'ail",
   * "dell'olio"): the tokenizer cuts them off so "d'" reads as an of-word. None in English.
   */
  elisions?: ReadonlySet<string>;
  /**
   * Remarks of several words, read as a comment wherever they start after the name ("al gusto",
   * "q.b.", "a gosto", "selon le goût"): for remarks whose first word alone means nothing.
   */
  commentPhrases?: readonly string[];
  /**
   * Preparations said with a preposition and a noun, without a participle ("en tiras", "a
   * cubetti", "em cubos", "sin piel"): a preparation wherever they start after the name.
   */
  preparationPhrases?: readonly string[];
  /** Qualifiers written after the unit ("cucharada colmada", "cucchiaio raso", "c. à soupe rase"). */
  unitQualifiersAfter?: ReadonlySet<string>;
  /** Size words may follow the food ("1 cebolla grande", "2 oignons moyens"). */
  sizesAfterName?: boolean;
  /**
   * A count unit is followed by an of-word when a food comes after it ("1 bouquet de persil",
   * "2 dientes de ajo"): followed by another word it is not a unit ("1 bouquet garni").
   */
  countUnitsBeforeOf?: boolean;
  /** Definite articles that may open a part phrase ("le jus d'un citron", "el zumo de"). */
  definiteArticles?: ReadonlySet<string>;
  /** Foods whose name starts with a size word ("petits pois", "gros sel"): the size is the name. */
  sizedNames?: ReadonlySet<string>;
}

/** A set from a whitespace-separated list: word lists read better as prose than as arrays. */
export function wordSet(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}

/** A map from "word=value" pairs separated by whitespace. */
export function wordValues(list: string): ReadonlyMap<string, number> {
  const map = new Map<string, number>();
  for (const pair of list.split(/\s+/).filter(Boolean)) {
    const [word, value] = pair.split('=');
    map.set(word!, Number(value));
  }
  return map;
}
