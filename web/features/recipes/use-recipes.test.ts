import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Recipe, RecipeCardPage } from '../../../contract';
import { removeRecipeFromList } from '../realtime/merge-recipe';
import { recipeKeys, updateCachedLists } from './use-recipes';
import { FIRST_CARDS } from './use-recipe-cards';
import { aRecipe } from '../../test/recipes';

const recipe = (id: string): Recipe => aRecipe({ id });

function withCards(pages: Recipe[][], total: number) {
  const queryClient = new QueryClient();
  const key = recipeKeys.cards(FIRST_CARDS);
  queryClient.setQueryData<InfiniteData<RecipeCardPage>>(key, {
    pages: pages.map((cards, index) => ({
      cards,
      nextCursor: index < pages.length - 1 ? `c${index}` : null,
      total,
      ownedCount: total,
      tags: null,
    })),
    pageParams: pages.map((_, index) => (index === 0 ? undefined : `c${index - 1}`)),
  });
  const read = () => queryClient.getQueryData<InfiniteData<RecipeCardPage>>(key)!;
  return { queryClient, read };
}

describe('updateCachedLists', () => {
  it('lowers the listed total with a card removed from any page', () => {
    const { queryClient, read } = withCards([[recipe('a'), recipe('b')], [recipe('c')]], 3);
    updateCachedLists(queryClient, (list) => removeRecipeFromList(list, 'c'));
    expect(read().pages.flatMap((page) => page.cards.map((card) => card.id))).toEqual(['a', 'b']);
    expect(read().pages[0]!.total).toBe(2);
  });

  it('keeps the total, and the same pages, when no card is removed', () => {
    const { queryClient, read } = withCards([[recipe('a')]], 1);
    const before = read();
    updateCachedLists(queryClient, (list) => removeRecipeFromList(list, 'x'));
    expect(read()).toBe(before);
    updateCachedLists(queryClient, (list) =>
      list.map((item) => (item.id === 'a' ? { ...item, title: 'Renamed' } : item)),
    );
    expect(read().pages[0]!.total).toBe(1);
    expect(read().pages[0]!.cards[0]!.title).toBe('Renamed');
  });
});
