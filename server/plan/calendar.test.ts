// The meal plan's calendar feed (GET /api/calendar/{token}.ics), read the way calendar apps read
// it (ical.js): one all-day event per planned meal on the planned date (whatever the server's
// time zone: run with TZ=America/Los_Angeles and TZ=Asia/Tokyo too), titled "Dinner: <title>",
// linking to the recipe. The address is the secret: renewed, turned off, or renewed because a
// member was removed, the old one answers 404, as does any unknown address.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '../../contract/households';
import { addDays } from '../../contract/plan/plan-doc';
import { PSEUDO_LOCALE } from '../../contract/i18n/locales';
import { translate } from '../i18n/translate';
import { createRecipe } from '../test/factories';
import {
  TestClient,
  startTestServer,
  type TestClient as Client,
  type TestServer,
} from '../test/harness';
import { householdWithPeople, readHousehold } from '../households/testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const today = () => new Date().toISOString().slice(0, 10);

async function feedOn(client: Client, householdId: string): Promise<CalendarFeed> {
  const res = await client.post<CalendarFeed>(`/api/households/${householdId}/calendar`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** The feed as a calendar app fetches it: no session, only the address. */
async function fetchFeed(url: string) {
  const { pathname, search } = new URL(url);
  return new TestClient(server.baseUrl).get(pathname + search);
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      isAllDay: event.startDate.isDate,
      url: component.getFirstPropertyValue('url'),
      description: event.description,
    };
  });
}

async function plan(client: Client, householdId: string, body: Record<string, unknown>) {
  const res = await client.post(`/api/households/${householdId}/plan`, body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe('the calendar feed', () => {
  it('has an all-day event on the planned date for each meal, linking to its recipe', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const lasagne = await createRecipe(owner.client, { title: 'Lasagne', servings: '4' });
    const tomorrow = addDays(today(), 1);
    const nextWeek = addDays(today(), 7);
    await plan(owner.client, household.id, {
      date: tomorrow,
      slot: 'dinner',
      recipeId: lasagne.id,
    });
    await plan(member.client, household.id, { date: nextWeek, slot: 'lunch', note: 'Leftovers' });
    // Before the feed's window (CALENDAR_FEED_PAST_WEEKS): left out.
    const weeks = server.deps.config.CALENDAR_FEED_PAST_WEEKS;
    await plan(owner.client, household.id, {
      date: addDays(today(), -7 * weeks - 1),
      slot: 'dinner',
      note: 'Long ago',
    });
    const feed = await feedOn(member.client, household.id);

    const res = await fetchFeed(feed.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.text).toContain(`DTSTART;VALUE=DATE:${tomorrow.replaceAll('-', '')}`);
    const events = eventsOf(res.text);
    expect(events).toEqual([
      {
        summary: 'Dinner: Lasagne',
        start: tomorrow,
        isAllDay: true,
        url: `${server.baseUrl}/recipe/${lasagne.id}`,
        description: 'Servings: 4',
      },
      {
        summary: 'Lunch: Leftovers',
        start: nextWeek,
        isAllDay: true,
        url: null,
        description: null,
      },
    ]);
  });

  it('speaks the language its address names (lang)', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    await plan(owner.client, household.id, { date: today(), slot: 'dinner', note: 'Soup' });
    const feed = await feedOn(member.client, household.id);
    const english = eventsOf((await fetchFeed(feed.url)).text);
    expect(english.map((event) => event.summary)).toEqual(['Dinner: Soup']);
    const dinner = translate(PSEUDO_LOCALE, { id: 'calendar.slot.dinner', message: 'Dinner' });
    expect(dinner).not.toBe('Dinner');
    const events = eventsOf((await fetchFeed(`${feed.url}?lang=${PSEUDO_LOCALE}`)).text);
    expect(events.map((event) => event.summary)).toEqual([
      translate(
        PSEUDO_LOCALE,
        { id: 'calendar.summary', message: '' },
        { slot: dinner, what: 'Soup' },
      ),
    ]);
  });

  it('follows the plan: a moved meal moves, a removed one goes', async () => {
    const { owner, household } = await householdWithPeople(server);
    const recipe = await createRecipe(owner.client, { title: 'Curry' });
    const day = addDays(today(), 2);
    const entry = await plan(owner.client, household.id, {
      date: day,
      slot: 'dinner',
      recipeId: recipe.id,
    });
    const gone = await plan(owner.client, household.id, { date: day, slot: 'lunch', note: 'Soup' });
    const feed = await feedOn(owner.client, household.id);
    const base = `/api/households/${household.id}/plan`;
    await owner.client.patch(`${base}/${entry.id}`, { date: addDays(day, 1), slot: 'lunch' });
    await owner.client.delete(`${base}/${gone.id}`);
    const events = eventsOf((await fetchFeed(feed.url)).text);
    expect(events.map((e) => [e.summary, e.start])).toEqual([['Lunch: Curry', addDays(day, 1)]]);
  });
});

describe('the feed address', () => {
  it('stops working when renewed, and when turned off', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const first = await feedOn(owner.client, household.id);
    expect((await fetchFeed(first.url)).status).toBe(200);
    const second = await feedOn(member.client, household.id);
    expect((await fetchFeed(first.url)).status).toBe(404);
    expect((await fetchFeed(second.url)).status).toBe(200);
    expect((await member.client.delete(`/api/households/${household.id}/calendar`)).status).toBe(
      204,
    );
    expect((await fetchFeed(second.url)).status).toBe(404);
  });

  it('is renewed when a member is removed, so the address they kept is dead', async () => {
    const { owner, member, household } = await householdWithPeople(server);
    const kept = await feedOn(member.client, household.id);
    const path = `/api/households/${household.id}/members/${member.user.id}`;
    expect((await owner.client.delete(path)).status).toBe(204);
    expect((await fetchFeed(kept.url)).status).toBe(404);
    const current = (await readHousehold(owner.client, household.id)).calendarFeed;
    expect(current?.url).toBeDefined();
    expect(current?.url).not.toBe(kept.url);
    expect((await fetchFeed(current!.url)).status).toBe(200);
  });

  it('is renewed when a member leaves too', async () => {
    const { member, owner, household } = await householdWithPeople(server);
    const kept = await feedOn(owner.client, household.id);
    const path = `/api/households/${household.id}/members/${member.user.id}`;
    expect((await member.client.delete(path)).status).toBe(204);
    expect((await fetchFeed(kept.url)).status).toBe(404);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a token too short', 'abc'],
    ['a token with odd characters', '%2E%2E%2Fetc'],
    ['no .ics', ''],
  ])('answers 404 for %s', async (_label, token) => {
    const res = await new TestClient(server.baseUrl).get(`/api/calendar/${token}.ics`);
    expect(res.status).toBe(404);
  });
});
