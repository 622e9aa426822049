// Journey: offline right after a first visit. A cook's first visit on a device is ready for offline
// use within seconds, and the app says so once ("Ready to use offline"); when the connection drops
// then, a recipe listed in My Recipes but never opened on this device opens and can be edited, and
// a recipe page opened during that first visit, before the service worker took over, opens too.
import { describe, expect, inject } from 'vitest';
import { PHONE, snapBoth } from './browser';
import { it } from './journey';
import { createRecipe, expectVisible, signUp } from './helpers';

const baseUrl = inject('baseUrl');

describe('offline after a first visit', () => {
  it('is ready within seconds, says so, and edits a recipe never opened here', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: PHONE });
    await signUp(context, baseUrl, { firstName: 'Fern', lastName: 'Firstvisit' });
    const opened = await createRecipe(context, baseUrl, {
      title: 'Opened Early Stew',
      description: 'Opened before the worker took over',
      ingredients: ['2 carrots'],
      steps: ['Simmer'],
    });
    await createRecipe(context, baseUrl, {
      title: 'Never Opened Tart',
      description: 'Only ever seen in the list',
      ingredients: ['1 sheet pastry', '3 apples'],
      steps: ['Slice the apples', 'Bake for 30 minutes'],
    });

    // The device's very first page is a recipe; then My Recipes.
    const page = await context.newPage();
    await page.goto(`${baseUrl}/recipe/${opened.id}`);
    await expectVisible(page, 'Opened before the worker took over');
    expect(await page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);
    await page.goto(baseUrl);
    await expectVisible(page, 'Never Opened Tart');

    // Waits on the app's word, not on a clock.
    await expectVisible(page, 'Ready to use offline', 30_000);
    await snapBoth(page, 'offline-ready-toast');
    await context.setOffline(true);

    await page.getByText('Never Opened Tart', { exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Bake for 30 minutes').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    const title = dialog.getByLabel('Title', { exact: true });
    await expect.poll(() => title.isVisible()).toBe(true);
    expect(await dialog.getByText('Not on this device yet').count()).toBe(0);
    await title.click();
    await title.press('End');
    await title.pressSequentially(' (offline)');
    await expect.poll(() => title.inputValue()).toBe('Never Opened Tart (offline)');
    await page.keyboard.press('Escape');

    // The recipe page the first visit opened before the worker, offline after a reload.
    await page.goto(`${baseUrl}/recipe/${opened.id}`);
    await expectVisible(page, 'Opened before the worker took over');
  });
});
