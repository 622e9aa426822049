// Journeys: import a recipe page served from this machine by URL (edit the preview, save, see
// its copied picture and its source link), paste plain text, recover from a site that refuses,
// and send a page with the bookmarklet, signed in and signed out. Screenshots at phone and
// desktop widths go to .tmp/shots/.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { bookmarkletHref } from '../web/features/help/bookmarklet';
import { DESKTOP, PHONE } from './browser';
import { it, type NewContext } from './journey';
import { expectVisible, openImportTab } from './helpers';
import type { Recipe } from '../contract';

const baseUrl = inject('baseUrl');
const SHOTS = path.resolve(import.meta.dirname, '..', '.tmp', 'shots');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const recipePage = (origin: string, image = `${origin}/shakshuka.png`) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Smoky Shakshuka | Pan &amp; Plate</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Smoky Shakshuka',
  description: 'Eggs poached in a smoky pepper and tomato sauce.',
  image,
  recipeIngredient: ['2 red peppers', '1 tin chopped tomatoes', '1 tsp smoked paprika', '4 eggs'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Soften the peppers in olive oil.' },
    { '@type': 'HowToStep', text: 'Add the tomatoes and paprika; simmer 10 minutes.' },
    { '@type': 'HowToStep', text: 'Make four wells, crack in the eggs, cover until set.' },
  ],
  prepTime: 'PT10M',
  cookTime: 'PT20M',
  recipeYield: '2',
})}</script></head>
<body><h1>Smoky Shakshuka</h1><img src="/shakshuka.png" alt=""><p>A weekend favourite.</p></body></html>`;

let site: http.Server;
let siteOrigin = '';
let picture: Buffer;

beforeAll(async () => {
  picture = await sharp({
    create: { width: 640, height: 420, channels: 3, background: { r: 196, g: 64, b: 36 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 200, height: 200, channels: 3, background: { r: 250, g: 220, b: 90 } },
        })
          .png()
          .toBuffer(),
        top: 110,
        left: 220,
      },
    ])
    .png()
    .toBuffer();
  site = http.createServer((req, res) => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    // Pages are named by their path; a query (tracking parameters) does not change them.
    req.url = req.url?.split('?')[0];
    if (req.url === '/shakshuka') {
      res.writeHead(200, html).end(recipePage(siteOrigin));
    } else if (req.url === '/slow-shakshuka') {
      setTimeout(() => res.writeHead(200, html).end(recipePage(siteOrigin)), 1500);
    } else if (req.url === '/no-picture') {
      res.writeHead(200, html).end(recipePage(siteOrigin, `${siteOrigin}/wall`));
    } else if (req.url === '/shakshuka.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    } else if (req.url === '/wall') {
      res.writeHead(403, html).end('<h1>Are you a robot?</h1>');
    } else {
      res.writeHead(404, html).end('<h1>Not here</h1>');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      site.closeAllConnections();
      site.close(() => resolve());
    }),
);

/** A new browser context signed in as a fresh user, on My Recipes. */
async function signedIn(newContext: NewContext, viewport = DESKTOP) {
  const context = await newContext({ viewport });
  const page = await context.newPage();
  const res = await page.request.post(`${baseUrl}/api/auth/register`, {
    data: {
      email: `importer.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
      password: 'secret-pass',
      firstName: 'Imo',
      lastName: 'Porter',
    },
    headers: { origin: baseUrl },
  });
  expect(res.status()).toBeLessThan(300);
  await page.goto(baseUrl);
  await expectVisible(page, 'Get started by adding your first recipe');
  return { context, page };
}

describe('importing recipes', () => {
  it('imports a page by URL, edits the preview, and saves it with its picture and source', async ({
    newContext,
  }) => {
    const { page } = await signedIn(newContext);
    const dialog = await openImportTab(page);
    const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    await shot(page, 'import-empty-desktop');

    await dialog.getByLabel('Recipe URL').fill(`${siteOrigin}/slow-shakshuka`);
    expect(await importButton.isDisabled()).toBe(false);
    await importButton.click();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Importing...' }).isVisible())
      .toBe(true);
    await shot(page, 'import-spinner-desktop');

    const preview = dialog.getByRole('region', { name: 'Imported recipe' });
    await expect.poll(() => preview.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await preview.getByRole('heading').textContent()).toBe('Smoky Shakshuka');
    expect(await preview.getByText('4 ingredients found').isVisible()).toBe(true);
    expect(await preview.getByText('3 steps found').isVisible()).toBe(true);
    // The picture is shown from Potluck's copy, never from the other site.
    const previewPicture = preview.getByRole('img', { name: 'As shown on the imported page' });
    await expect.poll(() => previewPicture.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await previewPicture.getAttribute('src')).toMatch(/^\/objects\/images\/[0-9a-f-]+\//);
    await shot(page, 'import-preview-desktop');

    await dialog.getByRole('button', { name: 'Use This Recipe' }).click();
    const title = dialog.getByLabel('Recipe Title *');
    expect(await title.inputValue()).toBe('Smoky Shakshuka');
    expect(await dialog.getByLabel(/Ingredients \*/).inputValue()).toContain('4 eggs');
    expect(await dialog.getByLabel(/Tags/).inputValue()).toBe('smoky, shakshuka');
    expect(await dialog.getByText(`Imported from ${siteOrigin}/slow-shakshuka`).isVisible()).toBe(
      true,
    );
    expect(
      await dialog.getByRole('img', { name: 'As shown on the imported page' }).isVisible(),
    ).toBe(true);
    await title.fill('Weeknight Shakshuka');
    await shot(page, 'import-form-desktop');
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // On My Recipes with its own copy of the picture.
    const card = page.getByText('Weeknight Shakshuka').first();
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    const recipes = (await (await page.request.get(`${baseUrl}/api/recipes`)).json()) as Array<{
      title: string;
      imageUrl: string | null;
      sourceUrl: string | null;
      prepTime: number | null;
    }>;
    expect(recipes).toHaveLength(1);
    expect(recipes[0]).toMatchObject({
      title: 'Weeknight Shakshuka',
      sourceUrl: `${siteOrigin}/slow-shakshuka`,
      prepTime: 10,
    });
    expect(recipes[0]!.imageUrl).toMatch(/^\/objects\/images\//);
    const cardImages = await page.locator(`img[src^="${recipes[0]!.imageUrl}"]`).count();
    expect(cardImages).toBeGreaterThan(0);
    expect(await page.locator(`img[src^="${siteOrigin}"]`).count()).toBe(0);
    await shot(page, 'import-saved-desktop');

    // The detail dialog links to the original.
    await card.click();
    const detail = page.getByRole('dialog');
    const original = detail.getByRole('link', { name: 'View original' });
    await expect.poll(() => original.isVisible()).toBe(true);
    expect(await original.getAttribute('href')).toBe(`${siteOrigin}/slow-shakshuka`);
    expect(await original.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    await shot(page, 'import-detail-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'import-detail-phone');

    // So does the shared recipe page, once the recipe is opened to link holders.
    const id = (
      (await (await page.request.get(`${baseUrl}/api/recipes`)).json()) as Array<{
        id: string;
      }>
    )[0]!.id;
    const shared = await page.request.put(`${baseUrl}/api/recipes/${id}`, {
      data: { visibility: 'link-view' },
      headers: { origin: baseUrl },
    });
    expect(shared.status()).toBe(200);
    await page.goto(`${baseUrl}/recipe/${id}`);
    const sharedOriginal = page.getByRole('link', { name: 'View original' });
    await expect.poll(() => sharedOriginal.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await sharedOriginal.getAttribute('href')).toBe(`${siteOrigin}/slow-shakshuka`);
    expect(await sharedOriginal.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    await shot(page, 'import-shared-phone');

    // Importing the same page again (with a tracking parameter) says so, and offers to open it.
    await page.goto(baseUrl);
    const again = await openImportTab(page);
    await again.getByLabel('Recipe URL').fill(`${siteOrigin}/slow-shakshuka?utm_source=feed`);
    await again.getByRole('button', { name: 'Import', exact: true }).click();
    const notice = again.getByText('You already have this recipe');
    await expect.poll(() => notice.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await notice.textContent()).toContain('Weeknight Shakshuka');
    // Once the page's picture is copied, the preview offers another copy.
    await expect
      .poll(() => again.getByRole('button', { name: 'Add Another' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await shot(page, 'import-duplicate-phone');
    await again.getByRole('link', { name: 'Open It' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/recipe/${id}`);
  });

  it('shows clear failures, and offers pasting when a site refuses', async ({ newContext }) => {
    const { page } = await signedIn(newContext, PHONE);
    const dialog = await openImportTab(page);
    await dialog.getByLabel('Recipe URL').fill(`${siteOrigin}/wall`);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect
      .poll(() => page.getByText('That site refused the request (403)').first().isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    // The tab has turned to pasting, with the refused address filled in.
    expect(await dialog.getByRole('radio', { name: 'Pasted text' }).isChecked()).toBe(true);
    expect(await dialog.getByText('That site did not let Potluck read the page').isVisible()).toBe(
      true,
    );
    expect(await dialog.getByLabel('Page address (optional)').inputValue()).toBe(
      `${siteOrigin}/wall`,
    );
    await shot(page, 'import-refused-phone');

    // A picture that cannot be copied: the recipe goes without it, and the dialog says so.
    await dialog.getByRole('radio', { name: 'Web page' }).click();
    await dialog.getByLabel('Recipe URL').fill(`${siteOrigin}/no-picture`);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const preview = dialog.getByRole('region', { name: 'Imported recipe' });
    await expect
      .poll(() => preview.getByText("The page's picture could not be copied").isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await shot(page, 'import-no-picture-phone');
    await dialog.getByRole('button', { name: 'Use This Recipe' }).click();
    expect(
      await dialog.getByText("The page's picture could not be copied, so the recipe").isVisible(),
    ).toBe(true);
    await dialog.getByRole('tab', { name: 'Import from URL' }).click();

    // With no message from the server, the generic one.
    await page.route('**/api/recipes/import', (route) =>
      route.fulfill({ status: 500, body: 'oops', contentType: 'text/plain' }),
    );
    await dialog.getByLabel('Recipe URL').fill(`${siteOrigin}/shakshuka`);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect
      .poll(() => page.getByText('Failed to import recipe from URL').first().isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
  });

  it('pastes plain text and saves it, with its servings and times', async ({ newContext }) => {
    const { context, page } = await signedIn(newContext, PHONE);
    const dialog = await openImportTab(page, 'Pasted text');
    // The three ways in are named on the tab, so pasting and photos are found without a URL.
    for (const way of ['Web page', 'Pasted text', 'Photo']) {
      expect(await dialog.getByRole('radio', { name: way }).isVisible()).toBe(true);
    }
    const readButton = dialog.getByRole('button', { name: 'Read Recipe' });
    expect(await readButton.isDisabled()).toBe(true);
    await dialog
      .getByLabel('Recipe text or page')
      .fill(
        'Lemon Drizzle Cake\nServes 8\nPrep 15 minutes | Cook: 40 mins\n\nIngredients\n225 g butter\n225 g caster sugar\n4 eggs\n275 g self-raising flour\n2 lemons\n\nMethod\n1. Heat the oven to 180C.\n2. Beat the butter and sugar, then the eggs and flour.\n3. Bake for 40 minutes and pour over the lemon syrup.',
      );
    await readButton.click();
    const preview = dialog.getByRole('region', { name: 'Imported recipe' });
    await expect.poll(() => preview.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await preview.getByRole('heading').textContent()).toBe('Lemon Drizzle Cake');
    expect(await preview.getByText('5 ingredients found').isVisible()).toBe(true);
    expect(await preview.getByText('3 steps found').isVisible()).toBe(true);
    expect(await preview.getByText('Serves 8 · Prep 15 min · Cook 40 min').isVisible()).toBe(true);
    await shot(page, 'paste-preview-phone');
    await dialog.getByRole('button', { name: 'Use This Recipe' }).click();
    expect(await dialog.getByLabel(/Instructions \*/).inputValue()).toContain('Heat the oven');
    expect(await dialog.getByLabel('Prep (min)').inputValue()).toBe('15');
    expect(await dialog.getByLabel('Cook (min)').inputValue()).toBe('40');
    expect(await dialog.getByLabel('Servings').inputValue()).toBe('8');
    expect(await dialog.getByLabel('Tags (comma separated)').inputValue()).toBe(
      'lemon, drizzle, cake',
    );
    await shot(page, 'paste-form-phone');
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByText('Lemon Drizzle Cake').first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    await shot(page, 'paste-saved-phone');
    const saved = (await (await context.request.get(`${baseUrl}/api/recipes`)).json()) as Recipe[];
    expect(saved.find((recipe) => recipe.title === 'Lemon Drizzle Cake')).toMatchObject({
      servings: '8',
      prepTime: 15,
      cookTime: 40,
    });
  });

  it('sends the page the user is looking at with the bookmarklet', async ({ newContext }) => {
    const { context, page } = await signedIn(newContext);
    await page.goto(`${baseUrl}/help`);
    const link = page.getByRole('link', { name: 'Send to Potluck' });
    await expect.poll(() => link.getAttribute('href')).toMatch(/^javascript:/);
    const code = (await link.getAttribute('href'))!;
    await shot(page, 'help-bookmarklet-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'help-bookmarklet-phone');
    await page.setViewportSize(DESKTOP);

    const popup = await clickBookmarklet(context, page, code);
    const dialog = popup.getByRole('dialog');
    const preview = dialog.getByRole('region', { name: 'Imported recipe' });
    await expect.poll(() => preview.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await preview.getByRole('heading').textContent()).toBe('Smoky Shakshuka');
    // The page's JSON-LD survived the trip (its body has no ingredient list).
    expect(await preview.getByText('4 ingredients found').isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Use This Recipe' }).isEnabled(), {
        timeout: 10_000,
      })
      .toBe(true);
    await shot(popup, 'bookmarklet-preview-desktop');
    await dialog.getByRole('button', { name: 'Use This Recipe' }).click();
    expect(await dialog.getByText(`Imported from ${siteOrigin}/shakshuka`).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expect
      .poll(() => popup.getByText('Smoky Shakshuka').first().isVisible(), { timeout: 10_000 })
      .toBe(true);

    // Opened by the bookmark but cut off from the page (a site that severs its pop-ups).
    await page.goto(`${baseUrl}/import/receive?via=bookmarklet`);
    await expect
      .poll(() => page.getByText('does not let other windows talk to its pages').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await shot(page, 'bookmarklet-no-opener-desktop');
  });

  it('says so when the bookmarklet is used signed out', async ({ newContext }) => {
    const context = await newContext({ viewport: PHONE });
    const page = await context.newPage();
    // The same bookmark the Help Center offers: its code does not depend on the user.
    const code = bookmarkletHref(new URL(baseUrl).origin);
    const popup = await clickBookmarklet(context, page, code);
    await expect
      .poll(() => popup.getByText('Sign in to import').isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await popup.getByText('You are signed out of Potluck').isVisible()).toBe(true);
    await shot(popup, 'bookmarklet-signed-out-phone');
  });
});

/** Opens the recipe page and runs the bookmark there, as a click on it would; answers the popup. */
async function clickBookmarklet(context: BrowserContext, page: Page, code: string) {
  await page.goto(`${siteOrigin}/shakshuka`);
  await page.evaluate((href) => {
    const bookmark = document.createElement('a');
    bookmark.href = href;
    bookmark.textContent = 'Send to Potluck';
    bookmark.id = 'bookmark';
    document.body.prepend(bookmark);
  }, code);
  const popupOpened = context.waitForEvent('page');
  await page.click('#bookmark');
  const popup = await popupOpened;
  await popup.waitForLoadState();
  return popup;
}
