import { describe, expect, it } from 'vitest';
import type { DiscoverRecipe, Recipe } from '../../../contract';
import { applyDiscoverChange } from './discover-changes';
import { aRecipe } from '../../test/recipes';

const recipe = (id: string, overrides: Partial<Recipe> = {}): Recipe =>
  aRecipe({
    id,
    visibility: 'public',
    createdAt: '2024-01-05T00:00:00.000Z',
    updatedAt: '2024-01-05T00:00:00.000Z',
    ...overrides,
  });
const card = (id: string, createdAt: string): DiscoverRecipe => ({
  ...recipe(id, { createdAt, updatedAt: createdAt }),
  ownerName: 'June Cook',
  ownerEmail: 'j***@example.com',
});
const pages = (nextCursor: string | null = null) => [
  {
    recipes: [card('b', '2024-01-04T00:00:00.000Z'), card('a', '2024-01-02T00:00:00.000Z')],
    nextCursor,
  },
];

describe('applyDiscoverChange', () => {
  it('updates a shown recipe in place, keeping its owner name', () => {
    const before = pages();
    const result = applyDiscoverChange(before, {
      kind: 'update',
      recipe: recipe('a', {
        title: 'Renamed',
        createdAt: '2024-01-02T00:00:00.000Z',
        updatedAt: '2024-01-06T00:00:00.000Z',
      }),
    });
    expect(result.refetch).toBe(false);
    expect(result.pages[0]!.recipes[1]).toMatchObject({ title: 'Renamed', ownerName: 'June Cook' });
  });

  it('drops an update older than the shown copy', () => {
    const before = pages();
    const stale = recipe('a', { title: 'Old', updatedAt: '2024-01-01T00:00:00.000Z' });
    expect(applyDiscoverChange(before, { kind: 'update', recipe: stale }).pages).toBe(before);
  });

  it('removes a recipe that is no longer public, or was removed', () => {
    const privateNow = applyDiscoverChange(pages(), {
      kind: 'update',
      recipe: recipe('b', { visibility: 'private', updatedAt: '2024-01-09T00:00:00.000Z' }),
    });
    expect(privateNow.pages[0]!.recipes.map((item) => item.id)).toEqual(['a']);
    const removed = applyDiscoverChange(pages(), { kind: 'remove', recipeId: 'a' });
    expect(removed.pages[0]!.recipes.map((item) => item.id)).toEqual(['b']);
  });

  it('asks for a refetch when a newly public recipe falls inside the loaded window', () => {
    const before = pages('cursor');
    const result = applyDiscoverChange(before, { kind: 'update', recipe: recipe('new') });
    expect(result).toEqual({ pages: before, refetch: true });
    const onlyPage = applyDiscoverChange(pages(null), {
      kind: 'update',
      recipe: recipe('old', { createdAt: '2023-01-01T00:00:00.000Z' }),
    });
    expect(onlyPage.refetch).toBe(true);
  });

  it('leaves a newly public recipe older than everything loaded to Load more', () => {
    const result = applyDiscoverChange(pages('cursor'), {
      kind: 'update',
      recipe: recipe('old', { createdAt: '2023-01-01T00:00:00.000Z' }),
    });
    expect(result.refetch).toBe(false);
  });

  it('ignores a non-public recipe that is not shown', () => {
    const before = pages();
    const result = applyDiscoverChange(before, {
      kind: 'update',
      recipe: recipe('x', { visibility: 'link-edit' }),
    });
    expect(result).toEqual({ pages: before, refetch: false });
  });
});
