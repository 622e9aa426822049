import { afterEach, describe, expect, it } from 'vitest';
import { TestClient, startTestServer, uniqueEmail, type TestServer } from '../test/harness';
import { TEST_PASSWORD, signUp } from './testing';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(overrides: Record<string, unknown>) {
  server = await startTestServer({ RATE_LIMIT_REGISTER_PER_IP: 1000, ...overrides });
  return server;
}

function expectRateLimited(res: { status: number; headers: Headers; body: { message: string } }) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.body.message).toBe('Too many attempts. Please wait and try again.');
}

describe('login rate limits', () => {
  it('allows RATE_LIMIT_LOGIN_PER_IP attempts per IP, then answers 429 with Retry-After', async () => {
    const { baseUrl } = await start({
      RATE_LIMIT_LOGIN_PER_IP: 3,
      RATE_LIMIT_LOGIN_PER_ACCOUNT: 100,
    });
    const client = new TestClient(baseUrl);
    // Different accounts each time: the per-IP budget is what runs out.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const res = await client.post('/api/auth/login', {
        email: uniqueEmail(),
        password: 'wrong1',
      });
      expect(res.status).toBe(401);
    }
    expectRateLimited(
      await client.post('/api/auth/login', { email: uniqueEmail(), password: 'wrong1' }),
    );
  });

  it('limits attempts per account, and a right password does not get past the limit', async () => {
    const testServer = await start({
      RATE_LIMIT_LOGIN_PER_IP: 100,
      RATE_LIMIT_LOGIN_PER_ACCOUNT: 3,
    });
    const { email } = await signUp(testServer);
    const client = new TestClient(testServer.baseUrl);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await client.post('/api/auth/login', { email, password: 'guess123' })).status).toBe(
        401,
      );
    }
    // The account key is the normalised address, so changing its case does not buy more tries.
    expectRateLimited(
      await client.post('/api/auth/login', { email: email.toUpperCase(), password: TEST_PASSWORD }),
    );
    // Another account from the same IP is unaffected.
    const other = await signUp(testServer);
    expect(
      (await client.post('/api/auth/login', { email: other.email, password: TEST_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('restores the account budget after a successful login', async () => {
    const testServer = await start({
      RATE_LIMIT_LOGIN_PER_IP: 100,
      RATE_LIMIT_LOGIN_PER_ACCOUNT: 3,
    });
    const { email } = await signUp(testServer);
    const client = new TestClient(testServer.baseUrl);
    const login = (password: string) => client.post('/api/auth/login', { email, password });
    expect((await login('typo-one')).status).toBe(401);
    expect((await login('typo-two')).status).toBe(401);
    expect((await login(TEST_PASSWORD)).status).toBe(200);
    expect((await login('typo-three')).status).toBe(401);
    expect((await login('typo-four')).status).toBe(401);
    expect((await login(TEST_PASSWORD)).status).toBe(200);
  });
});

describe('password reset rate limits', () => {
  it('limits reset requests per IP', async () => {
    const { baseUrl } = await start({
      RATE_LIMIT_RESET_PER_IP: 2,
      RATE_LIMIT_RESET_PER_ACCOUNT: 100,
    });
    const client = new TestClient(baseUrl);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const res = await client.post('/api/auth/reset-password-request', { email: uniqueEmail() });
      expect(res.status).toBe(200);
    }
    expectRateLimited(
      await client.post('/api/auth/reset-password-request', { email: uniqueEmail() }),
    );
  });

  it('limits reset requests per account', async () => {
    const testServer = await start({
      RATE_LIMIT_RESET_PER_IP: 100,
      RATE_LIMIT_RESET_PER_ACCOUNT: 2,
    });
    const { email } = await signUp(testServer);
    const client = new TestClient(testServer.baseUrl);
    const mailsBefore = testServer.mail.length;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await client.post('/api/auth/reset-password-request', { email })).status).toBe(200);
    }
    expectRateLimited(await client.post('/api/auth/reset-password-request', { email }));
    expect(testServer.mail.length).toBe(mailsBefore + 2);
  });

  it('limits reset attempts per IP', async () => {
    const { baseUrl } = await start({
      RATE_LIMIT_RESET_PER_IP: 2,
      RATE_LIMIT_RESET_PER_ACCOUNT: 100,
    });
    const client = new TestClient(baseUrl);
    const attempt = () =>
      client.post('/api/auth/reset-password', {
        email: uniqueEmail(),
        resetCode: '123456',
        newPassword: 'whatever1',
      });
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    expectRateLimited(await attempt());
  });

  it('limits reset attempts per account, even with the right code', async () => {
    const testServer = await start({
      RATE_LIMIT_RESET_PER_IP: 100,
      RATE_LIMIT_RESET_PER_ACCOUNT: 2,
    });
    const { email } = await signUp(testServer);
    const client = new TestClient(testServer.baseUrl);
    const requested = await client.post('/api/auth/reset-password-request', { email });
    expect(requested.status).toBe(200);
    const code = testServer.mail.at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
    const wrongCode = code === '000000' ? '000001' : '000000';
    const attempt = (resetCode: string) =>
      client.post('/api/auth/reset-password', { email, resetCode, newPassword: 'whatever1' });
    expect((await attempt(wrongCode)).status).toBe(400);
    expect((await attempt(wrongCode)).status).toBe(400);
    expectRateLimited(await attempt(code));
  });
});

describe('registration rate limit', () => {
  it('limits registrations per IP', async () => {
    const { baseUrl } = await start({ RATE_LIMIT_REGISTER_PER_IP: 2 });
    const register = () =>
      new TestClient(baseUrl).post('/api/auth/register', {
        email: uniqueEmail(),
        password: TEST_PASSWORD,
        firstName: 'Rate',
        lastName: 'Limited',
      });
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(201);
    expectRateLimited(await register());
  });
});
