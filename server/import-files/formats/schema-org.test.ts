import { describe, expect, it } from 'vitest';
import { makeImage } from '../../objects/testing';
import type { ImportFile } from '../types';
import { emptyDraft } from './items';
import { schemaOrgFormat } from './schema-org';
import { fixtureEntries, testOpeners, uploadOf } from './test-openers';

const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWOQ64kCAAHQAQXMFwLrAAAAAElFTkSuQmCC';

const fixtures = fixtureEntries('schema-org');

/** One fixture uploaded on its own, as the upload opens a file that is not a zip. */
const single = (name: string): ImportFile[] => [{ path: name, bytes: fixtures[name] as Buffer }];

describe('schema.org Recipe files', () => {
  it('recognises a single object, an @graph and a list, and nothing else', () => {
    expect(schemaOrgFormat.matches(single('lasagne.jsonld'))).toBe(true);
    expect(schemaOrgFormat.matches(single('pancakes-graph.json'))).toBe(true);
    expect(schemaOrgFormat.matches(single('more-recipes.json'))).toBe(true);
    expect(schemaOrgFormat.matches([{ path: 'notes.json', bytes: Buffer.from('{"a":1}') }])).toBe(
      false,
    );
    expect(schemaOrgFormat.matches([{ path: 'recipe.txt', bytes: Buffer.from('Pancakes') }])).toBe(
      false,
    );
  });

  it('flattens sections into steps led by their names, and keeps tags, yield and times as given', async () => {
    const photo = await makeImage('jpeg', 4, 4);
    const files = await uploadOf({
      'lasagne.jsonld': fixtures['lasagne.jsonld']!,
      'photos/lasagne.jpg': photo,
    });

    const [lasagne] = await schemaOrgFormat.read(files, testOpeners);

    expect(lasagne).toEqual({
      label: 'Lasagne',
      draft: {
        title: 'Lasagne',
        description: 'Layers of ragù and béchamel.',
        ingredients: ['500 g beef mince', '1 onion', '750 ml milk', '12 lasagne sheets'],
        steps: [
          'Ragù: Brown the mince with the onion.',
          'Simmer for an hour.',
          'Béchamel: Whisk the milk into a roux.',
          'Assembly: Layer sheets, ragù and béchamel.',
          'Bake for 45 minutes at 180°C.',
        ],
        tags: ['pasta', 'comfort food', 'baked', 'Main course', 'Italian'],
        sourceUrl: 'https://example.com/lasagne',
        tipVideoUrl: 'https://video.example.com/lasagne.mp4',
        prepTime: 45,
        cookTime: null,
        servings: '6 generous portions',
        photo,
      },
    });
  });

  it('does not fetch a photo from the web: a recipe whose image is only an address has none', async () => {
    const [lasagne] = await schemaOrgFormat.read(single('lasagne.jsonld'), testOpeners);

    expect(lasagne?.draft?.photo).toBeNull();
  });

  it('reads an @graph recipe: instructions as text, legacy ingredients, a data: URI photo, isBasedOn over url', async () => {
    const [pancakes] = await schemaOrgFormat.read(single('pancakes-graph.json'), testOpeners);

    expect(pancakes).toEqual({
      label: 'Pancakes',
      draft: {
        ...emptyDraft('Pancakes'),
        ingredients: ['200 g flour', '2 eggs', '300 ml milk'],
        steps: ['Whisk everything together.', 'Rest 30 minutes.', 'Fry ladlefuls in a hot pan.'],
        tags: ['breakfast'],
        sourceUrl: 'https://example.com/grandmas-pancakes',
        cookTime: 20,
        servings: '8',
        photo: Buffer.from(PIXEL_PNG, 'base64'),
      },
    });
  });

  it('reads each recipe of a list, a nameless one as its error', async () => {
    const items = await schemaOrgFormat.read(single('more-recipes.json'), testOpeners);

    expect(items).toEqual([
      { label: 'Boiled Egg', draft: emptyDraft('Boiled Egg') },
      { label: 'more-recipes.json, recipe 2', error: 'This recipe has no title.' },
    ]);
  });

  it('reads every recipe file of a zip, a broken one as its error', async () => {
    const files = await uploadOf({ ...fixtures, 'broken.json': '[{ "@type": "Recipe", ' });

    const items = await schemaOrgFormat.read(files, testOpeners);

    expect(items.map((item) => item.label)).toEqual([
      'Lasagne',
      'Boiled Egg',
      'more-recipes.json, recipe 2',
      'Pancakes',
      'broken.json',
    ]);
    expect(items[4]?.error).toBe('This file is not valid JSON, so its recipe could not be read.');
  });

  it('keeps a single section’s steps unlabelled, and a heading that follows untitled steps', async () => {
    const recipe = {
      '@type': 'Recipe',
      name: 'Toast',
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Instructions',
          itemListElement: [{ '@type': 'HowToStep', text: 'Toast the bread.' }],
        },
      ],
    };
    const served = {
      ...recipe,
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Toast the bread.' },
        { '@type': 'HowToSection', name: 'To serve', itemListElement: ['Butter it.'] },
      ],
    };
    const files = [{ path: 'toast.json', bytes: Buffer.from(JSON.stringify([recipe, served])) }];

    const items = await schemaOrgFormat.read(files, testOpeners);

    expect(items.map((item) => item.draft?.steps)).toEqual([
      ['Toast the bread.'],
      ['Toast the bread.', 'To serve: Butter it.'],
    ]);
  });
});
