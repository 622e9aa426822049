import { describe, expect, it } from 'vitest';
import { makeImage } from '../../objects/testing';
import { emptyDraft } from './items';
import { mealieFormat } from './mealie';
import { fixtureEntries, testOpeners, uploadOf } from './test-openers';

/** Mealie's recipe export of the fixtures, with banana bread's photos beside its JSON. */
async function mealieExport(extra: Record<string, Buffer | string> = {}) {
  const original = await makeImage('webp', 4, 4);
  const smaller = await makeImage('webp', 2, 2);
  const files = await uploadOf({
    ...fixtureEntries('mealie'),
    'recipes/banana-bread/images/min-original.webp': smaller,
    'recipes/banana-bread/images/original.webp': original,
    'recipes/banana-bread/assets/card.pdf': '%PDF-1.4',
    ...extra,
  });
  return { files, original, smaller };
}

describe('Mealie export', () => {
  it('recognises recipes/<slug>/<slug>.json', async () => {
    const { files } = await mealieExport();

    expect(mealieFormat.matches(files)).toBe(true);
    expect(
      mealieFormat.matches([{ path: 'recipes/notes.json', bytes: Buffer.from('{"name":"x"}') }]),
    ).toBe(false);
  });

  it('reads ingredients as Mealie shows them, sections by their titles, notes into the description', async () => {
    const { files, original } = await mealieExport();

    const [bananaBread] = await mealieFormat.read(files, testOpeners);

    expect(bananaBread).toEqual({
      label: 'Banana Bread',
      draft: {
        title: 'Banana Bread',
        description:
          'Uses up the brown bananas.\n\nFreezing\nKeeps a month, sliced.\n\nOlder bananas are sweeter.',
        ingredients: [
          'Batter:',
          '3 ripe bananas mashed',
          '250 g flour',
          'Topping:',
          '0.5 cup walnuts chopped',
        ],
        steps: [
          'Batter: Heat the oven to 180°C.',
          'Mash the bananas and stir in the flour.',
          'Pour into a tin.',
          'Topping: Scatter the walnuts over and bake for an hour.',
        ],
        tags: ['Sweet', 'baking'],
        sourceUrl: 'https://example.com/banana-bread',
        tipVideoUrl: null,
        prepTime: 15,
        cookTime: 60,
        servings: '1 loaf',
        photo: original,
      },
    });
  });

  it('reads the camelCase its API writes, and a recipe without a photo', async () => {
    const { files } = await mealieExport();

    const [, plainRice] = await mealieFormat.read(files, testOpeners);

    expect(plainRice).toEqual({
      label: 'Plain Rice',
      draft: {
        ...emptyDraft('Plain Rice'),
        ingredients: ['1 cup rice', 'salt to taste'],
        steps: ['Rinse the rice.', 'Simmer, covered, in 2 cups of water.'],
        cookTime: 20,
        servings: '2',
      },
    });
  });

  it('takes a smaller copy of the photo when the original is missing', async () => {
    const { files, smaller } = await mealieExport();
    const withoutOriginal = files.filter((file) => !file.path.endsWith('/original.webp'));

    const [bananaBread] = await mealieFormat.read(withoutOriginal, testOpeners);

    expect(bananaBread?.draft?.photo).toEqual(smaller);
  });

  it('reports a recipe file that is not JSON, and one with no name', async () => {
    const { files } = await mealieExport({
      'recipes/broken/broken.json': '{"name": "Bro',
      'recipes/nameless/nameless.json': JSON.stringify({ slug: 'nameless', recipe_ingredient: [] }),
    });

    const items = await mealieFormat.read(files, testOpeners);

    expect(items.slice(2)).toEqual([
      {
        label: 'recipes/broken/broken.json',
        error: 'This file is not valid JSON, so its recipe could not be read.',
      },
      { label: 'recipes/nameless/nameless.json', error: 'This recipe has no title.' },
    ]);
  });
});
