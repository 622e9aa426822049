// Journey: sign up, add two recipes, search, filter by a tag, edit one in the detail dialog
// (autosave), delete one, sign out. Screenshots of each screen at phone and desktop widths.
import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { CURRENT_USER_PATH, FIRST_CARDS_PATH } from '../contract/recipe-values';
import { DESKTOP, PHONE, snap } from './browser';
import { it } from './journey';
import { OFF_THREAD_MIN_BYTES } from '../web/lib/json-off-thread';
import { api, createRecipe, expectVisible, signIn, signUp } from './helpers';

const baseUrl = inject('baseUrl');

async function addRecipe(
  page: Page,
  recipe: { title: string; ingredients: string; steps: string; tags: string },
) {
  await page
    .getByRole('button', { name: /^Add( Recipe)?$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Recipe Title *').fill(recipe.title);
  await dialog.getByLabel(/Ingredients \*/).fill(recipe.ingredients);
  await dialog.getByLabel(/Instructions \*/).fill(recipe.steps);
  await dialog.getByLabel(/Tags/).fill(recipe.tags);
  await dialog.getByRole('button', { name: 'Save Recipe' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

describe('my recipes journey', () => {
  it('signs up, adds, searches, filters, edits, deletes and signs out', async ({ newContext }) => {
    const context = await newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await expect
      .poll(() => page.getByText('Collaborative Recipe Management').isVisible())
      .toBe(true);
    await snap(page, 'landing-desktop');

    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: /sign up/i }).click();
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email').fill(`ada.${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('secret-pass');
    await snap(page, 'login-signup-desktop');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => page.getByText('Get started by adding your first recipe').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await snap(page, 'my-recipes-empty-desktop');

    await addRecipe(page, {
      title: 'Tomato Basil Soup',
      ingredients: '4 tomatoes\n1 bunch basil\n1 onion',
      steps: 'Chop everything\nSimmer for 20 minutes',
      tags: 'soup, vegetarian',
    });
    await addRecipe(page, {
      title: 'Lemon Pancakes',
      ingredients: '2 cups flour\n1 lemon\n2 eggs',
      steps: 'Mix\nFry',
      tags: 'breakfast',
    });
    await expect.poll(() => page.getByText('2 recipes').isVisible()).toBe(true);
    await snap(page, 'my-recipes-desktop');

    // Search as the user types (prefix, case-insensitive).
    const search = page
      .getByRole('searchbox', { name: 'Search recipes or tags' })
      .or(page.getByPlaceholder('Search recipes or tags...'))
      .first();
    await search.fill('tomat');
    await expect.poll(() => page.getByText('Lemon Pancakes').count()).toBe(0);
    await expect.poll(() => page.getByText('Tomato Basil Soup').first().isVisible()).toBe(true);
    await search.fill('');
    await expect.poll(() => page.getByText('Lemon Pancakes').first().isVisible()).toBe(true);

    // Filter by a tag chip.
    await page.getByRole('button', { name: 'breakfast', exact: true }).first().click();
    await expect.poll(() => page.getByText('Tomato Basil Soup').count()).toBe(0);
    await page.getByRole('button', { name: /clear/i }).first().click();
    await expect.poll(() => page.getByText('Tomato Basil Soup').first().isVisible()).toBe(true);

    // Edit in the detail dialog; the change syncs as it is typed.
    await page.getByText('Lemon Pancakes').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Edit$/ }).click();
    await dialog.getByLabel('Title').fill('Lemon Ricotta Pancakes');
    await snap(page, 'detail-edit-desktop');
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`${baseUrl}/api/recipes`);
          const recipes = (await res.json()) as Array<{ title: string }>;
          return recipes.map((r) => r.title).sort();
        },
        { timeout: 10_000 },
      )
      .toEqual(['Lemon Ricotta Pancakes', 'Tomato Basil Soup']);
    await dialog.getByRole('button', { name: /^Save$/ }).click();

    // Delete it, with confirmation.
    await dialog.getByRole('button', { name: /^Delete$/ }).click();
    const deleted = page.waitForResponse(
      (res) => res.request().method() === 'DELETE' && res.url().includes('/api/recipes/'),
    );
    await page.getByRole('button', { name: 'Delete Recipe' }).click();
    expect((await deleted).status()).toBe(200);
    await expect
      .poll(() => page.getByText('1 recipe', { exact: true }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    // What the count says is what the server lists, not only what the page took away.
    const cards = await page.request.get(`${baseUrl}/api/recipes/cards?sort=recent`);
    expect(((await cards.json()) as { total: number }).total).toBe(1);

    // Phone width.
    await page.setViewportSize(PHONE);
    await snap(page, 'my-recipes-phone');

    // Sign out from the avatar menu.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect
      .poll(() => page.getByText('Collaborative Recipe Management').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    const me = await page.request.get(`${baseUrl}/api/auth/user`);
    expect(me.status()).toBe(401);
  });

  it('shows the public screens at phone width', async ({ newContext }) => {
    const context = await newContext({ viewport: PHONE });
    const page = await context.newPage();
    for (const [path, name] of [
      ['/', 'landing'],
      ['/login', 'login'],
      ['/reset-password', 'reset-password'],
      ['/no-such-page', 'not-found'],
    ] as const) {
      await page.goto(baseUrl + path);
      await page.waitForLoadState('networkidle');
      await snap(page, `${name}-phone`);
    }
    await expect.poll(() => page.getByText('404 Page Not Found').isVisible()).toBe(true);
  });

  it('opens My Recipes with what its page load fetched beside the app’s code, each read once', async ({
    newContext,
  }) => {
    // No service worker: its first-visit hand-over reads the same addresses again on purpose.
    const context = await newContext({ viewport: PHONE, serviceWorkers: 'block' });
    await signUp(context, baseUrl, { firstName: 'Preload', lastName: 'Cook' });
    await createRecipe(context, baseUrl, { title: 'Preloaded Pie' });
    const page = await context.newPage();
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(baseUrl);
    await expectVisible(page, 'Preloaded Pie');
    // Unused preloads are reported a few seconds after the load.
    await page.waitForTimeout(3_500);
    const count = (path: string) => reads.filter((read) => read === path).length;
    expect(count(CURRENT_USER_PATH), reads.join('\n')).toBe(1);
    expect(count(FIRST_CARDS_PATH), reads.join('\n')).toBe(1);
    expect(warnings).toEqual([]);
  });

  it('draws My Recipes’ title before the app runs, where the app then draws it', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    await signUp(context, baseUrl, { firstName: 'Frame', lastName: 'Cook' });
    await createRecipe(context, baseUrl, { title: 'Framed Flan' });
    const titleBox = (page: Page) =>
      page.getByRole('heading', { name: 'My Recipes', includeHidden: true }).boundingBox();
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      // The page as it is before any of the app's code has run.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(baseUrl);
      const framed = await titleBox(page);
      expect(framed).not.toBeNull();
      await page.unroute('**/*.js');
      await page.reload();
      await expectVisible(page, 'Framed Flan');
      // The app took the frame away: one title, the screen's own, in the same place.
      expect(await page.locator('#page-frame').count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'My Recipes' }).count()).toBe(1);
      expect(await titleBox(page)).toEqual(framed);
      await page.close();
    }
    // Other screens, and visitors, get no frame.
    const page = await context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/discover`);
    expect(await page.locator('#page-frame').count()).toBe(0);
  });

  it('opens a big library without reading its whole list on the page: tag chips, a card’s full recipe, rows in order, sorting', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    const cook = await signUp(context, baseUrl, { firstName: 'Big', lastName: 'Library' });
    // Premium, so the library can pass the free plan's limit.
    const admin = await newContext();
    await signIn(admin, baseUrl, 'admin@potluck.test', 'admin-password');
    const upgraded = await api(admin.request, baseUrl, 'PATCH', `/api/admin/users/${cook.id}`, {
      accountType: 'premium',
    });
    expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200);
    await admin.close();
    // A list over OFF_THREAD_MIN_BYTES: big enough that the page must not parse it.
    const steps = Array.from({ length: 6 }, (_, i) => `Step ${i + 1}: stir it well and wait.`);
    for (let i = 0; i < 90; i += 1) {
      await createRecipe(context, baseUrl, {
        title: `Pantry recipe ${i}`,
        ingredients: Array.from({ length: 8 }, (_, j) => `${j + 1} cups ingredient ${j}`),
        steps,
        tags: i === 0 ? ['rarely-used-tag'] : ['everyday'],
      });
    }
    const list = await context.request.get(`${baseUrl}/api/recipes`);
    expect((await list.body()).byteLength).toBeGreaterThan(OFF_THREAD_MIN_BYTES);

    const page = await context.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(baseUrl);
    // The chips show the whole library's tags with the first cards: the oldest recipe's tag is
    // on no card shown yet.
    await expectVisible(page, 'rarely-used-tag');
    // The whole list is read in the background for offline use, in a worker, not by the page.
    await expect
      .poll(() => workers.some((url) => /offline-library\.worker/.test(url)), { timeout: 15_000 })
      .toBe(true);
    expect(workers.some((url) => /json-parse\.worker/.test(url))).toBe(false);
    await page.getByText('Pantry recipe 89', { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByText('Step 6: stir it well and wait.').isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    // The grid's rows follow one another down the page, each with its cards.
    const rows = page.getByRole('region', { name: 'Recipes' }).locator('[data-index]');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const boxes = await rows.evaluateAll((elements) =>
      elements.map((row) => ({
        top: row.getBoundingClientRect().top,
        bottom: row.getBoundingClientRect().bottom,
        cards: row.querySelectorAll('h2').length,
      })),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box.cards).toBeGreaterThan(0);
      if (index > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom - 1);
    }

    // The sort menu orders the grid: newest first, then by title.
    const firstTitle = () => page.locator('main h2').first().textContent();
    await expect.poll(firstTitle).toBe('Pantry recipe 89');
    await page.getByLabel('Sort recipes').selectOption({ label: 'A-Z' });
    await expect.poll(firstTitle).toBe('Pantry recipe 0');
  });
});
