// Journey: the app speaks the visitor's language (their browser's), a visitor's choice from the
// header's menu stays on the device across reloads, and a signed-in cook's choice is saved on the
// account: after a reload, and on another device where they sign in, the app speaks it. Arabic
// turns the page right-to-left.
import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { DESKTOP, PHONE, snapBoth } from './browser';
import { it } from './journey';
import { expectVisible, signIn, signUp } from './helpers';

const baseUrl = inject('baseUrl');

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('languages', () => {
  it('follows the browser, keeps a visitor’s choice, and saves a cook’s on the account', async ({
    newContext,
  }) => {
    // A visitor whose browser asks for German gets German.
    const visitor = await newContext({ viewport: DESKTOP, locale: 'de-DE' });
    const page = await visitor.newPage();
    await page.goto(baseUrl);
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await expectVisible(page, 'Anmelden');

    // Their choice in the header's menu holds across a reload.
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
    await expectVisible(page, 'Se connecter');
    await page.reload();
    await expectVisible(page, 'Se connecter');
    expect(await documentLanguage(page)).toEqual({ lang: 'fr', dir: 'ltr' });

    // Arabic lays the page out right to left.
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('ar');
    await expectVisible(page, 'تسجيل الدخول');
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await snapBoth(page, 'landing-ar');
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      expect(await axeViolations(page)).toEqual([]);
    }

    // A cook on an English browser chooses German; the account keeps it.
    const laptop = await newContext({ viewport: DESKTOP, locale: 'en-US' });
    const cook = await signUp(laptop, baseUrl, { firstName: 'Lena', lastName: 'Sprache' });
    const app = await laptop.newPage();
    await app.goto(baseUrl);
    await expectVisible(app, 'My Recipes');
    await app.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expectVisible(app, 'Meine Rezepte');
    await expect
      .poll(
        async () => (await (await laptop.request.get(`${baseUrl}/api/auth/user`)).json()).locale,
      )
      .toBe('de');
    await app.reload();
    await expectVisible(app, 'Meine Rezepte');
    expect(await documentLanguage(app)).toEqual({ lang: 'de', dir: 'ltr' });
    for (const size of [PHONE, DESKTOP]) {
      await app.setViewportSize(size);
      expect(await axeViolations(app)).toEqual([]);
    }

    // Another device, an English browser that never chose: signing in brings German.
    const phone = await newContext({ viewport: PHONE, locale: 'en-US' });
    await signIn(phone, baseUrl, cook.email, cook.password);
    const other = await phone.newPage();
    await other.goto(baseUrl);
    await expect.poll(() => documentLanguage(other)).toEqual({ lang: 'de', dir: 'ltr' });
    await other.goto(`${baseUrl}/settings`);
    await expectVisible(other, 'Einstellungen');
    await snapBoth(other, 'settings-de');
  });
});
