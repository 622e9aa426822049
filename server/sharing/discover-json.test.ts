// A Discover page kept in parts (discover.ts, presenter.ts) answers exactly what presenting each
// recipe to the reader answers, whoever reads: a stranger, or the owner, an editor or a viewer of
// some of its recipes.
import { describe, expect, it } from 'vitest';
import { DiscoverRecipeSchema } from '../../contract/recipes';
import { keepDiscoverPage, discoverJsonFor } from './discover';
import { presentDiscoverRecipe } from './presenter';
import type { RecipeWithOwner } from './queries';

function row(id: string, overrides: Partial<RecipeWithOwner> = {}): RecipeWithOwner {
  return {
    seq: 1,
    id,
    owner_uid: 'owner-a',
    title: `Pie "${id}" \u2028 ü`,
    description: 'Flaky',
    ingredients: JSON.stringify(['1 cup flour', '2 "cold" eggs']),
    steps: JSON.stringify(['Bake.']),
    tags: JSON.stringify(['Dessert']),
    image_url: null,
    tip_video_url: null,
    source_url: 'https://example.com/pie',
    copied_from: null,
    prep_time: 10,
    cook_time: 40,
    servings: '8',
    visibility: 'public',
    editors: JSON.stringify(['editor-b']),
    viewers: JSON.stringify(['viewer-c']),
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    deleted_at: null,
    owner_first_name: 'Ada',
    owner_last_name: null,
    owner_email: 'ada@example.com',
    ...overrides,
  };
}

const page = {
  recipes: [
    row('one'),
    row('two', { owner_uid: 'owner-d', editors: '[]', viewers: '["owner-a"]' }),
    row('three', { owner_uid: 'editor-b', owner_first_name: null, owner_email: null }),
  ],
  nextCursor: 'next',
};

describe('a kept Discover page', () => {
  it.each(['stranger', 'owner-a', 'editor-b', 'viewer-c', 'owner-d'])(
    'answers %s what presenting each recipe to them answers',
    (id) => {
      const answer = keepDiscoverPage(page);
      const json = discoverJsonFor(answer, { id }).toString();
      expect(json).toBe(JSON.stringify(page.recipes.map((r) => presentDiscoverRecipe(r, { id }))));
      for (const recipe of JSON.parse(json) as unknown[]) DiscoverRecipeSchema.parse(recipe);
    },
  );

  it('sends a reader with no place on any recipe the bytes it keeps', () => {
    const answer = keepDiscoverPage(page);
    expect(discoverJsonFor(answer, { id: 'stranger' })).toBe(answer.strangerJson);
    expect(answer.nextCursor).toBe('next');
  });
});
