// PATCH /api/auth/user: a user's own preferences (units, language), and nothing an admin decides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('PATCH /api/auth/user', () => {
  it('remembers the measuring system, and answers it on every later read', async () => {
    const { client } = await createUser(server);
    expect((await client.get('/api/auth/user')).body.unitSystem).toBeNull();
    const res = await client.patch('/api/auth/user', { unitSystem: 'metric' });
    expect(res.status).toBe(200);
    expect(res.body.unitSystem).toBe('metric');
    expect((await client.get('/api/auth/user')).body.unitSystem).toBe('metric');
    expect((await client.patch('/api/auth/user', { unitSystem: null })).body.unitSystem).toBeNull();
  });

  it('remembers the language apart from the measuring system', async () => {
    const { client } = await createUser(server);
    await client.patch('/api/auth/user', { unitSystem: 'us' });
    const res = await client.patch('/api/auth/user', { locale: 'ja' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ locale: 'ja', unitSystem: 'us' });
    expect((await client.get('/api/auth/user')).body.locale).toBe('ja');
    const cleared = await client.patch('/api/auth/user', { locale: null });
    expect(cleared.body).toMatchObject({ locale: null, unitSystem: 'us' });
  });

  it('refuses other values and other fields, changing nothing', async () => {
    const { client, user } = await createUser(server);
    for (const body of [
      {},
      { locale: 'xx' },
      { locale: 'de'.repeat(600) },
      { locale: 7 },
      { unitSystem: 'metric', locale: 'klingon' },
      { unitSystem: 'imperial' },
      { unitSystem: 'us', accountType: 'admin' },
      { subscriptionPlan: 'pro' },
      [],
    ]) {
      const res = await client.patch('/api/auth/user', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const row = await server.deps.db
      .selectFrom('users')
      .select(['unit_system', 'locale', 'account_type', 'subscription_plan'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      unit_system: null,
      locale: null,
      account_type: 'free',
      subscription_plan: 'free',
    });
  });

  it('needs a session and the app’s own origin', async () => {
    const anonymous = new TestClient(server.baseUrl);
    expect((await anonymous.patch('/api/auth/user', { unitSystem: 'us' })).status).toBe(401);
    const { client } = await createUser(server);
    const foreign = await client.request('PATCH', '/api/auth/user', {
      json: { unitSystem: 'us' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});
