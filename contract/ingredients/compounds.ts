// Units written as the end of a compound word, as German, Dutch and Swedish write them:
// "2 Knoblauchzehen" (garlic cloves), "3 Rosmarinzweige" (rosemary sprigs), "2 vitlöksklyftor".
// For a vocabulary with `compoundUnits`, such a word is cut into the food and the unit, two
// tokens with no space between them, so the grammar reads it as it reads "2 garlic cloves": a
// unit after the food (name.ts). A linking letter between the two ("vitlök-s-klyftor") becomes a
// token of its own that the name leaves out. Only the units that may follow their food
// (`trailingUnits`) are cut off, and only from a word that stays at least three letters long.
import type { Token } from './tokens';
import type { Vocabulary } from './vocabulary';

const MIN_HEAD = 3;

const ENDINGS = new WeakMap<Vocabulary, readonly string[]>();

/** The spellings of the vocabulary's trailing units, longest first ("zehen" before "zehe"). */
function endingsOf(vocabulary: Vocabulary): readonly string[] {
  let endings = ENDINGS.get(vocabulary);
  if (!endings) {
    endings = [...vocabulary.units.words]
      .filter(([spelling, unit]) => vocabulary.trailingUnits.has(unit.name) && !/\s/.test(spelling))
      .map(([spelling]) => spelling)
      .filter((spelling) => spelling.length >= 3)
      .sort((a, b) => b.length - a.length);
    ENDINGS.set(vocabulary, endings);
  }
  return endings;
}

/** The tokens with every compound that ends in a trailing unit cut into food (link) and unit. */
export function splitCompoundUnits(tokens: Token[], vocabulary: Vocabulary): Token[] {
  if (!vocabulary.compoundUnits) return tokens;
  const endings = endingsOf(vocabulary);
  const links = vocabulary.compoundLinks ?? [];
  const result: Token[] = [];
  for (const token of tokens) {
    const ending =
      token.kind === 'word' && token.lower.length === token.text.length
        ? endings.find((e) => token.lower.endsWith(e) && token.lower.length - e.length >= MIN_HEAD)
        : undefined;
    if (!ending) {
      result.push(token);
      continue;
    }
    let headEnd = token.text.length - ending.length;
    const headLower = token.lower.slice(0, headEnd);
    const link = links.find((l) => headLower.endsWith(l) && headEnd - l.length >= MIN_HEAD);
    const part = (from: number, to: number, kind: Token['kind'], spaced: boolean): Token => ({
      text: token.text.slice(from, to),
      lower: token.lower.slice(from, to),
      kind,
      start: token.start + from,
      end: token.start + to,
      spaced,
    });
    if (link) headEnd -= link.length;
    result.push(part(0, headEnd, 'word', token.spaced));
    if (link) result.push(part(headEnd, headEnd + link.length, 'punct', false));
    result.push(part(token.text.length - ending.length, token.text.length, 'word', false));
  }
  return result;
}
