import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { diffLines } from './line-diff';
import {
  createRecipeDoc,
  linesOf,
  positionOf,
  readRecipeDoc,
  recipeList,
  recipeTags,
  recipeText,
  recipeValues,
  replaceLines,
  writeRecipeContent,
} from './recipe-doc';

const sync = (a: Y.Doc, b: Y.Doc) => {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
};

describe('line diff', () => {
  it('turns any list into any other, keeping the lines they share', () => {
    const line = fc.constantFrom('a', 'b', 'c', 'd', '2 eggs', '');
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.array(line, { maxLength: 12 }), (a, b) => {
        const doc = new Y.Doc();
        const list = recipeList(doc, 'ingredients');
        replaceLines(list, a);
        expect(list.toArray().map(String)).toEqual(a);
        replaceLines(list, b);
        expect(list.toArray().map(String)).toEqual(b);
      }),
    );
  });

  it('pairs a changed line as an edit, not a remove and an insert', () => {
    expect(diffLines(['1 egg', 'salt', 'pepper'], ['1 egg', 'sea salt', 'pepper'])).toEqual([
      { kind: 'keep', count: 1 },
      { kind: 'edit', line: 'sea salt' },
      { kind: 'keep', count: 1 },
    ]);
  });
});

describe('recipe document', () => {
  const content = {
    title: 'Pancakes',
    description: 'Fluffy',
    ingredients: ['1 cup flour', '2 eggs'],
    steps: ['Mix', 'Fry'],
    tags: ['Breakfast', 'Sweet'],
    imageUrl: null,
    tipVideoUrl: null,
    sourceUrl: 'https://example.com/pancakes',
    prepTime: 5,
    cookTime: 10,
    servings: '4',
  };

  it('reads back what was written', () => {
    expect(readRecipeDoc(createRecipeDoc(content))).toEqual(content);
  });

  it('empty description and servings read as null, blank lines are dropped', () => {
    const doc = createRecipeDoc({ ...content, description: '', ingredients: ['a', '  ', 'b'] });
    expect(readRecipeDoc(doc)).toMatchObject({ description: null, ingredients: ['a', 'b'] });
  });

  it('merges a whole-field write with a concurrent edit to another part of the field', () => {
    const server = createRecipeDoc(content);
    const client = new Y.Doc();
    sync(server, client);
    // The client types into the title and the second ingredient line...
    recipeText(client, 'title').insert(8, ' for two');
    recipeList(client, 'ingredients').get(1).insert(0, 'about ');
    // ...while a REST write changes the first line and the title's start.
    writeRecipeContent(server, {
      title: 'Buttermilk Pancakes',
      ingredients: ['1 ½ cups flour', '2 eggs', 'a pinch of salt'],
    });
    sync(server, client);
    expect(readRecipeDoc(server)).toEqual(readRecipeDoc(client));
    expect(readRecipeDoc(server)).toMatchObject({
      title: 'Buttermilk Pancakes for two',
      ingredients: ['1 ½ cups flour', 'about 2 eggs', 'a pinch of salt'],
    });
  });

  it('keeps tags a set: two people adding the same tag in any case make one tag', () => {
    const a = createRecipeDoc(content);
    const b = new Y.Doc();
    sync(a, b);
    writeRecipeContent(a, { tags: ['Breakfast', 'Sweet', 'quick'] });
    writeRecipeContent(b, { tags: ['Breakfast', 'Quick'] });
    sync(a, b);
    const tags = readRecipeDoc(a).tags;
    expect(readRecipeDoc(b).tags).toEqual(tags);
    expect(tags.map((tag) => tag.toLowerCase())).toEqual(['breakfast', 'quick']);
  });
});

describe('a malformed document (what an old or foreign client may have written)', () => {
  /** A recipe whose lists, tags and values hold things that are not what the shape says. */
  function malformed(): Y.Doc {
    const doc = createRecipeDoc({
      title: 'Soup',
      ingredients: ['1 onion', '2 leeks'],
      steps: ['Stir'],
      tags: ['Quick'],
      prepTime: 5,
    });
    recipeList(doc, 'ingredients').insert(1, [null as never, 42 as never, { a: 1 } as never]);
    recipeList(doc, 'steps').push([new Y.Map() as never, [[1]] as never]);
    recipeTags(doc).set('junk', null as never);
    recipeValues(doc).set('sourceUrl', 7);
    recipeValues(doc).set('cookTime', 'soon');
    return doc;
  }

  it('reads as its lines, tags and values, skipping the rest, without throwing', () => {
    expect(readRecipeDoc(malformed())).toMatchObject({
      title: 'Soup',
      ingredients: ['1 onion', '2 leeks'],
      steps: ['Stir'],
      tags: ['Quick'],
      sourceUrl: null,
      prepTime: 5,
      cookTime: null,
    });
  });

  it('gives editors the lines and their places in the list', () => {
    const doc = malformed();
    const list = recipeList(doc, 'ingredients');
    const lines = linesOf(list);
    expect(lines.map(String)).toEqual(['1 onion', '2 leeks']);
    expect(positionOf(list, lines[1])).toBe(4);
    expect(positionOf(list, undefined)).toBe(list.length);
  });

  it('is mended by writing the content: what is not a line or a tag goes', () => {
    const doc = malformed();
    writeRecipeContent(doc, { ingredients: ['1 onion', '3 leeks'], tags: ['Quick', 'Warm'] });
    expect(
      recipeList(doc, 'ingredients')
        .toArray()
        .every((line) => line instanceof Y.Text),
    ).toBe(true);
    expect(readRecipeDoc(doc).ingredients).toEqual(['1 onion', '3 leeks']);
    expect([...recipeTags(doc).keys()].sort()).toEqual(['quick', 'warm']);
  });
});
