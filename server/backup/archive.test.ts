// Backups on whichever engines the suite runs on (SQLite and DATA_DIR/objects by default;
// PostgreSQL and the s3rver bucket under `npm run test:scaleout`): a populated installation is
// backed up, restored into a new one and read back through a fresh app process: every table's
// rows (counts and checksums), every photo's bytes, sign-in, API tokens and calendar links (the
// restored secret). A backup taken while 20 clients write holds one instant.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../contract/households';
import type { Recipe } from '../../contract/recipes';
import { TEST_PASSWORD, signUp, type SignedUpUser } from '../auth/testing';
import { COPIED_TABLES, verifyCopy } from '../db/copy';
import {
  fetchObject,
  makeImage,
  processUpload,
  putBytes,
  requestUploadUrl,
} from '../objects/testing';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';
import { createBackup, restoreBackup, type BackupResult } from './archive';

const servers: TestServer[] = [];
/** Started last, closed first (a reader shares its data with the install it reads). */
async function server(...args: Parameters<typeof startTestServer>) {
  const started = await startTestServer(...args);
  servers.unshift(started);
  return started;
}
afterAll(async () => {
  for (const started of servers) await started.close();
});

/** An empty installation, the backup restored into it, and an app process started after that. */
async function restoredInstallation(backup: BackupResult) {
  const target = await server();
  const log: string[] = [];
  const result = await restoreBackup(target.deps.config, backup.file, { log: (l) => log.push(l) });
  const reader = await server({}, { shareDataWith: target });
  return { target, reader, result, log };
}

const count = async (srv: TestServer, table: (typeof COPIED_TABLES)[number]['table']) =>
  Number(
    (
      await srv.deps.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a backup restored into a new installation', () => {
  let source: TestServer;
  let owner: SignedUpUser;
  let backup: BackupResult;
  let photoPath: string;
  let photoRecipeId: string;
  let calendarUrl: string;
  let apiToken: string;

  beforeAll(async () => {
    source = await server();
    owner = await signUp(source, { firstName: 'Zoë', lastName: 'Crème' });
    const friend = await signUp(source);
    await createUser(source, { account_type: 'admin' });
    const recipes: Recipe[] = [];
    for (let i = 0; i < 3; i += 1) {
      recipes.push(
        await createRecipe(owner.client, {
          title: i === 0 ? 'Crème brûlée' : `Recipe ${i} «${'x'.repeat(i)}»`,
          ingredients: ['2 eggs', '½ cup sugar'],
          steps: ['Mix', 'Bake'],
          tags: ['Dessert', `tag${i}`],
          visibility: i === 1 ? 'public' : 'private',
        }),
      );
    }
    // A photo, processed into its sizes and shown by a recipe.
    photoRecipeId = recipes[0]!.id;
    const uploadURL = await requestUploadUrl(owner.client);
    expect((await putBytes(source, uploadURL, await makeImage('png', 320, 200))).status).toBe(200);
    const processed = await processUpload(owner.client, uploadURL, photoRecipeId);
    expect(processed.status, processed.text).toBe(200);
    photoPath = processed.body.objectPath as string;
    const shown = await owner.client.put(`/api/recipes/${photoRecipeId}`, { imageUrl: photoPath });
    expect(shown.status, shown.text).toBe(200);
    // Two edits: the recipe's sync document, its updates and a history version.
    for (const description of ['Edited once', 'Edited twice']) {
      const res = await owner.client.put(`/api/recipes/${recipes[0]!.id}`, { description });
      expect(res.status, res.text).toBe(200);
    }
    // A recipe shared with an account, and a pending invitation for an address without one.
    for (const email of [friend.email, 'no-account-yet@example.com']) {
      const invited = await owner.client.post('/api/recipes/invite', {
        recipeId: recipes[1]!.id,
        email,
      });
      expect(invited.status, invited.text).toBe(200);
    }
    const token = await owner.client.post<{ token: string }>('/api/tokens', {
      name: 'Script',
      scope: 'read',
    });
    expect(token.status).toBe(201);
    apiToken = token.body.token;
    // The household: a member, a list with an item, a planned meal and the calendar feed.
    const { body: own } = await owner.client.get<{ households: Household[] }>('/api/households');
    const householdId = own.households[0]!.id;
    const { body: list } = await owner.client.post<{ id: string }>(
      `/api/households/${householdId}/lists`,
      { name: 'Groceries' },
    );
    await owner.client.post(`/api/lists/${list.id}/items`, { lines: ['2 lb potatoes'] });
    const planned = await owner.client.post(`/api/households/${householdId}/plan`, {
      date: '2030-01-07',
      slot: 'dinner',
      note: 'Soup',
    });
    expect(planned.status, planned.text).toBeLessThan(300);
    const feed = await owner.client.post<{ url: string }>(
      `/api/households/${householdId}/calendar`,
    );
    expect(feed.status, feed.text).toBe(200);
    calendarUrl = new URL(feed.body.url).pathname;
    await owner.client.post('/api/contact', {
      name: 'Zoë',
      email: owner.email,
      subject: 'Hello',
      message: 'Ça marche ?',
    });

    backup = await createBackup(source.deps.config);
  });

  it('writes one file, readable only by its owner, that names every table and photo', async () => {
    expect(fs.statSync(backup.file).mode & 0o777).toBe(0o600);
    expect(backup.bytes).toBe(fs.statSync(backup.file).size);
    expect(backup.manifest.tables.map((table) => table.name)).toEqual(
      COPIED_TABLES.map((table) => table.table),
    );
    expect(backup.manifest.objects.length).toBeGreaterThan(0);
    expect(backup.manifest.missingObjects).toEqual([]);
    const entries: string[] = [];
    await tar.list({ file: backup.file, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries).toContain('manifest.json');
    for (const object of backup.manifest.objects)
      expect(entries).toContain(`objects/${object.key}`);
  });

  it('brings back every row of every table, each photo and the secret', async () => {
    const { reader, result } = await restoredInstallation(backup);
    expect(result.notes).toEqual([]);
    const reports = await verifyCopy(source.deps, reader.deps);
    for (const report of reports) {
      expect(report, report.table).toMatchObject({ matches: true });
    }
    // Something of every kind was there to come back.
    for (const table of [
      'users',
      'passwords',
      'sessions',
      'recipes',
      'images',
      'sync_docs',
      'sync_updates',
      'sync_versions',
      'households',
      'household_members',
      'shopping_lists',
      'recipe_invites',
      'api_tokens',
      'contact_messages',
    ] as const) {
      expect(await count(reader, table), table).toBeGreaterThan(0);
    }

    // The restored app serves them: a password sign-in, the recipes, the photo's bytes…
    const client = new TestClient(reader.baseUrl);
    const login = await client.post('/api/auth/login', {
      email: owner.email,
      password: TEST_PASSWORD,
    });
    expect(login.status, login.text).toBe(200);
    const [before, after] = await Promise.all([
      owner.client.get<Recipe[]>('/api/recipes'),
      client.get<Recipe[]>('/api/recipes'),
    ]);
    expect(after.body).toEqual(before.body);
    expect(after.body.find((r) => r.id === photoRecipeId)?.imageUrl).toBe(photoPath);
    const [photoThen, photoNow] = await Promise.all([
      fetchObject(source, photoPath, owner.client),
      fetchObject(reader, photoPath, client),
    ]);
    expect(photoNow.status).toBe(200);
    expect(photoNow.bytes.equals(photoThen.bytes)).toBe(true);
    // …the history, the household with its list and plan, search…
    const history = await client.get<{ versions: unknown[] }>(
      `/api/recipes/${photoRecipeId}/history`,
    );
    expect(history.status).toBe(200);
    expect(history.body).toEqual(
      (await owner.client.get(`/api/recipes/${photoRecipeId}/history`)).body,
    );
    // The same households, lists and calendar link (its token is signed with the secret); only
    // the origin the link starts with differs.
    const households = await client.get('/api/households');
    expect(households.text.replaceAll(reader.baseUrl, source.baseUrl)).toBe(
      (await owner.client.get('/api/households')).text,
    );
    const found = await client.get<Recipe[]>('/api/recipes?search=creme');
    expect(found.body.map((r) => r.title)).toEqual(['Crème brûlée']);
    // …the API token (hashed in the database) and the calendar link (signed with the secret).
    const byToken = await client.request('GET', '/api/recipes', {
      headers: { authorization: `Bearer ${apiToken}` },
    });
    expect(byToken.status).toBe(200);
    const feed = await new TestClient(reader.baseUrl).get(calendarUrl);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain('Soup');
  });

  it('refuses an installation that is not empty, and changes nothing there', async () => {
    const target = await server();
    const someone = await signUp(target);
    const rows = await count(target, 'users');
    await expect(restoreBackup(target.deps.config, backup.file)).rejects.toThrow(
      /This installation is not empty: users has 1 rows/,
    );
    expect(await count(target, 'users')).toBe(rows);
    expect(await count(target, 'recipes')).toBe(0);
    expect((await someone.client.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses a file that is not a backup, or one whose rows were altered', async () => {
    const target = await server();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-backup-test-'));
    try {
      const notOne = path.join(dir, 'notes.tar.gz');
      fs.writeFileSync(notOne, 'hello');
      await expect(restoreBackup(target.deps.config, notOne)).rejects.toThrow(
        /is not a Potluck backup/,
      );
      await expect(restoreBackup(target.deps.config, path.join(dir, 'nope'))).rejects.toThrow(
        /No backup at/,
      );
      // The same backup with one row changed: the checksum check rolls the whole restore back.
      const unpacked = path.join(dir, 'unpacked');
      fs.mkdirSync(unpacked);
      await tar.extract({ file: backup.file, cwd: unpacked });
      const recipesFile = path.join(unpacked, 'db', 'recipes.jsonl');
      fs.writeFileSync(
        recipesFile,
        fs.readFileSync(recipesFile, 'utf8').replace('Crème brûlée', 'Crème brulée'),
      );
      const altered = path.join(dir, 'altered.tar.gz');
      await tar.create({ gzip: true, file: altered, cwd: unpacked }, fs.readdirSync(unpacked));
      await expect(restoreBackup(target.deps.config, altered)).rejects.toThrow(
        /recipes: restored 3 rows .* nothing was restored/,
      );
      for (const { table } of COPIED_TABLES) expect(await count(target, table), table).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a backup taken while 20 clients write', () => {
  it('holds one instant: every row it names is whole and every reference resolves', async () => {
    const source = await server();
    const writers = await Promise.all(
      Array.from({ length: 20 }, () => createUser(source, { account_type: 'premium' })),
    );
    let writing = true;
    const written = writers.map(async ({ client }, i) => {
      let made = 0;
      while (writing) {
        const recipe = await createRecipe(client, {
          title: `Writer ${i} recipe ${made}`,
          ingredients: ['salt'],
          tags: ['busy', `writer${i}`],
        });
        const edit = await client.put(`/api/recipes/${recipe.id}`, { description: `v${made}` });
        if (edit.status !== 200) throw new Error(`edit failed: ${edit.status} ${edit.text}`);
        made += 1;
      }
      return made;
    });
    let backup: BackupResult;
    let recipesBefore: number;
    let recipesAfter: number;
    try {
      // Let every writer get going, then back up while they write.
      while ((await count(source, 'recipes')) < 20) await new Promise((r) => setTimeout(r, 20));
      recipesBefore = await count(source, 'recipes');
      backup = await createBackup(source.deps.config);
      recipesAfter = await count(source, 'recipes');
    } finally {
      writing = false;
    }
    expect((await Promise.all(written)).every((made) => made > 0)).toBe(true);
    expect(recipesAfter).toBeGreaterThan(recipesBefore);

    // The restore checks every table against the backup's counts and checksums, inside one
    // transaction whose foreign keys must all resolve.
    const { reader } = await restoredInstallation(backup);
    const recipes = await count(reader, 'recipes');
    expect(recipes).toBeGreaterThanOrEqual(recipesBefore);
    expect(recipes).toBeLessThanOrEqual(recipesAfter);
    const manifestRows = new Map(backup.manifest.tables.map((t) => [t.name, t.rows]));
    expect(manifestRows.get('recipes')).toBe(recipes);
    // Each recipe was made with its two tags in one transaction: read at one instant, every
    // recipe has both and no tag row is without its recipe.
    expect(await count(reader, 'recipe_tags')).toBe(2 * recipes);
    const { rows: untagged } = await sql<{ n: number }>`
      select count(*) as n from recipes r
      where (select count(*) from recipe_tags t where t.recipe_id = r.id) <> 2`.execute(
      reader.deps.db,
    );
    expect(Number(untagged[0]!.n)).toBe(0);
    // Every stored update and history version belongs to a document that is there.
    const { rows: orphans } = await sql<{ n: number }>`
      select (select count(*) from sync_updates u
                where not exists (select 1 from sync_docs d where d.doc_id = u.doc_id))
           + (select count(*) from sync_versions v
                where not exists (select 1 from sync_docs d where d.doc_id = v.doc_id)) as n`.execute(
      reader.deps.db,
    );
    expect(Number(orphans[0]!.n)).toBe(0);
    expect(await count(reader, 'sync_docs')).toBeGreaterThan(0);
  }, 120_000);
});
