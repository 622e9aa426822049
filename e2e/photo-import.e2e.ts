// Journeys: import a recipe from a photo of a card (the chooser opened from the keyboard, progress
// shown while the server reads it, the preview saved as a recipe), and a photo with no recipe in it
// (a plain message, nothing else changes). Desktop and phone, screenshots via snap().
import { beforeAll, describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { NO_RECIPE_IN_PHOTO_MESSAGE } from '../contract/import-photo-values';
import { SAMPLE_RECIPE_LINES, renderTextImage } from '../server/import/ocr/testing';
import { DESKTOP, PHONE, snap } from './browser';
import { it, type NewContext } from './journey';
import { expectVisible, openImportTab, signUp } from './helpers';

const baseUrl = inject('baseUrl');

async function signedIn(newContext: NewContext, phone = false) {
  const context = await newContext(
    phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : { viewport: DESKTOP },
  );
  await signUp(context, baseUrl, { firstName: 'Fotini', lastName: 'Reader' });
  const page = await context.newPage();
  await page.goto(baseUrl);
  await expectVisible(page, 'Get started by adding your first recipe');
  return { context, page };
}

async function openPhotoImport(page: Page) {
  const dialog = await openImportTab(page, 'Photo');
  const section = dialog.getByRole('region', { name: 'From a photo' });
  await expect.poll(() => section.isVisible()).toBe(true);
  return { dialog, section };
}

type Section = ReturnType<Page['locator']>;

/** Chooses `photo` in the section's file input, as the file chooser would. */
async function choosePhoto(section: Section, photo: { name: string; buffer: Buffer }) {
  await section
    .locator('input[type=file]:not([capture])')
    .setInputFiles({ ...photo, mimeType: 'image/jpeg' });
}

/**
 * The chooser opens from the keyboard: Enter on the focused button clicks the file input. The
 * click is counted and its dialog held back, so no native file chooser is involved.
 */
async function expectChooserOpensFromKeyboard(page: Page, section: Section) {
  await section.locator('input[type=file]:not([capture])').evaluate((input) => {
    input.dataset.clicks = '0';
    input.addEventListener('click', (event) => {
      event.preventDefault();
      input.dataset.clicks = String(Number(input.dataset.clicks) + 1);
    });
  });
  const button = section.getByRole('button', { name: 'Choose a Photo' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => section.locator('input[type=file]:not([capture])').getAttribute('data-clicks'))
    .toBe('1');
}

describe('importing a recipe from a photo', () => {
  let cardPhoto: Buffer;
  let letterPhoto: Buffer;
  beforeAll(async () => {
    cardPhoto = await renderTextImage(SAMPLE_RECIPE_LINES, {
      width: 900,
      fontSize: 24,
      rotate: 1,
      noise: 12,
      format: 'jpeg',
    });
    letterPhoto = await renderTextImage(
      ['Dear Sam,', '', 'Thank you for the lovely weekend.', 'See you soon!'],
      { width: 700, format: 'jpeg' },
    );
  });

  it('reads a photo of a card with progress shown, and saves it as a recipe', async ({
    newContext,
  }) => {
    const { context, page } = await signedIn(newContext);
    const { dialog, section } = await openPhotoImport(page);
    await snap(page, 'photo-import-empty-desktop');

    // A slow uplink (100 kB/s), so the photo is seen going up before the server reads it.
    const network = await context.newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 100_000,
    });
    await expectChooserOpensFromKeyboard(page, section);
    await choosePhoto(section, { name: 'lemon-cake-card.jpg', buffer: cardPhoto });
    expect(
      await section.getByRole('img', { name: 'The page chosen for reading' }).isVisible(),
    ).toBe(true);
    const status = section.getByRole('status');
    await expect
      .poll(() => status.textContent(), { interval: 50 })
      .toMatch(/Sending the photo… [1-9]/);
    expect(await section.getByRole('progressbar', { name: 'Sending the photo' }).isVisible()).toBe(
      true,
    );
    await snap(page, 'photo-import-sending-desktop');
    await expect
      .poll(() => status.textContent(), { interval: 50, timeout: 20_000 })
      .toMatch(/Reading the text/);
    expect(await section.getByRole('progressbar', { name: 'Reading the text' }).isVisible()).toBe(
      true,
    );
    await snap(page, 'photo-import-reading-desktop');

    const preview = dialog.getByRole('region', { name: 'Imported recipe' });
    await expect.poll(() => preview.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await preview.getByRole('heading').textContent()).toBe('Lemon Drizzle Cake');
    expect(await preview.getByText('5 ingredients found').isVisible()).toBe(true);
    expect(await preview.getByText('3 steps found').isVisible()).toBe(true);
    await snap(page, 'photo-import-preview-desktop');

    await preview.getByRole('button', { name: 'Use This Recipe' }).click();
    expect(await dialog.getByLabel('Recipe Title *').inputValue()).toBe('Lemon Drizzle Cake');
    expect(await dialog.getByLabel(/Ingredients \*/).inputValue()).toContain(
      '275 g self-raising flour',
    );
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByText('Lemon Drizzle Cake').first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    const recipes = (await (await page.request.get(`${baseUrl}/api/recipes`)).json()) as Array<{
      title: string;
      ingredients: string[];
      steps: string[];
    }>;
    expect(recipes).toHaveLength(1);
    expect(recipes[0]!.ingredients).toContain('4 eggs');
    expect(recipes[0]!.steps[0]).toBe(
      'Heat the oven to 180C and line a loaf tin with baking paper.',
    );
  });

  it('on a phone: offers the camera, and says plainly when a photo holds no recipe', async ({
    newContext,
  }) => {
    const { page } = await signedIn(newContext, true);
    const { dialog, section } = await openPhotoImport(page);
    expect(await section.getByRole('button', { name: 'Take a Photo' }).isVisible()).toBe(true);
    await snap(page, 'photo-import-empty-phone');

    await choosePhoto(section, { name: 'letter.jpg', buffer: letterPhoto });
    const alert = section.getByRole('alert');
    await expect
      .poll(() => alert.textContent(), { timeout: 20_000 })
      .toBe(NO_RECIPE_IN_PHOTO_MESSAGE);
    expect(await dialog.getByRole('region', { name: 'Imported recipe' }).count()).toBe(0);
    await snap(page, 'photo-import-nothing-found-phone');

    // Another photo can be chosen at once, and this one reads.
    await choosePhoto(section, { name: 'lemon-cake-card.jpg', buffer: cardPhoto });
    const preview = dialog.getByRole('region', { name: 'Imported recipe' });
    await expect.poll(() => preview.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await section.getByRole('alert').count()).toBe(0);
    await preview.scrollIntoViewIfNeeded();
    await snap(page, 'photo-import-preview-phone');
  });
});
