// The pseudo-locale's text: every letter accented and each text about 40% longer, with the ICU
// structure (placeholders, plural and select branches, `#`) and Lingui's numbered tags (`<0>`)
// left as they are. Text that stays plain English on a pseudo screen escaped translation; a
// label that clips or overflows would in German too.
import pseudolocale from 'pseudolocale';
import {
  compileMessageOrThrow,
  type CompiledMessage,
  type CompiledMessageToken,
} from '@lingui/message-utils/compileMessage';

/** How much longer pseudo text is than English (German runs about 30% longer). */
export const PSEUDO_EXTEND = 0.4;

const TAG = /(<\/?\d+\/?>)/;

/**
 * A zero-width space after every few padding dots: a long text's padding is one run of dots with
 * nowhere to wrap, which would push any layout sideways, where its translation (with spaces) wraps.
 */
const breakablePadding = (text: string) => text.replace(/·{6}(?=·)/g, '$&\u200b');

function pseudoText(text: string): string {
  return text
    .split(TAG)
    .map((part, index) =>
      index % 2 === 1 || part.trim() === ''
        ? part
        : breakablePadding(
            pseudolocale(part, {
              prepend: '',
              append: '',
              extend: PSEUDO_EXTEND,
              // Visible, so a label that clips shows it (spaces would collapse).
              extendCharacter: '·',
            }),
          ),
    )
    .join('');
}

/** ICU's quoting: braces and a `#` inside plural text become literal through apostrophes. */
function quote(text: string, inPlural: boolean): string {
  const special = inPlural ? /[{}#]/ : /[{}]/;
  return text
    .replace(/'/g, "''")
    .split('')
    .map((char) => (special.test(char) ? `'${char}'` : char))
    .join('');
}

function print(message: CompiledMessage, inPlural: boolean): string {
  return message.map((token) => printToken(token, inPlural)).join('');
}

function printToken(token: CompiledMessageToken, inPlural: boolean): string {
  if (typeof token === 'string') {
    // The compiled form keeps a plural's `#` as a token of its own.
    return inPlural && token === '#' ? '#' : quote(pseudoText(token), inPlural);
  }
  const [name, type, format] = token;
  if (!type) return `{${name}}`;
  if (typeof format !== 'object' || format === null) {
    return format === undefined ? `{${name}, ${type}}` : `{${name}, ${type}, ${String(format)}}`;
  }
  const plural = type === 'plural' || type === 'selectordinal';
  const branches = Object.entries(format)
    .map(([key, value]) => {
      if (key === 'offset') return value === undefined ? '' : `offset:${String(value)}`;
      const body = typeof value === 'string' ? [value] : (value as CompiledMessage);
      return `${key} {${print(body, plural)}}`;
    })
    .filter(Boolean)
    .join(' ');
  return `{${name}, ${type}, ${branches}}`;
}

/** `message` (ICU, English) in the pseudo-locale. */
export function pseudoMessage(message: string): string {
  return print(compileMessageOrThrow(message), false);
}
