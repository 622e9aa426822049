// Journey: every screen and its main dialogs in the pseudo-locale, Arabic and Japanese, at phone
// and desktop widths. The pseudo-locale (docs/i18n.md) finds text that escaped translation: any
// run of plain ASCII letters left on a pseudo screen is English nobody wrapped in a message. In
// all three, no text is clipped and the page never scrolls sideways (pseudo text is ~40% longer,
// Japanese has no spaces to wrap at, Arabic runs right to left). Arabic and Japanese screens, and
// German's, have no axe violations. One account and its data (written in non-ASCII text, so a
// cook's words are never taken for escaped English) serve every language.
import { describe, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import type { BrowserContext, Page } from 'playwright-core';
import type { Recipe } from '../contract';
import { axeViolations } from './axe';
import { DESKTOP, PHONE, snapBoth } from './browser';
import { it } from './journey';
import { api, createRecipe, createShoppingList, signIn, signUp, uniqueEmail } from './helpers';

const baseUrl = inject('baseUrl');
/** A Monday far from today, so the week shown never depends on the date the journey runs. */
const WEEK = '2030-01-07';

type Code = 'pseudo' | 'ar' | 'ja' | 'de';

/** The cook's own words: none is plain ASCII, so none can pass for escaped English. */
const CONTENT = {
  firstName: 'Zoë',
  lastName: 'Øyvårdsdóttir',
  recipes: [
    {
      title: 'Ψαρόσουπα της γιαγιάς',
      description: 'Ζεστή σούπα για τον χειμώνα',
      tags: ['σούπα', 'χειμώνας'],
      ingredients: ['2 καρότα', '1 κρεμμύδι', 'αλάτι'],
      steps: ['Κόψτε τα λαχανικά', 'Βράστε τα για 20 λεπτά'],
      servings: '4',
    },
    {
      title: 'Борщ по-домашнему',
      description: 'Густой и яркий',
      tags: ['суп'],
      ingredients: ['3 свёклы', '2 картофелины'],
      steps: ['Сварите бульон', 'Добавьте свёклу'],
      servings: '6',
    },
  ],
  trashed: 'Старый пирог',
  household: 'Семья Øyvård',
  list: 'Покупки на неделю',
  items: ['2 лимона', 'хлеб'],
};
/** Every piece of the cook's content, skipped when reading a screen's own text. */
const USER_TEXTS = [
  CONTENT.firstName,
  CONTENT.lastName,
  CONTENT.trashed,
  CONTENT.household,
  CONTENT.list,
  ...CONTENT.items,
  ...CONTENT.recipes.flatMap((r) => [
    r.title,
    r.description,
    ...r.tags,
    ...r.ingredients,
    ...r.steps,
  ]),
];

// Plain ASCII that may stand on a pseudo screen, each for a reason:
const ALLOWED_ASCII = [
  // The product's name, and the plans' and roles' names, are names: not translated.
  /\bPotluck\b/g,
  /\b(Free|Pro|Monthly|Lifetime|Premium|Admin)\b/g,
  // Addresses: e-mail and web.
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\bhttps?:\/\/\S*/g,
  // Dates are Intl's, which writes the pseudo-locale's in English (it has no calendar of its own).
  new RegExp(`\\b(${englishDateWords().join('|')})\\b`, 'g'),
];

/** The names of the months and days, long and short, as Intl writes them in English. */
function englishDateWords(): string[] {
  const words = new Set<string>();
  for (const [part, kind] of [
    ['month', 'long'],
    ['month', 'short'],
    ['weekday', 'long'],
    ['weekday', 'short'],
  ] as const) {
    const format = new Intl.DateTimeFormat('en-US', { [part]: kind, timeZone: 'UTC' });
    for (let day = 0; day < 365; day += 7) words.add(format.format(Date.UTC(2030, 0, 1 + day)));
    for (let day = 0; day < 7; day += 1) words.add(format.format(Date.UTC(2030, 0, 1 + day)));
  }
  return [...words];
}

const catalogues = new Map<Code, Map<string, string>>();
/** `english` as the screens show it in `code` (the message's translation in its catalogue). */
function tr(code: Code, english: string): string {
  let catalogue = catalogues.get(code);
  if (!catalogue) {
    const file = path.resolve(import.meta.dirname, `../web/locales/${code}/messages.po`);
    const po = PO.parse(fs.readFileSync(file, 'utf8'));
    catalogue = new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
    catalogues.set(code, catalogue);
  }
  const translated = catalogue.get(english);
  if (!translated) throw new Error(`No ${code} translation of "${english}"`);
  return translated;
}

interface Shared {
  email: string;
  password: string;
  recipes: Recipe[];
  listId: string;
}
let shared: Promise<Shared> | undefined;

/** The one account every language's pass signs in to, and its recipes, household and plan. */
function sharedAccount(context: BrowserContext): Promise<Shared> {
  shared ??= (async () => {
    const cook = await signUp(context, baseUrl, {
      firstName: CONTENT.firstName,
      lastName: CONTENT.lastName,
      email: uniqueEmail('zoe'),
    });
    const recipes: Recipe[] = [];
    for (const recipe of CONTENT.recipes)
      recipes.push(await createRecipe(context, baseUrl, recipe));
    const old = await createRecipe(context, baseUrl, { title: CONTENT.trashed });
    // With no body, as the app sends it (an empty JSON body is refused).
    const trashed = await context.request.delete(`${baseUrl}/api/recipes/${old.id}`, {
      headers: { origin: baseUrl },
    });
    expect(trashed.status()).toBe(200);
    const { household, list } = await createShoppingList(context, baseUrl, CONTENT.list, [
      ...CONTENT.items,
    ]);
    await api(context.request, baseUrl, 'PATCH', `/api/households/${household.id}`, {
      name: CONTENT.household,
    });
    const planned = await api(
      context.request,
      baseUrl,
      'POST',
      `/api/households/${household.id}/plan`,
      { date: WEEK, slot: 'dinner', recipeId: recipes[0]!.id, servings: 4 },
    );
    expect(planned.status, JSON.stringify(planned.body)).toBe(201);
    return { email: cook.email, password: cook.password, recipes, listId: list.id };
  })();
  return shared;
}

/** A browser context speaking `code` from the first paint (the device's saved choice). */
async function contextIn(newContext: () => Promise<BrowserContext>, code: Code) {
  const context = await newContext();
  await context.addInitScript((locale) => {
    localStorage.setItem('potluck:locale', locale);
  }, code);
  return context;
}

/** The page's own text runs of 3+ plain ASCII letters that no allowed pattern explains. */
function escapedText(page: Page): Promise<string[]> {
  return page.evaluate((userTexts) => {
    const skipped = (element: Element | null) =>
      // Code, and what the page marks as not for translating or as English on purpose (the API
      // reference's descriptions come from the server's OpenAPI document, written in English).
      element?.closest(
        'script, style, noscript, template, code, pre, [aria-hidden="true"], [translate="no"], [lang="en"]',
      ) != null;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skipped(parent) || !parent.checkVisibility()) continue;
      let text = node.textContent ?? '';
      for (const own of userTexts) text = text.split(own).join(' ');
      if (/[A-Za-z]{3}/.test(text)) found.push(text.trim());
    }
    // What a control says without text: its placeholder, its name for screen readers, its tip.
    for (const element of document.body.querySelectorAll(
      '[placeholder], [aria-label], [title], img[alt]',
    )) {
      if (skipped(element) || !element.checkVisibility()) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        let text = element.getAttribute(name) ?? '';
        for (const own of userTexts) text = text.split(own).join(' ');
        // Said as `(placeholder) text`: the attribute's name is no part of what is checked.
        if (/[A-Za-z]{3}/.test(text)) found.push(`(${name}) ${text.trim()}`);
      }
    }
    return found;
  }, USER_TEXTS);
}

function unexplained(texts: string[]): string[] {
  return texts.filter((text) => {
    let rest = text.replace(/^\((placeholder|aria-label|title|alt)\) /, '');
    for (const allowed of ALLOWED_ASCII) rest = rest.replace(allowed, ' ');
    return /[A-Za-z]{3}/.test(rest);
  });
}

/** Sideways scrolling of the page, and text elements whose content is cut off. */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.slice(0, 80)}"` : ''}> "${(element.textContent ?? '').trim().slice(0, 60)}"`;
    if (root.scrollWidth > root.clientWidth) {
      // The innermost elements that reach past the edge, to say what pushes the page.
      const width = root.clientWidth;
      const outside = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      };
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((element) => outside(element) && ![...element.children].some(outside))
        .slice(0, 3)
        .map(describe);
      found.push(
        `the page scrolls sideways (${root.scrollWidth} > ${width}): ${culprits.join(', ')}`,
      );
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement)) continue;
      const hasText = [...element.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
      );
      if (!hasText || !element.checkVisibility()) continue;
      // Behind an open dialog (hidden from everyone, and covered).
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      // Text kept for screen readers sits in a 1px box on purpose.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const style = getComputedStyle(element);
      const cuts = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      if (
        cuts(style.overflowX) &&
        style.textOverflow !== 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        found.push(`cut across: ${describe(element)}`);
      }
      const clamped = style.getPropertyValue('-webkit-line-clamp');
      if (
        cuts(style.overflowY) &&
        (clamped === '' || clamped === 'none') &&
        element.scrollHeight > element.clientHeight + 1
      ) {
        found.push(`cut below: ${describe(element)}`);
      }
    }
    return found;
  });
}

/** Lets the screen settle: its requests answered, its fonts laid out, its animations run. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(150);
}

/** The checks of one screen, at phone and desktop widths, and its screenshots. */
async function checkScreen(page: Page, code: Code, screen: string, failures: string[]) {
  await settle(page);
  // German is read for axe alone, at the width that shows the most (the full header).
  const widths = [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const;
  for (const [width, size] of code === 'de' ? widths.slice(1) : widths) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    const where = `${screen} (${width})`;
    if (code === 'de') {
      for (const v of await axeViolations(page))
        failures.push(`${where}: axe ${v.rule} ${v.targets[0] ?? ''}`);
      continue;
    }
    const { lang, dir } = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
    }));
    if (code === 'ar' && dir !== 'rtl') failures.push(`${where}: dir is "${dir}", not rtl`);
    if (code === 'ar') {
      // Nothing turns part of the page back to left-to-right, but what is written so anyway, and
      // text in another language (a language's own name in the menu) in that language's.
      const ltr = await page.evaluate(() =>
        [...document.body.querySelectorAll('[dir="ltr"]')]
          .filter(
            (element) => !element.matches('input, textarea, code, pre, [translate="no"], [lang]'),
          )
          .map(
            (element) =>
              `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`,
          ),
      );
      for (const element of ltr) failures.push(`${where}: left-to-right ${element}`);
    }
    if (code === 'ja' && lang !== 'ja') failures.push(`${where}: lang is "${lang}", not ja`);
    if (code === 'pseudo') {
      for (const text of unexplained(await escapedText(page))) failures.push(`${screen}: ${text}`);
    }
    for (const clipped of await clippedText(page)) failures.push(`${where}: ${clipped}`);
    if (code !== 'pseudo') {
      for (const v of await axeViolations(page))
        failures.push(`${where}: axe ${v.rule} ${v.targets[0] ?? ''}`);
    }
  }
  if (code !== 'de') await snapBoth(page, `${code}-${screen}`);
  await page.setViewportSize(DESKTOP);
}

/** Visits every screen and main dialog in `code`, and answers what it found on them. */
async function visitAll(newContext: () => Promise<BrowserContext>, code: Code) {
  const failures: string[] = [];
  const seen = (list: string[]) => [...new Set(list)];

  // Signed out: the landing page, learn-more, signing in, a forgotten password.
  const visitor = await contextIn(newContext, code);
  const outside = await visitor.newPage();
  for (const [screen, where] of [
    ['landing', '/'],
    ['learn-more', '/learn-more'],
    ['login', '/login'],
    ['reset-password', '/reset-password'],
  ] as const) {
    await outside.goto(baseUrl + where);
    await checkScreen(outside, code, screen, failures);
  }
  await visitor.close();

  // Signed in. The account saves no language (the passes run side by side on it), so each
  // device's own choice holds.
  const context = await contextIn(newContext, code);
  const account = await sharedAccount(context);
  await signIn(context, baseUrl, account.email, account.password);
  const page = await context.newPage();
  const [soup] = account.recipes;

  await page.goto(baseUrl);
  await page.getByText(soup!.title).first().waitFor();
  await checkScreen(page, code, 'my-recipes', failures);

  // The add-recipe dialog, each of its tabs and each way of importing.
  await page
    .getByRole('banner')
    .getByRole('button', { name: tr(code, 'Add Recipe') })
    .click();
  const adding = page.getByRole('dialog');
  await adding.waitFor();
  const tabs = adding.getByRole('tab');
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await checkScreen(page, code, `add-recipe-tab-${index + 1}`, failures);
    const ways = adding.getByRole('radio');
    for (let way = 1; way < (await ways.count()); way += 1) {
      await ways.nth(way).click();
      await checkScreen(page, code, `add-recipe-tab-${index + 1}-way-${way + 1}`, failures);
    }
  }
  // Escape closes it (again, should the first reach a control that keeps it, as a busy page can).
  await expect
    .poll(async () => {
      if (await adding.isVisible()) await page.keyboard.press('Escape');
      return adding.isVisible();
    })
    .toBe(false);

  // A recipe: its detail dialog, in edit mode, and its share dialog.
  await page.getByText(soup!.title).first().click();
  const detail = page.getByRole('dialog');
  await detail.waitFor();
  await checkScreen(page, code, 'recipe-dialog', failures);
  await detail.getByRole('button', { name: tr(code, 'Edit'), exact: true }).click();
  await checkScreen(page, code, 'recipe-edit', failures);
  await detail.getByRole('button', { name: tr(code, 'Save'), exact: true }).click();
  await detail.getByRole('button', { name: tr(code, 'Share'), exact: true }).click();
  await page.getByRole('dialog', { name: tr(code, 'Share Recipe') }).waitFor();
  await checkScreen(page, code, 'share-dialog', failures);

  for (const [screen, where] of [
    ['recipe-page', `/recipe/${soup!.id}`],
    ['cook-mode', `/recipe/${soup!.id}/cook`],
    ['discover', '/discover'],
    ['meal-plan', `/plan?week=${WEEK}`],
    ['shopping', '/shopping'],
    ['shopping-list', `/shopping/${account.listId}`],
    ['household', '/household'],
    ['settings', '/settings'],
    ['api-tokens', '/settings/api-tokens'],
    ['api-docs', '/api-docs'],
    ['import', '/import'],
    ['trash', '/trash'],
    ['help', '/help'],
    ['subscribe', '/subscribe'],
    ['not-found', '/no-such-page'],
  ] as const) {
    await page.goto(baseUrl + where);
    await checkScreen(page, code, screen, failures);
  }
  return seen(failures);
}

describe.concurrent('every screen in other languages', () => {
  for (const code of ['pseudo', 'ar', 'ja'] as const) {
    it(`${code}: no escaped English, no clipped text, right direction, no axe findings`, async ({
      newContext,
    }) => {
      const failures = await visitAll(() => newContext({ viewport: DESKTOP }), code);
      expect(failures).toEqual([]);
    }, 240_000);
  }

  it('de: no axe findings on any screen', async ({ newContext }) => {
    expect(await visitAll(() => newContext({ viewport: DESKTOP }), 'de')).toEqual([]);
  }, 240_000);
});
