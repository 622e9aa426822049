// A real app process (server/main.ts under tsx) for tests that need one: graceful shutdown, and
// several processes sharing PostgreSQL and Redis. Nothing is inherited from the test run's
// environment but what `env` says; the JSON log lines it writes are kept for assertions.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'main.ts');

export interface AppProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Parsed JSON log lines written so far. */
  logLines: Array<Record<string, unknown>>;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code (SIGKILL if it has not gone within `graceMs`). */
  stop(graceMs?: number): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the app with `env` (plus PORT and HOST) and waits until /healthz answers, for up to
 * `startTimeoutMs` (several processes starting together on a busy machine take longer).
 */
export async function startAppProcess(
  env: Record<string, string>,
  startTimeoutMs = 45_000,
): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const logLines: Array<Record<string, unknown>> = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines.filter(Boolean)) logLines.push(JSON.parse(line));
  });
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const up = await fetch(`${baseUrl}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('app process did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    child,
    logLines,
    exited,
    async stop(graceMs = 20_000) {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
