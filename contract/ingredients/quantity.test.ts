import { describe, expect, it } from 'vitest';
import { ENGLISH } from './english';
import { readQuantity } from './quantity';
import { tokenize } from './tokens';

function quantityOf(text: string) {
  const tokens = tokenize(text);
  const match = readQuantity(tokens, 0, ENGLISH);
  if (!match) return null;
  const end = tokens[match.end - 1]!.end;
  return {
    value: match.value,
    max: match.max,
    text: text.slice(0, end),
    isArticle: match.isArticle,
  };
}

describe('readQuantity', () => {
  it.each([
    ['3 eggs', 3, '3'],
    ['2.5 cups', 2.5, '2.5'],
    ['.5 tsp', 0.5, '.5'],
    ['1,5 kg', 1.5, '1,5'],
    ['1,000 g', 1000, '1,000'],
    ['½ cup', 0.5, '½'],
    ['⅔ cup', 2 / 3, '⅔'],
    ['1½ cups', 1.5, '1½'],
    ['1 ½ cups', 1.5, '1 ½'],
    ['1 1/2 cups', 1.5, '1 1/2'],
    ['3/4 cup', 0.75, '3/4'],
    ['1⁄4 cup', 0.25, '1⁄4'],
    ['1-1/2 cups', 1.5, '1-1/2'],
    ['1 and 1/2 cups', 1.5, '1 and 1/2'],
    ['one and a half cups', 1.5, 'one and a half'],
    ['Twelve prawns', 12, 'Twelve'],
    ['twenty-five almonds', 25, 'twenty-five'],
    ['half a lemon', 0.5, 'half a'],
    ['½ an onion', 0.5, '½ an'],
    ['a half cup', 0.5, 'a half'],
    ['a couple of limes', 2, 'a couple'],
  ])('reads %j as %d', (text, value, written) => {
    expect(quantityOf(text)).toMatchObject({ text: written, max: null, isArticle: false });
    expect(quantityOf(text)!.value).toBeCloseTo(value, 9);
  });

  it.each([
    ['2-3 cloves', 2, 3, '2-3'],
    ['2 - 3 cloves', 2, 3, '2 - 3'],
    ['2–3 tbsp', 2, 3, '2–3'],
    ['2 to 3 tablespoons', 2, 3, '2 to 3'],
    ['1 or 2 chillies', 1, 2, '1 or 2'],
    ['½-1 tsp', 0.5, 1, '½-1'],
    ['1 1/2 to 2 cups', 1.5, 2, '1 1/2 to 2'],
    ['8- to 10-pound turkey', 8, 10, '8- to 10'],
  ])('reads the range %j', (text, value, max, written) => {
    expect(quantityOf(text)).toMatchObject({ value, max, text: written });
  });

  it('counts an article as one, marked as an article', () => {
    expect(quantityOf('a pinch of salt')).toMatchObject({ value: 1, isArticle: true, text: 'a' });
    expect(quantityOf('an egg')).toMatchObject({ value: 1, isArticle: true });
  });

  it('does not read a falling pair as a range, nor words as numbers', () => {
    expect(quantityOf('3-2 cups')).toMatchObject({ value: 3, max: null, text: '3' });
    expect(quantityOf('salt')).toBeNull();
    expect(quantityOf('1/0 cup')).toMatchObject({ value: 1, text: '1' });
  });
});
