// Journey: A shares a recipe as link-edit through the share dialog; B opens the link and edits
// with A live (presence, different fields at once and the same field at once: everybody keeps
// their text, per the sync engine of docs/decisions/004-sync-engine.md); Discover shows a
// recipe the moment it turns public and B copies it; A makes the shared recipe private and B's
// editor closes. Screenshots at phone and desktop widths.
import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import type { Recipe } from '../contract';
import { DESKTOP, snapBoth } from './browser';
import { it } from './journey';
import { api, createRecipe, expectVisible, getRecipe, signUp } from './helpers';

const baseUrl = inject('baseUrl');

async function openRecipeCard(page: Page, title: string) {
  await page.goto(baseUrl);
  await page.getByText(title, { exact: true }).first().click();
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
}

describe('live collaboration journey', () => {
  it('shares as link-edit, edits together, copies from Discover, and revokes access', async ({
    newContext,
  }) => {
    const contextA = await newContext({ viewport: DESKTOP });
    const contextB = await newContext({ viewport: DESKTOP });
    await contextB.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signUp(contextA, baseUrl, { firstName: 'Alice', lastName: 'Baker' });
    const bob = await signUp(contextB, baseUrl, { firstName: 'Bob', lastName: 'Cole' });
    const stew = await createRecipe(contextA, baseUrl, {
      title: 'Harvest Stew',
      description: 'Hearty',
      ingredients: ['2 carrots', '1 leek'],
      steps: ['Chop', 'Simmer for an hour'],
      tags: ['stew'],
    });

    // A opens the recipe and shares it as link-edit through the share dialog.
    const pageA = await contextA.newPage();
    await openRecipeCard(pageA, 'Harvest Stew');
    await pageA.getByRole('dialog').getByRole('button', { name: 'Share' }).click();
    const share = pageA.getByRole('dialog', { name: 'Share Recipe' });
    await expectVisible(pageA, 'Recipe is Private');
    await snapBoth(pageA, 'share-dialog-private');
    await share.getByLabel('Who can open this recipe').click();
    await pageA.getByRole('option', { name: 'Anyone with the link can edit' }).click();
    await expect
      .poll(async () => (await getRecipe(contextA, baseUrl, stew.id)).body.visibility)
      .toBe('link-edit');
    const link = await share.getByLabel('Recipe link').inputValue();
    expect(link).toBe(`${baseUrl}/recipe/${stew.id}`);
    await expectVisible(pageA, 'Invite by email');
    await snapBoth(pageA, 'share-dialog-link-edit');
    await pageA.keyboard.press('Escape');
    await expect.poll(() => share.isVisible()).toBe(false);
    await expect.poll(() => pageA.getByRole('dialog').isVisible()).toBe(true);

    // B opens the link: the shared page, with the live editor because the link allows editing.
    const pageB = await contextB.newPage();
    await pageB.goto(link);
    await expectVisible(pageB, 'Harvest Stew');
    await expectVisible(pageB, 'by Alice Baker');
    await snapBoth(pageB, 'shared-recipe-editable');
    await pageB.getByRole('button', { name: 'Edit Recipe' }).click();
    await expect.poll(() => pageB.getByRole('dialog').isVisible(), { timeout: 10_000 }).toBe(true);

    // Both see each other in the presence stack.
    const dialogA = pageA.getByRole('dialog');
    const dialogB = pageB.getByRole('dialog');
    await expect
      .poll(() => dialogA.getByText('1 person editing').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => dialogA.getByTitle('Bob Cole').isVisible()).toBe(true);
    await expect
      .poll(() => dialogB.getByText('1 person editing').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => dialogB.getByTitle('Alice Baker').isVisible()).toBe(true);
    await snapBoth(pageB, 'detail-presence');

    // Both edit at once: A the title, B the description.
    await dialogA.getByRole('button', { name: 'Edit', exact: true }).click();
    await dialogB.getByRole('button', { name: 'Edit', exact: true }).click();
    const titleA = dialogA.getByLabel('Title', { exact: true });
    const descriptionB = dialogB.getByLabel('Description', { exact: true });
    await titleA.click();
    await titleA.fill('');
    await descriptionB.click();
    await descriptionB.fill('');
    await Promise.all([
      titleA.pressSequentially('Harvest Stew with Barley', { delay: 40 }),
      descriptionB.pressSequentially('Slow and hearty, better the next day', { delay: 40 }),
    ]);

    const both = {
      title: 'Harvest Stew with Barley',
      description: 'Slow and hearty, better the next day',
    };
    await expect
      .poll(
        async () => {
          const { body } = await getRecipe(contextB, baseUrl, stew.id);
          return { title: body.title, description: body.description };
        },
        { timeout: 15_000 },
      )
      .toEqual(both);
    // Each UI shows its own text and the other's.
    await expect.poll(() => titleA.inputValue(), { timeout: 10_000 }).toBe(both.title);
    await expect
      .poll(() => dialogA.getByLabel('Description', { exact: true }).inputValue(), {
        timeout: 10_000,
      })
      .toBe(both.description);
    await expect.poll(() => descriptionB.inputValue()).toBe(both.description);
    await expect
      .poll(() => dialogB.getByLabel('Title', { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe(both.title);
    await snapBoth(pageA, 'detail-edit-together');
    const fromA = (await getRecipe(contextA, baseUrl, stew.id)).body;
    expect({ title: fromA.title, description: fromA.description }).toEqual(both);

    // Both type in the same (empty) field at once: nobody's text is lost. Each person's run
    // of characters stays together, and every screen and the server show the same value.
    const servingsA = dialogA.getByLabel('Servings', { exact: true });
    const servingsB = dialogB.getByLabel('Servings', { exact: true });
    await servingsA.click();
    await servingsB.click();
    await Promise.all([
      servingsA.pressSequentially('4 bowls', { delay: 60 }),
      servingsB.pressSequentially('6 small plates', { delay: 60 }),
    ]);
    let agreed = '';
    await expect
      .poll(
        async () => {
          const server = (await getRecipe(contextA, baseUrl, stew.id)).body.servings ?? '';
          const [a, b] = [await servingsA.inputValue(), await servingsB.inputValue()];
          agreed = server;
          return a === server && b === server;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(['4 bowls6 small plates', '6 small plates4 bowls']).toContain(agreed);
    const settled = (await getRecipe(contextB, baseUrl, stew.id)).body;
    expect({ title: settled.title, description: settled.description }).toEqual(both);

    // Saving from edit mode keeps both changes.
    await dialogA.getByRole('button', { name: 'Save', exact: true }).click();
    await dialogB.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => dialogA.getByText(both.description).isVisible()).toBe(true);
    await expect
      .poll(() => dialogB.getByRole('heading', { name: both.title }).isVisible())
      .toBe(true);

    // Discover updates live when a recipe becomes public; B adds it to their own recipes.
    const roast = await createRecipe(contextA, baseUrl, {
      title: 'Sunday Roast',
      description: 'With all the trimmings',
      tags: ['roast', 'family'],
    });
    const pageB2 = await contextB.newPage();
    await pageB2.goto(`${baseUrl}/discover`);
    await expectVisible(pageB2, 'Discover Recipes');
    await pageB2.waitForLoadState('networkidle');
    expect(await pageB2.getByText('Sunday Roast', { exact: true }).count()).toBe(0);
    await snapBoth(pageB2, 'discover-before');
    const made = await api(contextA.request, baseUrl, 'PUT', `/api/recipes/${roast.id}`, {
      visibility: 'public',
    });
    expect(made.status).toBe(200);
    await expectVisible(pageB2, 'Sunday Roast', 5_000);
    await expectVisible(pageB2, 'by Alice Baker');
    await snapBoth(pageB2, 'discover-live');
    await pageB2
      .getByRole('article')
      .filter({ hasText: 'Sunday Roast' })
      .getByRole('button', { name: 'Add', exact: true })
      .click();
    await expectVisible(pageB2, 'Recipe Added!');
    const bobRecipes = await api<Recipe[]>(contextB.request, baseUrl, 'GET', '/api/recipes');
    const copy = bobRecipes.body.find((recipe) => recipe.title === 'Sunday Roast (Copy)');
    expect(copy).toMatchObject({
      ownerUid: bob.id,
      visibility: 'private',
      editors: [],
      viewers: [],
      description: 'With all the trimmings',
    });
    await pageB2.getByRole('link', { name: 'My Recipes' }).first().click();
    await expectVisible(pageB2, 'Sunday Roast (Copy)');
    await expect.poll(() => pageB2.getByTitle('Private').first().isVisible()).toBe(true);
    await snapBoth(pageB2, 'my-recipes-with-copy');
    await pageB2.close();

    // A makes the shared recipe private while B has it open: within a few seconds (the polls'
    // limit) B is told and the editor closes.
    await dialogA.getByRole('button', { name: 'Share' }).click();
    const shareAgain = pageA.getByRole('dialog', { name: 'Share Recipe' });
    await shareAgain.getByLabel('Who can open this recipe').click();
    await pageA.getByRole('option', { name: 'Private' }).click();
    await expect
      .poll(async () => (await getRecipe(contextA, baseUrl, stew.id)).body.visibility)
      .toBe('private');
    await expectVisible(pageB, 'Access Removed', 8_000);
    await expect.poll(() => pageB.getByRole('dialog').isVisible(), { timeout: 8_000 }).toBe(false);
    await expectVisible(pageB, 'Recipe Not Found');
    await snapBoth(pageB, 'shared-recipe-revoked');
    expect((await getRecipe(contextB, baseUrl, stew.id)).status).toBe(404);
  });
});
