// Journey: the installable, offline-capable app. After one online visit the service worker
// serves the app shell, My Recipes, its recipes (dialog, page, cook mode) and photos offline,
// also after a reload, with no Content-Security-Policy violation (launchBrowser fails the journey
// on any). Offline, the header and a toast say so, server-bound actions are disabled with the
// reason, and a recipe created offline waits on the device and is created when the connection
// returns; one the plan's limit refuses stays, marked, until discarded. Screenshots at phone and
// desktop widths.
import { describe, expect, inject } from 'vitest';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import type { Recipe } from '../contract';
import { DESKTOP, snapBoth } from './browser';
import { it } from './journey';
import {
  api,
  createRecipe,
  expectVisible,
  signUp,
  uniqueEmail,
  waitForOfflineReady,
} from './helpers';

const baseUrl = inject('baseUrl');

async function addRecipe(
  page: Page,
  recipe: { title: string; ingredients: string; steps: string },
) {
  await page
    .getByRole('button', { name: /^Add( Recipe)?$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Recipe Title *').fill(recipe.title);
  await dialog.getByLabel(/Ingredients \*/).fill(recipe.ingredients);
  await dialog.getByLabel(/Instructions \*/).fill(recipe.steps);
  await dialog.getByRole('button', { name: 'Save Recipe' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

/** Uploads a small photo through the API the way the app does, and answers its object path. */
async function uploadPhoto(context: BrowserContext): Promise<string> {
  const bytes = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 220, g: 150, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  const { body: upload } = await api<{ uploadURL: string }>(
    context.request,
    baseUrl,
    'POST',
    '/api/objects/upload',
    {},
  );
  expect(upload.uploadURL, JSON.stringify(upload)).toBeTruthy();
  const put = await context.request.put(new URL(upload.uploadURL, baseUrl).href, {
    headers: { origin: baseUrl, 'content-type': 'image/jpeg' },
    data: bytes,
  });
  expect(put.status()).toBeLessThan(300);
  const processed = await api<{ objectPath: string }>(
    context.request,
    baseUrl,
    'PUT',
    '/api/recipe-images',
    { imageURL: upload.uploadURL },
  );
  expect(processed.status, JSON.stringify(processed.body)).toBe(200);
  return processed.body.objectPath;
}

const recipeTitles = async (context: BrowserContext) =>
  (await api<Recipe[]>(context.request, baseUrl, 'GET', '/api/recipes')).body.map(
    (recipe) => recipe.title,
  );

const photoLoaded = (page: Page, objectPath: string) =>
  page
    .locator(`img[src="${objectPath}"]`)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe('offline journey', () => {
  it('reads, guards and queues recipes without a connection', async ({ newContext }) => {
    const context = await newContext({ viewport: DESKTOP });
    const page = await context.newPage();

    // One online visit: sign up, two recipes (one with a photo), one recipe page opened.
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: /sign up/i }).click();
    await page.getByLabel('First Name').fill('Olive');
    await page.getByLabel('Last Name').fill('Offline');
    await page.getByLabel('Email').fill(uniqueEmail('olive'));
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectVisible(page, 'Get started by adding your first recipe');
    await addRecipe(page, {
      title: 'Tomato Basil Soup',
      ingredients: '4 tomatoes\n1 bunch basil',
      steps: 'Chop\nSimmer for 20 minutes',
    });
    const objectPath = await uploadPhoto(context);
    const pancakes = await createRecipe(context, baseUrl, {
      title: 'Lemon Pancakes',
      description: 'Fluffy and bright',
      ingredients: ['2 cups flour', '1 lemon'],
      steps: ['Mix', 'Fry'],
      imageUrl: objectPath,
    });
    const soupId = (await api<Recipe[]>(context.request, baseUrl, 'GET', '/api/recipes')).body.find(
      (recipe) => recipe.title === 'Tomato Basil Soup',
    )!.id;
    await page.goto(`${baseUrl}/recipe/${pancakes.id}`);
    await expectVisible(page, 'Fluffy and bright');
    await page.goto(baseUrl);
    await expectVisible(page, 'Lemon Pancakes');
    await expect.poll(() => photoLoaded(page, objectPath), { timeout: 10_000 }).toBe(true);
    await waitForOfflineReady(page, ['Tomato Basil Soup', 'Lemon Pancakes']);

    // The installable app: a manifest with its icons, and a worker served fresh every time.
    const manifest = await context.request.get(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.headers()['content-type']).toMatch(/manifest\+json/);
    const { icons } = (await manifest.json()) as { icons: Array<{ src: string }> };
    for (const icon of icons) {
      expect((await context.request.get(baseUrl + icon.src)).headers()['content-type']).toBe(
        'image/png',
      );
    }
    const worker = await context.request.get(`${baseUrl}/sw.js`);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    // Offline, after a reload: the shell, the list, the photo, the notice and the pill.
    await context.setOffline(true);
    await page.reload();
    await expectVisible(page, 'Tomato Basil Soup');
    await expectVisible(page, 'Lemon Pancakes');
    await expect.poll(() => photoLoaded(page, objectPath), { timeout: 10_000 }).toBe(true);
    await expectVisible(page, "You're offline");
    await expectVisible(
      page,
      "Changes are kept on this device and will sync when you're back online.",
    );
    const pill = page.getByRole('status').filter({ hasText: 'Offline' });
    await expect.poll(() => pill.isVisible()).toBe(true);
    await snapBoth(page, 'offline-my-recipes');

    // Searching works on what is stored (the server never sees it offline).
    const search = page.getByPlaceholder('Search recipes or tags...').first();
    await search.fill('tomat');
    await expect.poll(() => page.getByText('Lemon Pancakes').count()).toBe(0);
    await expectVisible(page, 'Tomato Basil Soup');
    // It forgives as the server does: a plural and a typo.
    await search.fill('TOMATOES basill');
    await expectVisible(page, 'Tomato Basil Soup');
    expect(await page.getByText('Lemon Pancakes').count()).toBe(0);
    await search.fill('');
    await expectVisible(page, 'Lemon Pancakes');

    // A recipe opens; sharing and deleting say they need a connection.
    await page.getByText('Tomato Basil Soup', { exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Simmer for 20 minutes').isVisible()).toBe(true);
    const share = dialog.getByRole('button', { name: 'Share', exact: true });
    const remove = dialog.getByRole('button', { name: 'Delete', exact: true });
    expect(await share.isDisabled()).toBe(true);
    expect(await remove.isDisabled()).toBe(true);
    expect(await share.getAttribute('title')).toBe('Needs a connection');
    const reasonId = await remove.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reasonId}"]`).textContent()).toBe(
      'Sharing and deleting need a connection',
    );
    expect(await dialog.getByText('Sharing and deleting need a connection').isVisible()).toBe(true);
    await snapBoth(page, 'offline-recipe-dialog');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const cardShare = page.getByRole('button', { name: 'Share Tomato Basil Soup' });
    expect(await cardShare.isDisabled()).toBe(true);

    // Recipe pages open offline: one opened before, one only ever seen in the list.
    await page.goto(`${baseUrl}/recipe/${pancakes.id}`);
    await expectVisible(page, 'Fluffy and bright');
    await page.goto(`${baseUrl}/recipe/${soupId}`);
    await expectVisible(page, 'Simmer for 20 minutes');
    expect(await page.getByText('Recipe Not Found').count()).toBe(0);
    await page.goto(`${baseUrl}/recipe/${soupId}/cook`);
    await expectVisible(page, 'Chop');
    expect(await page.getByText('Recipe Not Found').count()).toBe(0);

    // A recipe created offline waits on the device, also across a reload.
    await page.goto(baseUrl);
    await expectVisible(page, 'Lemon Pancakes');
    await addRecipe(page, {
      title: 'Offline Omelette',
      ingredients: '3 eggs\n1 knob butter',
      steps: 'Whisk\nCook gently',
    });
    await expectVisible(page, 'Saved on this device');
    const draft = page.locator('article').filter({ hasText: 'Offline Omelette' });
    await expect.poll(() => draft.getByText('Waiting to sync').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => draft.getByText('Waiting to sync').isVisible()).toBe(true);
    expect(await recipeTitles(context).catch(() => [])).not.toContain('Offline Omelette');
    await snapBoth(page, 'offline-waiting-draft');

    // Back online: the draft is created, the notice says so, the pill goes.
    await context.setOffline(false);
    await expectVisible(page, 'Back online');
    await expectVisible(page, 'Your changes have synced.');
    await expect.poll(() => recipeTitles(context)).toContain('Offline Omelette');
    await expect.poll(() => draft.getByText('Waiting to sync').count()).toBe(0);
    await expect.poll(() => page.getByText('Offline Omelette').first().isVisible()).toBe(true);
    await expect.poll(() => pill.count()).toBe(0);
    await expect.poll(() => page.getByText('3 recipes').isVisible()).toBe(true);

    // The free plan holds 5: offline, three more; two are created, the third is refused and
    // stays, marked, until it is discarded.
    await context.setOffline(true);
    await expectVisible(page, "You're offline");
    for (const title of ['Pea Risotto', 'Plum Cake', 'Fig Salad']) {
      await addRecipe(page, { title, ingredients: '1 cup peas', steps: 'Cook' });
    }
    await context.setOffline(false);
    await expectVisible(page, 'Recipe Limit Reached');
    const refused = page.locator('article').filter({ hasText: 'Fig Salad' });
    await expect
      .poll(() => refused.getByText('Not synced: recipe limit reached').isVisible())
      .toBe(true);
    expect((await recipeTitles(context)).sort()).toEqual(
      [
        'Lemon Pancakes',
        'Offline Omelette',
        'Pea Risotto',
        'Plum Cake',
        'Tomato Basil Soup',
      ].sort(),
    );
    expect(await refused.getByRole('button', { name: 'Retry' }).isEnabled()).toBe(true);
    await snapBoth(page, 'offline-draft-limit-reached');
    await refused.getByRole('button', { name: 'Discard Fig Salad' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Recipe' }).click();
    await expect.poll(() => refused.count()).toBe(0);
  });

  it('opens offline after a first visit that began before the worker took over', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Flo', lastName: 'First' });
    await createRecipe(context, baseUrl, { title: 'First Visit Chowder' });
    const page = await context.newPage();
    // The very first page of this device: My Recipes reads the user before any worker controls
    // it, and the worker stores that read when it takes over, without the page asking again; the
    // whole list is read in the background once the screen has settled (stored then, or asked
    // again when the worker takes over if it came first).
    await page.goto(baseUrl);
    await expectVisible(page, 'First Visit Chowder');
    await waitForOfflineReady(page, ['First Visit Chowder']);
    await context.setOffline(true);
    await page.reload();
    await expectVisible(page, 'First Visit Chowder');
  });

  it('forgets the signed-in person’s stored data at sign-out', async ({ newContext }) => {
    const context = await newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: /sign up/i }).click();
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Shared');
    await page.getByLabel('Email').fill(uniqueEmail('sam'));
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectVisible(page, 'Get started by adding your first recipe');
    await addRecipe(page, { title: 'Secret Sauce', ingredients: '1 secret', steps: 'Stir' });
    await waitForOfflineReady(page, ['Secret Sauce']);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectVisible(page, 'Collaborative Recipe Management');
    const stored = await page.evaluate(async () => {
      const found = await Promise.all(
        ['/api/auth/user', '/api/recipes'].map(async (path) => (await caches.match(path)) != null),
      );
      return found.filter(Boolean).length;
    });
    expect(stored).toBe(0);

    // Offline, the next person on this device gets the landing page, not Sam's recipes.
    await context.setOffline(true);
    await page.goto(baseUrl);
    await expectVisible(page, 'Collaborative Recipe Management');
    expect(await page.getByText('Secret Sauce').count()).toBe(0);
  });

  it('forgets a session that ended while the app was closed, at the next online visit', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, baseUrl, { firstName: 'Tess', lastName: 'Timeout' });
    await createRecipe(context, baseUrl, { title: 'Left Behind Stew' });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await expectVisible(page, 'Left Behind Stew');
    await waitForOfflineReady(page, ['Left Behind Stew']);

    // The app is closed; meanwhile the session ends (here: through the API).
    await page.close();
    const ended = await api(context.request, baseUrl, 'POST', '/api/auth/logout', {});
    expect(ended.status).toBeLessThan(300);
    const next = await context.newPage();
    // The device still says somebody was signed in, so the app warms up My Recipes' first cards
    // beside the session check; that read's 401 is no lost session to report (no 'Unauthorized'
    // toast, no trip to sign in): the check shows the landing page.
    const warmUp = next.waitForResponse((response) =>
      response.url().includes('/api/recipes/cards'),
    );
    await next.goto(baseUrl);
    expect((await warmUp).status()).toBe(401);
    await expectVisible(next, 'Collaborative Recipe Management');
    await expect
      .poll(() => next.evaluate(async () => (await caches.match('/api/auth/user')) != null))
      .toBe(false);
    await context.setOffline(true);
    await next.reload();
    await expectVisible(next, 'Collaborative Recipe Management');
    expect(new URL(next.url()).pathname).toBe('/');
    expect(await next.getByText('Unauthorized').count()).toBe(0);
    expect(await next.getByText('Left Behind Stew').count()).toBe(0);
  });
});
