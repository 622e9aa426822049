// Scripts written without spaces between words (Chinese, Japanese; Korean too, whose spaces fall
// between phrases rather than words): a run such as "大さじ1醤油" holds several words and no
// tokenizer knows where they end. So every character of these scripts is a search word of its
// own, in the indexes and in what is typed, and a typed run must find its characters side by side:
// "醤油" is the phrase 醤 then 油, which finds "大さじ1醤油" as any substring would
// (docs/decisions/020-searching-every-script.md). The server's indexes (SQLite through a function
// its connections register, PostgreSQL through a regular expression built from the same ranges in
// its migrations) and the app's search on the device all split text here.

/**
 * The code point ranges whose characters stand alone: Han, Hiragana, Katakana, Bopomofo and
 * Hangul letters, with the marks and signs written among them. Punctuation inside these blocks
 * (、。・) splits words anyway, so it does no harm to split around it too.
 */
export const UNSPACED_SCRIPT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x11ff], // Hangul Jamo
  [0x2e80, 0x2fdf], // CJK Radicals Supplement, Kangxi Radicals
  [0x3005, 0x3007], // 々 〆 〇
  [0x3021, 0x3029], // Hangzhou numerals
  [0x3031, 0x3035], // kana repeat marks
  [0x3038, 0x303c], // Hangzhou numerals, 〻 〼
  [0x3040, 0x30ff], // Hiragana, Katakana
  [0x3100, 0x31ff], // Bopomofo, Hangul Compatibility Jamo, Kanbun, CJK Strokes, Katakana ext.
  [0x3400, 0x4dbf], // CJK Unified Ideographs Extension A
  [0x4e00, 0x9fff], // CJK Unified Ideographs
  [0xa960, 0xa97f], // Hangul Jamo Extended-A
  [0xac00, 0xd7ff], // Hangul Syllables, Hangul Jamo Extended-B
  [0xf900, 0xfaff], // CJK Compatibility Ideographs
  [0xff66, 0xffdc], // half-width Katakana and Hangul
  [0x16fe2, 0x16fff], // Ideographic Symbols and Punctuation (Han and Vietnamese reading marks)
  [0x1aff0, 0x1afff], // Kana Extended-B
  [0x1b000, 0x1b16f], // Kana Supplement, Kana Extended-A, Small Kana Extension
  [0x20000, 0x3ffff], // CJK Unified Ideographs Extensions B to H, Compatibility Supplement
];

const hex = (codePoint: number) => `\\u{${codePoint.toString(16)}}`;

/** One character of the ranges (a regular expression with the `u` flag). */
const UNSPACED_CHAR = new RegExp(
  `[${UNSPACED_SCRIPT_RANGES.map(([from, to]) => `${hex(from)}-${hex(to)}`).join('')}]`,
  'u',
);
const UNSPACED_CHARS = new RegExp(UNSPACED_CHAR.source, 'gu');
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/** Whether a word is one character of a script written without spaces (so never a prefix). */
export function isUnspacedWord(word: string): boolean {
  return [...word].length === 1 && UNSPACED_CHAR.test(word);
}

/**
 * The text, composed (NFC: a kana and its voicing mark are one character, as typed), with a
 * space either side of every character of the ranges: what the indexes tokenize.
 */
export function spaceUnspacedScripts(text: string): string {
  return text.normalize('NFC').replace(UNSPACED_CHARS, ' $& ');
}

/**
 * The words of one typed token (a run of letters, numbers and marks), in order: each character
 * of the ranges alone, and the runs of other letters between them ("tofu豆腐" is "tofu", "豆",
 * "腐"). A token of several words is searched as a phrase. Parts of marks alone, left by a mark
 * after such a character, are dropped when the token has other parts. A token without such
 * characters is its one part, as it is.
 */
export function tokenParts(token: string): string[] {
  if (!UNSPACED_CHAR.test(token)) return [token];
  const parts = spaceUnspacedScripts(token).match(WORD) ?? [];
  if (parts.length <= 1) return parts;
  return parts.filter((part) => LETTER_OR_NUMBER.test(part));
}

/** Whether a typed token is searched as a phrase of its parts rather than as a word's start. */
export function isPhraseToken(parts: readonly string[]): boolean {
  return parts.length > 1 || (parts.length === 1 && isUnspacedWord(parts[0]!));
}
