// Journey: a cook exports everything from the account menu and gets a zip of schema.org recipes
// with a README; a single recipe downloads as JSON-LD from its page; a library bigger than one
// import takes is saved in parts, each by its own click.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { describe, expect, inject } from 'vitest';
import { startServer } from '../bench/lib';
import { DESKTOP, PHONE, snapBoth } from './browser';
import { it } from './journey';
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
  it('downloads everything as a zip, and one recipe as JSON-LD', async ({ newContext }) => {
    const context = await newContext({ viewport: DESKTOP, acceptDownloads: true });
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
  });

  it('saves a library bigger than one import takes in parts, each by its own click', async ({
    newContext,
  }) => {
    // A server whose imports take 3 files at most: the README and two recipes per part.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-e2e-parts-'));
    const small = await startServer(Number(process.env.E2E_PORT ?? 5702) + 11, {
      DATA_DIR: dataDir,
      PASSWORD_HASH_COST: '1024',
      IMPORT_FILE_MAX_ENTRIES: '3',
    });
    try {
      const context = await newContext({ viewport: PHONE, acceptDownloads: true });
      await signUp(context, small.baseUrl, { firstName: 'Pat', lastName: 'Parts' });
      for (const title of ['Apple pie', 'Bean stew', 'Corn bread'])
        await createRecipe(context, small.baseUrl, { title });
      const page = await context.newPage();
      await page.goto(small.baseUrl);
      await page.getByRole('button', { name: /account menu/i }).click();
      await page.getByRole('menuitem', { name: 'Export My Recipes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export My Recipes' });
      const [first] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download Zip' }).click(),
      ]);
      expect(first.suggestedFilename()).toMatch(/^potluck-recipes-[\d-]+-part-1\.zip$/);
      await expectVisible(page, 'Part 1 is saved (2 recipes so far)');
      await expectVisible(page, '1 more recipe follows');
      await snapBoth(page, 'export-dialog-parts');
      const [second] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download Part 2' }).click(),
      ]);
      expect(second.suggestedFilename()).toMatch(/^potluck-recipes-[\d-]+-part-2\.zip$/);
      const recipes = async (file: string) =>
        (await zipNames(file)).filter((name) => name.startsWith('recipes/'));
      expect(await recipes(await first.path())).toHaveLength(2);
      expect(await recipes(await second.path())).toHaveLength(1);
      await expectVisible(page, '3 recipes saved in 2 files.');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await context.close();
    } finally {
      await small.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
