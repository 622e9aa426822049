// bench/soak: many simulated users for a long while, to show the server stays correct and flat
// under a realistic mix, not just fast on one route. Each user signs in (a share of them register
// instead), keeps one live socket open like a browser tab, and then loops, with think time, over:
// list, search, open (GET plus a join on /ws), edit live (PUT while joined; users come in groups
// of SOAK_GROUP_SIZE that share one link-edit recipe, so others are watching), create, upload a
// photo (upload URL → bytes → PUT /api/recipe-images → the recipe's imageUrl), import a page
// served by a small local http server (preview → copy its picture → save), and sign out and in.
//
// Reports throughput, p50/p99 per action, 5xx answers, network errors, the app's error-log lines
// (JSON level >= 50 on stdout, and anything on stderr), RSS of each app process after the ramp-up
// and at the end, and afterwards reads every recipe whose create or edit was acknowledged (2xx)
// straight from the database: `lost` counts those missing or not holding the content of the
// newest acknowledged write. Also CPU over the steady part (after the ramp-up) of each app
// process, of this process and of the whole machine (which counts anything else running on it).
// Prints one summary line, after any problems (first few of each kind) on stderr; exits 1 if
// 5xx, errorLogs or lost > 0.
//
// Settings (environment; the defaults are the full run):
//   SOAK_USERS (500)          simulated users
//   SOAK_SECONDS (600)        length of the run, ramp-up included
//   SOAK_ENGINE (embedded)    embedded: one process on SQLite and the in-process broker;
//                             scaleout: two processes on PostgreSQL (DATABASE_URL, default
//                             postgres://postgres@127.0.0.1:5432/test, a fresh schema dropped
//                             afterwards) and Redis (REDIS_URL, default redis://127.0.0.1:6379,
//                             a fresh key prefix). Each user's socket stays on one process; its
//                             HTTP calls go to either, as behind a load balancer without affinity.
//   SOAK_THINK_MS (5000)      mean pause between one user's actions (exponential, capped at 4×).
//                             500 users at 5 s make ~95 actions/s (~120 requests/s) over 500
//                             live sockets. On the 2-core machine this was chosen on, the one
//                             embedded process then used ~70% of a core (re-encoding photos is
//                             most of it) with p50s of a few ms: loaded, not saturated. With
//                             twice the photo and import share the machine saturated.
//   SOAK_RAMP_SECONDS         users start evenly over this time (default min(60, SECONDS/4));
//                             RSS and CPU "at start" are read when the ramp-up ends
//   SOAK_PREMIUM_SHARE (0.3)  share of users on the premium plan; free users at the plan's limit
//                             (5 recipes) edit instead of creating, and their imports end at
//                             the preview, where the web app's upgrade prompt would stop them
//   SOAK_NEW_USER_SHARE (0.1) share of users who register instead of signing in; the others, and
//                             their recipes, are written to the database before the app starts
//   SOAK_SEED_RECIPES (20)    recipes each premium user already has (free users have 2)
//   SOAK_GROUP_SIZE (5)       users sharing one link-edit recipe
//   SOAK_PORT (5610)          first app port (scaleout uses the next one too)
//   SOAK_KEEP=1               keep the data directory and PostgreSQL schema for inspection
// The app's rate limits are lifted (every user comes from 127.0.0.1), and
// IMPORT_ALLOW_PRIVATE_NETWORK=1 lets the importer fetch the local page.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import WebSocket from 'ws';
import { FREE_RECIPE_LIMIT } from '../contract/plans';
import type { ImportPreview, Recipe } from '../contract/recipes';
import { hashPassword } from '../server/auth/passwords';
import { SESSION_COOKIE } from '../server/auth/sessions';
import { newId } from '../server/lib/ids';
import { toIso } from '../server/lib/time';
import { parseStringList } from '../server/recipes/policy';
import {
  benchEngines,
  connectForSeeding,
  cpuSeconds,
  ensureBuilt,
  machineJiffies,
  rssMiB,
  startServer,
  type RunningServer,
} from './lib';

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
};
const USERS = Math.max(1, Math.round(setting('SOAK_USERS', 500)));
const SECONDS = setting('SOAK_SECONDS', 600);
const ENGINE = process.env.SOAK_ENGINE || 'embedded';
const THINK_MS = setting('SOAK_THINK_MS', 5000);
const RAMP_SECONDS = setting('SOAK_RAMP_SECONDS', Math.min(60, SECONDS / 4));
const PREMIUM_SHARE = setting('SOAK_PREMIUM_SHARE', 0.3);
const NEW_USER_SHARE = setting('SOAK_NEW_USER_SHARE', 0.1);
const SEED_RECIPES = Math.round(setting('SOAK_SEED_RECIPES', 20));
const FREE_SEED_RECIPES = 2;
const GROUP_SIZE = Math.max(1, Math.round(setting('SOAK_GROUP_SIZE', 5)));
const PORT = setting('SOAK_PORT', 5610);
const KEEP = process.env.SOAK_KEEP === '1';
const PASSWORD = 'soak password 1';
/** A request that takes longer than this counts as a network error. */
const REQUEST_TIMEOUT_MS = 30_000;
const JOIN_TIMEOUT_MS = 10_000;
const UNLIMITED = '1000000000';
/** Set once the run is over, so the app processes' exits that follow are expected. */
let isStopping = false;

if (ENGINE !== 'embedded' && ENGINE !== 'scaleout') {
  throw new Error('SOAK_ENGINE is embedded or scaleout');
}
if (ENGINE === 'scaleout') {
  process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
  process.env.REDIS_URL ||= 'redis://127.0.0.1:6379';
} else {
  // The embedded run must not pick up engines from the caller's environment.
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
}
const engines = benchEngines();
const PROCESSES = ENGINE === 'scaleout' ? 2 : 1;

const ACTIONS = ['list', 'search', 'open', 'edit', 'create', 'upload', 'import', 'login'] as const;
type Action = (typeof ACTIONS)[number] | 'register';
/** How often each action is picked: reading dominates, as in any recipe app. */
const WEIGHTS: Record<(typeof ACTIONS)[number], number> = {
  list: 24,
  search: 14,
  open: 23,
  edit: 24,
  create: 6,
  upload: 2,
  import: 2,
  login: 5,
};

const WORDS = (
  'tomato basil garlic onion lemon chicken beef pork tofu rice pasta noodle bread butter ' +
  'cream cheese pepper chili ginger honey apple pear berry chocolate vanilla almond walnut potato ' +
  'carrot spinach kale mushroom salmon shrimp coconut curry lentil bean corn pumpkin squash thyme'
).split(' ');
const TAGS = 'dinner lunch breakfast dessert vegan quick spicy baking soup salad grill'.split(' ');
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
/** Unref'd: a wait cut short by the end of the run must not keep the process alive. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

// ─── Measurements ───────────────────────────────────────────────────────────────────────────

const latencies = new Map<Action, number[]>();
const failedActions = new Map<Action, number>();
const counters = {
  requests: 0,
  status5xx: 0,
  status4xx: 0,
  netErrors: 0,
  wsErrors: 0,
  wsDrops: 0,
  updatesReceived: 0,
  errorLogs: 0,
  warnLogs: 0,
};
/** The first few problems of each kind, printed to stderr before the summary. */
const problems = new Map<string, string[]>();
function noteProblem(kind: string, text: string) {
  const list = problems.get(kind) ?? [];
  if (list.length < 5) list.push(text.slice(0, 600));
  problems.set(kind, list);
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Counts one app log line: pino's JSON on stdout; anything on stderr is a crash or a warning. */
function countLogLine(line: string, stream: 'stdout' | 'stderr', processIndex: number) {
  if (!line.trim()) return;
  let level = stream === 'stderr' ? 50 : 30;
  try {
    const parsed = JSON.parse(line) as { level?: unknown };
    if (typeof parsed.level === 'number') level = parsed.level;
  } catch {
    // not JSON: judged by its stream
  }
  if (level >= 50) {
    counters.errorLogs += 1;
    noteProblem('error log', `[app ${processIndex}] ${line}`);
  } else if (level >= 40) {
    counters.warnLogs += 1;
    noteProblem('warn log', `[app ${processIndex}] ${line}`);
  }
}

// ─── Acknowledged writes ────────────────────────────────────────────────────────────────────

/** What a write leaves in a recipe, compared after the run. */
type Content = [string, string | null, string[], string[], string[], ...unknown[]];
interface Expected {
  updatedAt: string;
  content: Content;
  /** A write to this recipe ended without an answer: it may have committed after the last ack. */
  uncertain: boolean;
}
const expected = new Map<string, Expected>();

const contentOf = (r: Recipe): Content => [
  r.title,
  r.description,
  r.ingredients,
  r.steps,
  r.tags,
  r.imageUrl,
  r.sourceUrl,
  r.prepTime,
  r.cookTime,
  r.servings,
];

function acknowledge(recipe: Recipe) {
  const known = expected.get(recipe.id);
  if (known && known.updatedAt >= recipe.updatedAt) return;
  expected.set(recipe.id, {
    updatedAt: recipe.updatedAt,
    content: contentOf(recipe),
    uncertain: known?.uncertain ?? false,
  });
}

function markUncertain(recipeId: string) {
  const known = expected.get(recipeId);
  if (known) known.uncertain = true;
}

// ─── HTTP and the live socket of one user ───────────────────────────────────────────────────

class RequestFailed extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

interface SimUser {
  index: number;
  email: string;
  isNew: boolean;
  isPremium: boolean;
  ownRecipes: string[];
  ownedCount: number;
  groupRecipeId: string | null;
}

class Session {
  cookie = '';
  private socket: WebSocket | null = null;
  private joined: string | null = null;
  private pendingJoins = new Map<string, (error: Error | null) => void>();

  constructor(
    readonly user: SimUser,
    private readonly servers: RunningServer[],
    private readonly home: RunningServer,
  ) {}

  /** One HTTP call; any answer but 2xx, and any network error, throws after being counted. */
  async call<T>(
    method: string,
    urlPath: string,
    body?: unknown,
    options: { bytes?: Buffer; contentType?: string } = {},
  ): Promise<T> {
    // Without affinity (scaleout), any process may answer any call.
    const base = pick(this.servers).baseUrl;
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = base;
    let payload: BodyInit | undefined;
    if (options.bytes) {
      payload = new Uint8Array(options.bytes);
      headers['content-type'] = options.contentType ?? 'application/octet-stream';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    counters.requests += 1;
    let res: Response;
    let text: string;
    try {
      res = await fetch(base + urlPath, {
        method,
        headers,
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await res.text();
    } catch (error) {
      counters.netErrors += 1;
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? '';
      const message = `${method} ${urlPath.split('?')[0]}: ${String(error)} ${cause}`;
      noteProblem('network error', message);
      throw new RequestFailed(message, null);
    }
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      if (!pair!.startsWith(`${SESSION_COOKIE}=`)) continue;
      const isCleared =
        /max-age=0|expires=thu, 01 jan 1970/i.test(setCookie) || pair!.endsWith('=');
      this.cookie = isCleared ? '' : pair!;
    }
    if (res.status >= 200 && res.status < 300) return (text ? JSON.parse(text) : null) as T;
    const message = `${method} ${urlPath.split('?')[0]} → ${res.status} ${text.slice(0, 300)}`;
    if (res.status >= 500) {
      counters.status5xx += 1;
      noteProblem('5xx', message);
    } else {
      counters.status4xx += 1;
      noteProblem('4xx', message);
    }
    throw new RequestFailed(message, res.status);
  }

  /** Opens this user's live socket on its home process, as a browser tab does after sign-in. */
  openSocket(): Promise<void> {
    const url = `${this.home.baseUrl.replace(/^http/, 'ws')}/ws`;
    const ws = new WebSocket(url, { headers: { cookie: this.cookie, origin: this.home.baseUrl } });
    this.socket = ws;
    this.joined = null;
    ws.on('message', (data) => this.handleMessage(data.toString()));
    ws.on('close', (code) => {
      for (const settle of this.pendingJoins.values()) settle(new Error(`socket closed ${code}`));
      this.pendingJoins.clear();
      if (this.socket === ws) {
        this.socket = null;
        counters.wsDrops += 1;
        noteProblem('socket dropped', `user ${this.user.index}: close ${code}`);
      }
    });
    counters.requests += 1;
    return new Promise((resolve, reject) => {
      let isSettled = false;
      const fail = (error: Error) => {
        if (isSettled) return;
        isSettled = true;
        if (this.socket === ws) this.socket = null;
        reject(error);
      };
      ws.once('open', () => {
        isSettled = true;
        resolve();
      });
      ws.once('unexpected-response', (_request, response) => {
        const status = response.statusCode ?? 0;
        if (status >= 500) counters.status5xx += 1;
        else counters.status4xx += 1;
        noteProblem(status >= 500 ? '5xx' : '4xx', `GET /ws → ${status}`);
        fail(new RequestFailed(`upgrade refused ${status}`, status));
        ws.terminate();
      });
      ws.on('error', (error) => {
        if (isSettled) return;
        counters.netErrors += 1;
        noteProblem('network error', `GET /ws: ${String(error)}`);
        fail(error);
      });
    });
  }

  closeSocket() {
    const ws = this.socket;
    this.socket = null;
    this.joined = null;
    ws?.close();
  }

  private handleMessage(text: string) {
    const message = JSON.parse(text) as { type: string; recipeId?: string; message?: string };
    if (message.type === 'recipe_update') counters.updatesReceived += 1;
    const settle = message.recipeId ? this.pendingJoins.get(message.recipeId) : undefined;
    if (message.type === 'presence_state' && settle) {
      this.pendingJoins.delete(message.recipeId!);
      settle(null);
    } else if (message.type === 'error') {
      counters.wsErrors += 1;
      noteProblem('socket error message', `user ${this.user.index}: ${text}`);
      if (settle) {
        this.pendingJoins.delete(message.recipeId!);
        settle(new Error(`join refused: ${message.message}`));
      }
    }
  }

  get joinedRecipe() {
    return this.joined;
  }

  /** Leaves the recipe joined before (one open dialog at a time) and joins `recipeId`. */
  async join(recipeId: string) {
    if (!this.socket) await this.openSocket();
    const ws = this.socket!;
    if (this.joined && this.joined !== recipeId) {
      ws.send(JSON.stringify({ type: 'leave', recipeId: this.joined }));
    }
    this.joined = null;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pendingJoins.delete(recipeId);
        counters.wsErrors += 1;
        noteProblem('join timeout', `user ${this.user.index} recipe ${recipeId}`);
        reject(new Error('join timed out'));
      }, JOIN_TIMEOUT_MS);
      this.pendingJoins.set(recipeId, (error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      });
      ws.send(JSON.stringify({ type: 'join', recipeId }));
    });
    this.joined = recipeId;
  }
}

// ─── What users do ──────────────────────────────────────────────────────────────────────────

interface Fixtures {
  jpeg: Buffer;
  pageBase: string;
}

const newRecipeInput = () => ({
  title: `${words(3)} ${Math.floor(Math.random() * 1000)}`,
  description: `A ${words(1)} dish with ${words(2)}.`,
  ingredients: Array.from({ length: 8 }, (_, k) => `${k + 1} cups ${words(1)}`),
  steps: Array.from({ length: 5 }, (_, k) => `Step ${k + 1}: ${words(4)}.`),
  tags: [pick(TAGS), pick(TAGS)],
  prepTime: 10,
  cookTime: 25,
  servings: '4',
});

/** One field changed after a pause in typing, as the web client's edit mode sends it. */
function liveEdit(): Partial<Recipe> {
  switch (Math.floor(Math.random() * 5)) {
    case 0:
      return { title: `${words(3)} ${Math.floor(Math.random() * 10_000)}` };
    case 1:
      return { description: `Edited: ${words(12)}.` };
    case 2:
      return { ingredients: Array.from({ length: 9 }, (_, k) => `${k + 1} tbsp ${words(1)}`) };
    case 3:
      return { tags: [pick(TAGS), pick(TAGS), 'edited'] };
    default:
      return {
        servings: String(2 + Math.floor(Math.random() * 8)),
        prepTime: 5 + (Date.now() % 60),
      };
  }
}

function canCreate(user: SimUser) {
  return user.isPremium || user.ownedCount < FREE_RECIPE_LIMIT;
}

/** A recipe to open or edit: the group's shared one half the time, else one of the user's own. */
function someRecipe(user: SimUser): string | null {
  if (user.groupRecipeId && (user.ownRecipes.length === 0 || Math.random() < 0.5)) {
    return user.groupRecipeId;
  }
  return user.ownRecipes.length > 0 ? pick(user.ownRecipes) : null;
}

async function timed(action: Action, work: () => Promise<unknown>) {
  const started = performance.now();
  try {
    await work();
    const list = latencies.get(action) ?? [];
    list.push(performance.now() - started);
    latencies.set(action, list);
  } catch (error) {
    failedActions.set(action, (failedActions.get(action) ?? 0) + 1);
    if (!(error instanceof RequestFailed)) noteProblem(`${action} failed`, String(error));
  }
}

async function putRecipe(session: Session, recipeId: string, changes: Partial<Recipe>) {
  try {
    acknowledge(await session.call<Recipe>('PUT', `/api/recipes/${recipeId}`, changes));
  } catch (error) {
    // No answer, or a server error: the write may or may not have committed.
    const status = error instanceof RequestFailed ? error.status : null;
    if (status === null || status >= 500) markUncertain(recipeId);
    throw error;
  }
}

async function saveNewRecipe(session: Session, input: object) {
  const recipe = await session.call<Recipe>('POST', '/api/recipes', input);
  acknowledge(recipe);
  session.user.ownRecipes.push(recipe.id);
  session.user.ownedCount += 1;
}

async function open(session: Session, recipeId: string) {
  await session.call<Recipe>('GET', `/api/recipes/${recipeId}`);
  await session.join(recipeId);
}

async function signIn(session: Session) {
  const { user } = session;
  if (user.isNew) {
    user.isNew = false;
    await timed('register', () =>
      session.call('POST', '/api/auth/register', {
        email: user.email,
        password: PASSWORD,
        firstName: `Cook${user.index}`,
        lastName: 'Soak',
      }),
    );
  } else {
    await timed('login', () =>
      session.call('POST', '/api/auth/login', { email: user.email, password: PASSWORD }),
    );
  }
}

async function perform(session: Session, action: (typeof ACTIONS)[number], fixtures: Fixtures) {
  const { user } = session;
  switch (action) {
    case 'list':
      return timed('list', () =>
        session.call('GET', `/api/recipes?sort=${pick(['recent', 'alphabetical'])}`),
      );
    case 'search': {
      const word = pick(WORDS);
      const term = Math.random() < 0.5 ? word.slice(0, 3) : word;
      return timed('search', () => session.call('GET', `/api/recipes?search=${term}`));
    }
    case 'open': {
      const recipeId = someRecipe(user);
      if (recipeId) return timed('open', () => open(session, recipeId));
      return;
    }
    case 'edit': {
      // Edit mode is a dialog on a joined recipe: open it first if it is not the one open.
      let recipeId = session.joinedRecipe;
      if (!recipeId || Math.random() < 0.3) {
        recipeId = someRecipe(user);
        if (!recipeId) return;
        const target = recipeId;
        await timed('open', () => open(session, target));
        if (session.joinedRecipe !== target) return;
      }
      const target = recipeId;
      return timed('edit', () => putRecipe(session, target, liveEdit()));
    }
    case 'create':
      if (!canCreate(user)) return perform(session, 'edit', fixtures);
      return timed('create', () => saveNewRecipe(session, newRecipeInput()));
    case 'upload': {
      const recipeId = user.ownRecipes.length > 0 ? pick(user.ownRecipes) : user.groupRecipeId;
      if (!recipeId) return;
      return timed('upload', async () => {
        const { uploadURL } = await session.call<{ uploadURL: string }>(
          'POST',
          '/api/objects/upload',
        );
        await session.call('PUT', uploadURL, undefined, {
          bytes: fixtures.jpeg,
          contentType: 'image/jpeg',
        });
        const { objectPath } = await session.call<{ objectPath: string }>(
          'PUT',
          '/api/recipe-images',
          { imageURL: uploadURL, recipeId },
        );
        await putRecipe(session, recipeId, { imageUrl: objectPath });
      });
    }
    case 'import': {
      const page = `${fixtures.pageBase}/recipes/${Math.floor(Math.random() * 1000)}`;
      return timed('import', async () => {
        const preview = await session.call<ImportPreview>('POST', '/api/recipes/import', {
          url: page,
        });
        // A free user at the limit sees the preview and the upgrade prompt; nothing is saved.
        if (!canCreate(user)) return;
        const { objectPath } = await session.call<{ objectPath: string }>(
          'POST',
          '/api/recipes/import/image',
          { url: preview.imageUrl },
        );
        await saveNewRecipe(session, {
          title: preview.title,
          description: preview.description,
          ingredients: preview.ingredients,
          steps: preview.steps,
          sourceUrl: preview.sourceUrl,
          prepTime: preview.prepTime ?? null,
          cookTime: preview.cookTime ?? null,
          servings: preview.servings ?? null,
          imageUrl: objectPath,
        });
      });
    }
    case 'login': {
      // Signs out (closing the tab's socket first) and back in, then reopens the socket.
      session.closeSocket();
      try {
        await session.call('POST', '/api/auth/logout');
      } catch {
        return;
      }
      await signIn(session);
      if (session.cookie) await session.openSocket().catch(() => undefined);
      return;
    }
  }
}

function pickAction(): (typeof ACTIONS)[number] {
  const total = ACTIONS.reduce((sum, a) => sum + WEIGHTS[a], 0);
  let roll = Math.random() * total;
  for (const action of ACTIONS) {
    roll -= WEIGHTS[action];
    if (roll < 0) return action;
  }
  return 'list';
}

/** A pause between actions: exponential around SOAK_THINK_MS, capped at four times it. */
const thinkTime = () => Math.min(4 * THINK_MS, -Math.log(1 - Math.random()) * THINK_MS);

async function runUser(
  session: Session,
  startAfterMs: number,
  stopped: Promise<void>,
  fixtures: Fixtures,
) {
  let isStopped = false;
  void stopped.then(() => (isStopped = true));
  await Promise.race([sleep(startAfterMs), stopped]);
  if (isStopped) return;
  await signIn(session);
  if (!session.cookie) return;
  await session.openSocket().catch(() => undefined);
  while (!isStopped) {
    await Promise.race([sleep(thinkTime()), stopped]);
    if (isStopped) break;
    await perform(session, pickAction(), fixtures);
    // A user whose session was lost signs in again, as the web client sends them to the login.
    if (!session.cookie) await signIn(session);
  }
}

// ─── Set-up: seeded users and recipes, the import page, the photo ───────────────────────────

async function seed(dataDir: string): Promise<SimUser[]> {
  const { db, close } = await connectForSeeding(dataDir, engines);
  const now = new Date().toISOString();
  const hashed = await hashPassword(PASSWORD, 16384);
  const newFrom = Math.min(USERS - 1, Math.floor(USERS * (1 - NEW_USER_SHARE)));
  const groups = Math.ceil(USERS / GROUP_SIZE);
  const users: SimUser[] = Array.from({ length: USERS }, (_, index) => ({
    index,
    email: `soak${index}@example.com`,
    isNew: index >= newFrom,
    // Spread over the indices, so group leaders (the first indices) are on both plans.
    isPremium: (index * 37) % 100 < PREMIUM_SHARE * 100,
    ownRecipes: [],
    ownedCount: 0,
    groupRecipeId: null,
  }));
  const returning = users.filter((u) => !u.isNew);
  const ids = new Map<number, string>(returning.map((u) => [u.index, newId()]));
  for (let i = 0; i < returning.length; i += 200) {
    const batch = returning.slice(i, i + 200);
    await db
      .insertInto('users')
      .values(
        batch.map((u) => ({
          id: ids.get(u.index)!,
          email: u.email,
          first_name: `Cook${u.index}`,
          last_name: 'Soak',
          profile_image_url: null,
          account_type: u.isPremium ? 'premium' : 'free',
          stripe_customer_id: null,
          stripe_subscription_id: null,
          subscription_expires_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('passwords')
      .values(
        batch.map((u) => ({
          user_id: ids.get(u.index)!,
          hashed_password: hashed,
          created_at: now,
        })),
      )
      .execute();
  }
  const recipeRow = (ownerId: string, visibility: string) => {
    const input = newRecipeInput();
    return {
      id: newId(),
      owner_uid: ownerId,
      title: input.title,
      description: input.description,
      ingredients: JSON.stringify(input.ingredients),
      steps: JSON.stringify(input.steps),
      tags: JSON.stringify([...new Set(input.tags)]),
      image_url: null,
      tip_video_url: null,
      source_url: null,
      prep_time: input.prepTime,
      cook_time: input.cookTime,
      servings: input.servings,
      visibility,
      editors: '[]',
      viewers: '[]',
      created_at: now,
      updated_at: now,
    };
  };
  const rows: ReturnType<typeof recipeRow>[] = [];
  for (const user of returning) {
    const count = user.isPremium ? SEED_RECIPES : Math.min(FREE_SEED_RECIPES, FREE_RECIPE_LIMIT);
    for (let k = 0; k < count; k += 1) {
      const row = recipeRow(ids.get(user.index)!, k % 4 === 0 ? 'public' : 'private');
      rows.push(row);
      user.ownRecipes.push(row.id);
      user.ownedCount += 1;
    }
  }
  // Group g is led by user g (always a returning user), whose link-edit recipe the group shares.
  for (let g = 0; g < groups; g += 1) {
    const leader = users[g]!;
    const row = recipeRow(ids.get(leader.index)!, 'link-edit');
    row.title = `Shared menu ${g}`;
    rows.push(row);
    leader.ownRecipes.push(row.id);
    leader.ownedCount += 1;
    for (let i = g; i < USERS; i += groups) users[i]!.groupRecipeId = row.id;
  }
  for (let i = 0; i < rows.length; i += 100) {
    const batch = rows.slice(i, i + 100);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('recipes').values(batch).execute();
      const tagRows = batch.flatMap((r) =>
        parseStringList(r.tags).map((tag) => ({ recipe_id: r.id, tag: tag.toLowerCase() })),
      );
      if (tagRows.length > 0) await trx.insertInto('recipe_tags').values(tagRows).execute();
    });
  }
  await close();
  return users;
}

/** A small local site with recipe pages (schema.org JSON-LD) and their photo. */
async function startRecipeSite(jpeg: Buffer) {
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    const base = `http://${request.headers.host}`;
    const page = /^\/recipes\/(\d+)$/.exec(url);
    if (page) {
      const n = Number(page[1]);
      const recipe = {
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: `${WORDS[n % WORDS.length]} and ${WORDS[(n * 7) % WORDS.length]} bake ${n}`,
        description: `A weeknight ${WORDS[(n * 3) % WORDS.length]} bake.`,
        image: `${base}/photos/${n}.jpg`,
        prepTime: 'PT15M',
        cookTime: 'PT40M',
        recipeYield: '4 servings',
        recipeIngredient: Array.from(
          { length: 9 },
          (_, k) => `${k + 1} cups ${WORDS[(n + k * 5) % WORDS.length]}`,
        ),
        recipeInstructions: Array.from({ length: 6 }, (_, k) => ({
          '@type': 'HowToStep',
          text: `Step ${k + 1}: mix the ${WORDS[(n + k) % WORDS.length]} and bake.`,
        })),
      };
      const html =
        `<!doctype html><html><head><title>${recipe.name}</title>` +
        `<script type="application/ld+json">${JSON.stringify(recipe)}</script></head>` +
        `<body><h1>${recipe.name}</h1><p>${'Some story about this dish. '.repeat(40)}</p></body></html>`;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(html);
    }
    if (/^\/photos\/\d+\.jpg$/.test(url)) {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
      return response.end(jpeg);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** A phone-sized photo would dwarf everything else; this is a small, real JPEG with detail. */
async function makeJpeg(): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (y * 255) / height;
    pixels[i + 2] = ((x ^ y) * 7) & 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

// ─── After the run: every acknowledged write must be in the database ────────────────────────

async function countLostWrites(dataDir: string) {
  const { db, close } = await connectForSeeding(dataDir, engines);
  let lost = 0;
  let unverifiable = 0;
  const ids = [...expected.keys()];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('recipes')
      .selectAll()
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids.slice(i, i + 500)) {
      const want = expected.get(id)!;
      const row = byId.get(id);
      if (!row) {
        lost += 1;
        noteProblem('lost write', `recipe ${id} is missing (acknowledged ${want.updatedAt})`);
        continue;
      }
      const stored: Content = [
        row.title,
        row.description,
        parseStringList(row.ingredients),
        parseStringList(row.steps),
        parseStringList(row.tags),
        row.image_url,
        row.source_url,
        row.prep_time,
        row.cook_time,
        row.servings,
      ];
      if (JSON.stringify(stored) === JSON.stringify(want.content)) continue;
      const storedAt = toIso(row.updated_at);
      if (want.uncertain && storedAt > want.updatedAt) {
        unverifiable += 1;
        continue;
      }
      lost += 1;
      noteProblem(
        'lost write',
        `recipe ${id}: acknowledged ${want.updatedAt} ${JSON.stringify(want.content)}; stored ${storedAt} ${JSON.stringify(stored)}`,
      );
    }
  }
  await close();
  return { lost, unverifiable, checked: ids.length };
}

// ─── The run ────────────────────────────────────────────────────────────────────────────────

async function main() {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-soak-'));
  const users = await seed(dataDir);
  const jpeg = await makeJpeg();
  const site = await startRecipeSite(jpeg);
  const fixtures: Fixtures = { jpeg, pageBase: site.base };

  // Both processes share the data directory (photos on the local store) and its secret, as two
  // processes on one machine would; the first migrates, so they start one after the other.
  const serverEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    ...engines.settings,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    IMPORT_ALLOW_PRIVATE_NETWORK: '1',
    RATE_LIMIT_LOGIN_PER_IP: UNLIMITED,
    RATE_LIMIT_LOGIN_PER_ACCOUNT: UNLIMITED,
    RATE_LIMIT_REGISTER_PER_IP: UNLIMITED,
    RATE_LIMIT_UPLOAD_PER_USER: UNLIMITED,
    RATE_LIMIT_IMPORT_PER_USER: UNLIMITED,
  };
  const servers: RunningServer[] = [];
  let exitedEarly = 0;
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  try {
    for (let i = 0; i < PROCESSES; i += 1) {
      const server = await startServer(PORT + i, serverEnv, {
        onOutputLine: (line, stream) => countLogLine(line, stream, i),
      });
      server.process.once('exit', (code, signal) => {
        if (!isStopping) {
          exitedEarly += 1;
          counters.errorLogs += 1;
          noteProblem('app exited', `app ${i} exited during the run: ${code ?? signal}`);
          stop();
        }
      });
      servers.push(server);
    }
    const pids = servers.map((s) => s.process.pid!);

    const sessions = users.map(
      (user) => new Session(user, servers, servers[user.index % servers.length]!),
    );
    const started = performance.now();
    const rampMs = RAMP_SECONDS * 1000;
    const running = sessions.map((session, i) =>
      runUser(session, (i / USERS) * rampMs, stopped, fixtures),
    );

    const rssMax = pids.map(() => 0);
    const sampleRss = () => pids.map((pid, i) => (rssMax[i] = Math.max(rssMax[i]!, rssMiB(pid))));
    const sampler = setInterval(() => exitedEarly === 0 && sampleRss(), 5000);
    await Promise.race([sleep(Math.min(rampMs, SECONDS * 1000)), stopped]);
    const rssStart = exitedEarly ? [] : pids.map((pid) => rssMiB(pid));
    const cpuStart = exitedEarly ? [] : pids.map((pid) => cpuSeconds(pid));
    const machineStart = machineJiffies();
    const benchCpuStart = process.cpuUsage();
    const steadyStarted = performance.now();
    await Promise.race([sleep(SECONDS * 1000 - rampMs), stopped]);
    stop();
    // Users finish the action they are in, then stop.
    await Promise.race([Promise.all(running), sleep(60_000)]);
    const elapsed = (performance.now() - started) / 1000;
    const steadySeconds = (performance.now() - steadyStarted) / 1000;
    clearInterval(sampler);
    const rssEnd = exitedEarly ? [] : pids.map((pid) => rssMiB(pid));
    const cpu = exitedEarly
      ? []
      : pids.map((pid, i) => ((cpuSeconds(pid) - cpuStart[i]!) / steadySeconds) * 100);
    const machineEnd = machineJiffies();
    const benchCpuUsed = process.cpuUsage(benchCpuStart);
    const benchCpu = ((benchCpuUsed.user + benchCpuUsed.system) / 1e6 / steadySeconds) * 100;
    const machineBusy =
      ((machineEnd.busy - machineStart.busy) / (machineEnd.total - machineStart.total)) * 100;
    if (!exitedEarly) sampleRss();
    for (const session of sessions) session.closeSocket();

    isStopping = true;
    await Promise.all(servers.map((s) => s.stop()));
    const verified = await countLostWrites(dataDir);

    for (const [kind, lines] of problems) {
      for (const line of lines) console.error(`soak ${kind}: ${line}`);
    }
    const actions = [...latencies.values()].reduce((sum, list) => sum + list.length, 0);
    const failed = [...failedActions.values()].reduce((sum, n) => sum + n, 0);
    const mib = (values: number[]) =>
      values.length ? `${values.map((v) => v.toFixed(0)).join('+')}MiB` : 'n/a';
    const percentiles = (p: number) =>
      (
        [
          'list',
          'search',
          'open',
          'edit',
          'create',
          'upload',
          'import',
          'login',
          'register',
        ] as const
      )
        .map((action) => {
          const sorted = (latencies.get(action) ?? []).sort((a, b) => a - b);
          return `${action}=${Number.isNaN(percentile(sorted, p)) ? '-' : percentile(sorted, p).toFixed(0)}`;
        })
        .join(' ');
    console.log(
      `soak engine=${ENGINE} processes=${PROCESSES} users=${USERS} seconds=${SECONDS} think=${THINK_MS}ms ` +
        `reqs=${counters.requests} rps=${(counters.requests / elapsed).toFixed(1)} actions=${actions} failedActions=${failed} ` +
        `5xx=${counters.status5xx} 4xx=${counters.status4xx} netErrors=${counters.netErrors} ` +
        `wsErrors=${counters.wsErrors} wsDrops=${counters.wsDrops} updates=${counters.updatesReceived} ` +
        `errorLogs=${counters.errorLogs} warnLogs=${counters.warnLogs} ` +
        `rssStart=${mib(rssStart)} rssEnd=${mib(rssEnd)} rssMax=${mib(rssMax)} ` +
        `appCpu=${cpu.map((c) => `${c.toFixed(0)}%`).join('+') || 'n/a'} benchCpu=${benchCpu.toFixed(0)}% machineCpu=${machineBusy.toFixed(0)}% ` +
        `acked=${verified.checked} lost=${verified.lost} unverifiable=${verified.unverifiable} ` +
        `| p99ms ${percentiles(99)} | p50ms ${percentiles(50)}`,
    );
    if (counters.status5xx > 0 || counters.errorLogs > 0 || verified.lost > 0) process.exitCode = 1;
  } finally {
    isStopping = true;
    stop();
    await Promise.all(servers.map((s) => s.stop()));
    site.close();
    if (!KEEP) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await engines.cleanUp();
    } else {
      console.error(`soak: kept ${dataDir} ${JSON.stringify(engines.settings)}`);
    }
  }
}

await main();
