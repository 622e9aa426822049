import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, startTestServer, uniqueEmail, type TestServer } from '../test/harness';
import { hashPassword } from './passwords';
import { SESSION_COOKIE, createSession, sweepExpiredSessions } from './sessions';
import { TEST_PASSWORD, sessionTokenFrom, signUp } from './testing';

// Generous limits here; rate-limits.test.ts shows the limits themselves.
const roomyLimits = {
  RATE_LIMIT_LOGIN_PER_IP: 1000,
  RATE_LIMIT_LOGIN_PER_ACCOUNT: 1000,
  RATE_LIMIT_REGISTER_PER_IP: 1000,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(roomyLimits);
});
afterAll(() => server.close());

const client = () => new TestClient(server.baseUrl);
const registration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  firstName: 'Ada',
  lastName: 'Lovelace',
  ...overrides,
});
/** A client carrying only this session token, like a second browser holding a copied cookie. */
const clientWithToken = (token: string) => ({
  getUser: () => client().get('/api/auth/user', { cookie: `${SESSION_COOKIE}=${token}` }),
});

function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body).toLowerCase();
  expect(text).not.toContain('hash');
  expect(text).not.toContain('password');
  expect(text).not.toContain('scrypt');
}

describe('POST /api/auth/register', () => {
  it('creates a free, active account, signs it in and answers 201 with the user', async () => {
    const browser = client();
    const email = uniqueEmail('New.Cook');
    const res = await browser.post('/api/auth/register', {
      ...registration(),
      email: `  ${email.toUpperCase()} `,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
      subscriptionPlan: 'free',
      subscriptionStatus: 'active',
      accountType: 'free',
      isActive: true,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      subscriptionExpiresAt: null,
      unitSystem: null,
      locale: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expectNoSecrets(res.body);

    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const res = await client().post('/api/auth/register', registration());
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(new RegExp(`; Max-Age=${server.deps.config.SESSION_TTL_SECONDS}`));
    expect(setCookie).not.toMatch(/; Secure/i);
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const first = registration();
    expect((await client().post('/api/auth/register', first)).status).toBe(201);
    const res = await client().post('/api/auth/register', {
      ...registration(),
      email: first.email.toUpperCase(),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
    const rows = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', first.email.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('never lets the body choose privileges, plan, status, ids or payment fields', async () => {
    const browser = client();
    const res = await browser.post('/api/auth/register', {
      ...registration(),
      id: 'chosen-id',
      accountType: 'admin',
      account_type: 'admin',
      subscriptionPlan: 'pro-lifetime',
      subscriptionStatus: 'active',
      isActive: false,
      stripeCustomerId: 'cus_123',
      stripeSubscriptionId: 'sub_123',
      subscriptionExpiresAt: '2999-01-01T00:00:00.000Z',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      accountType: 'free',
      subscriptionPlan: 'free',
      isActive: true,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      subscriptionExpiresAt: null,
    });
    expect(res.body.id).not.toBe('chosen-id');
    const row = await server.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(row.account_type).toBe('free');
    expect(row.subscription_plan).toBe('free');
    expect(row.stripe_customer_id).toBeNull();
  });

  it('stores a scrypt hash, never the password', async () => {
    const res = await client().post('/api/auth/register', registration());
    const row = await server.deps.db
      .selectFrom('passwords')
      .select('hashed_password')
      .where('user_id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(row.hashed_password).toMatch(/^scrypt\$/);
    expect(row.hashed_password).not.toContain(TEST_PASSWORD);
  });

  it.each([
    ['email', { email: undefined }],
    ['password', { password: undefined }],
    ['firstName', { firstName: undefined }],
    ['lastName', { lastName: undefined }],
    ['firstName', { firstName: '   ' }],
  ])('answers 400 naming %s when it is missing or blank', async (field, overrides) => {
    const res = await client().post('/api/auth/register', registration(overrides));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(typeof res.body.message).toBe('string');
  });

  it.each([
    ['email', { email: 12345 }],
    ['email', { email: 'not-an-email' }],
    ['password', { password: 123456 }],
    ['password', { password: '12345' }],
    ['firstName', { firstName: ['Ada'] }],
    ['lastName', { lastName: { first: 'x' } }],
  ])('answers 400 naming %s when it has the wrong type or form', async (field, overrides) => {
    const res = await client().post('/api/auth/register', registration(overrides));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('answers 400 for a password shorter than 6 characters with the spec wording', async () => {
    const res = await client().post('/api/auth/register', registration({ password: 'abc' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Password must be at least 6 characters');
  });

  it.each([
    ['firstName', { firstName: 'x'.repeat(101) }],
    ['lastName', { lastName: 'x'.repeat(101) }],
    ['email', { email: `${'x'.repeat(250)}@example.com` }],
    ['password', { password: 'x'.repeat(201) }],
  ])('answers 400 naming %s when it is too long', async (field, overrides) => {
    const res = await client().post('/api/auth/register', registration(overrides));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('answers 400 for a body that is not JSON, and 400 for a JSON non-object', async () => {
    const bad = await client().request('POST', '/api/auth/register', { body: '{bad' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid JSON body');
    const list = await client().request('POST', '/api/auth/register', { body: '[1,2]' });
    expect(list.status).toBe(400);
    const empty = await client().post('/api/auth/register');
    expect(empty.status).toBe(400);
  });

  it('answers 413 for a body over the size limit', async () => {
    const res = await client().post(
      '/api/auth/register',
      registration({ firstName: 'x'.repeat(server.deps.config.BODY_LIMIT_BYTES + 1) }),
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Request body is too large');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, any address case, and answers the user', async () => {
    const { email, user } = await signUp(server);
    const browser = client();
    const res = await browser.post('/api/auth/login', {
      email: ` ${email.toUpperCase()}`,
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email, accountType: 'free', isActive: true });
    expectNoSecrets(res.body);
    expect(sessionTokenFrom(res.headers, SESSION_COOKIE)).toBeDefined();
    expect((await browser.get('/api/auth/user')).body.id).toBe(user.id);
  });

  it('rotates the session id: the token the browser came with stops working', async () => {
    const { client: browser, email } = await signUp(server);
    const [, before] = browser.cookieHeader.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`)) ?? [];
    expect(before).toBeDefined();
    expect((await clientWithToken(before!).getUser()).status).toBe(200);

    const res = await browser.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const after = sessionTokenFrom(res.headers, SESSION_COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    expect((await clientWithToken(before!).getUser()).status).toBe(401);
    expect((await clientWithToken(after!).getUser()).status).toBe(200);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('ignores a planted, unknown session token and issues a fresh one (no fixation)', async () => {
    const { email } = await signUp(server);
    const planted = 'attacker-chosen-token';
    const res = await client().post(
      '/api/auth/login',
      { email, password: TEST_PASSWORD },
      { cookie: `${SESSION_COOKIE}=${planted}` },
    );
    expect(res.status).toBe(200);
    expect(sessionTokenFrom(res.headers, SESSION_COOKIE)).not.toBe(planted);
    expect((await clientWithToken(planted).getUser()).status).toBe(401);
  });

  it('answers the same 401 for a wrong password and for an unknown address', async () => {
    const { email } = await signUp(server);
    const wrongPassword = await client().post('/api/auth/login', {
      email,
      password: 'not the password',
    });
    const unknownEmail = await client().post('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: TEST_PASSWORD,
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      message: 'Invalid email or password',
      code: 'invalid_credentials',
    });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a disabled account with 403, but only once the password is right', async () => {
    const { email, user } = await signUp(server);
    await server.deps.db
      .updateTable('users')
      .set({ is_active: 0 })
      .where('id', '=', user.id)
      .execute();
    const wrong = await client().post('/api/auth/login', { email, password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    const right = await client().post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(right.status).toBe(403);
    expect(right.body.message).toBe('This account has been disabled');
    expect(right.headers.getSetCookie()).toEqual([]);
  });

  it('answers 400 for bad input and never 500', async () => {
    const cases: Array<{ body?: string; json?: unknown }> = [
      { body: '{bad' },
      { json: {} },
      { json: { email: 'a@example.com' } },
      { json: { email: 'a@example.com', password: '' } },
      { json: { email: ['a@example.com'], password: 'x' } },
      { json: { email: 'a@example.com', password: 42 } },
      { json: { email: 'a@example.com', password: 'x'.repeat(201) } },
      { json: null },
      { json: 'a string' },
    ];
    for (const options of cases) {
      const res = await client().request('POST', '/api/auth/login', options);
      expect(res.status, JSON.stringify(options)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('upgrades a hash made at an older cost on the next successful login', async () => {
    const { email, user } = await signUp(server);
    await server.deps.db
      .updateTable('passwords')
      .set({ hashed_password: await hashPassword(TEST_PASSWORD, 512) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await client().post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const row = await server.deps.db
      .selectFrom('passwords')
      .select('hashed_password')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.hashed_password).toMatch(
      new RegExp(`^scrypt\\$${server.deps.config.PASSWORD_HASH_COST}\\$`),
    );
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 {message: "Unauthorized"} when signed out', async () => {
    const res = await client().get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthorized');
  });

  it('answers 401 for a garbage session cookie', async () => {
    expect((await clientWithToken('garbage').getUser()).status).toBe(401);
  });

  it('answers the signed-in user and is not cached', async () => {
    const { client: browser, user } = await signUp(server);
    const res = await browser.get('/api/auth/user');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(user);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('stops answering at once when the account is disabled', async () => {
    const { client: browser, user } = await signUp(server);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    await server.deps.db
      .updateTable('users')
      .set({ is_active: 0 })
      .where('id', '=', user.id)
      .execute();
    const res = await browser.get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthorized');
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session row, clears the cookie and kills the token', async () => {
    const { client: browser, user } = await signUp(server);
    const [, token] = browser.cookieHeader.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`)) ?? [];
    const countSessions = async () =>
      (
        await server.deps.db
          .selectFrom('sessions')
          .select('sid')
          .where('user_id', '=', user.id)
          .execute()
      ).length;
    expect(await countSessions()).toBe(1);

    const res = await browser.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(cleared).toMatch(/; Path=\//);

    expect(await countSessions()).toBe(0);
    expect(browser.cookieHeader).toBe('');
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    expect((await clientWithToken(token!).getUser()).status).toBe(401);
  });

  it('ends only that session; the same account signed in elsewhere stays in', async () => {
    const { client: laptop, email } = await signUp(server);
    const phone = client();
    expect((await phone.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    await laptop.post('/api/auth/logout');
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
  });

  it('answers 200 when not signed in too', async () => {
    const res = await client().post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
    const stale = await client().post('/api/auth/logout', undefined, {
      cookie: `${SESSION_COOKIE}=stale`,
    });
    expect(stale.status).toBe(200);
  });
});

describe('GET /api/login', () => {
  it('redirects the browser to the login screen', async () => {
    const res = await client().get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });

  it('carries the page to come back to, when it is a path of this app', async () => {
    const next = '/?recipe=abc-123';
    const res = await client().get(`/api/login?next=${encodeURIComponent(next)}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/login?next=${encodeURIComponent(next)}`);
    for (const away of ['https://evil.example/', '//evil.example', '/\\evil.example', 'plan', '']) {
      const refused = await client().get(`/api/login?next=${encodeURIComponent(away)}`);
      expect(refused.headers.get('location'), away).toBe('/login');
    }
  });
});

describe('session expiry', () => {
  it('ignores an expired session row, and the sweep removes it', async () => {
    const { user } = await signUp(server);
    const expiredToken = await createSession(server.deps.db, user.id, -60);
    const liveToken = await createSession(server.deps.db, user.id, 3600);
    expect((await clientWithToken(expiredToken).getUser()).status).toBe(401);
    expect((await clientWithToken(liveToken).getUser()).status).toBe(200);

    expect(await sweepExpiredSessions(server.deps.db)).toBeGreaterThanOrEqual(1);
    const left = await server.deps.db
      .selectFrom('sessions')
      .select('expire')
      .where('user_id', '=', user.id)
      .execute();
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.expire > new Date().toISOString())).toBe(true);
    expect((await clientWithToken(liveToken).getUser()).status).toBe(200);
  });

  it('keeps only a hash of the token in the sessions table', async () => {
    const { client: browser, user } = await signUp(server);
    const [, token] = browser.cookieHeader.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`)) ?? [];
    const rows = await server.deps.db
      .selectFrom('sessions')
      .select('sid')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.map((row) => row.sid)).not.toContain(token);
  });
});

describe('secure cookies', () => {
  it('marks the session cookie Secure when COOKIE_SECURE is on', async () => {
    const secureServer = await startTestServer({ COOKIE_SECURE: '1' });
    try {
      const res = await new TestClient(secureServer.baseUrl).post(
        '/api/auth/register',
        registration(),
      );
      expect(res.status).toBe(201);
      const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      expect(setCookie).toMatch(/; Secure/i);
    } finally {
      await secureServer.close();
    }
  });
});
