import { afterEach, describe, expect, it } from 'vitest';
import { TestClient, startTestServer, uniqueEmail, type TestServer } from '../test/harness';
import { ensureAdmin } from './service';
import { TEST_PASSWORD, signUp } from './testing';

const ADMIN_PASSWORD = 'admin password 1';

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});
async function start(overrides: Record<string, unknown> = {}) {
  const server = await startTestServer(overrides);
  servers.push(server);
  return server;
}
const logIn = (server: TestServer, email: string, password: string) =>
  new TestClient(server.baseUrl).post('/api/auth/login', { email, password });

describe('ensureAdmin (ADMIN_EMAIL + ADMIN_PASSWORD at start)', () => {
  it('creates the admin account, which signs in with accountType admin', async () => {
    const email = uniqueEmail('Admin');
    const server = await start({ ADMIN_EMAIL: email, ADMIN_PASSWORD });
    const res = await logIn(server, email, ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: email.toLowerCase(),
      accountType: 'admin',
      isActive: true,
    });
  });

  it('is idempotent: running again changes nothing and keeps one account', async () => {
    const email = uniqueEmail('admin');
    const server = await start({ ADMIN_EMAIL: email, ADMIN_PASSWORD });
    const before = await server.deps.db.selectFrom('passwords').selectAll().execute();
    await ensureAdmin(server.deps);
    await ensureAdmin(server.deps);
    const users = await server.deps.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(await server.deps.db.selectFrom('passwords').selectAll().execute()).toEqual(before);
  });

  it('promotes an existing account and gives it ADMIN_PASSWORD', async () => {
    const server = await start();
    const { email, user, client } = await signUp(server);
    expect(user.accountType).toBe('free');

    await ensureAdmin({
      ...server.deps,
      config: { ...server.deps.config, ADMIN_EMAIL: email, ADMIN_PASSWORD },
    });

    // A changed password ends the account's sessions.
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await logIn(server, email, TEST_PASSWORD)).status).toBe(401);
    const res = await logIn(server, email, ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, accountType: 'admin' });
  });

  it('does nothing when only one of the two is set', async () => {
    const server = await start({ ADMIN_EMAIL: uniqueEmail('admin') });
    expect(await server.deps.db.selectFrom('users').selectAll().execute()).toHaveLength(0);
  });

  it('refuses an unusable admin password or address (start fails loudly)', async () => {
    const server = await start();
    const withAdmin = (ADMIN_EMAIL: string, password: string) => ({
      ...server.deps,
      config: { ...server.deps.config, ADMIN_EMAIL, ADMIN_PASSWORD: password },
    });
    await expect(ensureAdmin(withAdmin(uniqueEmail('admin'), '123'))).rejects.toThrow(
      /ADMIN_PASSWORD/,
    );
    await expect(ensureAdmin(withAdmin('not-an-address', ADMIN_PASSWORD))).rejects.toThrow(
      /ADMIN_EMAIL/,
    );
    expect(await server.deps.db.selectFrom('users').selectAll().execute()).toHaveLength(0);
  });
});
