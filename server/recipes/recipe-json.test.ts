// recipe-json.ts sends exactly what presenter.ts would, whoever is looking, and never a version
// of a recipe older than the one the list read.
import { describe, expect, it, vi } from 'vitest';
import type { RecipeRow } from '../db/schema';
import type { UserRow } from '../db/schema';
import { presentRecipe } from './presenter';
import { createRecipeJsonCache, type RecipeVersion } from './recipe-json';

const OWNER = 'owner-id';
const EDITOR = 'editor-id';

function row(id: string, updatedAt: string, overrides: Partial<RecipeRow> = {}): RecipeRow {
  return {
    seq: 1,
    id,
    owner_uid: OWNER,
    title: `Soup "${id}" \u2028 ü`,
    description: null,
    ingredients: JSON.stringify(['1 cup water', '2 "big" onions']),
    steps: JSON.stringify(['Boil.']),
    tags: JSON.stringify(['Dinner']),
    image_url: null,
    tip_video_url: 'https://video.example/1',
    source_url: null,
    copied_from: null,
    prep_time: 5,
    cook_time: null,
    servings: '2',
    visibility: 'private',
    editors: JSON.stringify([EDITOR]),
    viewers: JSON.stringify(['viewer-id']),
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: updatedAt,
    deleted_at: null,
    ...overrides,
  };
}

const viewer = (id: string) => ({ id }) as UserRow;
const versionOf = (recipe: RecipeRow): RecipeVersion => ({
  id: recipe.id,
  updated_at: recipe.updated_at,
});

describe.each([0, 100])('a list with %i recipes kept', (maxEntries) => {
  it('is what presentRecipe answers, for the owner, an editor and a stranger', async () => {
    const rows = [row('a', '2026-01-02T00:00:00.000Z'), row('b', '2026-01-03T00:00:00.000Z')];
    const cache = createRecipeJsonCache(maxEntries);
    const load = async (ids: string[]) => rows.filter((recipe) => ids.includes(recipe.id));
    for (const who of [viewer(OWNER), viewer(EDITOR), viewer('stranger')]) {
      const json = await cache.listJson(rows.map(versionOf), who, 'recipe', load);
      expect(JSON.parse(json)).toEqual(rows.map((recipe) => presentRecipe(recipe, who)));
    }
  });

  it('leaves out what a card does not show, and a recipe gone meanwhile', async () => {
    const rows = [row('a', '2026-01-02T00:00:00.000Z')];
    const cache = createRecipeJsonCache(maxEntries);
    const json = await cache.listJson(
      [...rows.map(versionOf), { id: 'gone', updated_at: '2026-01-01T00:00:00.000Z' }],
      viewer(OWNER),
      'card',
      async (ids) => rows.filter((recipe) => ids.includes(recipe.id)),
    );
    const full = presentRecipe(rows[0]!, viewer(OWNER));
    const { ingredients, steps, tipVideoUrl, sourceUrl, ...card } = full;
    expect([ingredients, steps, tipVideoUrl, sourceUrl]).not.toContain(undefined);
    expect(JSON.parse(json)).toEqual([card]);
  });
});

describe('recipes kept', () => {
  it('are read once while unchanged, and again once the list reads a newer version', async () => {
    const cache = createRecipeJsonCache(100);
    let current = row('a', '2026-01-02T00:00:00.000Z');
    const load = vi.fn(async () => [current]);
    await cache.listJson([versionOf(current)], viewer(OWNER), 'recipe', load);
    await cache.listJson([versionOf(current)], viewer(OWNER), 'card', load);
    expect(load).toHaveBeenCalledTimes(1);

    current = row('a', '2026-01-04T00:00:00.000Z', { title: 'Renamed' });
    const json = await cache.listJson([versionOf(current)], viewer(OWNER), 'recipe', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect((JSON.parse(json) as Array<{ title: string }>)[0]!.title).toBe('Renamed');
  });

  it('are not kept past the limit', async () => {
    const cache = createRecipeJsonCache(1);
    const rows = [row('a', '2026-01-02T00:00:00.000Z'), row('b', '2026-01-02T00:00:00.000Z')];
    const load = vi.fn(async (ids: string[]) => rows.filter((recipe) => ids.includes(recipe.id)));
    await cache.listJson(rows.map(versionOf), viewer(OWNER), 'recipe', load);
    await cache.listJson(rows.map(versionOf), viewer(OWNER), 'recipe', load);
    // Only the last one read stayed, so the other is read again.
    expect(load).toHaveBeenLastCalledWith(['a']);
  });
});
