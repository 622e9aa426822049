import { describe, expect, it } from 'vitest';
import { matchesSearch, searchRecipes, type SearchableRecipe } from './offline-search';

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

describe('searchRecipes (My Recipes offline, forgiving as the server is)', () => {
  const recipe = (title: string, ingredients: string[] = []): SearchableRecipe => ({
    title,
    ingredients,
  });
  const lasagna = recipe('Weeknight Spinach Lasagna', ['9 lasagna sheets']);
  const verdi = recipe('Lasagne verdi');
  const crowd = recipe('Lasagnas for a crowd');
  const creme = recipe('Crème brûlée');
  const nice = recipe('Nice biscuits', ['rich butter']);
  const all = [verdi, lasagna, creme, nice, crowd];
  const titles = (search: string) => searchRecipes(all, search, []).map((r) => r.title);

  it('finds plurals, typos, any case and accents', () => {
    expect(titles('lasagnas')).toEqual([crowd.title, lasagna.title, verdi.title]);
    expect(titles('Lasagne')).toEqual([verdi.title, lasagna.title]);
    expect(titles('spinch')).toEqual([lasagna.title]);
    expect(titles('CREMES brulee')).toEqual([creme.title]);
    expect(matchesSearch(lasagna, 'weeknigth LASAGNAS', [])).toBe(true);
  });

  it('reads no typo into a short word, and keeps the given order within a tier', () => {
    expect(titles('rice')).toEqual([]);
    expect(titles('spnch')).toEqual([]);
    expect(titles('lasag')).toEqual([verdi.title, lasagna.title, crowd.title]);
  });
});
