import { describe, expect, it } from 'vitest';
import type { Recipe } from '../../../contract';
import { isOnOwnList, mergeRecipeIntoList, removeRecipeFromList } from './merge-recipe';
import { backoffDelay } from './realtime-client';
import { aRecipe } from '../../test/recipes';

const recipe = (overrides: Partial<Recipe> = {}): Recipe =>
  aRecipe({ title: 'Soup', ...overrides });

describe('mergeRecipeIntoList', () => {
  it('applies a newer update and keeps abilities it lacks', () => {
    const abilities = { edit: true, delete: true, share: true };
    const list = [recipe({ abilities }), recipe({ id: 'r2' })];
    const next = mergeRecipeIntoList(
      list,
      recipe({ title: 'Stew', updatedAt: '2024-01-03T00:00:00.000Z' }),
    );
    expect(next?.[0]).toMatchObject({ title: 'Stew', abilities });
    expect(next?.[1]).toBe(list[1]);
  });

  it('drops an update older than the cached recipe', () => {
    const list = [recipe()];
    const next = mergeRecipeIntoList(
      list,
      recipe({ title: 'Old', updatedAt: '2024-01-01T00:00:00.000Z' }),
    );
    expect(next).toBe(list);
  });

  it('removes a recipe and leaves unrelated lists alone', () => {
    const list = [recipe()];
    expect(removeRecipeFromList(list, 'r1')).toEqual([]);
    expect(removeRecipeFromList(list, 'x')).toBe(list);
  });
});

describe('isOnOwnList', () => {
  it('holds for owners and listed editors and viewers only', () => {
    expect(isOnOwnList(recipe(), 'u1')).toBe(true);
    expect(isOnOwnList(recipe({ editors: ['u2'] }), 'u2')).toBe(true);
    expect(isOnOwnList(recipe({ viewers: ['u4'] }), 'u4')).toBe(true);
    expect(isOnOwnList(recipe(), 'u3')).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('doubles from one second and caps at thirty', () => {
    expect([0, 1, 2, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 30000]);
  });
});
