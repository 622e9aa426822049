// Journey: a cook exports everything from the account menu and gets a zip of schema.org recipes
// with a README; a single recipe downloads as JSON-LD from its page.
import fs from 'node:fs';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, snapBoth } from './browser';
import { createRecipe, expectVisible, signUp } from './helpers';

const baseUrl = inject('baseUrl');

function zipNames(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: false }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => names.push(entry.fileName));
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
    });
  });
}

describe('export', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('downloads everything as a zip, and one recipe as JSON-LD', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    await signUp(context, baseUrl, { firstName: 'Eve', lastName: 'Export' });
    const soup = await createRecipe(context, baseUrl, {
      title: 'Tomato soup',
      tags: ['soup'],
      visibility: 'link-view',
    });
    await createRecipe(context, baseUrl, { title: 'Pea risotto' });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Export My Recipes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export My Recipes' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await snapBoth(page, 'export-dialog');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download Zip' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^potluck-recipes-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = await download.path();
    const names = await zipNames(file);
    expect(names.filter((name) => name.startsWith('recipes/'))).toHaveLength(2);
    expect(names).toContain('README.txt');
    await expectVisible(page, 'Export ready');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await page.goto(`${baseUrl}/recipe/${soup.id}`);
    const [one] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(one.suggestedFilename()).toMatch(/^tomato-soup-[0-9a-f]{8}\.jsonld$/);
    const doc = JSON.parse(fs.readFileSync(await one.path(), 'utf8')) as Record<string, unknown>;
    expect(doc).toMatchObject({ '@type': 'Recipe', name: 'Tomato soup', keywords: ['soup'] });
    await context.close();
  });
});
