// Starts the scale-out test services as child processes and talks to them: s3rver (an
// S3-compatible server) and a recording SMTP server. Used by the vitest global setup
// (scaleout-setup.ts) and by the tests of the S3 store and the SMTP mailer themselves.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ServiceProcess<T> {
  info: T;
  stop(): Promise<void>;
}

/** Runs `script` with node and waits for its first stdout line (JSON). */
async function startChild<T>(script: string, args: string[]): Promise<ServiceProcess<T>> {
  const child: ChildProcess = spawn(process.execPath, [path.join(here, script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const info = await new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in time`)), 15_000);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as T);
    });
  });
  return {
    info,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const TEST_S3_CREDENTIALS = {
  // s3rver's fixed credentials.
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  region: 'us-east-1',
};

export interface S3rverInfo {
  endpoint: string;
  bucket: string;
}

/** s3rver with `bucket` made, in a temporary folder removed on stop. */
export async function startS3rver(bucket = 'potluck-test'): Promise<ServiceProcess<S3rverInfo>> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-s3rver-'));
  const child = await startChild<{ port: number }>('s3rver.mjs', [directory, bucket]);
  return {
    info: { endpoint: `http://127.0.0.1:${child.info.port}`, bucket },
    async stop() {
      await child.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface SmtpRecorderInfo {
  smtpPort: number;
  controlPort: number;
}

export function startSmtpRecorder(): Promise<ServiceProcess<SmtpRecorderInfo>> {
  return startChild<SmtpRecorderInfo>('smtp-recorder.mjs', []);
}

export interface RecordedMail {
  from: string;
  to: string[];
  raw: string;
}

/** The recording SMTP server's control API. */
export class SmtpRecorderClient {
  constructor(private readonly info: SmtpRecorderInfo) {}

  get smtpUrl() {
    return `smtp://127.0.0.1:${this.info.smtpPort}`;
  }

  private async call(method: string, urlPath: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`http://127.0.0.1:${this.info.controlPort}${urlPath}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    if (!res.ok) throw new Error(`smtp recorder: ${res.status}`);
    return res.json();
  }

  messages(): Promise<RecordedMail[]> {
    return this.call('GET', '/messages') as Promise<RecordedMail[]>;
  }

  async clear(): Promise<void> {
    await this.call('DELETE', '/messages');
  }

  /** Refuses the next `count` messages with `code`. */
  async failNext(count: number, code: number): Promise<void> {
    await this.call('POST', '/fail', { count, code });
  }
}
