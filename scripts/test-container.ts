// npm run test:container: builds the image (Containerfile) with buildah on a local stand-in for the
// official Node base, then proves it: on the embedded defaults (a fresh /data) it gets ready, signs
// up, creates a recipe that survives a restart on the same volume, and passes its own health check;
// on PostgreSQL + Redis two replicas share live editing, and one stopped with SIGTERM mid-edit
// loses nothing. Prints the image's size over its base and its time to ready. Exits 1 on failure.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { recipeText } from '../contract/sync/recipe-doc';
import { imageBytes, imageConfig, Replica, run } from './container/buildah';
import { LiveDoc } from './container/live-doc';

const root = path.resolve(import.meta.dirname, '..');
const IMAGE = process.env.CONTAINER_TEST_IMAGE ?? 'localhost/potluck:test';
const PORT = Number(process.env.CONTAINER_TEST_PORT ?? 5720);
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const tag = `${process.pid}${randomBytes(3).toString('hex')}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-container-'));
const replicas: Replica[] = [];
let passed = 0;
let failed = 0;
const began = Date.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function check(name: string, ok: boolean, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`);
}

/** A /data for one container: a fresh folder the image's unprivileged user (uid 1000) owns. */
function dataDir(name: string) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  fs.chownSync(dir, 1000, 1000);
  return dir;
}

function replica(name: string, port: number, data: string, env: Record<string, string> = {}) {
  const r = new Replica({
    image: IMAGE,
    name: `potluck-ct-${name}-${tag}`,
    port,
    dataDir: data,
    env: { LOG_LEVEL: 'warn', ...env },
    logDir: work,
  });
  replicas.push(r);
  return r;
}

/** A cookie-keeping HTTP client for one replica. */
class Client {
  cookie = '';
  constructor(public base: string) {}
  async call(method: string, url: string, body?: unknown) {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (cookies.length) this.cookie = cookies.join('; ');
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }
}

async function signUpAndCreate(client: Client, title: string) {
  const email = `cook-${tag}@example.com`;
  const signUp = await client.call('POST', '/api/auth/register', {
    email,
    password: 'a long enough pass phrase 42',
    firstName: 'Ada',
    lastName: 'Cook',
  });
  check('signs up', signUp.status < 300, `status ${signUp.status}`);
  const created = await client.call('POST', '/api/recipes', {
    title,
    ingredients: ['2 eggs'],
    steps: ['Boil the eggs.'],
    description: 'Start:',
  });
  check('creates a recipe', created.status < 300, `status ${created.status}`);
  return String(created.body.id);
}

function build() {
  const base = run('bash', [path.join(root, 'scripts/container/base-image.sh')]);
  const previous = imageId(IMAGE);
  const t0 = Date.now();
  run(
    'buildah',
    [
      'build',
      '--isolation',
      'chroot',
      '--network',
      'host',
      '--layers',
      '--format',
      'docker',
      '--pull=never',
      '--build-arg',
      `NODE_IMAGE=${base}`,
      '-f',
      path.join(root, 'Containerfile'),
      '-t',
      IMAGE,
      root,
    ],
    { inherit: true },
  );
  const added = imageBytes(IMAGE) - imageBytes(base);
  // The last run's image, now untagged, would stay behind in buildah's storage run after run.
  if (previous && previous !== imageId(IMAGE)) {
    try {
      run('buildah', ['rmi', previous]);
    } catch {
      // still in use: left for buildah rmi --prune
    }
  }
  return { base, added, buildSeconds: (Date.now() - t0) / 1000 };
}

function imageId(image: string) {
  try {
    return run('buildah', ['inspect', '--type', 'image', '--format', '{{.FromImageID}}', image]);
  } catch {
    return '';
  }
}

async function embedded() {
  const data = dataDir('embedded');
  const app = replica('embedded', PORT, data);
  app.start();
  const ready = await app.ready();
  check(
    'ready on the embedded defaults',
    true,
    `${ready.sinceStart.toFixed(2)} s after start, ${ready.cpuSeconds.toFixed(2)} s of CPU`,
  );
  const health = imageConfig(IMAGE).Healthcheck?.Test ?? [];
  check('its HEALTHCHECK passes', health[0] === 'CMD' && app.exec(health.slice(1)) === 0);
  check(
    'the operator command runs in it: potluck help, potluck check-config',
    app.exec(['potluck', 'help']) === 0 && app.exec(['potluck', 'check-config']) === 0,
  );
  const client = new Client(app.url);
  const id = await signUpAndCreate(client, 'Soft-boiled eggs');
  check('stops cleanly on SIGTERM', (await app.stop()) === 0);
  check(
    'keeps its data in the /data volume',
    ['secret.key', 'objects'].every((name) => fs.existsSync(path.join(data, name))),
    fs.readdirSync(data).join(', '),
  );
  // A new container on the same volume, as after `docker rm` and `docker run` (or an upgrade).
  const next = replica('embedded-next', PORT, data);
  next.start();
  const again = await next.ready();
  const read = await client.call('GET', `/api/recipes/${id}`);
  check(
    'the recipe and the session survive a new container on the same volume',
    read.status === 200 && read.body.title === 'Soft-boiled eggs',
    `status ${read.status}, ready again in ${again.sinceStart.toFixed(2)} s`,
  );
  await next.stop();
  return ready;
}

async function scaledOut(schema: string, prefix: string) {
  const env = {
    DATABASE_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    SESSION_SECRET: randomBytes(24).toString('base64url'),
  };
  const a = replica('a', PORT + 1, dataDir('a'), env);
  const b = replica('b', PORT + 2, dataDir('b'), env);
  // One at a time: migrations under a lock for replicas starting together are later work.
  a.start();
  const readyA = await a.ready();
  b.start();
  await b.ready();
  check('two replicas ready on PostgreSQL + Redis', true, `${readyA.sinceStart.toFixed(2)} s`);
  const client = new Client(a.url);
  const id = await signUpAndCreate(client, 'Shared stew');
  const writer = new LiveDoc(id, client.cookie);
  const reader = new LiveDoc(id, client.cookie);
  await writer.connect(a.url);
  await reader.connect(b.url);
  const words: string[] = [];
  const type = (i: number) => {
    const word = ` w${i}`;
    words.push(word);
    writer.doc.transact(() => {
      const text = recipeText(writer.doc, 'description');
      text.insert(text.length, word);
    });
  };
  for (let i = 0; i < 10; i += 1) {
    type(i);
    await sleep(30);
  }
  await writer.settled();
  const expectedSoFar = `Start:${words.join('')}`;
  await until(() => recipeText(reader.doc, 'description').toString() === expectedSoFar);
  check(
    'an edit through one replica reaches a reader on the other, live',
    recipeText(reader.doc, 'description').toString() === expectedSoFar,
  );
  // Stop replica A with SIGTERM while the writer keeps typing; it moves to B when its socket closes.
  const stopping = a.stop();
  const writerClosed = writer.closed();
  for (let i = 10; i < 40; i += 1) {
    type(i);
    await sleep(30);
    if (!writer.connected && i > 10) {
      await writerClosed;
      await writer.connect(b.url).catch(() => undefined);
    }
  }
  const exitA = await stopping;
  check('replica A stopped cleanly mid-edit', exitA === 0, `exit ${exitA}`);
  check(
    'its sockets closed with 1001 (going away: reconnect elsewhere)',
    writer.closeCodes[0] === 1001,
    `codes ${writer.closeCodes.join(',')}`,
  );
  if (!writer.connected) await writer.connect(b.url);
  await writer.settled();
  const expected = `Start:${words.join('')}`;
  await until(() => recipeText(reader.doc, 'description').toString() === expected);
  check('the reader has every edit', recipeText(reader.doc, 'description').toString() === expected);
  a.start();
  await a.ready();
  const readA = await client.call('GET', `/api/recipes/${id}`);
  check(
    'after A restarts, it serves every edit (nothing lost)',
    readA.body.description === expected,
    `${String(readA.body.description).split(' ').length - 1} of ${words.length} words`,
  );
  check('no edit was refused', writer.refused.length === 0 && reader.refused.length === 0);
  writer.close();
  reader.close();
  await Promise.all([a.stop(), b.stop()]);
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(25);
}

async function cleanUp(schema: string, prefix: string) {
  for (const r of replicas) r.remove();
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect().then(
    () => db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => db.end()),
    () => undefined,
  );
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    // Redis gone: nothing of ours to clean
  } finally {
    redis.disconnect();
  }
  fs.rmSync(work, { recursive: true, force: true });
}

const schema = `potluck_ct_${tag}`;
const prefix = `potluck-ct-${tag}:`;
let summary = '';
try {
  const { added, buildSeconds } = build();
  check(
    'image adds at most 150 MB over its base',
    added <= 150e6,
    `${(added / 1e6).toFixed(1)} MB`,
  );
  const ready = await embedded();
  await scaledOut(schema, prefix);
  summary =
    `container: image +${(added / 1e6).toFixed(1)} MB over its base, ready ${ready.sinceStart.toFixed(2)} s ` +
    `after start using ${ready.cpuSeconds.toFixed(2)} s of CPU (${ready.sinceRun.toFixed(2)} s after buildah run; load ${os.loadavg()[0]!.toFixed(1)} on ` +
    `${os.cpus().length} cores), build ${buildSeconds.toFixed(0)} s`;
} catch (error) {
  failed += 1;
  console.error(error);
  for (const r of replicas) {
    if (fs.existsSync(r.logFile)) console.error(fs.readFileSync(r.logFile, 'utf8').slice(-4000));
  }
} finally {
  await cleanUp(schema, prefix);
}
if (summary) console.log(`${summary}, ${((Date.now() - began) / 1000).toFixed(0)} s in all`);
console.log(`container: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
