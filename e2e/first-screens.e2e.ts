// Journey: the two screens a visit starts on carry only the code they draw. The landing page
// loads no menus, dialogs or offline machinery; My Recipes loads its header's menus but no dialog,
// no sync engine (Yjs) and no ingredient parser until something asks for one. Budgets are in
// compressed bytes, as sent (how long a slow phone spends on them follows from that; timings
// belong in bench/lighthouse.ts).
import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE } from './browser';
import { it } from './journey';
import { createRecipe, expectVisible, signUp } from './helpers';

const baseUrl = inject('baseUrl');

/** Compressed script bytes the landing page may load (129 KiB with every dialog and menu). */
const LANDING_SCRIPT_BUDGET = 110 * 1024;
/** Compressed script bytes of My Recipes' first screen (144.5 KiB; with every dialog, 155 KiB). */
const MY_RECIPES_SCRIPT_BUDGET = 150 * 1024;

interface ScriptLoad {
  file: string;
  bytes: number;
}

/** The app's script files `page` loads from now on, with their bytes as sent. */
function watchScripts(page: Page): ScriptLoad[] {
  const loads: ScriptLoad[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/assets/') || !url.pathname.endsWith('.js')) return;
    void request.sizes().then((sizes) => {
      loads.push({ file: url.pathname.slice('/assets/'.length), bytes: sizes.responseBodySize });
    });
  });
  return loads;
}

const total = (loads: ScriptLoad[]) => loads.reduce((sum, load) => sum + load.bytes, 0);
const files = (loads: ScriptLoad[]) => loads.map((load) => load.file).join(', ');

describe('first screens', () => {
  it('the landing page loads no menus, dialogs or offline machinery', async ({ newContext }) => {
    const context = await newContext({ viewport: PHONE });
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto(baseUrl);
    await expectVisible(page, 'Collaborative Recipe Management');
    await page.waitForLoadState('networkidle');
    expect(files(scripts)).not.toMatch(/(?:^|, )(?:menus|dialogs|doc-storage|convert)-/);
    expect(total(scripts), files(scripts)).toBeLessThan(LANDING_SCRIPT_BUDGET);
  });

  it('My Recipes loads no dialog, sync engine or parser until asked', async ({ newContext }) => {
    const context = await newContext({ viewport: PHONE });
    await signUp(context, baseUrl, { firstName: 'Lena', lastName: 'Lean' });
    await createRecipe(context, baseUrl, { title: 'Lean Lentil Soup' });
    const page = await context.newPage();
    const scripts = watchScripts(page);
    const html = await (await page.goto(baseUrl))!.text();
    await expectVisible(page, 'Lean Lentil Soup');
    await page.waitForLoadState('networkidle');
    expect(files(scripts)).not.toMatch(/(?:^|, )(?:dialogs|doc-storage|convert|sync-engine)-/);
    // The first screen's code: what the page's HTML names (server/http/app-shell.ts).
    const named = [
      ...new Set(
        [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!),
      ),
    ];
    const firstScreen = scripts.filter((load) => named.includes(load.file));
    expect(firstScreen.length, files(firstScreen)).toBe(named.length);
    expect(total(firstScreen), files(firstScreen)).toBeLessThan(MY_RECIPES_SCRIPT_BUDGET);
  });
});
