// The renamed pages (`import-peer-renamed.ts`) with every h2–h6 heading's words replaced by
// made-up words of no language (`npm run score:import:unnamed`), the same words for the same
// heading: what it still reads comes from a page's structure alone, as on pages written in a
// language whose section names ("Ingredients", "Method") the extractor does not know. A heading
// names a recipe card too, so titles score lower here than a real page of that language would.
import { createHash } from 'node:crypto';
import { parse as parseRenamed } from './import-peer-renamed';

const SYLLABLES = ['ka', 'lo', 'mi', 'ze', 'tu', 'ra', 'vo', 'ni', 'pe', 'su'];

/** Two or three made-up words, always the same for the same text. */
function madeUpWords(text: string): string {
  const hash = createHash('md5').update(text).digest();
  const syllable = (i: number) => SYLLABLES[hash[i]! % SYLLABLES.length]!;
  return Array.from(
    { length: 2 + (hash[0]! % 2) },
    (_, w) => syllable(w + 1) + syllable(w + 5) + syllable(w + 9),
  ).join(' ');
}

/** A heading's tags and text: its text holds no block, so a heading inside a script stays. */
export const HEADING =
  /(<h([2-6])\b[^>]*>)((?:(?!<\/?(?:h[1-6]|div|section|ul|ol|li|script)\b)[\s\S]){0,400}?)(<\/h\2>)/gi;

export function unnameHeadings(html: string): string {
  return html.replace(HEADING, (_match, open: string, _level, inner: string, close: string) => {
    const text = inner.replace(/<[^>]*>/g, '').trim();
    return `${open}${text ? madeUpWords(text) : ''}${close}`;
  });
}

export async function parse(html: string, url: string) {
  return parseRenamed(unnameHeadings(html), url);
}
