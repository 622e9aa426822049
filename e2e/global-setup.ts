import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuilt, startServer, type RunningServer } from '../bench/lib';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let server: RunningServer | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  ensureBuilt();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-e2e-'));
  const port = Number(process.env.E2E_PORT ?? 5702);
  server = await startServer(port, {
    DATA_DIR: dataDir,
    DEV_EXPOSE_RESET_CODE: '1',
    IMPORT_ALLOW_PRIVATE_NETWORK: '1',
    ADMIN_EMAIL: 'admin@potluck.test',
    ADMIN_PASSWORD: 'admin-password',
    PASSWORD_HASH_COST: '1024',
    // Not the default, so a screen that shows it proves it asked the server.
    SUPPORT_EMAIL: 'help@potluck.test',
    // Every journey signs up its own people from one address; the default (20 per window) is
    // for real visitors, not a suite of 20-odd journeys.
    RATE_LIMIT_REGISTER_PER_IP: '200',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
