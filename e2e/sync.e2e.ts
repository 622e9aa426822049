// Journey: live editing on the sync engine (docs/decisions/004-sync-engine.md). Alice and Bob
// edit one recipe in two browsers: typing in the same field at once, adding ingredient lines at
// once, Bob editing offline (across a reload) and syncing on reconnect, undo, and restoring an
// earlier version from the history. Each screen and the server end up with everybody's changes.
// Screenshots of another person's presence (chip, ring, caret) and of the history panel.
import { describe, expect, inject } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import * as Y from 'yjs';
import { readRecipeDoc } from '../contract/sync/recipe-doc';
import { DESKTOP, snapBoth } from './browser';
import { it } from './journey';
import {
  api,
  createRecipe,
  expectVisible,
  getRecipe,
  signUp,
  waitForOfflineReady,
} from './helpers';

const baseUrl = inject('baseUrl');

/** Opens the recipe from My Recipes and switches its dialog to edit mode. */
async function openEditor(page: Page, title: string | RegExp): Promise<Locator> {
  await page.goto(baseUrl);
  await page.getByText(title, { exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect.poll(() => dialog.getByLabel('Title', { exact: true }).isVisible()).toBe(true);
  return dialog;
}

const ingredientsIn = (dialog: Locator) =>
  dialog
    .locator('input[id^="edit-ingredient-"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/**
 * The recipe as the device has stored it: every update in the document's IndexedDB database
 * (y-indexeddb's `updates` store), merged as the app merges them on its next load.
 */
async function storedRecipe(page: Page, id: string) {
  const updates = await page.evaluate(
    (name) =>
      new Promise<number[][]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('updates').objectStore('updates').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            resolve((read.result as Uint8Array[]).map((update) => Array.from(update)));
            open.result.close();
          };
        };
      }),
    `potluck-doc-${id}`,
  );
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, Uint8Array.from(update));
  return readRecipeDoc(doc);
}

const serverRecipe = async (context: BrowserContext, id: string) =>
  (await getRecipe(context, baseUrl, id)).body;

describe('sync engine journey', () => {
  it('merges concurrent edits, offline edits, undo and a restored version everywhere', async ({
    newContext,
  }) => {
    const contextA = await newContext({ viewport: DESKTOP });
    const contextB = await newContext({ viewport: DESKTOP });
    const alice = await signUp(contextA, baseUrl, { firstName: 'Alice', lastName: 'Baker' });
    const bob = await signUp(contextB, baseUrl, { firstName: 'Bob', lastName: 'Cole' });
    expect(alice.id).toBeTruthy();
    const stew = await createRecipe(contextA, baseUrl, {
      title: 'Harvest Stew',
      description: 'Hearty',
      ingredients: ['2 carrots', '1 leek'],
      steps: ['Chop', 'Simmer for an hour'],
      tags: ['stew'],
    });
    const shared = await api(contextA.request, baseUrl, 'PUT', `/api/recipes/${stew.id}`, {
      editors: [bob.id],
    });
    expect(shared.status).toBe(200);
    // A second shared recipe Bob will only ever see in his list before editing it offline.
    const pickles = await createRecipe(contextA, baseUrl, {
      title: 'Quick Pickles',
      ingredients: ['1 cucumber'],
      steps: ['Slice', 'Cover with brine'],
    });
    await api(contextA.request, baseUrl, 'PUT', `/api/recipes/${pickles.id}`, {
      editors: [bob.id],
    });

    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const dialogA = await openEditor(pageA, 'Harvest Stew');
    const dialogB = await openEditor(pageB, 'Harvest Stew');
    // Bob goes offline later: his app installs meanwhile.
    // By id: the stew is renamed below, maybe before the list is stored.
    const offlineReadyB = waitForOfflineReady(pageB, [stew.id, pickles.id], {
      controlTimeout: 60_000,
    }).then(
      () => null,
      (error: unknown) => error,
    );
    await expectVisible(pageA, 'All changes saved');

    // (a) Both type in the title at once: Alice before the words, Bob after them.
    const titleA = dialogA.getByLabel('Title', { exact: true });
    const titleB = dialogB.getByLabel('Title', { exact: true });
    await titleA.click();
    await titleA.press('Home');
    await titleB.click();
    await titleB.press('End');
    await Promise.all([
      titleA.pressSequentially('Winter ', { delay: 70 }),
      titleB.pressSequentially(' with Barley', { delay: 70 }),
    ]);
    const title = 'Winter Harvest Stew with Barley';
    await expect.poll(() => titleA.inputValue(), { timeout: 10_000 }).toBe(title);
    await expect.poll(() => titleB.inputValue(), { timeout: 10_000 }).toBe(title);
    await expect.poll(async () => (await serverRecipe(contextA, stew.id)).title).toBe(title);
    await expectVisible(pageB, 'All changes saved');

    // Alice stays in the title: Bob sees her chip, her colour around the field, her caret.
    await titleA.click();
    await titleA.press('End');
    await dialogB.getByLabel('Description', { exact: true }).click();
    await expectVisible(pageB, 'Alice is editing');
    await expect.poll(() => dialogB.locator('[data-remote-caret]').count()).toBe(1);
    await snapBoth(pageB, 'sync-presence');
    await dialogA.getByLabel('Servings', { exact: true }).click();
    await expect.poll(() => dialogB.locator('[data-remote-caret]').count()).toBe(1);
    await snapBoth(pageB, 'sync-presence-servings');

    // (b) Both add an ingredient line at the same moment: both lines stay, everywhere.
    await Promise.all([
      dialogA.getByRole('button', { name: 'Add ingredient' }).click(),
      dialogB.getByRole('button', { name: 'Add ingredient' }).click(),
    ]);
    await Promise.all([
      pageA.keyboard.type('2 parsnips', { delay: 40 }),
      pageB.keyboard.type('1 bay leaf', { delay: 40 }),
    ]);
    const hasBothLines = (lines: string[]) =>
      ['2 carrots', '1 leek', '2 parsnips', '1 bay leaf'].every((line) => lines.includes(line)) &&
      lines.length === 4;
    await expect.poll(async () => hasBothLines(await ingredientsIn(dialogA))).toBe(true);
    await expect.poll(async () => hasBothLines(await ingredientsIn(dialogB))).toBe(true);
    await expect
      .poll(async () => hasBothLines((await serverRecipe(contextA, stew.id)).ingredients))
      .toBe(true);
    // Bob sees which line Alice is in.
    await dialogB.getByRole('button', { name: 'Add ingredient' }).scrollIntoViewIfNeeded();
    await expect.poll(() => dialogB.locator('[data-remote-caret]').count()).toBe(1);
    await snapBoth(pageB, 'sync-presence-line');
    // Enter starts the next line; Backspace in an empty line removes it again.
    await pageA.keyboard.press('Enter');
    await expect.poll(async () => (await ingredientsIn(dialogA)).length).toBe(5);
    await pageA.keyboard.press('Backspace');
    await expect.poll(async () => (await ingredientsIn(dialogA)).length).toBe(4);

    // (c) Bob goes offline, edits, reloads (still offline): the edit is kept on his device,
    // and reaches Alice and the server once he is back.
    const notReady = await offlineReadyB;
    if (notReady) throw notReady;
    // My Recipes stored every listed recipe's document on his device, opened or not.
    await expect
      .poll(() =>
        pageB.evaluate(
          async (id) => (await indexedDB.databases()).some((db) => db.name === `potluck-doc-${id}`),
          pickles.id,
        ),
      )
      .toBe(true);
    await contextB.setOffline(true);
    await expectVisible(pageB, 'Offline — changes kept on this device');
    const descriptionB = dialogB.getByLabel('Description', { exact: true });
    await descriptionB.click();
    await descriptionB.press('End');
    await descriptionB.pressSequentially(', better the next day');
    const description = 'Hearty, better the next day';
    await expect.poll(() => descriptionB.inputValue()).toBe(description);
    // The edit is on the device before the page goes.
    await expect
      .poll(async () => (await storedRecipe(pageB, stew.id)).description)
      .toBe(description);
    expect((await serverRecipe(contextA, stew.id)).description).toBe('Hearty');
    await pageB.reload();
    // The list is the one stored at Bob's last online visit; the recipe is the one on his device.
    const reopenedB = await openEditor(pageB, /Harvest Stew/);
    await expect
      .poll(() => reopenedB.getByLabel('Description', { exact: true }).inputValue())
      .toBe(description);
    await expectVisible(pageB, 'Offline — changes kept on this device');
    await snapBoth(pageB, 'sync-offline-editor');
    // The recipe never opened here edits offline too, from the stored document.
    const picklesB = await openEditor(pageB, 'Quick Pickles');
    const picklesServings = picklesB.getByLabel('Servings', { exact: true });
    await picklesServings.click();
    await picklesServings.pressSequentially('2 jars');
    await expect.poll(async () => (await storedRecipe(pageB, pickles.id)).servings).toBe('2 jars');
    await contextB.setOffline(false);
    await expect
      .poll(async () => (await serverRecipe(contextA, stew.id)).description, { timeout: 15_000 })
      .toBe(description);
    await expect
      .poll(() => dialogA.getByLabel('Description', { exact: true }).inputValue())
      .toBe(description);
    await expect
      .poll(async () => (await serverRecipe(contextA, pickles.id)).servings, { timeout: 15_000 })
      .toBe('2 jars');
    await expectVisible(pageB, 'All changes saved', 15_000);
    const stewB = await openEditor(pageB, title);

    // (d) Undo takes back Alice's own edit (the button, then the keyboard), for everyone.
    const servingsA = dialogA.getByLabel('Servings', { exact: true });
    await servingsA.click();
    // Entered at once: keystrokes more than half a second apart undo as steps of their own, and
    // a busy machine can pause that long between two of them.
    await servingsA.fill('4 bowls');
    await expect.poll(async () => (await serverRecipe(contextA, stew.id)).servings).toBe('4 bowls');
    await dialogA.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => servingsA.inputValue()).toBe('');
    await expect.poll(() => stewB.getByLabel('Servings', { exact: true }).inputValue()).toBe('');
    await expect.poll(async () => (await serverRecipe(contextA, stew.id)).servings).toBeNull();
    await servingsA.click();
    await pageA.keyboard.press('Control+Shift+Z');
    await expect.poll(() => servingsA.inputValue()).toBe('4 bowls');
    await pageA.keyboard.press('Control+z');
    await expect.poll(() => servingsA.inputValue()).toBe('');
    // Bob's description is his: Alice's undo never takes it back.
    expect(await dialogA.getByLabel('Description', { exact: true }).inputValue()).toBe(description);

    // (e) The history lists the editing sessions; restoring the original brings it back for all.
    await dialogA.getByRole('button', { name: 'History' }).click();
    const history = pageA.getByRole('dialog', { name: 'History' });
    await expect.poll(() => history.getByText('Current').first().isVisible()).toBe(true);
    await expectVisible(pageA, 'Original version');
    await expect
      .poll(() =>
        history
          .getByText(/Alice Baker, Bob Cole|Bob Cole, Alice Baker/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await history.getByRole('button', { name: /Original version/ }).click();
    await expect
      .poll(() =>
        history
          .getByRole('article', { name: 'Version content' })
          .getByText('Harvest Stew', { exact: true })
          .isVisible(),
      )
      .toBe(true);
    await snapBoth(pageA, 'sync-history');
    const edited = await serverRecipe(contextA, stew.id);
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await expectVisible(pageA, 'Version restored');
    // The pointer on the toast holds it open while the restore is checked, for its Undo below.
    const restoredToast = pageA.locator('li').filter({ hasText: 'Version restored' });
    await restoredToast.hover();
    await expect.poll(() => history.isVisible()).toBe(false);
    await expect.poll(() => titleA.inputValue()).toBe('Harvest Stew');
    await expect
      .poll(() => stewB.getByLabel('Title', { exact: true }).inputValue())
      .toBe('Harvest Stew');
    const restored = await serverRecipe(contextB, stew.id);
    expect(restored).toMatchObject({
      title: 'Harvest Stew',
      description: 'Hearty',
      ingredients: ['2 carrots', '1 leek'],
    });

    // (f) The restore is a version of its own: its Undo brings back what it replaced, for all.
    await restoredToast.locator('button', { hasText: 'Undo' }).click();
    await expectVisible(pageA, 'Restore undone');
    await expect.poll(() => titleA.inputValue()).toBe(edited.title);
    await expect
      .poll(() => stewB.getByLabel('Title', { exact: true }).inputValue())
      .toBe(edited.title);
    expect(await serverRecipe(contextB, stew.id)).toMatchObject({
      title: edited.title,
      description: edited.description,
      ingredients: edited.ingredients,
    });
    // Two people, two browsers and a dozen round trips each: about 75 s on an idle two-core
    // machine, which a full journey run beside another journey file can stretch past the
    // two minutes the others get.
  }, 300_000);
});
