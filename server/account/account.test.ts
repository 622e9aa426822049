// The settings page's account calls: name, e-mail and password, each with the current password
// where it matters, and with nobody else's account touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD } from '../auth/testing';
import { SESSION_COOKIE, createSession } from '../auth/sessions';
import { createUser } from '../test/factories';
import { TestClient, startTestServer, uniqueEmail, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_ACCOUNT_PASSWORD_PER_USER: 4 });
});
afterAll(() => server.close());

const userRow = (id: string) =>
  server.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A second signed-in device of the same person. */
async function secondDevice(userId: string): Promise<TestClient> {
  const client = new TestClient(server.baseUrl);
  const { db, config } = server.deps;
  client.setCookie(SESSION_COOKIE, await createSession(db, userId, config.SESSION_TTL_SECONDS));
  return client;
}

describe('PUT /api/account/name', () => {
  it('changes the name, answered on every later read; another user is untouched', async () => {
    const { client, user } = await createUser(server);
    const other = await createUser(server, { first_name: 'Other', last_name: 'Person' });
    const res = await client.put('/api/account/name', { firstName: ' Ada ', lastName: 'Lovelace' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, firstName: 'Ada', lastName: 'Lovelace' });
    expect((await client.get('/api/auth/user')).body.firstName).toBe('Ada');
    expect(await userRow(other.user.id)).toMatchObject({
      first_name: 'Other',
      last_name: 'Person',
    });
  });

  it('refuses empty names, long names and other fields, changing nothing', async () => {
    const { client, user } = await createUser(server);
    for (const body of [
      { firstName: '', lastName: 'X' },
      { firstName: 'A', lastName: '   ' },
      { firstName: 'A'.repeat(101), lastName: 'X' },
      { firstName: 'A', lastName: 'B', accountType: 'admin' },
      { firstName: 'A', lastName: 'B', id: 'someone-else' },
    ]) {
      const res = await client.put('/api/account/name', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await userRow(user.id)).toMatchObject({
      first_name: 'Test',
      last_name: 'Cook',
      account_type: 'free',
    });
  });
});

describe('changing the e-mail address', () => {
  /** The confirmation link's token in the last mail to `address`. */
  const linkTokenTo = (address: string) => {
    const text = server.mail.filter((mail) => mail.to === address).at(-1)?.text ?? '';
    const match = /\/settings\?confirmEmail=([^\s]+)/.exec(text);
    return match ? decodeURIComponent(match[1]!) : null;
  };
  const confirm = (token: string) =>
    new TestClient(server.baseUrl).post('/api/account/email/confirm', { token });

  it('changes it once the link mailed to the new address is opened; signing in takes it', async () => {
    const account = await signUp(server);
    const email = uniqueEmail('moved');
    const res = await account.client.put('/api/account/email', {
      email: ` ${email.toUpperCase()} `,
      password: account.password,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.pendingEmail).toBe(email);
    // Nothing changes yet; the old address is told what was asked.
    expect((await account.client.get('/api/auth/user')).body.email).toBe(account.email);
    const notice = server.mail.filter((mail) => mail.to === account.email).at(-1);
    expect(notice?.text).toContain(email);
    const token = linkTokenTo(email);
    expect(token).not.toBeNull();

    // Opened on another device, with no session: the link is enough.
    const opened = await confirm(token!);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body).toEqual({ message: expect.any(String), email });
    expect((await account.client.get('/api/auth/user')).body.email).toBe(email);
    const fresh = new TestClient(server.baseUrl);
    const old = await fresh.post('/api/auth/login', {
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(old.status).toBe(401);
    expect((await fresh.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    // The link works once.
    expect((await confirm(token!)).status).toBe(404);
  });

  it('refuses a forged, altered or expired link', async () => {
    const account = await signUp(server);
    const email = uniqueEmail('forged');
    await account.client.put('/api/account/email', { email, password: account.password });
    const token = linkTokenTo(email)!;
    const [body, signature] = token.split('.');
    const claim = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claim, e: uniqueEmail('thief') })).toString(
      'base64url',
    );
    const expired = Buffer.from(JSON.stringify({ ...claim, x: Date.now() - 1 })).toString(
      'base64url',
    );
    for (const bad of [`${altered}.${signature}`, `${expired}.${signature}`, 'made.up', body!]) {
      expect((await confirm(bad)).status, bad).toBe(404);
    }
    expect((await account.client.get('/api/auth/user')).body.email).toBe(account.email);
  });

  it('refuses a wrong password (not a 401: the session is fine) and sends nothing', async () => {
    const account = await signUp(server);
    const email = uniqueEmail();
    const res = await account.client.put('/api/account/email', {
      email,
      password: 'not the password',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('wrong_password');
    expect(linkTokenTo(email)).toBeNull();
    expect((await account.client.get('/api/auth/user')).body.email).toBe(account.email);
  });

  it('refuses an address another account has (409), when asked and when confirmed', async () => {
    const account = await signUp(server);
    const other = await signUp(server);
    const res = await account.client.put('/api/account/email', {
      email: other.email.toUpperCase(),
      password: account.password,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('email_taken');
    // Free when asked, taken by a sign-up before the link is opened.
    const email = uniqueEmail('race');
    await account.client.put('/api/account/email', { email, password: account.password });
    await signUp(server, { email });
    const late = await confirm(linkTokenTo(email)!);
    expect(late.status).toBe(409);
    expect((await account.client.get('/api/auth/user')).body.email).toBe(account.email);
    expect((await other.client.get('/api/auth/user')).body.email).toBe(other.email);
  });

  it('refuses a malformed address and the address it already has', async () => {
    const account = await signUp(server);
    for (const email of ['not an address', account.email]) {
      const res = await account.client.put('/api/account/email', {
        email,
        password: account.password,
      });
      expect(res.status, email).toBe(400);
    }
  });
});

describe('PUT /api/account/password', () => {
  it('needs the current password and signs out every other session but this one', async () => {
    const account = await signUp(server);
    const other = await secondDevice(account.user.id);
    const bystander = await signUp(server);
    expect((await other.get('/api/auth/user')).status).toBe(200);

    const res = await account.client.put('/api/account/password', {
      currentPassword: account.password,
      newPassword: 'a brand new secret',
    });
    expect(res.status, res.text).toBe(200);
    expect((await account.client.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await bystander.client.get('/api/auth/user')).status).toBe(200);

    const fresh = new TestClient(server.baseUrl);
    const login = (password: string) =>
      fresh.post('/api/auth/login', { email: account.email, password });
    expect((await login(account.password)).status).toBe(401);
    expect((await login('a brand new secret')).status).toBe(200);
  });

  it('refuses a wrong current password and a new one under 6 characters, changing nothing', async () => {
    const account = await signUp(server);
    const other = await secondDevice(account.user.id);
    const wrong = await account.client.put('/api/account/password', {
      currentPassword: 'wrong one',
      newPassword: 'another secret',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('wrong_password');
    const short = await account.client.put('/api/account/password', {
      currentPassword: account.password,
      newPassword: '12345',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('at least 6 characters');
    expect((await other.get('/api/auth/user')).status).toBe(200);
    const fresh = new TestClient(server.baseUrl);
    const login = await fresh.post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
  });

  it('stops guessing after RATE_LIMIT_ACCOUNT_PASSWORD_PER_USER tries (429)', async () => {
    const account = await signUp(server);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await account.client.put('/api/account/password', {
        currentPassword: `guess ${i}`,
        newPassword: 'another secret',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // The right password is refused too while the budget is spent.
    const right = await account.client.put('/api/account/password', {
      currentPassword: account.password,
      newPassword: 'another secret',
    });
    expect(right.status).toBe(429);
  });
});

describe('access', () => {
  const calls = [
    ['PUT', '/api/account/name', { firstName: 'A', lastName: 'B' }],
    ['PUT', '/api/account/email', { email: 'x@example.com', password: TEST_PASSWORD }],
    ['PUT', '/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'secret!' }],
    ['DELETE', '/api/account', { password: TEST_PASSWORD }],
  ] as const;

  it('answers 401 without a session', async () => {
    const anonymous = new TestClient(server.baseUrl);
    for (const [method, path, json] of calls) {
      const res = await anonymous.request(method, path, { json });
      expect(res.status, path).toBe(401);
    }
  });

  it('refuses an API token, even a read-write one, and another site’s page', async () => {
    const account = await signUp(server);
    const token = await account.client.post('/api/tokens', { name: 'script', scope: 'read-write' });
    expect(token.status, token.text).toBe(201);
    const bearer = new TestClient(server.baseUrl);
    for (const [method, path, json] of calls) {
      const res = await bearer.request(method, path, {
        json,
        headers: { authorization: `Bearer ${token.body.token}` },
      });
      expect(res.status, path).toBe(403);
      const foreign = await account.client.request(method, path, {
        json,
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.status, path).toBe(403);
    }
    expect((await account.client.get('/api/auth/user')).body).toMatchObject({
      email: account.email,
      firstName: 'Test',
    });
  });
});
