// Sharing a recipe with someone who has no account yet: the invitation e-mail's link, opened
// signed out, leads through sign-up straight to the recipe, which they may now edit. A signed-in
// reader of a shared recipe can keep a copy of their own. And the owner's share dialog lists who
// has access: inviting to a private recipe, changing what someone may do and removing them reach
// that person's open recipe at once.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject } from 'vitest';
import type { Recipe } from '../contract/recipes';
import { axeViolations } from './axe';
import { DESKTOP, PHONE, snap, snapBoth } from './browser';
import { it } from './journey';
import { api, createRecipe, getRecipe, signUp, uniqueEmail } from './helpers';

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
  it('makes them an editor once they sign up from its link', async ({ newContext }) => {
    const ownerContext = await newContext();
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

    // On a phone, signed out: the link says who invited them to what, and offers an account.
    const context = await newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(link);
    await expect
      .poll(() =>
        page
          .getByText('Olive Owner invited you to edit the recipe “Grandma’s plum cake” on Potluck.')
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByText('Welcome back').count()).toBe(0);
    await snapBoth(page, 'recipe-invitation-landing');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Create Account' }).click();
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
  });

  it('gives the recipe to the invited address signed up from the home page', async ({
    newContext,
  }) => {
    const ownerContext = await newContext();
    await signUp(ownerContext, baseUrl, { firstName: 'Olive', lastName: 'Owner' });
    const recipe = await createRecipe(ownerContext, baseUrl, { title: 'Private pickles' });
    const address = uniqueEmail('homepage');
    const invited = await api(ownerContext.request, baseUrl, 'POST', '/api/recipes/invite', {
      recipeId: recipe.id,
      email: address,
      inviteType: 'email',
    });
    expect(invited.status).toBe(200);

    // They never open the mail: Get Started Free, sign up with the invited address.
    const context = await newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Get Started Free' }).first().click();
    await page.getByRole('button', { name: /sign up/i }).click();
    await page.getByLabel('First Name').fill('Hana');
    await page.getByLabel('Last Name').fill('Home');
    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Private pickles' }).first().isVisible())
      .toBe(true);
  });

  it('lets a signed-in reader of a shared recipe save a copy to My Recipes', async ({
    newContext,
  }) => {
    const ownerContext = await newContext();
    await signUp(ownerContext, baseUrl, { firstName: 'Olive', lastName: 'Owner' });
    const recipe = await createRecipe(ownerContext, baseUrl, {
      title: 'Lemon drizzle',
      visibility: 'link-view',
    });
    const context = await newContext({ viewport: DESKTOP });
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
  });

  it('lets the owner invite to a private recipe, then change and remove access live', async ({
    newContext,
  }) => {
    const ownerContext = await newContext({ viewport: DESKTOP });
    await signUp(ownerContext, baseUrl, { firstName: 'Olive', lastName: 'Owner' });
    const beaContext = await newContext({ viewport: DESKTOP });
    const bea = await signUp(beaContext, baseUrl, { firstName: 'Bea', lastName: 'Baker' });
    const recipe = await createRecipe(ownerContext, baseUrl, { title: 'Sunday roast' });
    expect(recipe.visibility).toBe('private');

    // The owner invites Bea from the share dialog of the private recipe.
    const owner = await ownerContext.newPage();
    await owner.goto(baseUrl);
    await owner.getByText('Sunday roast', { exact: true }).first().click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Share' }).click();
    const share = owner.getByRole('dialog', { name: 'Share Recipe' });
    await expect.poll(() => share.getByText('Recipe is Private').isVisible()).toBe(true);
    await expect.poll(() => share.getByText('People with access (0)').isVisible()).toBe(true);
    await share.getByLabel('Invite by email').fill(bea.email);
    await share.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => owner.getByText('Invitation Sent!').first().isVisible()).toBe(true);
    await expect.poll(() => share.getByText('People with access (1)').isVisible()).toBe(true);
    const row = share.getByRole('listitem').filter({ hasText: 'Bea Baker' });
    expect(await row.getByRole('combobox').textContent()).toContain('Can edit');
    const stranger = uniqueEmail('stranger');
    await share.getByLabel('Invite by email').fill(stranger);
    await share.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => share.getByText('Waiting for sign-up (1)').isVisible()).toBe(true);
    await snapBoth(owner, 'share-dialog-people');

    // Bea has it in her recipes, opened, and may edit.
    const page = await beaContext.newPage();
    await page.goto(baseUrl);
    await page.getByText('Sunday roast', { exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    const edit = dialog.getByRole('button', { name: 'Edit', exact: true });
    await expect.poll(() => edit.isVisible()).toBe(true);

    // Can view: her open recipe loses its Edit button at once.
    await row.getByRole('combobox').click();
    await owner.getByRole('option', { name: 'Can view' }).click();
    await expect.poll(() => owner.getByText('Access changed').first().isVisible()).toBe(true);
    await expect.poll(() => edit.isVisible(), { timeout: 8_000 }).toBe(false);
    expect(await dialog.getByText('Sunday roast').first().isVisible()).toBe(true);

    // Removed: she is told and the recipe closes; it is gone from her list and her link.
    await row.getByRole('button', { name: 'Remove Bea Baker' }).click();
    await expect.poll(() => share.getByText('People with access (0)').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Access Removed').first().isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible(), { timeout: 8_000 }).toBe(false);
    const theirs = await api<Recipe[]>(beaContext.request, baseUrl, 'GET', '/api/recipes');
    expect(theirs.body.map((r) => r.id)).not.toContain(recipe.id);
    expect((await getRecipe(beaContext, baseUrl, recipe.id)).status).toBe(404);

    // The waiting invitation can be withdrawn.
    await share.getByRole('button', { name: `Withdraw the invitation to ${stranger}` }).click();
    await expect.poll(() => share.getByText('Waiting for sign-up').count()).toBe(0);
  });

  it('asks before adding the same Discover recipe twice: open it, or add another', async ({
    newContext,
  }) => {
    const ownerContext = await newContext();
    await signUp(ownerContext, baseUrl, { firstName: 'Olive', lastName: 'Owner' });
    const title = `Apple crumble ${Date.now()}`;
    await createRecipe(ownerContext, baseUrl, { title, visibility: 'public' });
    const context = await newContext({ viewport: PHONE });
    await signUp(context, baseUrl, { firstName: 'Dina', lastName: 'Double' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/discover`);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    await card.getByRole('button', { name: /add/i }).click();
    await expect.poll(() => page.getByText('Recipe Added!').first().isVisible()).toBe(true);

    await card.getByRole('button', { name: /add/i }).click();
    const ask = page.getByRole('alertdialog', { name: 'You already have this recipe' });
    await expect.poll(() => ask.isVisible()).toBe(true);
    expect(await ask.textContent()).toContain(`“${title} (Copy)” is in My Recipes`);
    await snap(page, 'discover-already-have-phone');
    await ask.getByRole('button', { name: 'Add Another' }).click();
    await expect
      .poll(
        async () =>
          (await api<Recipe[]>(context.request, baseUrl, 'GET', '/api/recipes')).body.length,
      )
      .toBe(2);

    await card.getByRole('button', { name: /add/i }).click();
    await expect.poll(() => ask.isVisible()).toBe(true);
    expect(await ask.textContent()).toContain('with 1 more copy');
    await ask.getByRole('link', { name: 'Open It' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/recipe\//);
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: `${title} (Copy)` })
          .first()
          .isVisible(),
      )
      .toBe(true);
  });
});
