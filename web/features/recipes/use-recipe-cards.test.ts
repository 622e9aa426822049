import { describe, expect, it } from 'vitest';
import { FIRST_CARDS_PATH } from '../../../contract/recipe-values';
import { FIRST_CARDS, cardsPath } from './use-recipe-cards';

describe('cardsPath', () => {
  it('asks for My Recipes’ first page at the address a signed-in page load preloads', () => {
    expect(cardsPath(FIRST_CARDS)).toBe(FIRST_CARDS_PATH);
  });

  it('carries the search, the tags and the cursor of later pages', () => {
    expect(cardsPath({ search: 'tom soup', tags: ['a b', 'c'], sort: 'alphabetical' }, 'x1')).toBe(
      '/api/recipes/cards?search=tom+soup&tags=a+b%2Cc&sort=alphabetical&cursor=x1',
    );
  });
});
