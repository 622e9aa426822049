// Journey: the trash. Delete a recipe and take it back with the toast's Undo; delete it again and
// restore it from the Trash page; delete one forever (by keyboard); a restore over the free plan's
// limit is refused with SPEC's toast. Screenshots of the Trash page at phone and desktop widths.
import { describe, expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Recipe, TrashList } from '../contract';
import { DESKTOP, PHONE, snap, snapBoth } from './browser';
import { it } from './journey';
import { api, createRecipe, expectVisible, showHeldToast, signUp } from './helpers';

const baseUrl = inject('baseUrl');

async function openRecipe(page: Page, title: string) {
  await page.getByRole('button', { name: title, exact: true }).first().click();
  return page.getByRole('dialog');
}

async function deleteFromDialog(page: Page, title: string) {
  const dialog = await openRecipe(page, title);
  await dialog.getByRole('button', { name: /^Delete$/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Recipe' }).click();
  await expectVisible(page, 'Recipe moved to trash');
}

/** DELETE /api/recipes/{id} with no body, as the app sends it. */
async function moveToTrash(context: BrowserContext, id: string) {
  const res = await context.request.delete(`${baseUrl}/api/recipes/${id}`, {
    headers: { origin: baseUrl },
  });
  expect(res.status()).toBe(200);
}

const trashItem = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Deleted recipes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('trash journey', () => {
  it('undoes a delete, restores from the Trash, deletes forever, and keeps the limit', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signUp(context, baseUrl, { firstName: 'Tess', lastName: 'Trash' });
    await createRecipe(context, baseUrl, { title: 'Apple Crumble' });
    const soup = await createRecipe(context, baseUrl, { title: 'Leek Soup' });
    await page.goto(baseUrl);
    await expect
      .poll(() => page.getByText('2 recipes').isVisible(), { timeout: 10_000 })
      .toBe(true);

    // Delete, then Undo in the toast.
    const undo = page.getByRole('button', { name: 'Undo' });
    await showHeldToast(undo, () => deleteFromDialog(page, 'Apple Crumble'), { attempts: 1 });
    await expect.poll(() => page.getByText('1 recipe', { exact: true }).isVisible()).toBe(true);
    await snap(page, 'trash-undo-toast-desktop');
    await undo.click();
    await expectVisible(page, 'Recipe restored');
    await expect
      .poll(() => page.getByText('2 recipes').isVisible(), { timeout: 10_000 })
      .toBe(true);

    // Delete again, then restore from the Trash page (reached through the account menu).
    await deleteFromDialog(page, 'Apple Crumble');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Trash' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/trash`);
    const crumble = trashItem(page, 'Apple Crumble');
    await expect.poll(() => crumble.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await crumble.textContent()).toMatch(/Deleted [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(await crumble.textContent()).toContain('Deleted forever in 30 days');
    await expectVisible(page, 'Deleted recipes stay here for 30 days.');
    await snapBoth(page, 'trash');
    await crumble.getByRole('button', { name: 'Restore' }).click();
    await expectVisible(page, 'Recipe restored');
    await expectVisible(page, 'Trash is empty');
    await expectVisible(page, 'Deleted recipes stay here for 30 days.');
    await snapBoth(page, 'trash-empty');
    const list = await api<Recipe[]>(context.request, baseUrl, 'GET', '/api/recipes');
    expect(list.body.map((recipe) => recipe.title).sort()).toEqual(['Apple Crumble', 'Leek Soup']);

    // Delete forever, by keyboard: the confirmation opens on Cancel, so Tab to the action.
    await moveToTrash(context, soup.id);
    await page.reload();
    const leek = trashItem(page, 'Leek Soup');
    await expect.poll(() => leek.isVisible(), { timeout: 10_000 }).toBe(true);
    await leek.getByRole('button', { name: 'Delete forever' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.textContent()).toContain('“Leek Soup” and its photo will be deleted');
    await page.setViewportSize(PHONE);
    await snap(page, 'trash-confirm-phone');
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectVisible(page, 'Recipe deleted forever');
    await expectVisible(page, 'Trash is empty');
    const trash = await api<TrashList>(context.request, baseUrl, 'GET', '/api/recipes/trash');
    expect(trash.body.recipes).toEqual([]);
    expect((await api(context.request, baseUrl, 'GET', `/api/recipes/${soup.id}`)).status).toBe(
      404,
    );

    // The free plan's 5 recipes: a restore that would make 6 is refused with SPEC's toast.
    const extra: Recipe[] = [];
    for (const title of ['Bread', 'Pesto', 'Tacos']) {
      extra.push(await createRecipe(context, baseUrl, { title }));
    }
    await moveToTrash(context, extra[0]!.id);
    await createRecipe(context, baseUrl, { title: 'Ramen' });
    await createRecipe(context, baseUrl, { title: 'Curry' });
    await page.reload();
    const bread = trashItem(page, 'Bread');
    await expect.poll(() => bread.isVisible(), { timeout: 10_000 }).toBe(true);
    await bread.getByRole('button', { name: 'Restore' }).click();
    await expectVisible(page, 'Recipe Limit Reached');
    await expectVisible(page, "You've reached your limit of 5 recipes.");
    expect(await bread.isVisible()).toBe(true);
  });
});
