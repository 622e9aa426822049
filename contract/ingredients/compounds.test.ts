import { describe, expect, it } from 'vitest';
import { ENGLISH } from './english';
import { VOCABULARIES } from './languages';
import { splitCompoundUnits } from './compounds';
import { tokenize } from './tokens';

const cut = (line: string, language: string) =>
  splitCompoundUnits(tokenize(line), VOCABULARIES[language]!).map((token) => token.text);

describe('units at the end of a compound word', () => {
  it('cuts a trailing unit off the food, the longest spelling first', () => {
    expect(cut('2 Knoblauchzehen', 'de')).toEqual(['2', 'Knoblauch', 'zehen']);
    expect(cut('3 knoflookteentjes', 'nl')).toEqual(['3', 'knoflook', 'teentjes']);
  });

  it('leaves a linking letter as a token of its own, which the name leaves out', () => {
    expect(cut('2 vitlöksklyftor', 'sv')).toEqual(['2', 'vitlök', 's', 'klyftor']);
  });

  it('keeps the offsets of the line', () => {
    const tokens = splitCompoundUnits(tokenize('2 Knoblauchzehen'), VOCABULARIES.de!);
    expect(tokens.map((token) => [token.start, token.end, token.spaced])).toEqual([
      [0, 1, true],
      [2, 11, true],
      [11, 16, false],
    ]);
  });

  it('cuts only units that follow their food, from a word that stays three letters long', () => {
    expect(cut('2 Tomatenwürfel', 'de')).toEqual(['2', 'Tomatenwürfel']);
    expect(cut('1 Zehe', 'de')).toEqual(['1', 'Zehe']);
  });

  it('cuts nothing for a vocabulary without compound units', () => {
    const tokens = tokenize('2 garliccloves');
    expect(splitCompoundUnits(tokens, ENGLISH)).toBe(tokens);
  });
});
