// Journey: a family's private install with the paid plans off (PLANS=off). A free account keeps
// more than five recipes, and no screen speaks of plans: no limit banner, no upgrade entry, no
// plan badge in the header, no premium count on the admin dashboard, nothing for sale on
// /subscribe. The suite's own server (plans on) offers the same account type an upgrade, so the
// checks here can tell the two apart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { FREE_RECIPE_LIMIT } from '../contract/plans';
import { startServer, type RunningServer } from '../bench/lib';
import { DESKTOP, PHONE } from './browser';
import { it } from './journey';
import { createRecipe, expectVisible, signIn, signUp } from './helpers';

const plansOnUrl = inject('baseUrl');
/** Beside the suite's server, on a port of the same block. */
const PORT = Number(process.env.E2E_PORT ?? 5702) + 7;
const ADMIN = { email: 'owner@family.test', password: 'family-admin-password' };

/** Opens My Recipes once the public settings (which say whether plans are on) have arrived. */
async function openMyRecipes(page: Page, baseUrl: string) {
  const settings = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/settings');
  await page.goto(baseUrl);
  expect((await settings).status()).toBe(200);
}

async function accountMenuEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect.poll(() => page.getByRole('menuitem', { name: 'Trash' }).isVisible()).toBe(true);
  const entries = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  return entries.map((entry) => entry.trim());
}

describe('a private install (PLANS=off)', () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-e2e-private-'));
    server = await startServer(PORT, {
      DATA_DIR: dataDir,
      PLANS: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PASSWORD_HASH_COST: '1024',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sells a visitor no plans on the landing and learn-more pages', async ({ newContext }) => {
    const context = await newContext({ viewport: PHONE });
    const page = await context.newPage();
    await openMyRecipes(page, server.baseUrl);
    await expectVisible(page, 'Free, every feature included. No card needed.');
    expect(await page.getByText('Simple plans, honest prices').count()).toBe(0);
    expect(await page.getByText(/5 recipes/).count()).toBe(0);
    await page.goto(`${server.baseUrl}/learn-more`);
    await expectVisible(page, 'Ready when you are');
    expect(await page.getByText('Free to start, unlimited when you need it').count()).toBe(0);

    // The same pages where plans are on (the default) show the pricing.
    await openMyRecipes(page, plansOnUrl);
    await expectVisible(page, 'Simple plans, honest prices');
    await expectVisible(page, 'Free for up to 5 recipes. No card needed.');
  });

  it('keeps more than five recipes and never speaks of plans', async ({ newContext }) => {
    const context = await newContext({ viewport: DESKTOP });
    const cook = await signUp(context, server.baseUrl, { firstName: 'Fran', lastName: 'Family' });
    expect(cook.subscriptionPlan).toBe('free');
    for (let n = 1; n <= FREE_RECIPE_LIMIT + 1; n += 1) {
      await createRecipe(context, server.baseUrl, { title: `Family dish ${n}` });
    }
    const page = await context.newPage();
    await openMyRecipes(page, server.baseUrl);
    await expectVisible(page, `Family dish ${FREE_RECIPE_LIMIT + 1}`);
    await expectVisible(page, `${FREE_RECIPE_LIMIT + 1} recipes`);
    expect(await page.getByText(/recipe limit/i).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Upgrade' }).count()).toBe(0);
    expect(await accountMenuEntries(page)).not.toContain('Upgrade Plan');

    await page.goto(`${server.baseUrl}/subscribe`);
    await expectVisible(page, 'This Potluck has no plans');
    expect(await page.getByRole('button', { name: /Choose/ }).count()).toBe(0);
  });

  it('shows the admin no plan badge and no premium count', async ({ newContext }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signIn(context, server.baseUrl, ADMIN.email, ADMIN.password);
    const page = await context.newPage();
    await openMyRecipes(page, server.baseUrl);
    await expect
      .poll(() => page.getByRole('link', { name: 'Admin' }).first().isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'ADMIN', exact: true }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/admin`);
    await expectVisible(page, 'Total Users');
    expect(await page.getByText('Premium Users').count()).toBe(0);
  });

  it('while a server with plans on offers the same free account an upgrade', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    await signUp(context, plansOnUrl, { firstName: 'Otto', lastName: 'Onplan' });
    const page = await context.newPage();
    await openMyRecipes(page, plansOnUrl);
    await expect.poll(() => accountMenuEntries(page)).toContain('Upgrade Plan');
  });
});
