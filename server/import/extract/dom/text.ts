// Turning page strings into the plain text a recipe keeps: no markup, no entities, one space
// between words. Everything that leaves the extractor passes through cleanText().
import { decodeHTML } from 'entities';

/** Decodes HTML entities, repeatedly: JSON-LD is often double-encoded (`&amp;#39;`). */
export function decodeEntities(value: string): string {
  let current = value;
  for (let i = 0; i < 3 && current.includes('&'); i++) {
    const next = decodeHTML(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

const TAG = /<\/?[a-zA-Z][^<>]*>|<!--[\s\S]*?-->/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

const MOJIBAKE = /[\u00c2\u00c3][\u0080-\u00bf]|\u00e2\u20ac/;

/**
 * UTF-8 text that was read as Latin-1 somewhere ("cupÂ orange", "cafÃ©") is read again as
 * UTF-8; kept as it was when that does not give clean text.
 */
export function repairMojibake(text: string): string {
  if (!MOJIBAKE.test(text)) return text;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const byte = code <= 0xff ? code : WINDOWS_1252_BYTE.get(code);
    // A character no single-byte reading produces: this text was never mis-decoded.
    if (byte === undefined) return text;
    bytes[i] = byte;
  }
  const repaired = new TextDecoder('utf-8').decode(bytes);
  return repaired.includes('\ufffd') ? text : repaired;
}

/** Windows-1252 characters outside Latin-1, back to their byte. */
const WINDOWS_1252_BYTE = new Map<number, number>([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);

/** Plain text on one line: entities decoded, tags dropped, whitespace collapsed. */
export function cleanText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  let text = repairMojibake(decodeEntities(value));
  if (text.includes('<')) text = decodeEntities(text.replace(TAG, ' '));
  text = text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  return text.includes('((') ? collapseDoubledParentheses(text) : text;
}

/**
 * WordPress Recipe Maker wraps an ingredient's notes in parentheses even when the notes already
 * have them: "butter ((melted))", "carrots ((see notes) (about 2))". A pair of parentheses whose
 * content itself starts with "(" and ends with ")" is dropped.
 */
export function collapseDoubledParentheses(text: string): string {
  const open: number[] = [];
  const drop = new Set<number>();
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') open.push(i);
    else if (text[i] === ')') {
      const start = open.pop();
      if (start !== undefined && text[start + 1] === '(' && text[i - 1] === ')' && i - start > 3) {
        drop.add(start);
        drop.add(i);
      }
    }
  }
  if (!drop.size) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) if (!drop.has(i)) out += text[i];
  return out;
}

/**
 * Splits a block of text (possibly HTML) into lines at line breaks, <br>, and block tags, then
 * cleans each line.
 */
export function splitLines(value: string): string[] {
  const decoded =
    /&lt;|&#60;|&#x3c;/i.test(value) && !value.includes('<') ? decodeEntities(value) : value;
  const marked = decoded.replace(/<\s*br\s*\/?>|<\/?(?:p|li|div|ol|ul|h[1-6]|tr)\b[^>]*>/gi, '\n');
  return marked
    .split(/\r?\n|\r/)
    .map(cleanText)
    .filter(Boolean);
}

/** "Step 1", "Step 2:", "STEP 3 -", "Schritt 4", "Étape 5", "Step 1/4": labels, not instructions. */
const STEP_LABEL =
  /^(?:step|stap|schritt|étape|etape|paso|passo|passaggio|krok|lépés|steg|trin|adım|vaihe)\s*\d+(?:\s*\/\s*\d+)?\s*[:.)\-–—]?$/i;

export function isStepLabel(line: string): boolean {
  return STEP_LABEL.test(line.trim()) || /^\d+[.)]?$/.test(line.trim());
}

/** "Step 1: Preheat the oven to 180 C.": a step led by its label, a sentence, not a title. */
const LABELLED_SENTENCE =
  /^(?:step|stap|schritt|étape|etape|paso|passo|passaggio|krok|lépés|steg|trin|adım|vaihe)\s*\d+\s*[:.)\-–—]\s*\S.{8,}[.!?…]$/iu;

export function isLabelledStep(line: string): boolean {
  return LABELLED_SENTENCE.test(line.trim());
}

/** First non-empty cleaned string among candidates. */
export function firstText(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const text = cleanText(candidate);
    if (text) return text;
  }
  return '';
}
