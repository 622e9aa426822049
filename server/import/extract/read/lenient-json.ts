// JSON-LD blocks on real pages are often not strict JSON: raw newlines and tabs inside strings,
// CDATA or HTML-comment wrappers, a trailing `;` or text after the object, trailing commas, two
// objects back to back. This reads what a browser-side consumer would have understood.

const WRAPPERS = /^\s*(?:\/\/\s*)?(?:<!--|<!\[CDATA\[)\s*|\s*(?:\/\/\s*)?(?:-->|\]\]>)\s*$/g;

/** Every JSON value found in `source`, in order; an empty list when nothing parses. */
export function parseLenientJson(source: string): unknown[] {
  const text = source.replace(WRAPPERS, '').replace(WRAPPERS, '').trim();
  if (!text) return [];
  try {
    return [JSON.parse(text)];
  } catch {
    // fall through to the tolerant reader
  }
  const values: unknown[] = [];
  for (const segment of splitTopLevelValues(text)) {
    try {
      values.push(JSON.parse(segment));
    } catch {
      // an unreadable segment is skipped; the others may still hold the recipe
    }
  }
  return values;
}

/**
 * Walks the text once, tracking strings and nesting, and returns each balanced top-level
 * `{...}` or `[...]` with raw control characters escaped, bad escapes repaired and trailing
 * commas removed. Text between values (`;`, stray words) is ignored.
 */
function splitTopLevelValues(text: string): string[] {
  const segments: string[] = [];
  // The value so far, a piece per character kept, so that a trailing comma is cut by shortening
  // the array: cutting it from a string each time took time growing with the square of the length.
  const out: string[] = [];
  /** Where in `out` a comma stands with only whitespace after it, or -1. */
  let trailingComma = -1;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (depth === 0) {
      if (char === '{' || char === '[') {
        depth = 1;
        out.length = 0;
        out.push(char);
        trailingComma = -1;
      }
      continue;
    }
    if (inString) {
      if (char === '\\') {
        const next = text[i + 1];
        if (next !== undefined && '"\\/bfnrtu'.includes(next)) {
          out.push(char + next);
        } else if (next !== undefined) {
          // "\'" and friends are not JSON escapes: keep the character itself
          out.push(next === '\n' ? '\\n' : next);
        }
        i++;
        continue;
      }
      if (char === '"') {
        inString = false;
        out.push(char);
        continue;
      }
      const code = char.charCodeAt(0);
      if (code < 0x20) {
        out.push(char === '\n' ? '\\n' : char === '\t' ? '\\t' : char === '\r' ? '' : ' ');
        continue;
      }
      out.push(char);
      continue;
    }
    if (char === '"') {
      inString = true;
      trailingComma = -1;
      out.push(char);
      continue;
    }
    if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      if (trailingComma >= 0) out.length = trailingComma;
      depth--;
    }
    if (char === ',') trailingComma = out.length;
    else if (!/\s/.test(char)) trailingComma = -1;
    out.push(char);
    if (depth === 0) {
      segments.push(out.join(''));
      out.length = 0;
    }
  }
  return segments;
}
