// The renamed pages (`import-peer-renamed.ts`) with every h2–h6 heading in a made-up language
// (`npm run score:import:foreign`): each word becomes a made-up word, the same one wherever the
// word appears, and figures and punctuation stay ("Step 2: Brown the meat" reads "Kalomi 2: zepu
// ra tovini"), as on a page in a language the extractor has no words for, which still numbers
// its steps in figures and repeats its own words. What it reads comes from structure, numbering
// and repetition, not from a section's name.
import { createHash } from 'node:crypto';
import { parse as parseRenamed } from './import-peer-renamed';
import { HEADING } from './import-peer-unnamed';

const SYLLABLES = ['ka', 'lo', 'mi', 'ze', 'tu', 'ra', 'vo', 'ni', 'pe', 'su'];

/** A made-up word of one to three syllables, always the same for the same word. */
function madeUpWord(word: string): string {
  const hash = createHash('md5').update(word.toLowerCase()).digest();
  const length = 1 + (hash[0]! % 3);
  const made = Array.from({ length }, (_, i) => SYLLABLES[hash[i + 1]! % SYLLABLES.length]).join(
    '',
  );
  return /^\p{Lu}/u.test(word) ? made[0]!.toUpperCase() + made.slice(1) : made;
}

export function foreignHeadings(html: string): string {
  return html.replace(HEADING, (_match, open: string, _level, inner: string, close: string) => {
    const text = inner.replace(/<[^>]*>/g, '').trim();
    return `${open}${text.replace(/\p{L}+/gu, madeUpWord)}${close}`;
  });
}

export async function parse(html: string, url: string) {
  return parseRenamed(foreignHeadings(html), url);
}
