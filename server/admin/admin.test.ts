// /api/admin/*: who may call it, the user list, changes to users, the last-admin rule, audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditEntry, AdminStats, AdminUser } from '../../contract/admin';
import { LAST_ADMIN_MESSAGE } from '../../contract/admin';
import type { DomainEvent } from '../lib/events';
import { createRecipe, createUser, type UserOverrides } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const anonymous = () => new TestClient(server.baseUrl);
const admin = (target: TestServer = server, overrides: UserOverrides = {}) =>
  createUser(target, { account_type: 'admin', ...overrides });

const ROUTES: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users?search=a&accountType=free'],
  ['PATCH', '/api/admin/users/some-id', { isActive: false }],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/contact-messages'],
];

describe('access', () => {
  it.each(ROUTES)('%s %s answers 401 when signed out', async (method, url, json) => {
    const res = await anonymous().request(method, url, { json });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthorized');
  });

  it.each(ROUTES)('%s %s answers 403 to a non-admin', async (method, url, json) => {
    for (const accountType of ['free', 'premium']) {
      const { client } = await createUser(server, { account_type: accountType });
      const res = await client.request(method, url, { json });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('admin_required');
    }
  });

  it('checks on every request: an admin demoted by another admin is refused at once', async () => {
    const first = await admin();
    const second = await admin();
    expect((await second.client.get('/api/admin/stats')).status).toBe(200);
    const res = await first.client.patch(`/api/admin/users/${second.user.id}`, {
      accountType: 'free',
    });
    expect(res.status).toBe(200);
    expect((await second.client.get('/api/admin/stats')).status).toBe(403);
  });

  it('refuses a 403 body parse: a non-admin learns nothing from bad JSON', async () => {
    const { client } = await createUser(server);
    const res = await client.request('PATCH', '/api/admin/users/x', { body: '{not json' });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts users by type and status, and all recipes', async () => {
    const isolated = await startTestServer();
    try {
      const boss = await admin(isolated);
      await createUser(isolated);
      const free = await createUser(isolated);
      await createUser(isolated, { account_type: 'premium' });
      await createUser(isolated, { account_type: 'free', is_active: 0 });
      await createRecipe(free.client);
      await createRecipe(free.client);
      const res = await boss.client.get<AdminStats>('/api/admin/stats');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        totalUsers: 5,
        activeUsers: 4,
        totalRecipes: 2,
        premiumUsers: 1,
        freeUsers: 3,
        adminUsers: 1,
      });
    } finally {
      await isolated.close();
    }
  });
});

describe('GET /api/admin/users', () => {
  let isolated: TestServer;
  let boss: Awaited<ReturnType<typeof admin>>;
  const tag = `z${Date.now().toString(36)}`;

  beforeAll(async () => {
    isolated = await startTestServer();
    boss = await admin(isolated, {
      email: `boss.${tag}@example.com`,
      first_name: 'Ada',
      last_name: 'Boss',
    });
    await createUser(isolated, {
      email: `jane.${tag}@example.com`,
      first_name: 'Jane',
      last_name: 'Doe',
    });
    await createUser(isolated, {
      email: `john.${tag}@example.com`,
      first_name: 'John',
      last_name: 'Smith',
      account_type: 'premium',
    });
    await createUser(isolated, {
      email: `under_score.${tag}@example.com`,
      first_name: '100%',
      last_name: 'Pure',
    });
    await createUser(isolated, {
      email: `nobody.${tag}@example.com`,
      first_name: null,
      last_name: null,
      is_active: 0,
    });
  });
  afterAll(() => isolated.close());

  const list = (query = '') => boss.client.get<AdminUser[]>(`/api/admin/users${query}`);
  const emails = (users: AdminUser[]) => users.map((u) => u.email.split('.')[0]);

  it('lists users newest first with their recipe counts and the total in X-Total-Count', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5)); // a later created_at than the others
    const jane = await createUser(isolated, { email: `newest.${tag}@example.com` });
    await createRecipe(jane.client);
    await createRecipe(jane.client);
    await createRecipe(jane.client);
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe(String(res.body.length));
    expect(res.body[0]).toEqual({
      id: jane.user.id,
      email: `newest.${tag}@example.com`,
      firstName: 'Test',
      lastName: 'Cook',
      accountType: 'free',
      subscriptionPlan: 'free',
      recipeCount: 3,
      isActive: true,
      createdAt: jane.user.created_at,
    });
    const created = res.body.map((u) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(res.body.find((u) => u.email.startsWith('nobody'))).toMatchObject({
      isActive: false,
      recipeCount: 0,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|password/i);
  });

  it('searches e-mail and "first last" case-insensitively', async () => {
    expect(emails((await list('?search=JANE')).body)).toEqual(['jane']);
    expect(emails((await list('?search=john%20smith')).body)).toEqual(['john']);
    expect(emails((await list('?search=n%20Sm')).body)).toEqual(['john']);
    expect(emails((await list(`?search=${tag.toUpperCase()}`)).body).length).toBeGreaterThanOrEqual(
      5,
    );
  });

  it('takes LIKE wildcards in the search literally', async () => {
    expect(emails((await list('?search=%25')).body)).toEqual(['under_score']);
    expect(emails((await list('?search=_')).body)).toEqual(['under_score']);
    expect((await list('?search=j%25n')).body).toEqual([]);
    expect((await list('?search=%5C')).body).toEqual([]);
  });

  it('filters by account type; "all" means no filter', async () => {
    expect(emails((await list('?accountType=premium')).body)).toEqual(['john']);
    expect(emails((await list('?accountType=admin')).body)).toEqual(['boss']);
    const all = await list('?accountType=all');
    expect(all.body.length).toBe(Number(all.headers.get('x-total-count')));
    const free = await list(`?accountType=free&search=${tag}`);
    expect(free.body.every((u) => u.accountType === 'free')).toBe(true);
  });

  it('paginates with limit and offset, keeping the total', async () => {
    const whole = (await list()).body;
    const first = await list('?limit=2');
    const second = await list('?limit=2&offset=2');
    expect(first.body.map((u) => u.id)).toEqual(whole.slice(0, 2).map((u) => u.id));
    expect(second.body.map((u) => u.id)).toEqual(whole.slice(2, 4).map((u) => u.id));
    expect(second.headers.get('x-total-count')).toBe(String(whole.length));
    expect((await list('?offset=1000')).body).toEqual([]);
  });

  it.each(['?limit=0', '?limit=501', '?limit=x', '?offset=-1', '?accountType=superuser'])(
    'answers 400 to %s',
    async (query) => {
      expect((await list(query)).status).toBe(400);
    },
  );
});

describe('PATCH /api/admin/users/{id}', () => {
  it.each(['premium', 'admin', 'free'] as const)('sets accountType to %s', async (accountType) => {
    const boss = await admin();
    const target = await createUser(server, {
      account_type: accountType === 'free' ? 'premium' : 'free',
    });
    const res = await boss.client.patch<AdminUser>(`/api/admin/users/${target.user.id}`, {
      accountType,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.user.id,
      accountType,
      isActive: true,
      recipeCount: 0,
    });
    const me = await target.client.get('/api/auth/user');
    expect(me.body.accountType).toBe(accountType);
  });

  it('disables a user: their live session ends at once and user.disabled is published', async () => {
    const boss = await admin();
    const target = await createUser(server);
    const secondDevice = await createUser(server);
    expect((await target.client.get('/api/auth/user')).status).toBe(200);
    const events: DomainEvent[] = [];
    const unsubscribe = server.deps.events.subscribe((event) => {
      events.push(event);
    });
    try {
      const res = await boss.client.patch<AdminUser>(`/api/admin/users/${target.user.id}`, {
        isActive: false,
      });
      expect(res.status).toBe(200);
      expect(res.body.isActive).toBe(false);
      expect((await target.client.get('/api/auth/user')).status).toBe(401);
      expect((await target.client.get('/api/recipes')).status).toBe(401);
      const sessions = await server.deps.db
        .selectFrom('sessions')
        .select('sid')
        .where('user_id', '=', target.user.id)
        .execute();
      expect(sessions).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(events).toContainEqual({ type: 'user.disabled', userId: target.user.id });
      expect(
        events.some((e) => e.type === 'user.disabled' && e.userId === secondDevice.user.id),
      ).toBe(false);
    } finally {
      unsubscribe();
    }
  });

  it('enables a disabled user again', async () => {
    const boss = await admin();
    const target = await createUser(server, { is_active: 0 });
    const res = await boss.client.patch<AdminUser>(`/api/admin/users/${target.user.id}`, {
      isActive: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.isActive).toBe(true);
  });

  it.each([
    ['accountType', { accountType: 'superuser' }],
    ['accountType', { accountType: null }],
    ['isActive', { isActive: 'no' }],
    ['isActive', { isActive: 0 }],
    ['subscriptionPlan', { subscriptionPlan: 'pro' }],
    ['email', { email: 'x@example.com' }],
    ['isActive', { accountType: 'free', isActive: true }],
    ['role', { accountType: 'free', role: 'admin' }],
  ])('answers 400 naming %s for %j', async (field, body) => {
    const boss = await admin();
    const target = await createUser(server);
    const res = await boss.client.patch(`/api/admin/users/${target.user.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    if (!('accountType' in body && 'isActive' in body)) expect(res.body.field).toBe(field);
    const me = await target.client.get('/api/auth/user');
    expect(me.body).toMatchObject({
      accountType: 'free',
      isActive: true,
      email: target.user.email,
    });
  });

  it('answers 400 to an empty body and 404 to an unknown user', async () => {
    const boss = await admin();
    expect((await boss.client.patch(`/api/admin/users/${boss.user.id}`, {})).status).toBe(400);
    expect((await boss.client.request('PATCH', `/api/admin/users/${boss.user.id}`)).status).toBe(
      400,
    );
    const res = await boss.client.patch(`/api/admin/users/${crypto.randomUUID()}`, {
      isActive: false,
    });
    expect(res.status).toBe(404);
  });

  it('writes each change to the audit log, newest first', async () => {
    const boss = await admin();
    const target = await createUser(server);
    await boss.client.patch(`/api/admin/users/${target.user.id}`, { accountType: 'premium' });
    await boss.client.patch(`/api/admin/users/${target.user.id}`, { isActive: false });
    await boss.client.patch(`/api/admin/users/${target.user.id}`, { isActive: true });
    await boss.client.patch(`/api/admin/users/${target.user.id}`, { isActive: true }); // no change

    const rows = await server.deps.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('target_id', '=', target.user.id)
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => [r.actor_id, r.action, r.old_value, r.new_value])).toEqual([
      [boss.user.id, 'account_type.changed', 'free', 'premium'],
      [boss.user.id, 'user.disabled', 'true', 'false'],
      [boss.user.id, 'user.enabled', 'false', 'true'],
    ]);

    const res = await boss.client.get<AdminAuditEntry[]>('/api/admin/audit?limit=500');
    expect(res.status).toBe(200);
    const mine = res.body.filter((entry) => entry.targetId === target.user.id);
    expect(mine.map((e) => e.action)).toEqual([
      'user.enabled',
      'user.disabled',
      'account_type.changed',
    ]);
    expect(mine[0]).toMatchObject({
      actorId: boss.user.id,
      actorEmail: boss.user.email,
      targetEmail: target.user.email,
      createdAt: expect.any(String),
    });
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
  });
});

describe('the last active admin', () => {
  let isolated: TestServer;
  beforeAll(async () => {
    isolated = await startTestServer();
  });
  afterAll(() => isolated.close());

  async function demoteAllAdmins() {
    await isolated.deps.db
      .updateTable('users')
      .set({ account_type: 'free' })
      .where('account_type', '=', 'admin')
      .execute();
  }

  it.each([
    ['demoted to free', { accountType: 'free' }],
    ['demoted to premium', { accountType: 'premium' }],
    ['disabled', { isActive: false }],
  ])('cannot be %s (409), even by themselves', async (_name, patch) => {
    await demoteAllAdmins();
    const only = await admin(isolated);
    const res = await only.client.patch(`/api/admin/users/${only.user.id}`, patch);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(LAST_ADMIN_MESSAGE);
    expect((await only.client.get('/api/admin/stats')).status).toBe(200);
  });

  it('does not count disabled admins', async () => {
    await demoteAllAdmins();
    const active = await admin(isolated);
    await admin(isolated, { is_active: 0 });
    const res = await active.client.patch(`/api/admin/users/${active.user.id}`, {
      accountType: 'free',
    });
    expect(res.status).toBe(409);
  });

  it('lets one admin step down while another remains, then protects the other', async () => {
    await demoteAllAdmins();
    const first = await admin(isolated);
    const second = await admin(isolated);
    const stepDown = await first.client.patch(`/api/admin/users/${first.user.id}`, {
      isActive: false,
    });
    expect(stepDown.status).toBe(200);
    expect((await first.client.get('/api/auth/user')).status).toBe(401);
    const res = await second.client.patch(`/api/admin/users/${second.user.id}`, {
      accountType: 'free',
    });
    expect(res.status).toBe(409);
  });

  it('holds when two admins demote each other at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      await demoteAllAdmins();
      const a = await admin(isolated);
      const b = await admin(isolated);
      const results = await Promise.all([
        a.client.patch(`/api/admin/users/${b.user.id}`, { accountType: 'free' }),
        b.client.patch(`/api/admin/users/${a.user.id}`, { isActive: false }),
      ]);
      const statuses = results.map((r) => r.status).sort();
      // One wins; the other is refused: as the last admin (409) or as no longer an admin (403).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const remaining = await isolated.deps.db
        .selectFrom('users')
        .select('id')
        .where('account_type', '=', 'admin')
        .where('is_active', '=', 1)
        .execute();
      expect(remaining).toHaveLength(1);
    }
  });
});
