import { describe, expect, it } from 'vitest';
import type { RecipeRow } from '../../db/schema';
import { recipeFileName, recipeJsonLd } from '../../export/jsonld';
import { makeImage } from '../../objects/testing';
import type { ImportDraft } from '../types';
import { potluckFormat } from './potluck';
import { fixtureEntries, testOpeners, uploadOf } from './test-openers';

function recipeRow(overrides: Partial<RecipeRow>): RecipeRow {
  return {
    seq: 1,
    id: '0f3c2a1b-7d4e-4a8f-9c21-5b6e7f809a1b',
    owner_uid: 'owner-1',
    title: 'Untitled',
    description: null,
    ingredients: '[]',
    steps: '[]',
    tags: '[]',
    image_url: null,
    tip_video_url: null,
    source_url: null,
    prep_time: null,
    cook_time: null,
    servings: null,
    visibility: 'private',
    editors: '[]',
    viewers: '[]',
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    deleted_at: null,
    copied_from: null,
    ...overrides,
  };
}

/** What Potluck keeps of a recipe's content, as a draft reads it. */
function contentOf(row: RecipeRow, photo: Buffer | null): ImportDraft {
  return {
    title: row.title,
    description: row.description,
    ingredients: JSON.parse(row.ingredients) as string[],
    steps: JSON.parse(row.steps) as string[],
    tags: JSON.parse(row.tags) as string[],
    sourceUrl: row.source_url,
    tipVideoUrl: row.tip_video_url,
    prepTime: row.prep_time,
    cookTime: row.cook_time,
    servings: row.servings,
    photo,
    asWritten: true,
  };
}

/** An export of these rows, made as server/export makes it. */
async function exportOf(rows: Array<{ row: RecipeRow; photo: Buffer | null }>) {
  const entries: Record<string, Buffer | string> = { 'README.txt': 'Your recipes from Potluck\n' };
  for (const { row, photo } of rows) {
    const photoPath = photo ? `photos/${row.id}.webp` : null;
    const json = JSON.stringify(recipeJsonLd(row, photoPath), null, 2);
    entries[`recipes/${recipeFileName(row, 'jsonld')}`] = `${json}\n`;
    if (photo && photoPath) entries[photoPath] = photo;
  }
  return uploadOf(entries);
}

describe('Potluck export', () => {
  it('reads back exactly what was exported, for a full and a sparse recipe', async () => {
    const full = recipeRow({
      title: 'Tomato Soup',
      description: 'Smoky.\n\nServe with bread.',
      ingredients: JSON.stringify(['1 kg tomatoes', '1 onion, chopped']),
      steps: JSON.stringify(['Soften the onion.', 'Simmer,\nthen blend.']),
      tags: JSON.stringify(['soup', 'salt, pepper & love']),
      tip_video_url: 'https://video.example.com/soup',
      source_url: 'https://example.com/soup',
      prep_time: 0,
      cook_time: 95,
      servings: '4 bowls',
    });
    const sparse = recipeRow({
      id: '7a1e9c3d-2b4f-4c6d-8e0a-1f2a3b4c5d6e',
      title: 'Plain Toast',
      cook_time: 3,
    });
    const photo = await makeImage('webp', 4, 3);
    const files = await exportOf([
      { row: full, photo },
      { row: sparse, photo: null },
    ]);

    expect(potluckFormat.matches(files)).toBe(true);
    const items = await potluckFormat.read(files, testOpeners);

    expect(items.map((item) => item.draft)).toEqual([
      contentOf(full, photo),
      contentOf(sparse, null),
    ]);
  });

  it('reads the fixture export: photo by its path in the zip, zero minutes kept, no invented times', async () => {
    const photo = await makeImage('webp', 2, 2);
    const files = await uploadOf({
      ...fixtureEntries('potluck'),
      'photos/0f3c2a1b-7d4e-4a8f-9c21-5b6e7f809a1b.webp': photo,
    });

    const items = await potluckFormat.read(files, testOpeners);

    expect(items).toEqual([
      {
        label: 'Plain Toast',
        draft: {
          title: 'Plain Toast',
          description: null,
          ingredients: ['1 slice of bread'],
          steps: [],
          tags: [],
          sourceUrl: null,
          tipVideoUrl: null,
          prepTime: 0,
          cookTime: null,
          servings: null,
          photo: null,
          asWritten: true,
        },
      },
      {
        label: 'Tomato Soup',
        draft: {
          title: 'Tomato Soup',
          description: 'Smoky, with a swirl of cream.',
          ingredients: ['1 kg ripe tomatoes', '1 onion, chopped', '2 tbsp cream'],
          steps: [
            'Soften the onion.',
            'Add the tomatoes and simmer.',
            'Blend; swirl in the cream.',
          ],
          tags: ['soup', 'salt, pepper & love'],
          sourceUrl: 'https://example.com/tomato-soup',
          tipVideoUrl: 'https://video.example.com/tomato-soup',
          prepTime: 10,
          cookTime: 65,
          servings: '4 bowls',
          photo,
          asWritten: true,
        },
      },
    ]);
  });

  it('reads a recipe whose photo is missing from the zip without a photo', async () => {
    const files = await uploadOf(fixtureEntries('potluck'));

    const items = await potluckFormat.read(files, testOpeners);

    expect(items.find((item) => item.label === 'Tomato Soup')?.draft?.photo).toBeNull();
  });

  it('reads one recipe downloaded on its own', async () => {
    const { 'recipes/plain-toast-7a1e9c3d.jsonld': toast } = fixtureEntries('potluck');
    const files = [{ path: 'plain-toast-7a1e9c3d.jsonld', bytes: toast as Buffer }];

    expect(potluckFormat.matches(files)).toBe(true);
    expect((await potluckFormat.read(files, testOpeners)).map((item) => item.label)).toEqual([
      'Plain Toast',
    ]);
  });

  it('reports a recipe file that is not JSON as that item’s error', async () => {
    const files = await uploadOf({
      ...fixtureEntries('potluck'),
      'recipes/cut-short-9d8c7b6a.jsonld': '{ "@type": "Recipe", "name": "Cut Sh',
    });

    const items = await potluckFormat.read(files, testOpeners);

    expect(items).toContainEqual({
      label: 'recipes/cut-short-9d8c7b6a.jsonld',
      error: 'This file is not valid JSON, so its recipe could not be read.',
    });
    expect(items.filter((item) => item.draft)).toHaveLength(2);
  });
});
