import { describe, expect, it } from 'vitest';
import { makeImage } from '../../objects/testing';
import { ImportRefused } from '../types';
import { emptyDraft } from './items';
import { tandoorFormat } from './tandoor';
import { fixtureEntries, testOpeners, uploadOf, zipOf } from './test-openers';

const fixtures = fixtureEntries('tandoor');

/** Tandoor's export.zip: one zip per recipe, and two that are not recipes. */
async function tandoorExport() {
  const photo = await makeImage('jpeg', 4, 4);
  const files = await uploadOf({
    'Pizza Dough.zip': await zipOf({
      'recipe.json': fixtures['Pizza Dough/recipe.json']!,
      'image.jpg': photo,
    }),
    'Green Salad.zip': await zipOf({ 'recipe.json': fixtures['Green Salad/recipe.json']! }),
    'Photo Only.zip': await zipOf({ 'image.png': await makeImage('png', 2, 2) }),
    'Scribbles.zip': 'not a zip',
  });
  return { files, photo };
}

describe('Tandoor export', () => {
  it('recognises a zip of recipe zips, and one recipe’s own zip', async () => {
    const { files } = await tandoorExport();

    expect(tandoorFormat.matches(files)).toBe(true);
    expect(tandoorFormat.matches(await uploadOf(fixtureEntries('tandoor/Green Salad')))).toBe(true);
    expect(
      tandoorFormat.matches([{ path: 'recipe.json', bytes: Buffer.from('{"name":"x"}') }]),
    ).toBe(false);
  });

  it('reads ingredients from every step, step names leading their steps, times in minutes', async () => {
    const { files, photo } = await tandoorExport();

    const [pizza] = await tandoorFormat.read(files, testOpeners);

    expect(pizza).toEqual({
      label: 'Pizza Dough',
      draft: {
        title: 'Pizza Dough',
        description: 'Enough for two thin pizzas.',
        ingredients: [
          '500 g flour, type 00',
          '325 ml water',
          '1.5 tsp dried yeast',
          'For the sauce:',
          '200 passata',
          'salt, to taste',
        ],
        steps: [
          'Dough: Mix everything into a soft dough.',
          'Knead for 10 minutes.',
          'Topping: Spread the sauce thinly.',
        ],
        tags: ['italian', 'baking'],
        sourceUrl: 'https://example.com/pizza-dough',
        tipVideoUrl: null,
        prepTime: 20,
        cookTime: 90,
        servings: '2 pizzas',
        photo,
      },
    });
  });

  it('reads zero times and servings as not given', async () => {
    const { files } = await tandoorExport();

    const [, salad] = await tandoorFormat.read(files, testOpeners);

    expect(salad).toEqual({
      label: 'Green Salad',
      draft: {
        ...emptyDraft('Green Salad'),
        ingredients: ['1 head lettuce', 'vinaigrette'],
        steps: ['Toss the leaves with the dressing just before serving.'],
      },
    });
  });

  it('reports a recipe zip without recipe.json and a file that is not a zip, each on its own', async () => {
    const { files } = await tandoorExport();

    const items = await tandoorFormat.read(files, testOpeners);

    expect(items.slice(2)).toEqual([
      {
        label: 'Photo Only',
        error: 'This recipe’s archive has no recipe.json, so it could not be read.',
      },
      { label: 'Scribbles', error: 'This file is not a Tandoor recipe, so it could not be read.' },
    ]);
  });

  it('reads one recipe’s own zip', async () => {
    const files = await uploadOf(fixtureEntries('tandoor/Green Salad'));

    const items = await tandoorFormat.read(files, testOpeners);

    expect(items.map((item) => item.label)).toEqual(['Green Salad']);
  });

  it('lets a refusal of the whole upload through', async () => {
    const { files } = await tandoorExport();
    const refusing = {
      ...testOpeners,
      unzip: () => Promise.reject(new ImportRefused('Too deep.', 'import_nested_archive')),
    };

    await expect(tandoorFormat.read(files, refusing)).rejects.toThrow('Too deep.');
  });
});
