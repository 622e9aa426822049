import { describe, expect, it } from 'vitest';
import { emptyDraft } from './items';
import { recipeSageFormat } from './recipesage';
import { fixtureEntries, testOpeners } from './test-openers';

const exportFile = {
  path: 'recipesage-export.json',
  bytes: fixtureEntries('recipesage')['recipesage-export.json'] as Buffer,
};

describe('RecipeSage JSON-LD export', () => {
  it('recognises its export, not any schema.org file', () => {
    expect(recipeSageFormat.matches([exportFile])).toBe(true);
    const plain = JSON.stringify([{ '@type': 'Recipe', name: 'Toast' }]);
    expect(recipeSageFormat.matches([{ path: 'toast.json', bytes: Buffer.from(plain) }])).toBe(
      false,
    );
  });

  it('reads labels as tags, headings as headings, author notes into the description', async () => {
    const [curry] = await recipeSageFormat.read([exportFile], testOpeners);

    expect(curry).toEqual({
      label: 'Chickpea Curry',
      draft: {
        title: 'Chickpea Curry',
        description: 'A weeknight curry.\n\nDouble the garlic.',
        ingredients: [
          'Curry:',
          '1 onion, diced',
          '2 tins chickpeas',
          'To serve:',
          'rice',
          'coriander',
        ],
        steps: [
          'Curry: Fry the onion until golden.',
          'Add the chickpeas and simmer 15 minutes.',
          'To serve: Spoon over rice and scatter the coriander.',
        ],
        tags: ['dinner', 'vegan'],
        sourceUrl: 'https://example.com/chickpea-curry',
        tipVideoUrl: null,
        prepTime: 20,
        cookTime: null,
        servings: '4',
        photo: null,
      },
    });
  });

  it('reads a sparse recipe, its free-text active time as the prep time', async () => {
    const [, porridge] = await recipeSageFormat.read([exportFile], testOpeners);

    expect(porridge).toEqual({
      label: 'Porridge',
      draft: {
        ...emptyDraft('Porridge'),
        ingredients: ['1 cup oats', '2 cups milk'],
        steps: ['Simmer, stirring, until thick.'],
        prepTime: 10,
      },
    });
  });

  it('reports a recipe with no title on its own', async () => {
    const items = await recipeSageFormat.read([exportFile], testOpeners);

    expect(items[2]).toEqual({
      label: 'recipesage-export.json, recipe 3',
      error: 'This recipe has no title.',
    });
  });
});
