// Other apps' text as Potluck's lines: a block of text is one line per line, a list of named
// sections is one flat list, and notes (which Potluck has no field for) join the description.

/** The non-blank lines of a block of text ("1 egg\n\n2 cups flour\r\n"); not text is none. */
export function splitLines(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The items of a comma-separated list ("dinner, quick ,vegan"). */
export function splitCommas(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * The description with the recipe's notes after it, a blank line between: Potluck has no notes
 * field, and a cook's notes are theirs to keep.
 */
export function withNotes(description: string | null, notes: string | null): string | null {
  const parts = [description, notes].filter(
    (part): part is string => part !== null && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join('\n\n') : description;
}

/**
 * A piece of a list as an app keeps it: lines, and the heading they start (a heading may come
 * alone, with no lines, to name those that follow); with no heading they go on under the last.
 */
export interface ListPart {
  heading: string | null;
  lines: string[];
}

interface Section {
  name: string;
  lines: string[];
}

const bareName = (name: string) => name.trim().replace(/[:：]\s*$/, '');

function sectionsOf(parts: ListPart[]): Section[] {
  const sections: Section[] = [{ name: '', lines: [] }];
  for (const { heading, lines } of parts) {
    if (heading !== null && bareName(heading) !== '') {
      sections.push({ name: bareName(heading), lines: [] });
    }
    sections[sections.length - 1]!.lines.push(...lines);
  }
  return sections.filter((section) => section.lines.length > 0);
}

/**
 * Whether a section's name is worth keeping: not when it is the only name and heads the whole
 * list (an "Instructions" or "Ingredients" wrapper names nothing the reader does not know).
 */
const isNameKept = (sections: Section[]) =>
  sections.filter((section) => section.name !== '').length > 1 || sections[0]?.name === '';

/**
 * Ingredients as one list: a kept heading is a line of its own ending in a colon ("For the
 * sauce:"), the way a home cook writes a heading into a list they tick off.
 */
export function ingredientLines(parts: ListPart[]): string[] {
  const sections = sectionsOf(parts);
  const keepNames = isNameKept(sections);
  return sections.flatMap(({ name, lines }) =>
    name !== '' && keepNames ? [`${name}:`, ...lines] : lines,
  );
}

/**
 * Steps as one list: steps are numbered, so a heading on a line of its own would read as a
 * step; a kept heading leads its section's first step instead ("Sauce: Melt the butter.").
 */
export function stepLines(parts: ListPart[]): string[] {
  const sections = sectionsOf(parts);
  const keepNames = isNameKept(sections);
  return sections.flatMap(({ name, lines }) =>
    name !== '' && keepNames ? [`${name}: ${lines[0]}`, ...lines.slice(1)] : lines,
  );
}
