// The shape a recipe's sync document must keep (server/sync/doc-schema.ts), checked after every
// change before it is stored or relayed.
import { RECIPE_LIMITS } from '../../contract/recipe-values';
import { NUMBER, STRING, nullable, type DocSchema } from '../sync/doc-schema';

/**
 * What a recipe document may hold (contract/sync/recipe-doc.ts). Counts leave room for blank
 * lines and tags being retyped; the contract's limits on the content (500 lines of 2,000
 * characters, 30 tags, a 200-character title...) are applied when it is projected.
 */
export const RECIPE_DOC_SCHEMA: DocSchema = {
  title: { type: 'text' },
  description: { type: 'text' },
  servings: { type: 'text' },
  ingredients: { type: 'lines', maxLines: 2 * RECIPE_LIMITS.lines },
  steps: { type: 'lines', maxLines: 2 * RECIPE_LIMITS.lines },
  tags: {
    type: 'entries',
    maxEntries: 2 * RECIPE_LIMITS.tags,
    noun: 'tags',
    entry: { type: 'object', fields: { name: STRING, addedAt: NUMBER } },
  },
  values: {
    type: 'fields',
    fields: {
      imageUrl: nullable(STRING),
      tipVideoUrl: nullable(STRING),
      sourceUrl: nullable(STRING),
      prepTime: nullable(NUMBER),
      cookTime: nullable(NUMBER),
    },
  },
};
