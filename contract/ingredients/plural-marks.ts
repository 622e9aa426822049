// A plural ending written after a word for either number: "Zehe/n", "Zwiebel(n)", "Ei(er)",
// "ui(en)", "clove(s)", as recipe sites that print one line for any count write them. The mark
// is left out of the tokens, so the word reads as it is ("Zehe" is a clove), a field ends before
// the mark, and a scaled line keeps it as written. Only short endings that make plurals count:
// "and/or" keeps its "or".
import type { Token } from './tokens';

const ENDINGS = new Set(['s', 'es', 'n', 'en', 'e', 'er', 'r', 'nen']);
const CLOSING: Readonly<Record<string, string>> = { '(': ')', '/': '' };

/** The tokens without the plural marks glued to the word before them. */
export function dropPluralMarks(tokens: Token[]): Token[] {
  let result: Token[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i - 1];
    const open = tokens[i]!;
    const ending = tokens[i + 1];
    const close = CLOSING[open.text];
    const isMark =
      close !== undefined &&
      word?.kind === 'word' &&
      word.text.length >= 2 &&
      !open.spaced &&
      ending?.kind === 'word' &&
      !ending.spaced &&
      ENDINGS.has(ending.lower) &&
      (close === ''
        ? tokens[i + 2] === undefined || tokens[i + 2]!.spaced || tokens[i + 2]!.kind === 'punct'
        : tokens[i + 2]?.text === close);
    if (!isMark) {
      result?.push(open);
      continue;
    }
    result ??= tokens.slice(0, i);
    i += close === '' ? 1 : 2;
  }
  return result ?? tokens;
}
