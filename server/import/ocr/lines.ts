// Recognised text made ready for the plain-text extractor. A page's paragraphs come out of the
// recogniser as the lines they were printed in: a step wrapped over three lines would be read as
// three steps, so lines that carry a sentence on are joined back into one. Lines that are only
// specks of noise read as punctuation are dropped.

/** A line ending in one of these ends its sentence (or introduces a list: "You will need:"). */
const SENTENCE_END = /[.!?:;…)"”]$/u;

/** A line starting like a list item or a numbered step is never the rest of the line above. */
const LIST_ITEM = /^(?:[-*•▪‣◦·–—]|\[ ?\]|☐|▢|(?:step\s*)?\d{1,2}\s*[.):-](?:\s|$))/iu;

/**
 * Words after which an English sentence cannot stop: a line ending in one goes on in the next,
 * whatever that starts with ("bake for / 20 minutes", "season with / Parmesan").
 */
const CARRYING_WORDS = new Set(
  (
    'a an the and or but nor of to in into on onto at by for from with without until till ' +
    'than then about around over under through between is are was be as if so very its ' +
    'their your each plus'
  ).split(' '),
);

/** Wrapped lines fill most of the column: at least this share of the longest lines' length. */
const FULL_LINE_SHARE = 0.6;
/** …and at least this many characters (a card's short lines and an ingredient list never join). */
const FULL_LINE_MIN_CHARS = 28;

/** The length of a full line: the longest lines' (90th percentile, so one stray long line does not count). */
function fullLineLength(lines: string[]): number {
  const lengths = lines.map((line) => line.length).sort((a, b) => a - b);
  return lengths[Math.floor((lengths.length - 1) * 0.9)] ?? 0;
}

/** Is `line` mostly letters and digits (not a speck of noise read as `— .` or `|`)? */
function isReadable(line: string): boolean {
  const visible = line.replace(/\s+/g, '');
  const alphanumeric = visible.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return alphanumeric >= 2 && alphanumeric / visible.length >= 0.5;
}

/** Does `next` carry on the sentence that `line` leaves open? */
function continues(line: string, next: string, fullLength: number): boolean {
  if (LIST_ITEM.test(next)) return false;
  if (line.endsWith('-') && /^\p{Ll}/u.test(next)) return true;
  const isFull = line.length >= Math.max(FULL_LINE_MIN_CHARS, fullLength * FULL_LINE_SHARE);
  if (!isFull || SENTENCE_END.test(line)) return false;
  const lastWord = /(\p{L}+)\W*$/u.exec(line)?.[1]?.toLowerCase() ?? '';
  return /^\p{Ll}/u.test(next) || line.endsWith(',') || CARRYING_WORDS.has(lastWord);
}

/**
 * Recognised text as the lines the extractor should see: noise dropped, blank lines kept (a
 * paragraph never runs across one), and wrapped lines of a paragraph joined. A word split by a
 * hyphen at the end of a line is joined without it ("sim-" + "mer" → "simmer").
 */
export function joinWrappedLines(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line === '' || isReadable(line));
  const fullLength = fullLineLength(lines.filter(Boolean));
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    if (previous && line && continues(previous, line, fullLength)) {
      joined[joined.length - 1] = previous.endsWith('-')
        ? `${previous.slice(0, -1)}${line}`
        : `${previous} ${line}`;
    } else {
      joined.push(line);
    }
  }
  return joined.join('\n');
}
