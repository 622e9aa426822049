// Sharing a recipe with someone who has no account yet: the invitation e-mail's link, opened
// signed out, leads through sign-up straight to the recipe, which they may now edit. And a
// signed-in reader of a shared recipe can keep a copy of their own.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Recipe } from '../contract/recipes';
import { DESKTOP, PHONE, launchBrowser, snap } from './browser';
import { api, createRecipe, signUp, uniqueEmail } from './helpers';

const baseUrl = inject('baseUrl');
const outbox = path.join(inject('dataDir'), 'outbox');

/** The text of the last message written to the outbox for `address`, quoted-printable decoded. */
function lastMailTo(address: string): string {
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
  const messages = files
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    .filter((text) => text.includes(`To: ${address}`));
  return (messages.at(-1) ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('an invitation to someone with no account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('makes them an editor once they sign up from its link', async () => {
    const ownerContext = await browser.newContext();
    await signUp(ownerContext, baseUrl, { firstName: 'Olive', lastName: 'Owner' });
    const recipe = await createRecipe(ownerContext, baseUrl, {
      title: 'Grandma’s plum cake',
      visibility: 'link-view',
    });
    const address = uniqueEmail('newcomer');
    const invited = await api(ownerContext.request, baseUrl, 'POST', '/api/recipes/invite', {
      recipeId: recipe.id,
      email: address,
      inviteType: 'email',
    });
    expect(invited.status).toBe(200);
    let link = '';
    await expect
      .poll(() => {
        link = /https?:\/\/\S+\/recipes\/join\?token=[\w-]+/.exec(lastMailTo(address))?.[0] ?? '';
        return link;
      })
      .not.toBe('');

    // On a phone, signed out: the link asks them to sign in, and they sign up instead.
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('button', { name: /sign up/i }).click();
    await page.getByLabel('First Name').fill('Nina');
    await page.getByLabel('Last Name').fill('Newcomer');
    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 10_000 })
      .toBe(`/recipe/${recipe.id}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Grandma’s plum cake' }).first().isVisible())
      .toBe(true);
    await snap(page, 'recipe-invitation-accepted-phone');

    // The recipe is theirs to edit, in My Recipes; the link does not work a second time.
    const mine = await api<Recipe[]>(context.request, baseUrl, 'GET', '/api/recipes');
    expect(mine.body.map((r) => [r.id, r.abilities?.edit])).toEqual([[recipe.id, true]]);
    await page.goto(link);
    await expect
      .poll(() => page.getByText('This invitation cannot be used').isVisible())
      .toBe(true);
    await snap(page, 'recipe-invitation-used-phone');
    await context.close();
    await ownerContext.close();
  });

  it('lets a signed-in reader of a shared recipe save a copy to My Recipes', async () => {
    const ownerContext = await browser.newContext();
    await signUp(ownerContext, baseUrl, { firstName: 'Olive', lastName: 'Owner' });
    const recipe = await createRecipe(ownerContext, baseUrl, {
      title: 'Lemon drizzle',
      visibility: 'link-view',
    });
    const context = await browser.newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Rita', lastName: 'Reader' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/recipe/${recipe.id}`);
    // Signed in, the page offers a copy instead of asking to start a collection.
    const save = page.getByRole('button', { name: 'Save a Copy to My Recipes' });
    await expect.poll(() => save.isVisible()).toBe(true);
    expect(await page.getByText('Start your recipe collection').count()).toBe(0);
    await save.click();
    await expect.poll(() => page.getByText('Recipe Added!').first().isVisible()).toBe(true);
    await snap(page, 'shared-recipe-copied-desktop');
    const mine = await api<Recipe[]>(context.request, baseUrl, 'GET', '/api/recipes');
    expect(mine.body.map((r) => [r.title, r.visibility])).toEqual([
      ['Lemon drizzle (Copy)', 'private'],
    ]);
    await context.close();
    await ownerContext.close();
  });
});
