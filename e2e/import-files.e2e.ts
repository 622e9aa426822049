// Journey: a cook on the free plan moves from Paprika. They open Import Recipes from the account
// menu, choose their export, watch it being sent and read, see the recipe they already have and
// the one that cannot be imported marked, try to take more than their plan allows, choose
// within it, import, and find the recipes (with a photo) in My Recipes.
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, inject } from 'vitest';
import yazl from 'yazl';
import { FREE_RECIPE_LIMIT } from '../contract/plans';
import { axeViolations } from './axe';
import { DESKTOP, snapBoth } from './browser';
import { it } from './journey';
import { createRecipe, expectVisible, signUp } from './helpers';

const baseUrl = inject('baseUrl');

async function paprikaExport(): Promise<Buffer> {
  const photo = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const recipes = [
    { name: 'Banana Bread', source_url: 'https://bakes.example/banana-bread' },
    { name: 'Shakshuka', photo_data: photo.toString('base64') },
    { name: 'Dal tadka' },
    { name: 'Green salad' },
    { name: '' },
    { name: 'Miso soup' },
    { name: 'Flatbread' },
  ].map((recipe) => ({
    ingredients: '1 cup something\n2 tbsp something else',
    directions: 'Mix.\nCook.',
    categories: ['Weeknight'],
    ...recipe,
  }));
  const archive = new yazl.ZipFile();
  recipes.forEach((recipe, index) => {
    const member = zlib.gzipSync(JSON.stringify(recipe));
    archive.addBuffer(member, `${recipe.name || `untitled-${index}`}.paprikarecipe`);
  });
  archive.end();
  const chunks: Buffer[] = [];
  for await (const chunk of archive.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('importing another app’s export', () => {
  it('previews, respects the plan, and imports the chosen recipes with their photos', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Ines', lastName: 'Import' });
    await createRecipe(context, baseUrl, {
      title: 'Banana Bread',
      sourceUrl: 'https://www.bakes.example/banana-bread/',
    });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Import Recipes' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/import`);
    await expectVisible(page, 'Paprika');
    await snapBoth(page, 'import-files-choose');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a File' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'My Recipes.paprikarecipes',
      mimeType: 'application/octet-stream',
      buffer: await paprikaExport(),
    });

    await expectVisible(page, 'Paprika export: My Recipes.paprikarecipes');
    await expectVisible(page, '7 recipes, 1 already in My Recipes, 1 that cannot be imported.');
    const room = FREE_RECIPE_LIMIT - 1;
    await expectVisible(page, `Your plan has room for ${room} more recipes.`);
    await expectVisible(page, 'This recipe has no title.');
    await expectVisible(page, 'Already in My Recipes');
    const box = (title: string) => page.getByRole('checkbox', { name: title, exact: true });
    expect(await box('Banana Bread').getAttribute('data-state')).toBe('unchecked');
    for (const title of ['Shakshuka', 'Dal tadka', 'Green salad', 'Miso soup']) {
      expect(await box(title).getAttribute('data-state')).toBe('checked');
    }
    expect(await box('Flatbread').getAttribute('data-state')).toBe('unchecked');
    await snapBoth(page, 'import-files-preview');
    expect(await axeViolations(page)).toEqual([]);

    // One more than the plan takes: marked, explained, and the import held back.
    await box('Flatbread').click();
    await expectVisible(page, 'Does not fit your plan');
    await expectVisible(page, /1 chosen recipe does not fit your plan/);
    const importButton = page.getByRole('button', { name: /^Import \d+ Recipes?$/ });
    expect(await importButton.isDisabled()).toBe(true);
    await box('Miso soup').click();
    expect(await importButton.textContent()).toBe(`Import ${room} Recipes`);
    await importButton.click();

    await expectVisible(page, `${room} recipes imported`);
    await snapBoth(page, 'import-files-done');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to My Recipes' }).click();
    for (const title of ['Shakshuka', 'Dal tadka', 'Green salad', 'Flatbread']) {
      await expectVisible(page, title);
    }
    const recipes = (await (await context.request.get(`${baseUrl}/api/recipes`)).json()) as Array<{
      title: string;
      imageUrl: string | null;
      tags: string[];
    }>;
    expect(recipes.map((recipe) => recipe.title).sort()).toEqual(
      ['Banana Bread', 'Dal tadka', 'Flatbread', 'Green salad', 'Shakshuka'].sort(),
    );
    expect(recipes.find((recipe) => recipe.title === 'Shakshuka')!.imageUrl).toMatch(
      /^\/objects\/images\//,
    );
  });

  it('refuses a file it cannot read, in plain words, and offers to choose another', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Nora', lastName: 'Notes' });
    const page = await context.newPage();
    // A new cook is offered the import from My Recipes' empty state.
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Import from Another App' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/import`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a File' }).click();
    await (
      await chooser
    ).setFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('[1,2]') });
    await expectVisible(page, /Potluck cannot read this file/);
    expect(await page.getByRole('button', { name: 'Choose a File' }).isEnabled()).toBe(true);
  });
});
