/** Text-to-list rules of the recipe forms (SPEC §5). */
import { RECIPE_LIMITS, uniqueTags } from '../../../contract/recipe-values';

export { uniqueTags };

/** The longest prep or cook time accepted (a week). */
export const MAX_MINUTES = RECIPE_LIMITS.minutes;

/** Minutes typed in a field: '' is none, otherwise a whole number within a week; anything else is invalid. */
export function parseMinutes(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const minutes = Number(trimmed);
  return minutes <= MAX_MINUTES ? minutes : undefined;
}

/** One item per line: trimmed, empty lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Comma-separated tags: trimmed, empty items dropped, repeats (ignoring case) dropped. */
export function splitTags(text: string): string[] {
  return uniqueTags(text.split(','));
}

/** SPEC §4's words never made tags of. */
const TITLE_STOP_WORDS = new Set(['with', 'and', 'the', 'for']);

/**
 * Title words longer than three letters that say nothing about the dish: small words of a
 * phrase, praise and how-to words, and numbers written out ("Three Bean Chili").
 */
const TITLE_FILLER_WORDS = new Set(
  (
    'from into onto over under this that these those your our their mine ever very really ' +
    'best classic easy easiest simple simply perfect perfectly ultimate amazing favorite favourite ' +
    'famous delicious tasty yummy homemade home-made recipe recipes style make made making ' +
    'minute minutes hour hours ingredient ingredients without plus like just more most ' +
    'three four five seven eight nine eleven twelve twenty thirty forty fifty dozen'
  ).split(' '),
);

/** Apostrophes as typed, curly or straight. */
const APOSTROPHES = /[\u2018\u2019\u02bc`´]/g;

/**
 * Tags guessed for an imported recipe (SPEC §4 Import): up to 3 words of its title longer than 3
 * characters, leaving out 'with', 'and', 'the' and 'for'. Words are made tags people would
 * type: lower-cased, punctuation around them dropped; a possessive ("Grandma's", "cooks'")
 * names whose recipe it is, not the dish, so it is left out, as are words with digits ("30-minute")
 * and the filler words above.
 */
export function deriveTagsFromTitle(title: string): string[] {
  const words = title
    .toLocaleLowerCase()
    .replace(APOSTROPHES, "'")
    .split(/[\s/,;:!?()[\]{}"“”&+|]+/u)
    .filter((word) => !/\p{L}'s$|\p{L}s'$/u.test(word.replace(/[^\p{L}\p{N}']+$/u, '')))
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(
      (word) =>
        word.length > 3 &&
        !/\p{N}/u.test(word) &&
        !TITLE_STOP_WORDS.has(word) &&
        !TITLE_FILLER_WORDS.has(word),
    );
  return uniqueTags(words).slice(0, 3);
}
