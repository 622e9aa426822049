// Journey: add a photo to a recipe from the detail dialog's edit mode, and see it, with every
// processed size in srcset, on the card, in the dialog and on the shared recipe page; replace and
// remove it, undo the removal, and get it back from the history.
import { describe, expect, inject } from 'vitest';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { IMAGE_OBJECT_PATH_PATTERN, IMAGE_SIZES, type Recipe } from '../contract';
import { DESKTOP, snapBoth } from './browser';
import { it } from './journey';
import { api, createRecipe, expectVisible, getRecipe, signUp } from './helpers';

const baseUrl = inject('baseUrl');

/** A real photo-like JPEG: a colour gradient, wider than the card and detail sizes. */
async function makeJpeg(width = 1800, height = 1200): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = 200 + Math.round((55 * x) / width);
      pixels[i + 1] = 90 + Math.round((80 * y) / height);
      pixels[i + 2] = 40;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The image's srcset lists every processed size of `objectPath`, and the browser loaded one. */
async function expectResponsive(image: Locator, objectPath: string) {
  await expect.poll(() => image.getAttribute('srcset'), { timeout: 10_000 }).toBeTruthy();
  const srcset = (await image.getAttribute('srcset')) ?? '';
  for (const [size, width] of Object.entries(IMAGE_SIZES)) {
    expect(srcset).toContain(`${objectPath}/${size}.webp ${width}w`);
  }
  expect(await image.getAttribute('sizes')).toBeTruthy();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 10_000,
    })
    .toBe(true);
  const current = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(current).toContain(`${objectPath}/`);
}

async function openRecipe(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().click();
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  return page.getByRole('dialog');
}

describe('recipe photo journey', () => {
  it('uploads a photo in edit mode and shows it responsively everywhere', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Pia', lastName: 'Photo' });
    const recipe = await createRecipe(context, baseUrl, {
      title: 'Peach Galette',
      description: 'Rustic and quick',
      tags: ['dessert'],
      visibility: 'link-view',
      prepTime: 25,
      servings: '6',
    });
    const page = await context.newPage();
    await page.goto(baseUrl);
    let dialog = await openRecipe(page, 'Peach Galette');
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    const picker = dialog.getByLabel('Recipe photo');

    // The widget refuses what is not a JPG, PNG or WebP before sending anything.
    await picker.setInputFiles({
      name: 'drawing.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expectVisible(page, /You can only upload: image\/jpeg/);
    await snapBoth(page, 'photo-upload-refused');
    expect((await getRecipe(context, baseUrl, recipe.id)).body.imageUrl).toBeNull();

    await picker.setInputFiles({
      name: 'galette.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(),
    });
    await expect
      .poll(async () => (await getRecipe(context, baseUrl, recipe.id)).body.imageUrl, {
        timeout: 20_000,
      })
      .toMatch(IMAGE_OBJECT_PATH_PATTERN);
    const objectPath = (await getRecipe(context, baseUrl, recipe.id)).body.imageUrl!;
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();

    // Dialog.
    const dialogImage = dialog.locator(`img[src="${objectPath}"]`);
    await expectResponsive(dialogImage, objectPath);
    await snapBoth(page, 'detail-with-photo');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false);

    // Card.
    const cardImage = page.locator('article').filter({ hasText: 'Peach Galette' }).locator('img');
    await expectResponsive(cardImage, objectPath);
    await snapBoth(page, 'my-recipes-with-photo');

    // The served sizes are WebP images no wider than promised.
    for (const [size, width] of Object.entries(IMAGE_SIZES)) {
      const res = await context.request.get(`${baseUrl}${objectPath}/${size}.webp`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/webp');
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(await res.body()).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(width);
    }

    // The shared page, for a visitor who is not signed in.
    const visitor = await newContext({ viewport: DESKTOP });
    const shared = await visitor.newPage();
    await shared.goto(`${baseUrl}/recipe/${recipe.id}`);
    await expectVisible(shared, 'Peach Galette');
    await expectVisible(shared, '25 mins');
    const sharedImage = shared.locator(`main img[src="${objectPath}"]`);
    await expectResponsive(sharedImage, objectPath);
    await snapBoth(shared, 'shared-recipe-with-photo');

    // With a photo, edit mode shows it with Replace and Remove instead of an empty upload.
    dialog = await openRecipe(page, 'Peach Galette');
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await dialog.getByLabel('Recipe photo').count()).toBe(0);
    const after = (await getRecipe(context, baseUrl, recipe.id)).body as Recipe;
    expect(after.imageUrl).toBe(objectPath);
    await dialog.getByRole('button', { name: 'Replace photo' }).click();
    await snapBoth(page, 'photo-replace');
    await dialog.getByLabel('Recipe photo').setInputFiles({
      name: 'galette-2.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(1600, 1000),
    });
    await expect
      .poll(async () => (await getRecipe(context, baseUrl, recipe.id)).body.imageUrl, {
        timeout: 20_000,
      })
      .not.toBe(objectPath);
    const replaced = (await getRecipe(context, baseUrl, recipe.id)).body.imageUrl!;
    expect(replaced).toMatch(IMAGE_OBJECT_PATH_PATTERN);
    // The old photo is kept for the history and for Undo: its editors still see it.
    expect((await context.request.get(`${baseUrl}${objectPath}/card.webp`)).status()).toBe(200);

    // Remove acts at once, and its message offers Undo, which puts the photo back.
    await dialog.getByRole('button', { name: 'Remove photo' }).click();
    await expect
      .poll(async () => (await getRecipe(context, baseUrl, recipe.id)).body.imageUrl, {
        timeout: 10_000,
      })
      .toBeNull();
    // Back to an empty upload, which can add one again.
    await expect.poll(() => dialog.getByLabel('Recipe photo').count()).toBe(1);
    const removedToast = page.locator('li').filter({ hasText: 'Photo removed' });
    await removedToast.locator('button', { hasText: 'Undo' }).click();
    await expect
      .poll(async () => (await getRecipe(context, baseUrl, recipe.id)).body.imageUrl, {
        timeout: 10_000,
      })
      .toBe(replaced);
    await expectResponsive(dialog.locator(`img[src="${replaced}"]`), replaced);

    // Restoring the version from before the photos takes it off; the version the restore ended
    // keeps it: its preview shows it, and restoring it brings it back.
    await dialog.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await history.getByRole('button', { name: /Original version/ }).click();
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await expect
      .poll(async () => (await getRecipe(context, baseUrl, recipe.id)).body.imageUrl, {
        timeout: 10_000,
      })
      .toBeNull();
    await expect.poll(() => history.isVisible()).toBe(false);
    await dialog.getByRole('button', { name: 'History' }).click();
    const versions = history.getByRole('list', { name: 'Versions' }).getByRole('button');
    await expect.poll(() => versions.count()).toBe(3);
    await versions.nth(1).click();
    const preview = history.getByRole('article', { name: 'Version content' });
    await expectResponsive(preview.locator(`img[src="${replaced}"]`), replaced);
    await snapBoth(page, 'history-preview-with-photo');
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await expect
      .poll(async () => (await getRecipe(context, baseUrl, recipe.id)).body.imageUrl, {
        timeout: 10_000,
      })
      .toBe(replaced);
    await expectResponsive(dialog.locator(`img[src="${replaced}"]`), replaced);
  });

  it('adds a recipe with a photo from the Add Recipe dialog', async ({ newContext }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Nia', lastName: 'New' });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await expectVisible(page, 'Get started by adding your first recipe');
    await page
      .getByRole('button', { name: /^Add( Recipe)?$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Recipe Title *').fill('Tomato Tart');
    await dialog.getByLabel(/Ingredients \*/).fill('4 tomatoes\n1 sheet pastry');
    await dialog.getByLabel(/Instructions \*/).fill('Lay out\nBake');
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 40, b: 30 } },
    })
      .png()
      .toBuffer();
    await dialog.getByLabel('Recipe photo').setInputFiles({
      name: 'tart.png',
      mimeType: 'image/png',
      buffer: png,
    });
    // Preview, progress, then done.
    await expect.poll(() => dialog.getByText('tart.png').isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByText('Complete').isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await dialog.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await snapBoth(page, 'add-recipe-with-photo');
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);

    const recipes = await api<Recipe[]>(context.request, baseUrl, 'GET', '/api/recipes');
    const tart = recipes.body.find((recipe) => recipe.title === 'Tomato Tart');
    expect(tart?.imageUrl).toMatch(IMAGE_OBJECT_PATH_PATTERN);
    const cardImage = page.locator('article').filter({ hasText: 'Tomato Tart' }).locator('img');
    await expectResponsive(cardImage, tart!.imageUrl!);
  });
});
