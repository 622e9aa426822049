// Backups: one file holding every row of the database and every stored photo, read from one
// snapshot while the app keeps running, and the restore of such a file into an empty
// installation. The file is a gzipped tar (the `tar` package) of:
//
//   manifest.json        the format, the migrations, each table's row count and checksum, each
//                        object's size and SHA-256
//   db/<table>.jsonl     one JSON row per line (binary columns as {"$bytes": base64})
//   objects/<key>        each processed photo, under its object-store key
//   secret.key           DATA_DIR's generated app secret (absent when SESSION_SECRET is set)
//
// The rows are engine-neutral: a backup of SQLite restores into PostgreSQL and back. Reading is
// one transaction (PostgreSQL: repeatable read, read only; SQLite: a WAL read transaction), so
// every table is read at the same instant. Photos are written before the rows that name them
// and never changed, so those the snapshot names are copied after it.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import * as tar from 'tar';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { IMAGE_SIZE_NAMES } from '../../contract/image-values';
import { backupDir, type Config } from '../config';
import { connectDatabase, databaseOptions, type DatabaseHandle } from '../db/connect';
import {
  COPIED_TABLES,
  RowChecksum,
  appliedMigrations,
  assertEmpty,
  readRows,
  resetSequences,
  type AnyDb,
  type Row,
} from '../db/copy';
import type { Database } from '../db/schema';
import { loadAppSecret } from '../lib/secret';
import { createObjectStore } from '../objects/create-store';
import { assertValidKey, type ObjectStore } from '../objects/store';
import { insertRows, selectImageIds } from './queries';

export const BACKUP_FORMAT = 'potluck-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** Largest object a backup reads into memory: far above any processed photo size. */
const MAX_OBJECT_BYTES = 64 * 1024 * 1024;
/** Rows inserted per statement on restore (well under either engine's parameter limit). */
const INSERT_BATCH_ROWS = 200;
const SECRET_FILE = 'secret.key';

const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  engine: z.enum(['sqlite', 'postgres']),
  objectStore: z.enum(['local', 's3']),
  migrations: z.array(z.string()),
  tables: z.array(
    z.object({
      name: z.string(),
      rows: z.number().int().min(0),
      checksum: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
  objects: z.array(
    z.object({
      key: z.string().max(200),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
  /** Keys the snapshot named whose object was gone when it was copied (deleted meanwhile). */
  missingObjects: z.array(z.string()),
  secret: z.boolean(),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

export interface BackupResult {
  file: string;
  bytes: number;
  durationMs: number;
  manifest: BackupManifest;
}

type Log = (line: string) => void;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A row as one JSON line: binary values as {"$bytes": base64}. */
function encodeRow(row: Row): string {
  const encoded: Row = {};
  for (const [column, value] of Object.entries(row)) {
    encoded[column] =
      value instanceof Uint8Array ? { $bytes: Buffer.from(value).toString('base64') } : value;
  }
  return JSON.stringify(encoded);
}

function decodeRow(line: string): Row {
  const row = JSON.parse(line, (_key, value: unknown) =>
    value && typeof value === 'object' && typeof (value as { $bytes?: unknown }).$bytes === 'string'
      ? Buffer.from((value as { $bytes: string }).$bytes, 'base64')
      : value,
  ) as unknown;
  if (!row || typeof row !== 'object' || Array.isArray(row)) throw new Error('not a row');
  return row as Row;
}

/** Refuses to back up an embedded installation that has no database file (a wrong DATA_DIR). */
export function assertDatabaseExists(config: Config): void {
  const options = databaseOptions(config);
  if (!options.postgres && !fs.existsSync(options.sqliteFile)) {
    throw new Error(`No database at ${options.sqliteFile} (DATA_DIR=${config.DATA_DIR})`);
  }
}

/** A connection of its own for the backup: a small pool, no change notices. */
async function connectOwn(config: Config): Promise<DatabaseHandle> {
  assertDatabaseExists(config);
  const options = databaseOptions(config);
  return connectDatabase({
    ...options,
    sqliteStatementCacheSize: 0,
    postgres: options.postgres && {
      ...options.postgres,
      poolSize: 2,
      changeNotices: false,
      preparedStatements: false,
      onPoolError: undefined,
    },
  });
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** The file name a backup started at `date` gets. */
export const backupFileName = (date: Date) => `potluck-backup-${stamp(date)}.tar.gz`;

async function writeLines(file: string, lines: AsyncIterable<string>) {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  try {
    for await (const line of lines) {
      if (!out.write(line)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
}

/** Reads every copied table in one snapshot into `staging/db/`; answers their reports and images. */
async function dumpDatabase(handle: DatabaseHandle, staging: string, log: Log) {
  await fsp.mkdir(path.join(staging, 'db'));
  return handle.db
    .transaction()
    .setIsolationLevel(handle.dialect === 'postgres' ? 'repeatable read' : 'serializable')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const migrations = await appliedMigrations(trx);
      const tables: BackupManifest['tables'] = [];
      for (const { table, key } of COPIED_TABLES) {
        const sum = new RowChecksum();
        async function* lines() {
          for await (const page of readRows(trx as unknown as AnyDb, table, key)) {
            for (const row of page) {
              sum.add(row);
              yield `${encodeRow(row)}\n`;
            }
          }
        }
        await writeLines(path.join(staging, 'db', `${table}.jsonl`), lines());
        tables.push({ name: table, rows: sum.rows, checksum: sum.checksum });
        log(`  ${table}: ${sum.rows} rows`);
      }
      return { migrations, tables, imageIds: await selectImageIds(trx) };
    });
}

/** Copies the photos the snapshot names into `staging/objects/`. */
async function copyObjects(store: ObjectStore, imageIds: string[], staging: string) {
  const objects: BackupManifest['objects'] = [];
  const missing: string[] = [];
  for (const id of imageIds) {
    for (const size of IMAGE_SIZE_NAMES) {
      const key = `images/${id}/${size}.webp`;
      const body = await store.read(key, MAX_OBJECT_BYTES);
      if (!body) {
        missing.push(key);
        continue;
      }
      const file = path.join(staging, 'objects', key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.writeFile(file, body, { mode: 0o600 });
      objects.push({ key, size: body.length, sha256: sha256(body) });
    }
  }
  return { objects, missing };
}

/**
 * Writes a backup of the installation `config` names into BACKUP_DIR (or `file`), while the app
 * runs. The file appears whole or not at all (written under another name, then renamed).
 */
export async function createBackup(
  config: Config,
  options: { file?: string; log?: Log; now?: Date } = {},
): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const startedAt = options.now ?? new Date();
  const started = performance.now();
  const file = path.resolve(
    options.file ?? path.join(backupDir(config), backupFileName(startedAt)),
  );
  await fsp.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  if (fs.existsSync(file)) throw new Error(`${file} exists already; choose another file`);
  const staging = await fsp.mkdtemp(path.join(path.dirname(file), '.backup-'));
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  const handle = await connectOwn(config);
  const store = createObjectStore(config);
  try {
    log('database: reading one snapshot');
    const { migrations, tables, imageIds } = await dumpDatabase(handle, staging, log);
    log(`objects: copying the photos of ${imageIds.length} images`);
    const { objects, missing } = await copyObjects(store, imageIds, staging);
    log(`  ${objects.length} objects, ${objects.reduce((sum, o) => sum + o.size, 0)} bytes`);
    if (missing.length > 0) {
      log(`  ${missing.length} objects were deleted after the snapshot; the backup lists them`);
    }
    const secretFile = path.join(config.DATA_DIR, SECRET_FILE);
    const secret = !config.SESSION_SECRET && fs.existsSync(secretFile);
    if (secret) await fsp.copyFile(secretFile, path.join(staging, SECRET_FILE));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: startedAt.toISOString(),
      engine: handle.dialect,
      objectStore: config.S3_ENDPOINT ? 's3' : 'local',
      migrations,
      tables,
      objects,
      missingObjects: missing,
      secret,
    };
    await fsp.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest), {
      mode: 0o600,
    });
    const entries = ['manifest.json', 'db', ...(secret ? [SECRET_FILE] : [])];
    if (objects.length > 0) entries.push('objects');
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    await fsp.chmod(partial, 0o600);
    await fsp.rename(partial, file);
    const { size } = await fsp.stat(file);
    log(`written ${file} (${size} bytes)`);
    return { file, bytes: size, durationMs: performance.now() - started, manifest };
  } finally {
    await fsp.rm(partial, { force: true });
    await fsp.rm(staging, { recursive: true, force: true });
    await store.close?.();
    await handle.close();
  }
}

/** Unpacks a backup into `into` and answers its checked manifest. */
async function unpack(file: string, into: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  const allowed = /^(manifest\.json|secret\.key|db(\/[a-z_]+\.jsonl)?|objects(\/[a-z0-9.-]+)*)\/?$/;
  try {
    await tar.extract({
      file,
      cwd: into,
      strict: true,
      filter: (entry) => allowed.test(entry.replace(/^\.\//, '')),
    });
  } catch (error) {
    throw new Error(`${file} is not a Potluck backup (${(error as Error).message})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await fsp.readFile(path.join(into, 'manifest.json'), 'utf8'));
  } catch {
    throw new Error(`${file} is not a Potluck backup (no readable manifest.json)`);
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const version = (raw as { version?: unknown } | null)?.version;
    throw new Error(
      version !== undefined && version !== BACKUP_FORMAT_VERSION
        ? `${file} is a backup of format version ${String(version)}; this Potluck reads version ${BACKUP_FORMAT_VERSION}`
        : `${file} is not a Potluck backup (its manifest: ${parsed.error.issues[0]?.message})`,
    );
  }
  for (const object of parsed.data.objects) assertValidKey(object.key);
  return parsed.data;
}

async function* jsonLines(file: string): AsyncGenerator<Row> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (line === '') continue;
    try {
      yield decodeRow(line);
    } catch {
      throw new Error(`${path.basename(file)} line ${number} is not a row`);
    }
  }
}

/** Inserts every table's rows in one transaction, checking counts and checksums before commit. */
async function restoreRows(
  handle: DatabaseHandle,
  manifest: BackupManifest,
  staging: string,
  log: Log,
) {
  const expected = new Map(manifest.tables.map((table) => [table.name, table]));
  await handle.db.transaction().execute(async (trx) => {
    for (const { table, key } of COPIED_TABLES) {
      const wanted = expected.get(table);
      if (!wanted) throw new Error(`The backup has no table ${table}`);
      let batch: Row[] = [];
      const insert = async () => {
        await insertRows(trx as unknown as AnyDb, table, batch);
        batch = [];
      };
      for await (const row of jsonLines(path.join(staging, 'db', `${table}.jsonl`))) {
        batch.push(row);
        if (batch.length >= INSERT_BATCH_ROWS) await insert();
      }
      await insert();
      const sum = new RowChecksum();
      for await (const page of readRows(trx as unknown as AnyDb, table, key)) {
        for (const row of page) sum.add(row);
      }
      if (sum.rows !== wanted.rows || sum.checksum !== wanted.checksum) {
        throw new Error(
          `${table}: restored ${sum.rows} rows (checksum ${sum.checksum.slice(0, 16)}), the backup holds ${wanted.rows} (${wanted.checksum.slice(0, 16)}); nothing was restored`,
        );
      }
      log(`  ${table}: ${sum.rows} rows, checksum ${sum.checksum.slice(0, 16)}`);
    }
    await resetSequences(trx, handle.dialect);
  });
}

/** Writes the backup's photos into the store and checks each one's size there. */
async function restoreObjects(store: ObjectStore, manifest: BackupManifest, staging: string) {
  for (const object of manifest.objects) {
    const body = await fsp.readFile(path.join(staging, 'objects', object.key));
    if (body.length !== object.size || sha256(body) !== object.sha256) {
      throw new Error(`The backup's copy of ${object.key} is damaged (its checksum differs)`);
    }
    await store.write(object.key, body, 'image/webp');
    const stored = await store.head(object.key);
    if (stored?.size !== object.size) throw new Error(`The store did not keep ${object.key}`);
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** What the operator must still do, if anything (the app secret). */
  notes: string[];
}

/** Whether the installation `config` names holds no rows (it may not exist yet). */
export async function assertEmptyInstallation(db: Kysely<Database>) {
  try {
    await assertEmpty(db, 'This installation');
  } catch (error) {
    throw new Error(
      `${(error as Error).message}. Restore only into a new installation: an empty DATA_DIR, or an empty PostgreSQL database or schema.`,
    );
  }
}

/**
 * Restores a backup into the installation `config` names, which must be empty (its database is
 * created and migrated if missing). The rows go in as one transaction, checked against the
 * manifest before it commits; the photos go first, so a failure leaves rows out, never photos.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  options: { log?: Log } = {},
): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const parent = backupDir(config);
  await fsp.mkdir(parent, { recursive: true, mode: 0o700 });
  const staging = await fsp.mkdtemp(path.join(parent, '.restore-'));
  try {
    const manifest = await unpack(path.resolve(file), staging);
    const options = databaseOptions(config);
    if (!options.postgres) fs.mkdirSync(config.DATA_DIR, { recursive: true });
    const handle = await connectDatabase({
      ...options,
      postgres: options.postgres && {
        ...options.postgres,
        poolSize: 2,
        changeNotices: false,
        preparedStatements: false,
        onPoolError: undefined,
      },
    });
    const store = createObjectStore(config);
    try {
      const here = await appliedMigrations(handle.db);
      if (here.join() !== manifest.migrations.join()) {
        throw new Error(
          `The backup was made at schema ${manifest.migrations.at(-1) ?? 'none'}, this installation is at ${here.at(-1) ?? 'none'}. ` +
            'Restore it with the Potluck version that made it, then upgrade.',
        );
      }
      await assertEmptyInstallation(handle.db);
      log(`objects: writing ${manifest.objects.length}`);
      await restoreObjects(store, manifest, staging);
      log('database: writing and checking every table');
      await restoreRows(handle, manifest, staging, log);
    } finally {
      await store.close?.();
      await handle.close();
    }
    const notes: string[] = [];
    if (manifest.secret) {
      if (config.SESSION_SECRET) {
        notes.push(
          'The backed-up installation used a generated secret (secret.key) and this one sets SESSION_SECRET: ' +
            'unset SESSION_SECRET so the restored secret is used, or calendar links and signed-in sessions stop working.',
        );
      }
      // Replaces the secret an empty installation may have generated when it first started.
      const target = path.join(config.DATA_DIR, SECRET_FILE);
      await fsp.mkdir(config.DATA_DIR, { recursive: true });
      await fsp.copyFile(path.join(staging, SECRET_FILE), target);
      await fsp.chmod(target, 0o600);
      loadAppSecret({ DATA_DIR: config.DATA_DIR, SESSION_SECRET: undefined });
    } else if (!config.SESSION_SECRET) {
      notes.push(
        'The backed-up installation set SESSION_SECRET: set the same value here, or calendar links and signed-in sessions stop working.',
      );
    }
    if (manifest.missingObjects.length > 0) {
      notes.push(
        `${manifest.missingObjects.length} photos were deleted while the backup was taken and are not in it.`,
      );
    }
    return { manifest, notes };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
