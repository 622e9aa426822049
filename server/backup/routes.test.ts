// The dashboard's backups: GET /api/admin/backups and POST /api/admin/backups, admins only
// (checked on the server), the file going to BACKUP_DIR and its record to the dashboard.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBackups, BackupRecord } from '../../contract/admin';
import { createUser, type TestUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let admin: TestUser;
let backupDir: string;

beforeAll(async () => {
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-dashboard-backups-'));
  server = await startTestServer({ BACKUP_DIR: backupDir });
  admin = await createUser(server, { account_type: 'admin' });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

async function backupsNow(): Promise<AdminBackups> {
  const res = await admin.client.get<AdminBackups>('/api/admin/backups');
  expect(res.status).toBe(200);
  return res.body;
}

describe('the dashboard backups', () => {
  it('are refused to anyone but an admin, and nothing starts', async () => {
    const cook = await createUser(server, { account_type: 'premium' });
    const anonymous = new TestClient(server.baseUrl);
    for (const client of [cook.client, anonymous]) {
      const expected = client === anonymous ? 401 : 403;
      expect((await client.get('/api/admin/backups')).status).toBe(expected);
      expect((await client.post('/api/admin/backups')).status).toBe(expected);
    }
    expect(await backupsNow()).toEqual({ lastDone: null, recent: [] });
    expect(fs.readdirSync(backupDir)).toEqual([]);
  });

  it('start one at a time, and show the last one: when, how big, by which route', async () => {
    const [first, second] = await Promise.all([
      admin.client.post<BackupRecord>('/api/admin/backups'),
      admin.client.post('/api/admin/backups'),
    ]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ route: 'dashboard', status: 'running', finishedAt: null });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('A backup is running already');

    let backups = await backupsNow();
    for (let i = 0; i < 200 && !backups.lastDone; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      backups = await backupsNow();
    }
    const done = backups.lastDone!;
    expect(done).toMatchObject({ id: first.body.id, route: 'dashboard', status: 'done' });
    expect(Date.parse(done.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(done.startedAt));
    const file = path.join(backupDir, done.file!);
    expect(fs.statSync(file).size).toBe(done.sizeBytes);
    expect(backups.recent.map((backup) => backup.id)).toEqual([done.id]);
  });
});
