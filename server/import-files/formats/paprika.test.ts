import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ImportRefused, type ImportFile } from '../types';
import { emptyDraft } from './items';
import { paprikaFormat } from './paprika';
import { fixtureJson, testOpeners, uploadOf } from './test-openers';

const shakshuka = fixtureJson('paprika/shakshuka.json');

/** A .paprikarecipe file: the recipe's JSON, gzip-compressed. */
const paprikaRecipe = (fixture: string) =>
  zlib.gzipSync(JSON.stringify(fixtureJson(`paprika/${fixture}.json`)));

/** A .paprikarecipes export of these fixtures, and one file that is no recipe at all. */
const paprikaExport = () =>
  uploadOf({
    'Shakshuka.paprikarecipe': paprikaRecipe('shakshuka'),
    'Buttered Toast.paprikarecipe': paprikaRecipe('buttered-toast'),
    'Untitled.paprikarecipe': paprikaRecipe('untitled'),
    'Scribbles.paprikarecipe': 'not gzip at all',
  });

describe('Paprika export', () => {
  it('recognises a .paprikarecipes export and a single .paprikarecipe', async () => {
    expect(paprikaFormat.matches(await paprikaExport())).toBe(true);
    const single: ImportFile = {
      path: 'Shakshuka.paprikarecipe',
      bytes: paprikaRecipe('shakshuka'),
    };
    expect(paprikaFormat.matches([single])).toBe(true);
    expect(paprikaFormat.matches([{ path: 'Shakshuka.json', bytes: Buffer.from('{}') }])).toBe(
      false,
    );
  });

  it('reads each recipe: lines of text, free-text times, categories, notes, photo', async () => {
    const items = await paprikaFormat.read(await paprikaExport(), testOpeners);

    expect(items[0]).toEqual({
      label: 'Shakshuka',
      draft: {
        title: 'Shakshuka',
        description: 'Eggs poached in a spiced tomato sauce.\n\nFeta on top is good.',
        ingredients: [
          '2 tbsp olive oil',
          '1 onion, sliced',
          '1 tsp cumin',
          '400 g tinned tomatoes',
          '4 eggs',
        ],
        steps: [
          'Fry the onion in the oil until soft.',
          'Add the cumin and tomatoes; simmer 10 minutes.',
          'Make four wells and crack in the eggs. Cover until set.',
        ],
        tags: ['Breakfast', 'Vegetarian'],
        sourceUrl: 'https://example.com/shakshuka',
        tipVideoUrl: null,
        prepTime: 15,
        cookTime: 70,
        servings: '2-3 servings',
        photo: Buffer.from(shakshuka.photo_data as string, 'base64'),
      },
    });
  });

  it('leaves out what a sparse recipe does not say, and a time it cannot read', async () => {
    const items = await paprikaFormat.read(await paprikaExport(), testOpeners);

    expect(items[1]).toEqual({
      label: 'Buttered Toast',
      draft: { ...emptyDraft('Buttered Toast'), ingredients: ['1 slice bread', 'butter'] },
    });
  });

  it('reports a recipe without a name and a file that is no Paprika recipe, each on its own', async () => {
    const items = await paprikaFormat.read(await paprikaExport(), testOpeners);

    expect(items.slice(2)).toEqual([
      { label: 'Untitled', error: 'This recipe has no title.' },
      { label: 'Scribbles', error: 'This file is not a Paprika recipe, so it could not be read.' },
    ]);
  });

  it('lets a refusal of the whole upload through', async () => {
    const refusing = {
      ...testOpeners,
      gunzip: () => {
        throw new ImportRefused('Too big.', 'import_too_large', 413);
      },
    };

    await expect(paprikaFormat.read(await paprikaExport(), refusing)).rejects.toThrow('Too big.');
  });
});
