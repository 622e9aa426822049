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

/** Lines under a heading ("For the sauce"), or under none. */
export interface Section {
  name: string | null;
  lines: string[];
}

const bareName = (name: string) => name.trim().replace(/[:：]\s*$/, '');

/**
 * Whether a section's name is worth keeping: not when it is the only name and heads the whole
 * list (an "Instructions" or "Ingredients" wrapper names nothing the reader does not know).
 */
function isNameKept(sections: Section[], index: number): boolean {
  const named = sections.filter((section) => section.name && bareName(section.name));
  const isOnlyAndFirst =
    named.length === 1 && sections.slice(0, index).every((section) => section.lines.length === 0);
  return !isOnlyAndFirst;
}

/**
 * Ingredient sections as one list: a kept name is a line of its own ending in a colon ("For the
 * sauce:"), the way a home cook writes a heading into a list they tick off.
 */
export function ingredientsOfSections(sections: Section[]): string[] {
  return sections.flatMap((section, index) => {
    const name = section.name ? bareName(section.name) : '';
    const heading = name && section.lines.length > 0 && isNameKept(sections, index);
    return heading ? [`${name}:`, ...section.lines] : section.lines;
  });
}

/**
 * Step sections as one list: steps are numbered, so a heading on a line of its own would read as
 * a step; a kept name leads the section's first step instead ("Sauce: Melt the butter.").
 */
export function stepsOfSections(sections: Section[]): string[] {
  return sections.flatMap((section, index) => {
    const name = section.name ? bareName(section.name) : '';
    const [first, ...rest] = section.lines;
    if (!name || first === undefined || !isNameKept(sections, index)) return section.lines;
    return [`${name}: ${first}`, ...rest];
  });
}
