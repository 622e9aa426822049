import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Recipe } from '../../../contract';
import { aRecipe } from '../../test/recipes';
import { recipeKeys } from '../recipes/use-recipes';
import { applyRecipeToCache } from './use-realtime';

describe('applyRecipeToCache', () => {
  it('updates the recipe a dialog shows from its own read, as well as the lists', () => {
    const queryClient = new QueryClient();
    const viewer = 'u2';
    const before = aRecipe({ id: 'r1', viewers: [], editors: [viewer], title: 'Roast' });
    queryClient.setQueryData(recipeKeys.one('r1'), {
      ...before,
      abilities: { edit: true, delete: false, share: false },
    });
    queryClient.setQueryData(recipeKeys.list({}), [before]);

    // The owner makes the editor a viewer: the update says so, with the reader's own abilities.
    const update: Recipe = {
      ...before,
      editors: [],
      viewers: [viewer],
      title: 'Sunday roast',
      updatedAt: '2024-01-03T00:00:00.000Z',
      abilities: { edit: false, delete: false, share: false },
    };
    applyRecipeToCache(queryClient, update, viewer);
    const one = queryClient.getQueryData<Recipe>(recipeKeys.one('r1'))!;
    expect(one.title).toBe('Sunday roast');
    expect(one.viewers).toEqual([viewer]);
    expect(one.abilities?.edit).toBe(false);
    expect(queryClient.getQueryData<Recipe[]>(recipeKeys.list({}))![0]!.title).toBe('Sunday roast');

    // An older update changes nothing.
    applyRecipeToCache(
      queryClient,
      { ...before, title: 'Stale', updatedAt: '2024-01-02T12:00:00.000Z' },
      viewer,
    );
    expect(queryClient.getQueryData<Recipe>(recipeKeys.one('r1'))!.title).toBe('Sunday roast');
  });

  it('has the lists read again when a recipe’s tags change, not for other changes', () => {
    const queryClient = new QueryClient();
    const before = aRecipe({ id: 'r1', tags: ['soup'] });
    queryClient.setQueryData(recipeKeys.list({}), [before]);
    const invalidated = () => queryClient.getQueryState(recipeKeys.list({}))!.isInvalidated;

    applyRecipeToCache(
      queryClient,
      { ...before, title: 'Renamed', updatedAt: '2024-01-03T00:00:00.000Z' },
      'u1',
    );
    expect(invalidated()).toBe(false);
    applyRecipeToCache(
      queryClient,
      { ...before, tags: [], updatedAt: '2024-01-04T00:00:00.000Z' },
      'u1',
    );
    expect(invalidated()).toBe(true);
  });
});
