// A recipe's servings text as a number to scale from: "4", "4-6", "Serves 4 to 6",
// "makes 12 cookies", "12 muffins", "One 9-inch pie". Free text stays the truth; this only reads
// the first amount in it.

import { ENGLISH } from '../ingredients/english';

export interface Servings {
  /** The number the recipe makes (the lower end of a range). */
  count: number;
  /** The upper end of a range ("4-6" → 6), else null. */
  max: number | null;
  /** What is counted when the text says ("cookies"), else null (people). */
  label: string | null;
}

/** Words that introduce the amount and are not what is counted. */
const LEAD_WORDS =
  /^(?:serves|serving|servings|makes|making|yields?|portions?|for|about|approx\.?|approximately|around)\b[\s:]*/i;
/** What counts people rather than things: the label is dropped. */
const PEOPLE = /^(?:people|persons?|servings?|portions?|guests?|adults?)$/i;

const AMOUNT = /(\d+(?:[.,]\d+)?|[a-z]+)(?:\s*(?:-|–|—|to|or)\s*(\d+(?:[.,]\d+)?))?(?:\s+(.*))?$/i;

/** Reads servings text; null when it names no amount ("a crowd", empty). */
export function parseServings(text: string | null | undefined): Servings | null {
  if (!text) return null;
  let rest = text.trim();
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(LEAD_WORDS, '');
  }
  const match = AMOUNT.exec(rest);
  if (!match) return null;
  const count = toNumber(match[1]!);
  if (count === null || count <= 0) return null;
  const max = match[2] ? toNumber(match[2]) : null;
  const label = labelOf(match[3]);
  return { count, max: max !== null && max > count ? max : null, label };
}

function toNumber(text: string): number | null {
  const lower = text.toLowerCase();
  const word = lower === 'dozen' ? 12 : ENGLISH.numberWords.get(lower);
  if (word !== undefined) return word;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

function labelOf(text: string | undefined): string | null {
  if (!text) return null;
  // "12 cookies (about 2 dozen)" → "cookies"; "4 people" → people, no label.
  const label = text
    .replace(/[([].*$/, '')
    .replace(/[.,;:]+$/, '')
    .trim();
  if (!label || PEOPLE.test(label)) return null;
  return label.length > 40 ? null : label;
}
