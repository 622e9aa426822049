// A recipe document made malformed before every change was checked (docs/decisions/015) refuses
// further changes until the malformed parts are written again. Writing the whole content (a
// PUT of every field, or restoring a version from the history) mends all of it.
import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import {
  createRecipeDoc,
  readRecipeDoc,
  recipeList,
  recipeTags,
  recipeText,
  recipeValues,
  writeRecipeContent,
} from '../../contract/sync/recipe-doc';
import { RECIPE_DOC_SCHEMA } from '../recipes/recipe-doc-schema';
import { checkDocument } from './doc-schema';

const caps = { maxTextChars: 10_000, maxBytes: 2_097_152 };

function malformedRecipe(): Y.Doc {
  const doc = createRecipeDoc({
    title: 'Soup',
    description: 'Warm',
    ingredients: ['1 onion'],
    steps: ['Stir'],
    tags: ['Quick'],
  });
  doc.transact(() => {
    recipeList(doc, 'ingredients').push([null as never]);
    recipeText(doc, 'title').insertEmbed(0, { junk: 'x'.repeat(100) });
    recipeText(doc, 'title').format(1, 2, { bold: true });
    recipeText(doc, 'description').setAttribute('padding', 'x');
    recipeTags(doc).set('junk', 42 as never);
    recipeValues(doc).set('padding', 'x');
  });
  return doc;
}

describe('a malformed recipe document', () => {
  it('does not fit the schema', () => {
    expect(() => checkDocument(malformedRecipe(), RECIPE_DOC_SCHEMA, caps)).toThrow();
  });

  it('fits it once its whole content is written again, keeping that content', () => {
    const doc = malformedRecipe();
    const content = readRecipeDoc(doc);
    writeRecipeContent(doc, content);
    expect(() => checkDocument(doc, RECIPE_DOC_SCHEMA, caps)).not.toThrow();
    expect(readRecipeDoc(doc)).toEqual(content);
  });
});
