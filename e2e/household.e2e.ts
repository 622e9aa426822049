// Journey: a household plans a week and shops together (docs/decisions/007-households.md). Ada
// (desktop) invites Bo (phone), who accepts on his plan; Ada plans two recipes and a note in a week, and Bo sees them
// arrive; Ada sends the week's ingredients to the shopping list (scaled, merged, sorted into
// sections); Bo's phone stores the list while he is at home, he opens it offline in the shop, both
// check items at the same time, and both end with the same list as the server. The calendar feed parses as iCalendar and stops when turned off.
// Screenshots at phone and desktop widths.
import { describe, expect, inject } from 'vitest';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import type { Household, ShoppingList } from '../contract/households';
import { DESKTOP, PHONE, snapBoth } from './browser';
import { it } from './journey';
import { api, createRecipe, expectVisible, signUp } from './helpers';

const baseUrl = inject('baseUrl');
/** A Monday far from today, so the week shown never depends on the date the journey runs. */
const WEEK = '2030-01-07';

/** The items of the list as a page shows them: text and whether checked, in order. */
const itemsOn = (page: Page) =>
  page
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((box) => [
        document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
        box.getAttribute('aria-checked') === 'true' || box.getAttribute('data-state') === 'checked',
      ]),
    );

/** How many bytes of updates the device holds for a document (0 when it holds none). */
const storedBytes = (page: Page, docId: string) =>
  page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open(name);
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('updates')) {
          db.close();
          return resolve(0);
        }
        const all = db.transaction('updates').objectStore('updates').getAll();
        all.onsuccess = () => {
          db.close();
          resolve((all.result as Uint8Array[]).reduce((sum, update) => sum + update.byteLength, 0));
        };
        all.onerror = () => {
          db.close();
          resolve(0);
        };
      };
    });
  }, `potluck-doc-${docId}`);

const checkboxFor = (page: Page, text: RegExp) => page.getByRole('checkbox', { name: text });

/** Adds a recipe to a slot through the plan's dialog. */
async function planRecipe(page: Page, place: RegExp, search: string, servings: string) {
  await page.getByRole('button', { name: new RegExp(`^Add to .*${place.source}`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').or(dialog.getByRole('textbox').first()).fill(search);
  await dialog.getByText(search, { exact: false }).first().click();
  await dialog.getByLabel('Servings').fill(servings);
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

describe('household journey', () => {
  it('plans a week, sends it to the list, and two members shop it together', async ({
    newContext,
  }) => {
    const contextA = await newContext({ viewport: DESKTOP });
    const contextB = await newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const ada = await signUp(contextA, baseUrl, { firstName: 'Ada', lastName: 'Planner' });
    const bo = await signUp(contextB, baseUrl, { firstName: 'Bo', lastName: 'Shopper' });
    await createRecipe(contextA, baseUrl, {
      title: 'Pancakes',
      ingredients: ['2 cups milk', '4 eggs', '2 cups flour'],
      servings: '4',
    });
    await createRecipe(contextA, baseUrl, {
      title: 'Tomato soup',
      ingredients: ['6 tomatoes', '1 onion', '200 ml milk'],
      servings: '2',
    });
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();

    // Ada names the household; the dialog closes once the server has it.
    await pageA.goto(`${baseUrl}/household`);
    await pageA.getByRole('button', { name: 'Rename household' }).click();
    const naming = pageA.getByRole('dialog', { name: 'Rename household' });
    await naming.getByLabel('Household name').fill('The Lovelaces');
    await naming.getByRole('button', { name: 'Rename' }).click();
    await expect.poll(() => naming.isVisible()).toBe(false);
    await expectVisible(pageA, 'The Lovelaces');

    // Ada invites Bo, who has an account: he is asked, and is no member until he accepts.
    await pageA.getByLabel('Email address').fill(bo.email);
    await pageA.getByRole('button', { name: 'Invite' }).click();
    await expectVisible(pageA, 'Invitation sent: they join once they accept it');
    const pending = pageA.getByRole('list', { name: 'Pending invitations' });
    await expect.poll(() => pending.getByText(bo.email).isVisible()).toBe(true);

    // Bo's plan asks him (his own household shows meanwhile); he accepts, and the plan shows
    // Ada's household at once.
    await pageB.goto(`${baseUrl}/plan?week=${WEEK}`);
    const invitation = pageB.getByRole('region', { name: 'Household invitations' });
    await expect.poll(() => invitation.getByText(/Ada Planner invited you/).isVisible()).toBe(true);
    await expectVisible(pageB, 'The Lovelaces');
    await snapBoth(pageB, 'household-invitation');
    await invitation.getByRole('button', { name: /^Accept/ }).click();
    await expectVisible(pageB, 'You joined The Lovelaces');
    await expect.poll(() => invitation.isVisible()).toBe(false);
    await expect
      .poll(() => pageB.getByRole('combobox', { name: 'Household' }).textContent())
      .toContain('The Lovelaces');
    await expectVisible(pageB, 'No meals planned this week');
    await snapBoth(pageB, 'household-invitation-accepted');

    // Ada's page shows him as a member, and the invitation is gone.
    await expectVisible(pageA, 'Bo Shopper');
    await expect.poll(() => pending.isVisible()).toBe(false);
    const households = await api<{ households: Household[] }>(
      contextA.request,
      baseUrl,
      'GET',
      '/api/households',
    );
    const household = households.body.households[0]!;
    expect(household.members.map((member) => member.name)).toEqual(['Ada Planner', 'Bo Shopper']);

    // Ada plans the week; Bo's phone shows each entry as it is made.
    await pageA.goto(`${baseUrl}/plan?week=${WEEK}`);
    await planRecipe(pageA, /January 7, Dinner/, 'Pancakes', '2');
    await planRecipe(pageA, /January 8, Lunch/, 'Tomato soup', '4');
    await pageA.getByRole('button', { name: /^Add to .*January 9, Dinner/ }).click();
    const noteDialog = pageA.getByRole('dialog');
    await noteDialog.getByRole('tab', { name: 'Note' }).click();
    await noteDialog.getByRole('textbox', { name: 'Note' }).fill('Eating out');
    await noteDialog.getByRole('button', { name: 'Add to plan' }).click();
    await expectVisible(pageB, 'Pancakes');
    await expectVisible(pageB, 'Tomato soup');
    await expectVisible(pageB, 'Eating out');
    await snapBoth(pageA, 'household-plan');

    // The week's ingredients go to a new list: scaled (Pancakes for 2 of 4, the soup for 4 of
    // 2), the milk of both recipes merged into one item.
    await pageA
      .getByRole('button', { name: 'Add this week’s ingredients to the shopping list' })
      .click();
    await pageA.getByRole('dialog').getByRole('button', { name: 'Add ingredients' }).click();
    await expectVisible(pageA, /items? added to Shopping list/);
    const { body: afterPlan } = await api<Household>(
      contextA.request,
      baseUrl,
      'GET',
      `/api/households/${household.id}`,
    );
    const listId = afterPlan.lists[0]!.id;
    const { body: list } = await api<ShoppingList>(
      contextA.request,
      baseUrl,
      'GET',
      `/api/lists/${listId}`,
    );
    const byFood = Object.fromEntries(list.items.map((item) => [item.food, item]));
    expect(byFood.milk?.recipes.map((recipe) => recipe.title).sort()).toEqual([
      'Pancakes',
      'Tomato soup',
    ]);
    expect(byFood.eggs?.display).toBe('2 eggs');
    expect(byFood.onion?.display).toBe('2 onions');
    expect(byFood.tomatoes?.display).toBe('12 tomatoes');
    expect(byFood.tomatoes?.section).toBe('produce');
    expect(byFood.milk?.section).toBe('dairy');

    // Bo looks at the lists at home: the app and the list (never opened on his phone) are
    // stored on it. In the shop he is offline, opens the list, and both check items at once.
    await pageB.goto(`${baseUrl}/shopping`);
    await pageB.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 60_000,
    });
    // Its items, not only the empty document a store starts with (a few dozen bytes).
    await expect.poll(() => storedBytes(pageB, listId), { timeout: 15_000 }).toBeGreaterThan(500);
    await pageA.goto(`${baseUrl}/shopping/${listId}`);
    await contextB.setOffline(true);
    await pageB
      .getByRole('link', { name: /Shopping list/ })
      .first()
      .click();
    await expectVisible(pageB, /Offline/);
    // The list comes from the device (the page's code from the service worker's cache).
    await expect
      .poll(async () => (await itemsOn(pageB)).length, { timeout: 10_000 })
      .toBe(list.items.length);
    await expect.poll(async () => (await itemsOn(pageA)).length).toBe(list.items.length);
    await Promise.all([checkboxFor(pageA, /milk/).click(), checkboxFor(pageB, /eggs/).click()]);
    await checkboxFor(pageB, /tomatoes/).click();
    await pageA.getByLabel('Add an item').fill('2 lb potatoes');
    await pageA.getByLabel('Add an item').press('Enter');
    await expect.poll(async () => (await itemsOn(pageA)).length).toBe(list.items.length + 1);
    // Offline, Bo's checks are his alone for now.
    const { body: meanwhile } = await api<ShoppingList>(
      contextA.request,
      baseUrl,
      'GET',
      `/api/lists/${listId}`,
    );
    expect(meanwhile.items.filter((item) => item.checked).map((item) => item.food)).toEqual([
      'milk',
    ]);
    await snapBoth(pageB, 'household-list-offline');

    // Back online: every change reaches everyone, and nothing checked comes back.
    await contextB.setOffline(false);
    const checkedOnServer = async () =>
      (await api<ShoppingList>(contextA.request, baseUrl, 'GET', `/api/lists/${listId}`)).body.items
        .filter((item) => item.checked)
        .map((item) => item.food)
        .sort();
    await expect.poll(checkedOnServer, { timeout: 20_000 }).toEqual(['eggs', 'milk', 'tomatoes']);
    // Both pages read afresh each time: one read of A's page mid-render must not be the goal.
    const pagesAgree = async () => {
      const [onA, onB] = await Promise.all([itemsOn(pageA), itemsOn(pageB)]);
      return JSON.stringify(onA) === JSON.stringify(onB) && onA.length === list.items.length + 1;
    };
    await expect.poll(pagesAgree, { timeout: 15_000 }).toBe(true);
    expect((await itemsOn(pageB)).some(([text]) => /potatoes/.test(String(text)))).toBe(true);
    await snapBoth(pageA, 'household-list');

    // Clear checked (Ada), then undo it: the checked items are back, for Bo too.
    await pageA.getByRole('button', { name: /Clear checked/ }).click();
    const confirm = pageA.getByRole('alertdialog');
    if (await confirm.isVisible().catch(() => false)) {
      await confirm.getByRole('button', { name: /Clear/ }).click();
    }
    await expect.poll(async () => (await itemsOn(pageB)).length).toBe(list.items.length - 2);
    // The list's own Undo: the toast that says the items were cleared offers one too.
    await pageA.getByTitle('Undo (Ctrl+Z)').click();
    await expect.poll(async () => (await itemsOn(pageB)).length).toBe(list.items.length + 1);

    // The calendar feed: a secret address calendars can read; turned off, it is gone.
    await pageA.goto(`${baseUrl}/household`);
    await pageA.getByRole('button', { name: 'Subscribe in your calendar' }).click();
    const address = pageA.getByLabel('Calendar address');
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/calendar\/.+\.ics$/);
    const url = await address.inputValue();
    const feed = await contextA.request.get(url);
    expect(feed.status()).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((event) => new ICAL.Event(event))
      .map((event) => `${event.startDate.toString()} ${event.summary}`)
      .sort();
    expect(events).toEqual([
      '2030-01-07 Dinner: Pancakes',
      '2030-01-08 Lunch: Tomato soup',
      '2030-01-09 Dinner: Eating out',
    ]);
    await snapBoth(pageA, 'household-settings');
    await pageA.getByRole('button', { name: 'Turn off' }).click();
    await pageA.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
    await expectVisible(pageA, 'Subscribe in your calendar');
    expect((await contextA.request.get(url)).status()).toBe(404);
    expect(ada.id).toBeTruthy();
  });
});
