import { describe, expect, it } from 'vitest';
import { parseIngredient } from './parse';
import { dropPluralMarks } from './plural-marks';
import { tokenize } from './tokens';

const words = (line: string) => dropPluralMarks(tokenize(line)).map((token) => token.text);

describe('plural marks', () => {
  it.each([
    ['2 Zehe/n Knoblauch', ['2', 'Zehe', 'Knoblauch']],
    ['1 Zwiebel(n)', ['1', 'Zwiebel']],
    ['2 Ei(er), verquirlt', ['2', 'Ei', ',', 'verquirlt']],
    ['3 ui(en)', ['3', 'ui']],
    ['2 clove(s) garlic', ['2', 'clove', 'garlic']],
  ])('leaves the mark of %s out', (line, expected) => {
    expect(words(line)).toEqual(expected);
  });

  it.each([
    'salt and/or pepper',
    '1 (14-ounce) can',
    '150g/5oz flour',
    'onion (s)',
    '1/2 tsp',
    'Zwiebel(n',
  ])('keeps %s as it is', (line) => {
    expect(words(line)).toEqual(tokenize(line).map((token) => token.text));
  });

  it('ends a field before the mark and keeps it in the line', () => {
    const parsed = parseIngredient('4 Scheibe/n Toastbrot', { language: 'de' });
    expect(parsed).toMatchObject({ quantity: 4, unit: 'slice', name: 'Toastbrot' });
    const onion = parseIngredient('1 Zwiebel(n)', { language: 'de' });
    expect(onion.name).toBe('Zwiebel');
    expect(onion.comment).toBeNull();
  });
});
