// The household access table over real HTTP: every household, plan, list, item and calendar
// route called as the owner, a member, an outsider (who owns a household of their own) and
// signed out. Members plan and shop; only the owner renames, invites and removes; an outsider
// always gets 404 and a signed-out caller 401, with nothing of the household in the answer; a
// refused call changes nothing. Each case gets a fresh household. The routes are those the app
// registers (the fuzz suite's onRoute hook), so a new route without a row here fails the test.
//
// Two routes take a secret instead of membership, by design: joining with an invitation's token
// (whoever holds the link joins) and the calendar feed (the token is the address).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { addEntry } from '../../contract/plan/plan-doc';
import { setChecked } from '../../contract/shopping/list-doc';
import { registeredRoutes, type FastifyModule } from '../test/fuzz/instrument';
import { createUser, type TestUser } from '../test/factories';
import {
  TestClient,
  startTestServer,
  uniqueEmail,
  type TestResponse,
  type TestServer,
} from '../test/harness';
import { addLines, addMember, createList, householdWithPeople, readHousehold } from './testing';

vi.mock('fastify', async (importOriginal) => {
  const { instrumentFastify } = await import('../test/fuzz/instrument');
  return instrumentFastify(await importOriginal<FastifyModule>());
});

const ROLES = ['owner', 'member', 'outsider', 'signedOut'] as const;
type Role = (typeof ROLES)[number];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;

/** A household with everything a route can name, and a marker in all of its text. */
async function freshHousehold() {
  counter += 1;
  const marker = `zq${counter}x${Date.now().toString(36)}`;
  const people = await householdWithPeople(server);
  const { owner, household } = people;
  const other = await createUser(server);
  await addMember(owner.client, household.id, other);
  await owner.client.patch(`/api/households/${household.id}`, { name: `Home ${marker}` });
  const invitee = uniqueEmail(marker);
  await owner.client.post(`/api/households/${household.id}/invites`, { email: invitee });
  const token = /token=([\w-]+)/.exec(server.mail.find((m) => m.to === invitee)!.text)![1]!;
  const list = await createList(owner.client, household.id, `List ${marker}`);
  const { itemIds } = await addLines(owner.client, list.id, [`2 ${marker}`]);
  const entry = await owner.client.post(`/api/households/${household.id}/plan`, {
    date: '2026-03-02',
    slot: 'dinner',
    note: `Note ${marker}`,
  });
  const { invites } = await readHousehold(owner.client, household.id);
  return {
    ...people,
    other,
    marker,
    token,
    list,
    itemId: itemIds[0]!,
    entryId: entry.body.id as string,
    inviteId: invites[0]!.id,
    feedPath: undefined as string | undefined,
  };
}
type Fixture = Awaited<ReturnType<typeof freshHousehold>>;

/** Everything a member can see of the household, to show a refused call changed nothing. */
async function snapshot(f: Fixture) {
  const client = f.owner.client;
  const doc = async (path: string) =>
    Buffer.from(
      await (
        await fetch(server.baseUrl + path, { headers: { cookie: client.cookieHeader } })
      ).arrayBuffer(),
    ).toString('base64');
  return {
    household: (await client.get(`/api/households/${f.household.id}`)).body,
    list: (await client.get(`/api/lists/${f.list.id}`)).body,
    plan: (await client.get(`/api/households/${f.household.id}/plan?from=2026-03-01&to=2026-03-31`))
      .body,
    planDoc: await doc(`/api/households/${f.household.id}/plan/doc`),
    listDoc: await doc(`/api/lists/${f.list.id}/doc`),
  };
}

/** Bytes as a Yjs client sends them. */
async function sendBytes(client: TestClient, path: string, bytes: Uint8Array) {
  const res = await fetch(server.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie: client.cookieHeader },
    body: Buffer.from(bytes),
  });
  return { status: res.status, text: await res.text() } as TestResponse;
}

/** A change of a document as its owner would make it (read with the owner's access). */
async function updateOf(f: Fixture, path: string, change: (doc: Y.Doc) => void) {
  const res = await fetch(server.baseUrl + path, {
    headers: { cookie: f.owner.client.cookieHeader },
  });
  const doc = new Y.Doc();
  Y.applyUpdate(doc, new Uint8Array(await res.arrayBuffer()));
  const before = Y.encodeStateVector(doc);
  change(doc);
  return Y.encodeStateAsUpdate(doc, before);
}

type Call = (f: Fixture, client: TestClient, role: Role) => Promise<TestResponse>;
interface Row {
  route: string;
  /** What the case is when a route has several. */
  label?: string;
  /** Roles allowed, and the status they get; other members get 403 unless `statuses` says. */
  allowed: Partial<Record<Role, number>>;
  /** Statuses that differ from the rule (403 member, 404 outsider, 401 signed out). */
  statuses?: Partial<Record<Role, number>>;
  /** Sets the stage before the household is looked at (an answer to remember, in `f.feedPath`). */
  prepare?: (f: Fixture) => Promise<void>;
  call: Call;
}

const MEMBERS = (status: number) => ({ owner: status, member: status });
const OWNER = (status: number) => ({ owner: status });
const h = (f: Fixture, rest = '') => `/api/households/${f.household.id}${rest}`;
const l = (f: Fixture, rest = '') => `/api/lists/${f.list.id}${rest}`;
const selfOf = (f: Fixture, role: Role) =>
  role === 'signedOut' ? f.member.user.id : (f[role] as TestUser).user.id;

const ROWS: Row[] = [
  {
    route: 'GET /api/households',
    allowed: { owner: 200, member: 200, outsider: 200 },
    call: (_f, c) => c.get('/api/households'),
  },
  {
    route: 'POST /api/households/join',
    label: "with a pending invitation's token",
    allowed: { owner: 200, member: 200, outsider: 200 },
    call: (f, c) => c.post('/api/households/join', { token: f.token }),
  },
  {
    route: 'POST /api/households/join/preview',
    label: "with a pending invitation's token",
    allowed: { owner: 200, member: 200, outsider: 200 },
    call: (f, c) => c.post('/api/households/join/preview', { token: f.token }),
  },
  {
    route: 'POST /api/households/join/decline',
    label: "with a pending invitation's token",
    allowed: { owner: 204, member: 204, outsider: 204 },
    call: (f, c) => c.post('/api/households/join/decline', { token: f.token }),
  },
  {
    route: 'GET /api/households/invitations',
    label: 'none to them',
    allowed: { owner: 200, member: 200, outsider: 200 },
    call: (_f, c) => c.get('/api/households/invitations'),
  },
  // The pending invitation is to an address without an account: its link's, nobody's in the app
  // (invitations.test.ts has the table of an invitation to an account).
  {
    route: 'POST /api/households/invitations/:inviteId/accept',
    label: 'to an address without an account',
    allowed: {},
    statuses: { owner: 404, member: 404 },
    call: (f, c) => c.post(`/api/households/invitations/${f.inviteId}/accept`),
  },
  {
    route: 'POST /api/households/invitations/:inviteId/decline',
    label: 'to an address without an account',
    allowed: {},
    statuses: { owner: 404, member: 404 },
    call: (f, c) => c.post(`/api/households/invitations/${f.inviteId}/decline`),
  },
  { route: 'GET /api/households/:id', allowed: MEMBERS(200), call: (f, c) => c.get(h(f)) },
  {
    route: 'PATCH /api/households/:id',
    allowed: OWNER(200),
    call: (f, c) => c.patch(h(f), { name: 'Renamed' }),
  },
  {
    route: 'POST /api/households/:id/invites',
    allowed: OWNER(200),
    call: (f, c) => c.post(h(f, '/invites'), { email: uniqueEmail('access') }),
  },
  {
    route: 'DELETE /api/households/:id/invites/:inviteId',
    allowed: OWNER(204),
    call: (f, c) => c.delete(h(f, `/invites/${f.inviteId}`)),
  },
  {
    route: 'DELETE /api/households/:id/members/:userId',
    label: 'removing another member',
    allowed: OWNER(204),
    call: (f, c) => c.delete(h(f, `/members/${f.other.user.id}`)),
  },
  {
    route: 'DELETE /api/households/:id/members/:userId',
    label: 'removing oneself (leaving)',
    allowed: { member: 204 },
    call: (f, c, role) => c.delete(h(f, `/members/${selfOf(f, role)}`)),
  },
  {
    route: 'POST /api/households/:id/calendar',
    allowed: MEMBERS(200),
    call: (f, c) => c.post(h(f, '/calendar')),
  },
  {
    route: 'DELETE /api/households/:id/calendar',
    allowed: MEMBERS(204),
    call: (f, c) => c.delete(h(f, '/calendar')),
  },
  {
    route: 'GET /api/households/:id/plan',
    allowed: MEMBERS(200),
    call: (f, c) => c.get(h(f, '/plan?from=2026-03-01&to=2026-03-07')),
  },
  {
    route: 'POST /api/households/:id/plan',
    allowed: MEMBERS(201),
    call: (f, c) => c.post(h(f, '/plan'), { date: '2026-03-03', slot: 'lunch', note: 'Soup' }),
  },
  {
    route: 'PATCH /api/households/:id/plan/:entryId',
    allowed: MEMBERS(200),
    call: (f, c) => c.patch(h(f, `/plan/${f.entryId}`), { slot: 'lunch' }),
  },
  {
    route: 'DELETE /api/households/:id/plan/:entryId',
    allowed: MEMBERS(204),
    call: (f, c) => c.delete(h(f, `/plan/${f.entryId}`)),
  },
  {
    route: 'POST /api/households/:id/plan/to-list',
    allowed: MEMBERS(200),
    call: (f, c) =>
      c.post(h(f, '/plan/to-list'), { listId: f.list.id, from: '2026-03-01', to: '2026-03-07' }),
  },
  {
    route: 'GET /api/households/:id/plan/doc',
    allowed: MEMBERS(200),
    call: (f, c) => c.get(h(f, '/plan/doc')),
  },
  {
    route: 'POST /api/households/:id/plan/doc',
    allowed: MEMBERS(204),
    call: async (f, c) => {
      const update = await updateOf(f, h(f, '/plan/doc'), (doc) =>
        addEntry(
          doc,
          { date: '2026-03-04', slot: 'dinner', note: 'Pizza' },
          { now: '', addedBy: null },
        ),
      );
      return sendBytes(c, h(f, '/plan/doc'), update);
    },
  },
  {
    route: 'GET /api/households/:id/lists',
    allowed: MEMBERS(200),
    call: (f, c) => c.get(h(f, '/lists')),
  },
  {
    route: 'POST /api/households/:id/lists',
    allowed: MEMBERS(201),
    call: (f, c) => c.post(h(f, '/lists'), { name: 'More' }),
  },
  { route: 'GET /api/lists/:id', allowed: MEMBERS(200), call: (f, c) => c.get(l(f)) },
  {
    route: 'PATCH /api/lists/:id',
    allowed: MEMBERS(200),
    call: (f, c) => c.patch(l(f), { name: 'Renamed' }),
  },
  { route: 'DELETE /api/lists/:id', allowed: MEMBERS(204), call: (f, c) => c.delete(l(f)) },
  {
    route: 'POST /api/lists/:id/items',
    allowed: MEMBERS(201),
    call: (f, c) => c.post(l(f, '/items'), { lines: ['1 egg'] }),
  },
  {
    route: 'PATCH /api/lists/:id/items/:itemId',
    allowed: MEMBERS(200),
    call: (f, c) => c.patch(l(f, `/items/${f.itemId}`), { checked: true }),
  },
  {
    route: 'DELETE /api/lists/:id/items/:itemId',
    allowed: MEMBERS(204),
    call: (f, c) => c.delete(l(f, `/items/${f.itemId}`)),
  },
  {
    route: 'POST /api/lists/:id/clear-checked',
    allowed: MEMBERS(200),
    prepare: async (f) => {
      await f.owner.client.patch(l(f, `/items/${f.itemId}`), { checked: true });
    },
    call: (f, c) => c.post(l(f, '/clear-checked')),
  },
  { route: 'GET /api/lists/:id/doc', allowed: MEMBERS(200), call: (f, c) => c.get(l(f, '/doc')) },
  {
    route: 'POST /api/lists/:id/doc',
    allowed: MEMBERS(204),
    call: async (f, c) => {
      const update = await updateOf(f, l(f, '/doc'), (doc) => setChecked(doc, f.itemId, true, ''));
      return sendBytes(c, l(f, '/doc'), update);
    },
  },
  {
    route: 'GET /api/calendar/:file',
    label: 'with the current address',
    allowed: { owner: 200, member: 200, outsider: 200, signedOut: 200 },
    prepare: async (f) => {
      const feed = await f.owner.client.post(h(f, '/calendar'));
      f.feedPath = new URL(feed.body.url).pathname;
    },
    call: (f, c) => c.get(f.feedPath!),
  },
];

/** The status `role` must get: allowed, else 403 inside the household, 404 outside, 401 signed out. */
function expectedStatus(row: Row, role: Role): number {
  const allowed = row.allowed[role] ?? row.statuses?.[role];
  if (allowed !== undefined) return allowed;
  if (role === 'signedOut') return 401;
  return role === 'outsider' ? 404 : 403;
}

const cases = ROWS.flatMap((row) =>
  ROLES.map((role) => ({ name: `${row.route}${row.label ? ` (${row.label})` : ''}`, row, role })),
);

describe('household access', () => {
  it('has a row for every household, plan, list and calendar route the app registers', () => {
    const keys = new Set(
      registeredRoutes
        .filter((route) => route.method !== 'HEAD')
        .map((route) => `${route.method} ${route.url}`)
        .filter((key) => /^\w+ \/api\/(households|lists|calendar)\b/.test(key)),
    );
    expect(keys.size).toBeGreaterThan(20);
    expect([...keys].filter((key) => !ROWS.some((row) => row.route === key))).toEqual([]);
    expect(ROWS.filter((row) => !keys.has(row.route)).map((row) => row.route)).toEqual([]);
  });

  it.each(cases)('$name as $role', async ({ row, role }) => {
    const f = await freshHousehold();
    const client =
      role === 'signedOut' ? new TestClient(server.baseUrl) : (f[role] as TestUser).client;
    await row.prepare?.(f);
    const before = await snapshot(f);
    const res = await row.call(f, client, role);
    const status = expectedStatus(row, role);
    expect(res.status, res.text).toBe(status);
    const isAllowed = status < 400;
    if (role === 'outsider' || role === 'signedOut') {
      // Nothing of the household in the answer (the calendar feed is the household's, by token).
      // An invitation's link opens its household to whoever holds it: joining, or what it is for.
      const byLink = ['POST /api/households/join', 'POST /api/households/join/preview'];
      if (row.route !== 'GET /api/calendar/:file' && !byLink.includes(row.route)) {
        for (const secret of [f.marker, f.household.id, f.list.id, f.itemId, f.entryId]) {
          expect(res.text).not.toContain(secret);
        }
      }
    }
    if (!isAllowed) expect(await snapshot(f)).toEqual(before);
  });
});
