// Fuzz: every route of the app, and every WebSocket message, fed generated bad input (wrong
// types, past the contract's limits, deep, not JSON, mislabelled, awkward unicode, path
// parameters naming nothing) never answers 5xx and never changes data. The routes are those the
// app registers (an onRoute hook, see instrument.ts), so a new route is fuzzed as soon as it
// exists and needs only its valid sample (its declaration's, or samples.ts). Each request is
// judged bad input by its own contract schema first (requests.ts), and the whole database is
// compared before and after it (snapshot.ts).
//
// fast-check runs with a fixed seed, printed below: FUZZ_SEED=<seed> replays a run, FUZZ_RUNS=<n>
// sets the runs per route and kind of input (40 by default; `npm run test:scaleout` makes 20, as
// every route and kind is still fuzzed there and each run costs PostgreSQL two whole-database
// snapshots).
import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { SESSION_COOKIE, createSession, findSessionUser } from '../../auth/sessions';
import { openSocket } from '../../realtime/testing';
import { createRecipe, createUser } from '../factories';
import { startTestServer } from '../harness';
import { badInputKinds, nonTextChange, textFieldsOf } from './bad-input';
import { forgedCookie, wireText } from './generators';
import {
  describeLoggedErrors,
  errorsSince,
  registeredRoutes,
  type FastifyModule,
} from './instrument';
import { checkProperty, preview, type Caller } from './report';
import {
  judgeNonText,
  routeKey,
  type FuzzInput,
  type Materialized,
  type Route,
  type RouteSpec,
  type Verdict,
} from './requests';
import { makeFixtures } from './fixtures';
import { ROUTE_SPECS, type Fixtures } from './samples';
import { sendBadRequest } from './run';
import { closeRawClient, sendRaw } from './send';
import { describeChanges, snapshotDatabase } from './snapshot';
import {
  expectedAnswer,
  frameBytes,
  upgradeStatus,
  withTimeout,
  wrongAnswers,
  wsFrames,
  type WsFrame,
} from './ws-messages';
import { OpenDocs, type SyncDocs } from './ws-sync';

vi.mock('fastify', async (importOriginal) => {
  const { instrumentFastify } = await import('./instrument');
  return instrumentFastify(await importOriginal<FastifyModule>());
});

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzSeed: string;
    fuzzRuns: string;
  }
}

const seed = Number(inject('fuzzSeed')) || 20_260_114;
const runs = Number(inject('fuzzRuns')) || 40;
console.info(`fuzz: seed ${seed}, ${runs} runs per route and kind (FUZZ_SEED, FUZZ_RUNS)`);

const UNLIMITED = 1_000_000;
// Limits high enough that validation, not a 429, answers every request.
const server = await startTestServer({
  RATE_LIMIT_LOGIN_PER_IP: UNLIMITED,
  RATE_LIMIT_LOGIN_PER_ACCOUNT: UNLIMITED,
  RATE_LIMIT_RESET_PER_IP: UNLIMITED,
  RATE_LIMIT_RESET_PER_ACCOUNT: UNLIMITED,
  RATE_LIMIT_REGISTER_PER_IP: UNLIMITED,
  RATE_LIMIT_UPLOAD_PER_USER: UNLIMITED,
  RATE_LIMIT_CONTACT_PER_IP: UNLIMITED,
  RATE_LIMIT_INVITES_PER_USER: UNLIMITED,
  RATE_LIMIT_IMPORT_PER_USER: UNLIMITED,
  RATE_LIMIT_HOUSEHOLD_INVITES_PER_USER: UNLIMITED,
  RATE_LIMIT_CALENDAR_FEED_PER_IP: UNLIMITED,
  WS_MESSAGES_PER_SECOND: UNLIMITED,
});
afterAll(async () => {
  closeRawClient();
  await server.close();
});

const { fixtures, foreignHousehold, foreignList } = await makeFixtures(server);
const { owner } = fixtures;
const foreignIds = [fixtures.foreignRecipe.id, foreignHousehold.id, foreignList.id];
const { db, dialect, config } = server.deps;

/** The app's routes as registered; HEAD is Fastify's copy of each GET. */
const routes: Route[] = [
  ...new Map(
    registeredRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => [routeKey(route), route] as const),
  ).values(),
];
const specOf = (route: Route): RouteSpec<Fixtures> => ROUTE_SPECS[routeKey(route)] ?? {};

/** A signed-in caller; its cookie is read when a request goes out (see beforeEach). */
const signedIn = (who: 'owner' | 'admin'): Caller => ({
  name: who,
  get cookie() {
    return fixtures[who].client.cookieHeader;
  },
});
// A request that changed data fails its test, but may also have ended the caller's session (a
// registration or login while signed in rotates it): later tests start signed in again.
beforeEach(async () => {
  for (const { user, client } of [fixtures.owner, fixtures.admin]) {
    const token = client.cookieHeader.split('=')[1] ?? '';
    if (await findSessionUser(db, token)) continue;
    client.setCookie(SESSION_COOKIE, await createSession(db, user.id, config.SESSION_TTL_SECONDS));
  }
});

/** Sends one request of `input` to `route`; fails on a 5xx answer or any change to data. */
const send = (
  route: Route,
  input: FuzzInput,
  caller: Caller,
  judgeBadness?: (made: Materialized) => Verdict,
) => sendBadRequest(server, fixtures, route, specOf(route), input, caller, judgeBadness);

/** A property over `runs` inputs (or `numRuns`) with the suite's seed. */
const check = <T>(
  arbitrary: fc.Arbitrary<T>,
  property: (input: T) => Promise<void>,
  numRuns = runs,
) => checkProperty(arbitrary, property, { seed, numRuns });
/** Room for FUZZ_RUNS well above the default. */
const timeout = Math.max(20_000, runs * 400);

describe('the fuzzed routes', () => {
  it('are every route the app registers, each with a valid sample to spoil', () => {
    const keys = routes.map(routeKey);
    // The hook saw the app being built: the spec's own routes are there, and /ws.
    for (const known of [
      'POST /api/recipes',
      'PUT /api/recipes/:id',
      'GET /ws',
      'POST /api/contact',
    ]) {
      expect(keys).toContain(known);
    }
    expect(
      keys.filter((key) => !(key in ROUTE_SPECS)),
      'routes without a sample (declared, or in samples.ts)',
    ).toEqual([]);
    for (const route of routes) {
      expect(server.app.hasRoute({ method: route.method as 'GET', url: route.url })).toBe(true);
    }
  });

  it('have samples the contract accepts, so spoiling one part is what makes them bad', () => {
    for (const route of routes) {
      const body = specOf(route).body;
      if (!body) continue;
      const parsed = body.schema.safeParse(body.sample(fixtures));
      expect(parsed.success, `${routeKey(route)}: ${parsed.error?.message}`).toBe(true);
    }
  });
});

describe.each(routes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  const spec = specOf(route);
  const caller = signedIn(spec.as ?? 'owner');
  const kinds = badInputKinds(route, spec, fixtures, config, foreignIds);

  for (const [kind, arbitrary] of Object.entries(kinds)) {
    it(
      `signed in: ${kind}`,
      () => check(arbitrary, (input) => send(route, input, caller)),
      timeout,
    );
  }

  it(
    'signed out, or with a forged session cookie: any of them',
    () =>
      check(
        fc.tuple(fc.oneof(...Object.values(kinds)), fc.option(forgedCookie, { nil: null })),
        ([input, cookie]) => send(route, input, { name: 'anonymous', cookie }),
        Math.ceil(runs / 2),
      ),
    timeout,
  );

  // NUL and lone surrogates in a text field the contract otherwise accepts: they are not text,
  // and must be refused like any other bad input.
  const textFields = textFieldsOf(route, spec, fixtures);
  const sample = spec.body?.sample(fixtures);
  if (sample && textFields.length) {
    it(
      `signed in: NUL or a lone surrogate in ${textFields.join(', ')}`,
      () =>
        check(
          nonTextChange(sample, textFields).map((change): FuzzInput => ({ change })),
          (input) => send(route, input, caller, (made) => judgeNonText(spec, made)),
        ),
      timeout,
    );
  }
});

// ── WebSocket ─────────────────────────────────────────────────────────────────────────────────

const maxMessageBytes = config.WS_MAX_MESSAGE_BYTES;
/** Documents of every kind, the owner's and the other user's, and ids that name no document. */
const syncDocs: SyncDocs = {
  readable: [
    { docId: fixtures.recipe.id, kind: 'recipe' },
    { docId: fixtures.household.id, kind: 'meal_plan' },
    { docId: fixtures.household.listId, kind: 'shopping_list' },
  ],
  foreign: [
    { docId: fixtures.foreignRecipe.id, kind: 'recipe' },
    { docId: foreignHousehold.id, kind: 'meal_plan' },
    { docId: foreignList.id, kind: 'shopping_list' },
  ],
  notDocs: [fixtures.household.entryId, fixtures.household.itemId],
};

describe('/ws', () => {
  it('answers every message as it must (an error, the one sync answer, a proper close), and no other socket notices', async () => {
    const bystander = await createUser(server, { account_type: 'premium' });
    const watched = await createRecipe(owner.client, { visibility: 'public' });
    const bystanderSocket = await openSocket(server, bystander.client);
    expect((await bystanderSocket.join(watched.id)).type).toBe('presence_state');
    let isBystanderClosed = false;
    void bystanderSocket.closed.then(() => (isBystanderClosed = true));

    let socket = await openSocket(server, owner.client);
    const openDocs = new OpenDocs(syncDocs);
    let probes = 0;
    const before = await snapshotDatabase(db, dialect);
    await check(
      wsFrames(maxMessageBytes, syncDocs),
      async (frame: WsFrame) => {
        if (socket.ws.readyState !== socket.ws.OPEN) {
          socket = await openSocket(server, owner.client);
          openDocs.reset();
        }
        const expected = expectedAnswer(frame, maxMessageBytes, openDocs);
        const sent = `${frame.kind} frame ${preview(frameBytes(frame).toString('utf8'))}`;
        const mark = socket.mark();
        const started = Date.now();
        socket.ws.send(frameBytes(frame), { binary: frame.kind === 'binary' });
        if ('close' in expected) {
          const closed = await withTimeout(socket.closed, 3000, `close after ${sent}`);
          expect(closed.code, sent).toBe(expected.close);
          return;
        }
        // A join of a recipe that does not exist: its answer comes after every answer to what
        // was sent before it.
        probes += 1;
        const probeId = `probe-${probes}`;
        socket.send({ type: 'join', recipeId: probeId });
        const outcome = await Promise.race([
          socket.next((m) => m.type === 'error' && m.recipeId === probeId).then(() => 'answered'),
          socket.closed.then(({ code, reason }) => `closed ${code} ${reason}`),
        ]);
        const answers = socket
          .since(mark)
          .filter((m) => !(m.type === 'error' && m.recipeId === probeId));
        const report = `${sent}\nanswers: ${JSON.stringify(answers)}\nlogged: ${describeLoggedErrors(errorsSince(started))}`;
        expect(outcome, report).toBe('answered');
        expect(wrongAnswers(expected, answers, openDocs), report).toBeNull();
      },
      runs * 10,
    );
    expect(describeChanges(before, await snapshotDatabase(db, dialect))).toBeNull();
    // The process serves, and the other socket neither closed nor lost its join.
    expect(isBystanderClosed).toBe(false);
    expect(await bystanderSocket.join('probe-bystander')).toMatchObject({ type: 'error' });
    expect(await bystanderSocket.join(watched.id)).toMatchObject({ type: 'presence_state' });
    const health = await sendRaw(server.baseUrl, null, { method: 'GET', path: '/healthz' });
    expect(health.status).toBe(200);
    await Promise.all([socket.close(), bystanderSocket.close()]);
  });

  it('upgrades or refuses (4xx) whatever the query, and refuses other paths (4xx)', async () => {
    await check(
      fc.record({ query: wireText, path: fc.option(wireText, { nil: undefined }) }),
      async ({ query, path }) => {
        const url = `${server.baseUrl.replace(/^http/, 'ws')}/ws${path === undefined ? '' : `/${path}`}?${query}`;
        const status = await upgradeStatus(url, owner.client.cookieHeader);
        const isRefused = status >= 400 && status < 500;
        expect(
          path === undefined ? status === 101 || isRefused : isRefused,
          `${url}: ${status}`,
        ).toBe(true);
      },
    );
  });
});
