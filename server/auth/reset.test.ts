import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, startTestServer, uniqueEmail, type TestServer } from '../test/harness';
import { sweepDeadResetCodes } from './queries';
import { TEST_PASSWORD, signUp } from './testing';

const REQUEST_ANSWER = {
  message: 'If an account exists for that email, a reset code has been sent.',
};
const INVALID_CODE = 'Invalid or expired reset code';
const NEW_PASSWORD = 'a brand new password';
// Generous limits here; rate-limits.test.ts shows the limits themselves.
const roomyLimits = {
  RATE_LIMIT_LOGIN_PER_IP: 1000,
  RATE_LIMIT_LOGIN_PER_ACCOUNT: 1000,
  RATE_LIMIT_REGISTER_PER_IP: 1000,
  RATE_LIMIT_RESET_PER_IP: 1000,
  RATE_LIMIT_RESET_PER_ACCOUNT: 1000,
};

/** The 6-digit code in the newest mail to `email`. */
function codeMailedTo(server: TestServer, email: string): string {
  const message = server.mail.filter((m) => m.to === email).at(-1);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no reset code mailed to ${email}`);
  return code;
}

/** Any 6-digit code other than `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset (codes by mail only)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(roomyLimits);
  });
  afterAll(() => server.close());
  const client = () => new TestClient(server.baseUrl);
  const requestCode = (email: string) =>
    client().post('/api/auth/reset-password-request', { email });
  const reset = (email: string, resetCode: string, newPassword = NEW_PASSWORD) =>
    client().post('/api/auth/reset-password', { email, resetCode, newPassword });
  const logIn = (email: string, password: string) =>
    client().post('/api/auth/login', { email, password });

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { email } = await signUp(server);
    const mailsBefore = server.mail.length;
    const known = await requestCode(email);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await requestCode(unknownEmail);

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(REQUEST_ANSWER);
    expect(unknown.body).toEqual(REQUEST_ANSWER);

    expect(server.mail.length).toBe(mailsBefore + 1);
    const mail = server.mail.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Your Potluck reset code');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.text).toContain('expires in 15 minutes');
    expect(server.mail.some((m) => m.to === unknownEmail)).toBe(false);
  });

  it('stores only a hash of the code, valid for 15 minutes', async () => {
    const { email, user } = await signUp(server);
    await requestCode(email);
    const code = codeMailedTo(server, email);
    const row = await server.deps.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.reset_code).not.toContain(code);
    expect(row.reset_code).toMatch(/^scrypt\$/);
    const minutesLeft = (Date.parse(row.expires_at) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);
  });

  it('sends no code to a disabled account, with the same answer', async () => {
    const { email, user } = await signUp(server);
    await server.deps.db
      .updateTable('users')
      .set({ is_active: 0 })
      .where('id', '=', user.id)
      .execute();
    const mailsBefore = server.mail.length;
    const res = await requestCode(email);
    expect(res.body).toEqual(REQUEST_ANSWER);
    expect(server.mail.length).toBe(mailsBefore);
  });

  it('resets the password: the new one signs in, the old one does not, sessions end', async () => {
    const { client: signedIn, email } = await signUp(server);
    await requestCode(email.toUpperCase());
    const code = codeMailedTo(server, email);

    const res = await reset(` ${email.toUpperCase()} `, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password has been reset. Please sign in.' });

    expect((await signedIn.get('/api/auth/user')).status).toBe(401);
    expect((await logIn(email, TEST_PASSWORD)).status).toBe(401);
    const fresh = await logIn(email, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect(fresh.body.email).toBe(email);
  });

  it('refuses a code that was already used', async () => {
    const { email } = await signUp(server);
    await requestCode(email);
    const code = codeMailedTo(server, email);
    expect((await reset(email, code)).status).toBe(200);
    const again = await reset(email, code, 'yet another password');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_CODE);
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous resets with the same code through', async () => {
    const { email } = await signUp(server);
    await requestCode(email);
    const code = codeMailedTo(server, email);
    const answers = await Promise.all([
      reset(email, code, 'first racer pw'),
      reset(email, code, 'second racer pw'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired code', async () => {
    const { email, user } = await signUp(server);
    await requestCode(email);
    const code = codeMailedTo(server, email);
    await server.deps.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const res = await reset(email, code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVALID_CODE);
    expect((await logIn(email, TEST_PASSWORD)).status).toBe(200);
    // The dead row is cleaned up on the way.
    const rows = await server.deps.db
      .selectFrom('password_resets')
      .select('user_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('kills the code after 5 wrong tries, so even the right code then fails', async () => {
    const { email, user } = await signUp(server);
    await requestCode(email);
    const code = codeMailedTo(server, email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await reset(email, otherThan(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(INVALID_CODE);
    }
    const rows = await server.deps.db
      .selectFrom('password_resets')
      .select('user_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);
    const right = await reset(email, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(INVALID_CODE);
    expect((await logIn(email, TEST_PASSWORD)).status).toBe(200);
  });

  it('still accepts the right code after fewer than 5 wrong tries', async () => {
    const { email } = await signUp(server);
    await requestCode(email);
    const code = codeMailedTo(server, email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await reset(email, otherThan(code))).status).toBe(400);
    }
    expect((await reset(email, code)).status).toBe(200);
  });

  it('replaces the old code with a new request, and the count of wrong tries starts over', async () => {
    const { email, user } = await signUp(server);
    await requestCode(email);
    const oldCode = codeMailedTo(server, email);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await reset(email, otherThan(oldCode))).status).toBe(400);
    }
    await requestCode(email);
    const newCode = codeMailedTo(server, email);
    const row = await server.deps.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(row).toHaveLength(1);
    expect(row[0]!.attempts).toBe(0);
    if (newCode !== oldCode) {
      expect((await reset(email, oldCode)).status).toBe(400);
    }
    expect((await reset(email, newCode)).status).toBe(200);
  });

  it('gives the same 400 for an unknown address and for an account with no code', async () => {
    const { email } = await signUp(server);
    const noCode = await reset(email, '123456');
    const unknown = await reset(uniqueEmail('nobody'), '123456');
    expect(noCode.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(noCode.body).toEqual({ message: INVALID_CODE, code: 'invalid_reset_code' });
    expect(unknown.body).toEqual(noCode.body);
  });

  it('validates the reset body: code format, password length, types, JSON', async () => {
    const email = uniqueEmail();
    const cases: Array<[{ body?: string; json?: unknown }, string | undefined]> = [
      [{ json: { email, resetCode: '12345', newPassword: NEW_PASSWORD } }, 'resetCode'],
      [{ json: { email, resetCode: 'abcdef', newPassword: NEW_PASSWORD } }, 'resetCode'],
      [{ json: { email, resetCode: 123456, newPassword: NEW_PASSWORD } }, 'resetCode'],
      [{ json: { email, resetCode: '123456', newPassword: '12345' } }, 'newPassword'],
      [{ json: { email, resetCode: '123456', newPassword: 'x'.repeat(201) } }, 'newPassword'],
      [{ json: { email: 'nope', resetCode: '123456', newPassword: NEW_PASSWORD } }, 'email'],
      [{ json: { resetCode: '123456', newPassword: NEW_PASSWORD } }, 'email'],
      [{ body: '{bad' }, undefined],
    ];
    for (const [options, field] of cases) {
      const res = await client().request('POST', '/api/auth/reset-password', options);
      expect(res.status, JSON.stringify(options)).toBe(400);
      if (field) expect(res.body.field).toBe(field);
    }
    const short = await reset(email, '123456', '123');
    expect(short.body.message).toContain('Password must be at least 6 characters');
  });

  it('validates the request body', async () => {
    for (const json of [
      {},
      { email: 'nope' },
      { email: 42 },
      { email: `${'x'.repeat(260)}@a.co` },
    ]) {
      const res = await client().post('/api/auth/reset-password-request', json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.field).toBe('email');
    }
    const bad = await client().request('POST', '/api/auth/reset-password-request', {
      body: '{bad',
    });
    expect(bad.status).toBe(400);
  });

  it('never puts the code in the answer unless DEV_EXPOSE_RESET_CODE is on', async () => {
    const { email } = await signUp(server);
    const res = await requestCode(email);
    expect(res.body).not.toHaveProperty('resetCode');
  });
});

describe('password reset with DEV_EXPOSE_RESET_CODE', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...roomyLimits, DEV_EXPOSE_RESET_CODE: '1' });
  });
  afterAll(() => server.close());

  it('answers the code for a known address only, and it works', async () => {
    const { email } = await signUp(server);
    const client = new TestClient(server.baseUrl);
    const known = await client.post('/api/auth/reset-password-request', { email });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ ...REQUEST_ANSWER, resetCode: expect.stringMatching(/^\d{6}$/) });
    expect(known.body.resetCode).toBe(codeMailedTo(server, email));

    const unknown = await client.post('/api/auth/reset-password-request', {
      email: uniqueEmail('nobody'),
    });
    expect(unknown.body).toEqual(REQUEST_ANSWER);

    const res = await client.post('/api/auth/reset-password', {
      email,
      resetCode: known.body.resetCode,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
  });
});

describe('password reset when the mailer fails', () => {
  it('still gives the usual answer (a failure must not reveal the account)', async () => {
    const server = await startTestServer(roomyLimits);
    try {
      const { email } = await signUp(server);
      server.deps.mailer.send = async () => {
        throw new Error('SMTP down');
      };
      const res = await new TestClient(server.baseUrl).post('/api/auth/reset-password-request', {
        email,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(REQUEST_ANSWER);
    } finally {
      await server.close();
    }
  });
});

describe('reset code sweep', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(roomyLimits);
  });
  afterAll(() => server.close());

  it('deletes expired and spent codes and keeps live ones', async () => {
    const [expired, spent, live] = await Promise.all([
      signUp(server),
      signUp(server),
      signUp(server),
    ]);
    const now = Date.now();
    const row = (userId: string, expiresInMs: number, attempts: number) => ({
      user_id: userId,
      reset_code: 'hash',
      expires_at: new Date(now + expiresInMs).toISOString(),
      attempts,
      created_at: new Date(now).toISOString(),
    });
    await server.deps.db
      .insertInto('password_resets')
      .values([
        row(expired.user.id, -1000, 0),
        row(spent.user.id, 600_000, server.deps.config.RESET_CODE_MAX_ATTEMPTS),
        row(live.user.id, 600_000, 1),
      ])
      .execute();

    expect(
      await sweepDeadResetCodes(server.deps.db, server.deps.config.RESET_CODE_MAX_ATTEMPTS),
    ).toBeGreaterThanOrEqual(2);
    const left = await server.deps.db
      .selectFrom('password_resets')
      .select('user_id')
      .where('user_id', 'in', [expired.user.id, spent.user.id, live.user.id])
      .execute();
    expect(left.map((r) => r.user_id)).toEqual([live.user.id]);
  });
});
