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
  let out = '';
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (depth === 0) {
      if (char === '{' || char === '[') {
        depth = 1;
        out = char;
      }
      continue;
    }
    if (inString) {
      if (char === '\\') {
        const next = text[i + 1];
        if (next !== undefined && '"\\/bfnrtu'.includes(next)) {
          out += char + next;
        } else if (next !== undefined) {
          // "\'" and friends are not JSON escapes: keep the character itself
          out += next === '\n' ? '\\n' : next;
        }
        i++;
        continue;
      }
      if (char === '"') {
        inString = false;
        out += char;
        continue;
      }
      const code = char.charCodeAt(0);
      if (code < 0x20) {
        out += char === '\n' ? '\\n' : char === '\t' ? '\\t' : char === '\r' ? '' : ' ';
        continue;
      }
      out += char;
      continue;
    }
    if (char === '"') {
      inString = true;
      out += char;
      continue;
    }
    if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      out = out.replace(/,\s*$/, '');
      depth--;
    }
    out += char;
    if (depth === 0) {
      segments.push(out);
      out = '';
    }
  }
  return segments;
}
