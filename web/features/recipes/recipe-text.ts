/** Text-to-list rules of the recipe forms (SPEC §5). */

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

/** Trims, drops empties and drops case-insensitive repeats, keeping the first spelling. */
export function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLocaleLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      kept.push(tag);
    }
  }
  return kept;
}

const TITLE_STOP_WORDS = new Set(['with', 'and', 'the', 'for']);

/**
 * Tags guessed for an imported recipe: up to 3 words of its title longer than 3 characters,
 * lower-cased, leaving out 'with', 'and', 'the' and 'for' (SPEC §4 Import).
 */
export function deriveTagsFromTitle(title: string): string[] {
  const words = title
    .toLocaleLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 3 && !TITLE_STOP_WORDS.has(word));
  return uniqueTags(words).slice(0, 3);
}
