import { describe, expect, it } from 'vitest';
import { makeImage } from '../../objects/testing';
import { emptyDraft } from './items';
import { nextcloudFormat } from './nextcloud';
import { fixtureEntries, testOpeners, uploadOf } from './test-openers';

/** A zip of the Recipes folder, as Nextcloud downloads it, with Apple Crumble's three photos. */
async function nextcloudFolder(extra: Record<string, Buffer | string> = {}) {
  const full = await makeImage('jpeg', 8, 6);
  const files = await uploadOf({
    ...fixtureEntries('nextcloud'),
    'Recipes/Apple Crumble/full.jpg': full,
    'Recipes/Apple Crumble/thumb.jpg': await makeImage('jpeg', 4, 3),
    'Recipes/Apple Crumble/thumb16.jpg': await makeImage('jpeg', 2, 2),
    ...extra,
  });
  return { files, full };
}

describe('Nextcloud Cookbook folder', () => {
  it('recognises recipe folders', async () => {
    const { files } = await nextcloudFolder();

    expect(nextcloudFormat.matches(files)).toBe(true);
    expect(
      nextcloudFormat.matches([{ path: 'Recipes/x/recipe.json', bytes: Buffer.from('{}') }]),
    ).toBe(false);
  });

  it('reads keywords and the category as tags, the yield number as servings, full.jpg as the photo', async () => {
    const { files, full } = await nextcloudFolder();

    const [crumble] = await nextcloudFormat.read(files, testOpeners);

    expect(crumble).toEqual({
      label: 'Apple Crumble',
      draft: {
        title: 'Apple Crumble',
        description: "Autumn's best pudding.",
        ingredients: ['6 apples, sliced', '100 g butter', '150 g flour', '75 g sugar'],
        steps: [
          'Heat the oven to 190°C.',
          'Rub the butter into the flour and sugar.',
          'Cover the apples with the crumble and bake for 45 minutes.',
        ],
        tags: ['apples', 'autumn', 'oven', 'Dessert'],
        sourceUrl: 'https://example.com/apple-crumble',
        tipVideoUrl: null,
        prepTime: 20,
        cookTime: 45,
        servings: '6',
        photo: full,
      },
    });
  });

  it('reads a sparse recipe: empty fields and the total time left out', async () => {
    const { files } = await nextcloudFolder();

    const [, lemonade] = await nextcloudFormat.read(files, testOpeners);

    expect(lemonade).toEqual({
      label: 'Lemonade',
      draft: {
        ...emptyDraft('Lemonade'),
        ingredients: ['3 lemons', 'sugar', 'water'],
        steps: ['Squeeze, stir, chill.'],
        servings: '1',
      },
    });
  });

  it('reports a recipe.json that is not JSON as that recipe’s error', async () => {
    const { files } = await nextcloudFolder({ 'Recipes/Broken/recipe.json': '{"name": "Bro' });

    const items = await nextcloudFormat.read(files, testOpeners);

    expect(items.map((item) => item.label)).toEqual([
      'Apple Crumble',
      'Lemonade',
      'Recipes/Broken/recipe.json',
    ]);
    expect(items[2]?.error).toBe('This file is not valid JSON, so its recipe could not be read.');
  });
});
