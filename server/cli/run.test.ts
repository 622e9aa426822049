// `potluck <command>` against a running test installation (whichever engines the suite runs on):
// each command's effect is checked through the app's own API, and each refusal changes nothing
// and exits non-zero with a line that says why.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signUp } from '../auth/testing';
import type { Config } from '../config';
import { TestClient, startTestServer, uniqueEmail, type TestServer } from '../test/harness';
import { COMMAND_NAMES, run } from './run';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Ran {
  code: number;
  out: string;
  err: string;
}

/** Runs a command line on `config` (the test installation's settings by default). */
async function potluck(
  argv: string[],
  options: { stdin?: string; config?: Partial<Record<keyof Config, unknown>> } = {},
): Promise<Ran> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, {
    overrides: options.config ?? server.deps.config,
    stdin: Readable.from(options.stdin === undefined ? [] : [options.stdin]),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function logIn(email: string, password: string) {
  const client = new TestClient(server.baseUrl);
  const res = await client.post('/api/auth/login', { email, password });
  return { status: res.status, client };
}

describe('help and mistakes', () => {
  it('lists every command', async () => {
    const ran = await potluck(['help']);
    expect(ran.code).toBe(0);
    for (const name of COMMAND_NAMES) expect(ran.out).toContain(`  ${name}`);
    expect((await potluck([])).out).toBe(ran.out);
  });

  it('refuses an unknown command or option with exit code 2', async () => {
    const unknown = await potluck(['frobnicate']);
    expect(unknown).toMatchObject({ code: 2, err: expect.stringContaining('Unknown command') });
    const option = await potluck(['promote-admin', '--mail', 'a@b.c']);
    expect(option.code).toBe(2);
    expect(option.err).toMatch(/Unknown option '--mail'.*Usage: potluck promote-admin/);
    const missing = await potluck(['promote-admin']);
    expect(missing).toMatchObject({ code: 2, err: expect.stringContaining('--email is required') });
  });
});

describe('accounts', () => {
  it('creates an admin who can sign in and open the dashboard API', async () => {
    const email = uniqueEmail('boss');
    const ran = await potluck(
      ['create-admin', '--email', email.toUpperCase(), '--first-name', 'Ann'],
      { stdin: 'a long password\n' },
    );
    expect(ran, ran.err).toMatchObject({ code: 0 });
    const { status, client } = await logIn(email, 'a long password');
    expect(status).toBe(200);
    expect((await client.get('/api/auth/user')).body).toMatchObject({
      firstName: 'Ann',
      accountType: 'admin',
    });
    expect((await client.get('/api/admin/stats')).status).toBe(200);

    // The same address again: refused, the first account untouched.
    const again = await potluck(['create-admin', '--email', email], { stdin: 'other password\n' });
    expect(again.code).toBe(1);
    expect(again.err).toContain('An account with this email already exists');
    expect((await logIn(email, 'a long password')).status).toBe(200);
  });

  it("applies registration's rules: a short password or a bad address creates nothing", async () => {
    const email = uniqueEmail('short');
    const short = await potluck(['create-admin', '--email', email], { stdin: 'abc\n' });
    expect(short.code).toBe(1);
    expect(short.err).toContain('Password must be at least 6 characters');
    const none = await potluck(['create-admin', '--email', email], { stdin: '' });
    expect(none).toMatchObject({ code: 1, err: expect.stringContaining('No password given') });
    const bad = await potluck(['create-admin', '--email', 'not-an-address'], {
      stdin: 'a long password\n',
    });
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/email/i);
    const found = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(found).toEqual([]);
  });

  it('promotes an existing account, once', async () => {
    const cook = await signUp(server);
    expect((await cook.client.get('/api/admin/stats')).status).toBe(403);
    const ran = await potluck(['promote-admin', '--email', cook.email]);
    expect(ran).toMatchObject({ code: 0, out: `${cook.email} is now an admin.` });
    // The command writes on a connection of its own, as from another process: the server's kept
    // session read learns of it from the database's change notice (PostgreSQL) or file check.
    await expect
      .poll(async () => (await cook.client.get('/api/admin/stats')).status, { timeout: 5_000 })
      .toBe(200);
    expect((await potluck(['promote-admin', '--email', cook.email])).out).toContain(
      'was an admin already',
    );
    const nobody = await potluck(['promote-admin', '--email', uniqueEmail('nobody')]);
    expect(nobody).toMatchObject({ code: 1, err: expect.stringContaining('No account has') });
  });

  it('resets a password and signs the account out everywhere', async () => {
    const cook = await signUp(server);
    const ran = await potluck(['reset-password', '--email', cook.email], {
      stdin: 'brand new password\n',
    });
    expect(ran, ran.err).toMatchObject({ code: 0 });
    await expect
      .poll(async () => (await cook.client.get('/api/auth/user')).status, { timeout: 5_000 })
      .toBe(401);
    expect((await logIn(cook.email, TEST_PASSWORD)).status).toBe(401);
    expect((await logIn(cook.email, 'brand new password')).status).toBe(200);
    const tooShort = await potluck(['reset-password', '--email', cook.email], { stdin: 'x\n' });
    expect(tooShort.code).toBe(1);
    expect((await logIn(cook.email, 'brand new password')).status).toBe(200);
  });
});

describe('backup and restore', () => {
  it('backs up, records the backup, and restores only into an empty installation', async () => {
    const cook = await signUp(server);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-cli-backup-'));
    try {
      const file = path.join(dir, 'one.tar.gz');
      const ran = await potluck(['backup', '--file', file]);
      expect(ran, ran.err).toMatchObject({ code: 0 });
      expect(ran.out).toContain(`Backup written: ${file}`);
      const recorded = await server.deps.db
        .selectFrom('backups')
        .selectAll()
        .where('file', '=', file)
        .executeTakeFirstOrThrow();
      expect(recorded).toMatchObject({ route: 'command', status: 'done' });
      expect(Number(recorded.size_bytes)).toBe(fs.statSync(file).size);
      // Never over an existing file.
      expect((await potluck(['backup', '--file', file])).err).toContain('exists already');

      const refused = await potluck(['restore', file]);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('This installation is not empty');

      const empty = await startTestServer();
      try {
        const restored = await potluck(['restore', file], { config: empty.deps.config });
        expect(restored, restored.err).toMatchObject({ code: 0 });
        const reader = await startTestServer({}, { shareDataWith: empty });
        try {
          const client = new TestClient(reader.baseUrl);
          const login = await client.post('/api/auth/login', {
            email: cook.email,
            password: TEST_PASSWORD,
          });
          expect(login.status).toBe(200);
        } finally {
          await reader.close();
        }
      } finally {
        await empty.close();
      }
      const noFile = await potluck(['restore', path.join(dir, 'missing.tar.gz')]);
      expect(noFile).toMatchObject({ code: 1, err: expect.stringContaining('No backup at') });
      expect((await potluck(['restore'])).code).toBe(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to back up an embedded installation whose database is not there', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-cli-empty-'));
    try {
      const ran = await potluck(['backup'], {
        config: { DATA_DIR: dir, LOG_LEVEL: 'silent', DATABASE_URL: undefined },
      });
      expect(ran.code).toBe(1);
      expect(ran.err).toContain(`No database at ${path.join(dir, 'potluck.db')}`);
      expect(fs.existsSync(path.join(dir, 'potluck.db'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migrate-to-postgres', () => {
  // The copy itself is tested in migrate-to-postgres.test.ts (under `npm run test:pg`).
  it('says what it needs when DATABASE_URL is not set', async () => {
    const ran = await potluck(['migrate-to-postgres'], {
      config: { ...server.deps.config, DATABASE_URL: undefined },
    });
    expect(ran.code).toBe(1);
    expect(ran.err).toContain('Set DATABASE_URL to the (empty) PostgreSQL database to copy into');
  });
});

describe('check-config', () => {
  it('passes the test installation, services included', async () => {
    const ran = await potluck(['check-config']);
    expect(ran, ran.err).toMatchObject({ code: 0 });
    expect(ran.out).toContain('The configuration is good.');
    expect(ran.out).toMatch(/ok {3}database:/);
  });

  it('names every bad setting, as the server would refuse them', async () => {
    const ran = await potluck(['check-config', '--offline'], {
      config: { PORT: 'eighty', LOG_LEVEL: 'loud', S3_ENDPOINT: 'https://s3.example' },
    });
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(/^FAIL PORT: /m);
    expect(ran.err).toMatch(/^FAIL LOG_LEVEL: /m);
    const s3 = await potluck(['check-config', '--offline'], {
      config: { ...server.deps.config, S3_ENDPOINT: 'https://s3.example', S3_BUCKET: undefined },
    });
    expect(s3.err).toContain('FAIL S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID');
  });

  it('fails when the database does not answer', async () => {
    const ran = await potluck(['check-config'], {
      config: {
        ...server.deps.config,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        DATABASE_CONNECT_TIMEOUT_MS: 500,
      },
    });
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(/^FAIL database: /m);
  });
});

describe('the command line', () => {
  it('reads its settings from the environment and exits non-zero on a bad one', () => {
    const main = path.join(import.meta.dirname, 'main.ts');
    const result = spawnSync(
      'env',
      ['PORT=eighty', process.execPath, '--import', 'tsx', main, 'check-config', '--offline'],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('FAIL PORT:');
  });
});
