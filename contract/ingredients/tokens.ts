// Splits an ingredient line into tokens that remember where they stand in the line, so every
// field the parser returns can point back at the original text (the UI re-renders a scaled line
// around the amount's offsets). Digits and letters always part: "10g" is 10 + g, "5½oz" is
// 5 + ½ + oz, as cooks read them.

export type TokenKind = 'number' | 'fraction' | 'word' | 'punct';

export interface Token {
  text: string;
  /** Lower case, curly apostrophes straightened: what word lists are matched against. */
  lower: string;
  kind: TokenKind;
  start: number;
  end: number;
  /** Whitespace stands between this token and the one before it. */
  spaced: boolean;
}

/** The unicode vulgar fractions and their values. */
export const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  '¼': 1 / 4,
  '½': 1 / 2,
  '¾': 3 / 4,
  '⅐': 1 / 7,
  '⅑': 1 / 9,
  '⅒': 1 / 10,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

// A number keeps one decimal point or comma followed by digits ("1.5", "1,5", ".5"); its digits
// may be Arabic-Indic ("٢", "١٫٥", Persian "۲") as well as ASCII. A word keeps inner hyphens,
// apostrophes and dots between letters ("free-range", "pig's", "e.g").
const TOKEN =
  /([\d٠-٩۰-۹]+(?:[.,٫][\d٠-٩۰-۹]+)?|[.,٫][\d٠-٩۰-۹]+)|([¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])|([\p{L}\p{M}]+(?:['’‘`\-‐][\p{L}\p{M}]+)*)|(\S)/gu;

const CURLY_APOSTROPHES = /[’‘`]/g;

function lowerWord(text: string): string {
  const lower = text.toLowerCase();
  return lower.includes('’') || lower.includes('‘') || lower.includes('`')
    ? lower.replace(CURLY_APOSTROPHES, "'")
    : lower;
}

const APOSTROPHE = /['’‘`]/;

/**
 * Cuts the line into tokens. `elisions` are elided words a language writes onto the next word
 * ("d'", "l'", "dell'"): a word starting with one is cut in two ("d'huile" → "d'" + "huile"),
 * and one standing alone keeps its apostrophe ("po'").
 */
export function tokenize(line: string, elisions?: ReadonlySet<string>): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(line); match; match = TOKEN.exec(line)) {
    let text = match[0];
    if (elisions && match[3]) {
      const cut = APOSTROPHE.exec(text);
      const after = line[match.index + text.length] ?? '';
      if (cut && cut.index + 1 < text.length) {
        if (elisions.has(lowerWord(text.slice(0, cut.index + 1)))) {
          text = text.slice(0, cut.index + 1);
          TOKEN.lastIndex = match.index + text.length;
        }
      } else if (APOSTROPHE.test(after) && elisions.has(lowerWord(text + after))) {
        // the elided word standing alone keeps its apostrophe: "un po' di sale"
        text += after;
        TOKEN.lastIndex = match.index + text.length;
      }
    }
    const kind: TokenKind = match[1]
      ? 'number'
      : match[2]
        ? 'fraction'
        : match[3]
          ? 'word'
          : 'punct';
    const start = match.index;
    tokens.push({
      text,
      lower: kind === 'word' ? lowerWord(text) : text,
      kind,
      start,
      end: start + text.length,
      spaced: start > previousEnd || tokens.length === 0,
    });
    previousEnd = start + text.length;
  }
  return tokens;
}

/** Arabic-Indic and Persian digits and the Arabic decimal separator, as ASCII ("١٫٥" → "1.5"). */
function asciiDigits(text: string): string {
  return text.replace(/[٠-٩۰-۹٫]/g, (c) => {
    if (c === '٫') return '.';
    const code = c.charCodeAt(0);
    return String(code - (code >= 0x6f0 ? 0x6f0 : 0x660));
  });
}

/**
 * The value of a number token: "1.5", "1,5" (decimal comma), ".5" and "١٫٥" alike; a comma
 * before exactly three digits groups thousands ("1,000").
 */
export function numberValue(token: string): number {
  const text = asciiDigits(token);
  return Number(/^\d{1,3},\d{3}$/.test(text) ? text.replace(',', '') : text.replace(',', '.'));
}

/** The dashes between the ends of a range or around a restated amount ("2-3", "250g – 400g"). */
export const DASHES: ReadonlySet<string> = new Set(['-', '–', '—']);

/** True when the token is one of the words in `set` (matched in lower case). */
export const isWordIn = (set: ReadonlySet<string>, token: Token | undefined) =>
  !!token && set.has(token.lower);

/** Opening brackets and the brackets that close them. */
export const BRACKETS: Readonly<Record<string, string>> = { '(': ')', '[': ']' };

/** The index of the bracket closing the one at `open` (or the end of the line). */
export function closingBracket(tokens: readonly Token[], open: number): number {
  const opening = tokens[open]!.text;
  const closing = BRACKETS[opening];
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const text = tokens[i]!.text;
    if (text === opening) depth++;
    else if (text === closing && --depth === 0) return i;
  }
  return tokens.length;
}
