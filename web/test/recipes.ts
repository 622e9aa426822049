// A recipe as the server answers it, for tests: every field set, private, owned by 'u1'.
import type { Recipe } from '../../contract';

export function aRecipe(overrides: Partial<Recipe> = {}): Recipe {
  const id = overrides.id ?? 'r1';
  return {
    id,
    ownerUid: 'u1',
    title: `Recipe ${id}`,
    description: null,
    ingredients: [],
    steps: [],
    tags: [],
    imageUrl: null,
    tipVideoUrl: null,
    sourceUrl: null,
    prepTime: null,
    cookTime: null,
    servings: null,
    visibility: 'private',
    editors: [],
    viewers: [],
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-02T00:00:00.000Z',
    ...overrides,
  };
}
