// Which languages could read a line better than English: those that know one of its words that
// English does not, or whose script it is written in. readIngredient (parse.ts) reads a line only
// in those (and the cook's own languages and English), which keeps an English line at one
// reading instead of twelve.
import type { Vocabulary } from './vocabulary';

interface Known {
  words: ReadonlySet<string>;
  /** Unit spellings a compound word may end in ("Knoblauch|zehen"), for compoundUnits. */
  unitEndings: ReadonlySet<string>;
  /** The lengths of those spellings, to look a word's endings up by. */
  endingLengths: readonly number[];
}

const known = new WeakMap<Vocabulary, Known>();

/** Every word a vocabulary knows (role words and unit spellings, word by word), lower case. */
function knownTo(vocabulary: Vocabulary): Known {
  let found = known.get(vocabulary);
  if (!found) {
    const words = new Set<string>();
    const add = (text: string) => {
      for (const word of text.toLowerCase().split(/\s+/)) {
        if (!word) continue;
        words.add(word);
        words.add(word.replace(/['’.]+$/, ''));
      }
    };
    for (const value of Object.values(vocabulary)) {
      if (value instanceof Set) for (const word of value as Set<string>) add(word);
      else if (value instanceof Map) {
        for (const word of (value as Map<string, unknown>).keys()) add(word);
      } else if (Array.isArray(value)) {
        for (const item of value) if (typeof item === 'string') add(item);
      }
    }
    const { units } = vocabulary;
    for (const table of [units.words, units.abbreviations, units.caseSensitive]) {
      for (const spelling of table.keys()) add(spelling);
    }
    const unitEndings = new Set(
      vocabulary.compoundUnits
        ? [...units.words.keys()].filter(
            (spelling) => spelling.length >= 4 && !spelling.includes(' '),
          )
        : [],
    );
    const endingLengths = [...new Set([...unitEndings].map((ending) => ending.length))];
    found = { words, unitEndings, endingLengths };
    known.set(vocabulary, found);
  }
  return found;
}

/** A line's words as a vocabulary may list them: whole ("de-seeded", "d'huile") and by letters. */
export function wordsOfLine(line: string): string[] {
  const lower = line.toLowerCase();
  const whole = lower
    .split(/[\s,;:()[\]/]+/)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, ''));
  return [...new Set([...whole, ...(lower.match(/\p{L}+/gu) ?? [])])].filter(Boolean);
}

const SCRIPTS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u, ['ja', 'zh']],
  [/\p{Script=Arabic}/u, ['ar']],
];

/**
 * Whether `vocabulary` (language `code`) may read `line` better than English: the line is in
 * its script, or has a word it knows and English does not (or, for a language that glues units
 * onto foods, a word ending in one of its units).
 */
export function mayReadBetter(
  line: string,
  lineWords: readonly string[],
  code: string,
  vocabulary: Vocabulary,
  english: Vocabulary,
): boolean {
  for (const [script, codes] of SCRIPTS) if (codes.includes(code) && script.test(line)) return true;
  const own = knownTo(vocabulary);
  const englishWords = knownTo(english).words;
  return lineWords.some(
    (word) =>
      !englishWords.has(word) &&
      (own.words.has(word) ||
        own.endingLengths.some(
          (length) => word.length > length && own.unitEndings.has(word.slice(-length)),
        )),
  );
}
