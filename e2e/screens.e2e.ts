// The remaining screens and their empty and error states, at phone and desktop widths: Help,
// Subscribe's coming-soon notice, learn-more, an empty Discover search, a recipe that is not
// there, and /admin for somebody who is not an admin.
import { describe, expect, inject } from 'vitest';
import { DESKTOP, snapBoth } from './browser';
import { it } from './journey';
import type { Recipe } from '../contract';
import { api, createRecipe, expectVisible, signUp } from './helpers';

const baseUrl = inject('baseUrl');

describe('remaining screens', () => {
  it('shows the signed-in screens and their empty and error states', async ({ newContext }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Sam', lastName: 'Screens' });
    const page = await context.newPage();

    // A path that is no screen: HTTP 404, and the app's page with a way back, no developer words.
    const missing = await page.goto(`${baseUrl}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await expectVisible(page, '404 Page Not Found');
    expect(await page.getByText('Did you forget').count()).toBe(0);
    await snapBoth(page, 'not-found-signed-in');
    await page.getByRole('link', { name: 'My Recipes' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect((await page.goto(`${baseUrl}/help`))?.status()).toBe(200);

    await page.goto(`${baseUrl}/help`);
    await expectVisible(page, 'Help Center');
    // The server's SUPPORT_EMAIL (GET /api/settings), not a copy in the bundle.
    const supportLink = page.getByRole('link', { name: 'Email help@potluck.test' });
    await expect.poll(() => supportLink.getAttribute('href')).toBe('mailto:help@potluck.test');
    await snapBoth(page, 'help');

    await page.goto(`${baseUrl}/subscribe`);
    await expectVisible(page, 'Choose Your Plan');
    await page.getByRole('button', { name: 'Choose Pro Monthly' }).click();
    await expectVisible(page, 'Coming Soon!');
    await snapBoth(page, 'subscribe-coming-soon');

    await page.goto(`${baseUrl}/discover`);
    await expectVisible(page, 'Discover Recipes');
    await page.getByPlaceholder('Search recipes or tags...').first().fill('zzz-no-such-recipe');
    await expectVisible(page, 'No Recipes Found');
    await snapBoth(page, 'discover-empty');

    // Not an admin: a plain "no access" screen with the way back, no error to retry, and no
    // admin call made (the server would refuse it: server/admin/admin.test.ts).
    const adminCalls: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/admin/')) adminCalls.push(response.status());
    });
    await page.goto(`${baseUrl}/admin`);
    await expectVisible(page, 'This page is for administrators', 15_000);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await page.getByText('Admin Access Error').count()).toBe(0);
    expect(await page.getByText('{"message"').count()).toBe(0);
    expect(adminCalls).toEqual([]);
    await snapBoth(page, 'admin-no-access');
    await page.getByRole('link', { name: 'Go to My Recipes' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    await page.goto(`${baseUrl}/recipe/no-such-recipe`);
    await expectVisible(page, 'Recipe Not Found');
    await expectVisible(page, "This recipe may be private or doesn't exist.");
    await snapBoth(page, 'shared-recipe-not-found');
  });

  it('refuses a Discover copy past the free plan limit, copying nothing', async ({
    newContext,
  }) => {
    const author = await newContext({ viewport: DESKTOP });
    await signUp(author, baseUrl, { firstName: 'Lena', lastName: 'Limit' });
    const title = `Plum Crumble ${Date.now()}`;
    await createRecipe(author, baseUrl, { title, visibility: 'public' });
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Finn', lastName: 'Free' });
    for (let i = 1; i <= 5; i += 1) await createRecipe(context, baseUrl, { title: `Mine ${i}` });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/discover`);
    await page.getByPlaceholder('Search recipes or tags...').first().fill(title);
    await expectVisible(page, title);
    await page
      .getByRole('article')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Add', exact: true })
      .click();
    await expectVisible(page, 'Recipe Limit Reached');
    await expectVisible(page, "You've reached your limit of 5 recipes.", 5_000);
    await snapBoth(page, 'discover-limit-reached');
    const mine = await api<Recipe[]>(context.request, baseUrl, 'GET', '/api/recipes');
    expect(mine.body).toHaveLength(5);
    expect(mine.body.some((recipe) => recipe.title.startsWith('Plum Crumble'))).toBe(false);
  });

  it('shows learn-more and a missing shared recipe to visitors', async ({ newContext }) => {
    const context = await newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/learn-more`);
    await page.waitForLoadState('networkidle');
    const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact' });
    expect(await contact.getAttribute('href')).toBe('mailto:help@potluck.test');
    await snapBoth(page, 'learn-more');
    await page.goto(`${baseUrl}/reset-password`);
    await expectVisible(page, 'code from help@potluck.test.');
    await page.goto(`${baseUrl}/shared/no-such-recipe`);
    await expectVisible(page, 'Recipe Not Found');
  });
});
