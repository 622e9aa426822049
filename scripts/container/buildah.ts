// Building and running Potluck's image with Debian's buildah on a machine that cannot pull images
// (scripts/test-container.ts): chroot isolation, the host's network, a local stand-in base.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const run = (cmd: string, args: string[], opts: { inherit?: boolean } = {}) =>
  execFileSync(cmd, args, {
    encoding: 'utf8',
    stdio: opts.inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  })?.trim() ?? '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bytes of an image's layers, uncompressed, as its manifest lists them. */
export function imageBytes(image: string): number {
  const manifest = JSON.parse(
    run('buildah', ['inspect', '--type', 'image', '--format', '{{.Manifest}}', image]),
  ) as { layers: { size: number }[] };
  return manifest.layers.reduce((sum, layer) => sum + layer.size, 0);
}

/** The image's CMD and health check, as a runtime reads them from its configuration. */
export function imageConfig(image: string) {
  const inspected = JSON.parse(run('buildah', ['inspect', '--type', 'image', image])) as {
    Docker: { config: { Cmd: string[]; Healthcheck?: { Test: string[] }; User: string } };
  };
  return inspected.Docker.config;
}

/** Every process below `pid`, read from /proc (buildah run's chroot keeps the host's pids). */
function descendants(pid: number): { pid: number; comm: string }[] {
  const children = new Map<number, { pid: number; comm: string }[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push({ pid: Number(entry), comm });
      children.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  const found: { pid: number; comm: string }[] = [];
  const walk = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      walk(child.pid);
    }
  };
  walk(pid);
  return found;
}

export interface ReplicaOptions {
  image: string;
  name: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  logDir: string;
}

/**
 * One running container of the image. `buildah run` kills its child outright on SIGTERM, so a stop
 * sends SIGTERM to the app's own process, as `docker stop` does to the container's PID 1.
 */
export class Replica {
  private proc: ChildProcess | null = null;
  private exited: Promise<number> | null = null;
  readonly container: string;
  startedAt = 0;
  /** When the process inside the container began (it prints the time before it execs node). */
  insideStartedAt = 0;

  constructor(private readonly options: ReplicaOptions) {
    this.container = run('buildah', [
      'from',
      '--pull=never',
      '--name',
      options.name,
      options.image,
    ]);
    // buildah 1.28 mounts a volume of its own over an image's VOLUME even when `run --volume`
    // binds that path; dropping the declaration from this working container lets the bind through.
    run('buildah', ['config', '--volume', '/data-', this.container]);
  }

  get url() {
    return `http://127.0.0.1:${this.options.port}`;
  }

  get logFile() {
    return path.join(this.options.logDir, `${this.options.name}.log`);
  }

  private envFlags() {
    const { env, port } = this.options;
    return Object.entries({ ...env, PORT: String(port) }).flatMap(([k, v]) => [
      '--env',
      `${k}=${v}`,
    ]);
  }

  start() {
    const { dataDir, logDir, name } = this.options;
    const cmd = imageConfig(this.options.image).Cmd;
    const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
    this.startedAt = Date.now();
    this.insideStartedAt = 0;
    const proc = spawn(
      'buildah',
      [
        'run',
        '--isolation',
        'chroot',
        '--network',
        'host',
        '--volume',
        `${dataDir}:/data`,
        ...this.envFlags(),
        this.container,
        '--',
        'sh',
        '-c',
        'echo "started-at $(date +%s%3N)"; exec "$@"',
        'sh',
        ...cmd,
      ],
      { stdio: ['ignore', 'pipe', log] },
    );
    proc.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      const match = /started-at (\d+)/.exec(text);
      if (match && !this.insideStartedAt) this.insideStartedAt = Number(match[1]);
      fs.appendFileSync(path.join(logDir, `${name}.log`), text);
    });
    this.proc = proc;
    this.exited = new Promise((resolve) => proc.on('exit', (code) => resolve(code ?? -1)));
  }

  /** Waits for GET /readyz to answer 200; answers seconds since `start` and since node began. */
  async ready(timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const ok = await fetch(`${this.url}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) {
        const now = Date.now();
        return {
          sinceRun: (now - this.startedAt) / 1000,
          sinceStart: (now - (this.insideStartedAt || this.startedAt)) / 1000,
          cpuSeconds: this.cpuSeconds(),
        };
      }
      if (this.proc?.exitCode !== null) throw new Error(`${this.options.name} exited before ready`);
      await sleep(25);
    }
    throw new Error(`${this.options.name} not ready within ${timeoutMs} ms`);
  }

  /**
   * CPU time the app's process has used (user + system, all its threads), in seconds: what its
   * start costs, apart from how busy the machine is.
   */
  private cpuSeconds() {
    const pid = this.appPid();
    if (pid === null) return NaN;
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15 of stat) in clock ticks, 100 a second on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  }

  /** The app's process inside the container (node), found below `buildah run`. */
  private appPid() {
    if (!this.proc?.pid) return null;
    return descendants(this.proc.pid).find((p) => p.comm === 'node')?.pid ?? null;
  }

  /** Runs a command in the running container, with its settings (as a health check runs). */
  exec(args: string[]) {
    try {
      execFileSync(
        'buildah',
        [
          'run',
          '--isolation',
          'chroot',
          '--network',
          'host',
          ...this.envFlags(),
          this.container,
          '--',
          ...args,
        ],
        { stdio: 'ignore' },
      );
      return 0;
    } catch (error) {
      return (error as { status?: number }).status ?? -1;
    }
  }

  /** SIGTERM to the app; answers its exit code once it has stopped. */
  async stop(): Promise<number> {
    const pid = this.appPid();
    if (pid === null) throw new Error(`${this.options.name}: no running app to stop`);
    process.kill(pid, 'SIGTERM');
    const code = await this.exited!;
    this.proc = null;
    return code;
  }

  /** Ends the app at once (cleanup after a failure). */
  kill() {
    const pid = this.appPid();
    if (pid !== null) process.kill(pid, 'SIGKILL');
    this.proc = null;
  }

  remove() {
    this.kill();
    try {
      run('buildah', ['rm', this.container]);
    } catch {
      // already gone
    }
  }
}
