import { describe, expect, it } from 'vitest';
import { matchesSearch, type SearchableRecipe } from './offline-search';

const soup: SearchableRecipe = {
  title: 'Tomato Basil Soup',
  description: 'Warming and quick',
  tags: ['Dinner', 'vegetarian'],
  ingredients: ['4 ripe tomatoes', '1 bunch basil'],
};

describe('matchesSearch (My Recipes offline)', () => {
  it('finds every word, as typed (prefixes, any case), in title, description, tags or ingredients', () => {
    expect(matchesSearch(soup, '', [])).toBe(true);
    expect(matchesSearch(soup, 'tomat', [])).toBe(true);
    expect(matchesSearch(soup, 'WARMING basil', [])).toBe(true);
    expect(matchesSearch(soup, 'ripe', [])).toBe(true);
    expect(matchesSearch(soup, 'veget', [])).toBe(true);
    expect(matchesSearch(soup, 'tomato cake', [])).toBe(false);
  });

  it('needs every selected tag, in any case', () => {
    expect(matchesSearch(soup, '', ['dinner'])).toBe(true);
    expect(matchesSearch(soup, '', ['dinner', 'vegetarian'])).toBe(true);
    expect(matchesSearch(soup, '', ['dinner', 'baking'])).toBe(false);
    expect(matchesSearch({ ...soup, tags: undefined }, '', ['dinner'])).toBe(false);
  });
});
