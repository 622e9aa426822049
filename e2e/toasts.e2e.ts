// Toasts keep clear of the header's controls: on a phone they show under the header, on wider
// screens at the bottom; the offline notice says its piece and goes, leaving the header's
// Offline pill. Screenshots at phone and desktop widths.
import { describe, expect, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, snap } from './browser';
import { it } from './journey';
import { createRecipe, expectVisible, signUp } from './helpers';

const baseUrl = inject('baseUrl');

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const item of await locator.all()) {
    const box = await item.boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

/** The toast showing `text`, once it is on screen. */
async function toastWith(page: Page, text: string | RegExp) {
  const toast = page.locator('li').filter({ hasText: text });
  await expect.poll(() => toast.isVisible(), { timeout: 10_000 }).toBe(true);
  // Its slide-in has ended: two looks in a row find it in the same place.
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await toast.boundingBox());
        const isStill = box === last;
        last = box;
        return isStill;
      },
      { interval: 150 },
    )
    .toBe(true);
  return toast;
}

/** Every button and link of the page's header is clear of `toast`. */
async function expectHeaderClear(page: Page, toast: Locator, label: string) {
  const header = page.locator('header').first();
  const controls = [
    ...(await boxesOf(header.getByRole('button'))),
    ...(await boxesOf(header.getByRole('link'))),
  ];
  expect(controls.length).toBeGreaterThan(2);
  const toastBox = (await toast.boundingBox())!;
  for (const control of controls) {
    expect(overlaps(toastBox, control), JSON.stringify({ label, toastBox, control })).toBe(false);
  }
}

describe('toasts', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`keep clear of the header on a ${label}, and the offline notice goes`, async ({
      newContext,
    }) => {
      const context = await newContext({ viewport });
      await signUp(context, baseUrl, { firstName: 'Tess', lastName: 'Toast' });
      for (const title of ['Soup', 'Stew', 'Salad', 'Pie', 'Cake']) {
        await createRecipe(context, baseUrl, { title });
      }
      const page = await context.newPage();
      await page.goto(baseUrl);
      await expectVisible(page, 'Recipe limit reached');

      // The plan's limit, said while the header is in sight.
      await page
        .getByRole('button', { name: /^Add( Recipe)?$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Add New Recipe' });
      await dialog.getByLabel('Recipe Title *').fill('Bread');
      await dialog.getByLabel(/Ingredients \*/).fill('flour');
      await dialog.getByLabel(/Instructions \*/).fill('bake');
      await dialog.getByRole('button', { name: 'Save Recipe' }).click();
      const limit = await toastWith(page, 'Recipe Limit Reached');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expectHeaderClear(page, limit, 'limit');
      await snap(page, `toast-limit-${label}`);
      await limit.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => limit.count()).toBe(0);

      // Offline: the notice is clear of the header too, and leaves by itself (also after a toast
      // was closed with its button, which used to hold every later one); the pill stays.
      await page.mouse.move(viewport.width / 2, viewport.height - 2);
      await context.setOffline(true);
      const offline = await toastWith(page, "You're offline");
      await expectHeaderClear(page, offline, 'offline');
      await snap(page, `toast-offline-${label}`);
      await expect.poll(() => offline.count(), { timeout: 15_000 }).toBe(0);
      const pill = page.getByRole('status').filter({ hasText: 'Offline' });
      expect(await pill.isVisible()).toBe(true);
      await context.setOffline(false);
    });
  }

  it('keeps clear of a shared recipe’s header on a phone', async ({ newContext }) => {
    const owner = await newContext({ viewport: PHONE });
    await signUp(owner, baseUrl, { firstName: 'Olga', lastName: 'Owner' });
    const recipe = await createRecipe(owner, baseUrl, { title: 'Fig Jam', visibility: 'public' });
    const context = await newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/recipe/${recipe.id}`);
    await expectVisible(page, 'Fig Jam');
    // A toast on a page whose header is not sticky keeps clear of it too.
    await page.getByRole('button', { name: 'Copy Link' }).click();
    const copied = await toastWith(page, /Link copied!|Copy Failed/);
    await expectHeaderClear(page, copied, 'visitor');
  });
});
