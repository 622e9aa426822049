import { describe, expect, it } from 'vitest';
import type { Recipe } from '../../../contract';
import { collectTags, sortRecipes } from './sort-recipes';
import { aRecipe } from '../../test/recipes';

function recipe(
  id: string,
  title: string,
  createdAt: string,
  updatedAt: string,
  tags: string[] = [],
): Recipe {
  return aRecipe({ id, title, createdAt, updatedAt, tags });
}

const soup = recipe('a', 'soup', '2026-01-01T00:00:00Z', '2026-01-05T00:00:00Z', [
  'Dinner',
  'winter',
]);
const apple = recipe('b', 'Apple pie', '2026-01-03T00:00:00Z', '2026-01-03T00:00:00Z', [
  'dessert',
  'dinner',
]);
const bread = recipe('c', 'bread 10', '2026-01-02T00:00:00Z', '2026-01-04T00:00:00Z');
const bread2 = recipe('d', 'bread 9', '2026-01-02T00:00:00Z', '2026-01-01T00:00:00Z');

describe('sortRecipes', () => {
  const ids = (list: Recipe[]) => list.map((item) => item.id);
  it('sorts by last update, newest first', () => {
    expect(ids(sortRecipes([apple, soup, bread, bread2], 'recent'))).toEqual(['a', 'c', 'b', 'd']);
  });
  it('sorts A-Z ignoring case, numbers in order', () => {
    expect(ids(sortRecipes([soup, bread, apple, bread2], 'alphabetical'))).toEqual([
      'b',
      'd',
      'c',
      'a',
    ]);
  });
  it('sorts by creation, newest first, without changing the input', () => {
    const input = [soup, bread, apple];
    expect(ids(sortRecipes(input, 'created'))).toEqual(['b', 'c', 'a']);
    expect(ids(input)).toEqual(['a', 'c', 'b']);
  });
});

describe('collectTags', () => {
  it('lists each tag once, A-Z', () => {
    expect(collectTags([soup, apple, bread])).toEqual(['dessert', 'Dinner', 'winter']);
  });
});
