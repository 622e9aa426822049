import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type pgDriver from 'pg';
import type { Pool, PoolClient } from 'pg';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import type { Config } from '../config';
import type { Database } from './schema';
import { sqliteMigrations } from './migrations/sqlite';
import { postgresMigrations } from './migrations/postgres';
import { listenForChanges, type ChangeNotices } from './change-notices';
import { preparedStatementNames } from './prepared';
import { rejectNulCharacters } from './reject-nul';
import { registerSearchVocabulary } from './search-vocabulary';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /**
   * A mark of the database's contents, for answers read from it that may be kept: while the mark
   * is the same, a query would read what it read before. Null when there is none to give
   * (SQLite inside a transaction; PostgreSQL without change notices, or while their connection is
   * down), and then nothing read may be reused. On PostgreSQL the mark covers only the tables a
   * session read depends on (change-notices.ts).
   */
  readStamp(): string | null;
  close(): Promise<void>;
}

export interface PostgresOptions {
  url: string;
  /** Connections this process keeps open at most. */
  poolSize: number;
  /** How long a query waits for a connection, in milliseconds. */
  connectTimeoutMs: number;
  /** The schema every table lives in, created if missing; unset: the server's search_path. */
  schema?: string;
  /** Told about a broken idle connection (the pool drops it and opens another when needed). */
  onPoolError?: (error: Error) => void;
  /** Prepared queries (db/prepared.ts) run as named statements (DATABASE_PREPARED_STATEMENTS). */
  preparedStatements?: boolean;
  /**
   * Listen for the database's notices of changed sessions, users and list versions, and give a
   * read stamp while listening (DATABASE_CHANGE_NOTICES).
   */
  changeNotices?: boolean;
  /** How often the listening connection proves it still hears (DATABASE_CHANGE_NOTICES_CHECK_MS). */
  changeNoticesCheckMs?: number;
}

/** What this process's start did to the schema, for its log. */
export interface MigrationReport {
  /** Migrations this process applied; empty when another process had (or none were pending). */
  applied: string[];
  /** Milliseconds spent waiting for the migration lock (another process migrating, if long). */
  waitedMs: number;
}

export interface ConnectOptions {
  /**
   * How long a starting process waits for another one's migration, in milliseconds, before it
   * gives up (DATABASE_MIGRATION_WAIT_SECONDS); 5 minutes when unset.
   */
  migrationWaitMs?: number;
  /** Told what the start did to the schema (applied migrations, time spent waiting). */
  onMigrations?: (report: MigrationReport) => void;
  /** SQLite file; `:memory:` for a throwaway database. Ignored when `postgres` is given. */
  sqliteFile: string;
  /** SQLite: prepared statements kept for reuse (SQLITE_STATEMENT_CACHE_SIZE). */
  sqliteStatementCacheSize?: number;
  /**
   * SQLite: how long, in milliseconds, a look at what other connections to the file committed
   * stands for (SQLITE_CHANGE_CHECK_MS); 0, the default here, looks on every read stamp.
   */
  sqliteChangeCheckMs?: number;
  /** PostgreSQL instead of SQLite. */
  postgres?: PostgresOptions;
}

class StaticMigrations implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations() {
    return this.migrations;
  }
}

/** Where the configuration says the database is: PostgreSQL when DATABASE_URL is set. */
export function databaseOptions(
  config: Config,
  onPoolError?: (error: Error) => void,
  onMigrations?: (report: MigrationReport) => void,
): ConnectOptions {
  return {
    migrationWaitMs: config.DATABASE_MIGRATION_WAIT_SECONDS * 1000,
    onMigrations,
    sqliteFile: path.join(config.DATA_DIR, 'potluck.db'),
    sqliteStatementCacheSize: config.SQLITE_STATEMENT_CACHE_SIZE,
    sqliteChangeCheckMs: config.SQLITE_CHANGE_CHECK_MS,
    postgres: config.DATABASE_URL
      ? {
          url: config.DATABASE_URL,
          poolSize: config.DATABASE_POOL_SIZE,
          connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          schema: config.DATABASE_SCHEMA,
          preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
          changeNotices: config.DATABASE_CHANGE_NOTICES,
          changeNoticesCheckMs: config.DATABASE_CHANGE_NOTICES_CHECK_MS,
          onPoolError,
        }
      : undefined,
  };
}

/** Opens the database the options name and applies its pending migrations. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  const migrations: MigrationOptions = {
    waitMs: options.migrationWaitMs ?? DEFAULT_MIGRATION_WAIT_MS,
    onReport: options.onMigrations ?? (() => {}),
  };
  return options.postgres
    ? connectPostgres(options.postgres, migrations)
    : connectSqlite(
        options.sqliteFile,
        options.sqliteStatementCacheSize ?? 0,
        options.sqliteChangeCheckMs ?? 0,
        migrations,
      );
}

interface MigrationOptions {
  waitMs: number;
  onReport: (report: MigrationReport) => void;
}

const DEFAULT_MIGRATION_WAIT_MS = 300_000;
/** How long SQLite waits for another connection's lock on the file before a statement fails. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** The embedded SQLite database (WAL, foreign keys on). */
async function connectSqlite(
  file: string,
  statementCacheSize: number,
  changeCheckMs: number,
  migrations: MigrationOptions,
): Promise<DatabaseHandle> {
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  }
  const sqlite = new SQLite(file);
  // Before anything else: processes opening a new file together all switch it to WAL, which
  // takes the file's lock, and without a busy timeout all but one would fail at once.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  registerSearchVocabulary(sqlite);
  const driven = asDriven(sqlite, statementCacheSize);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: driven }) });
  try {
    await migrateSqlite(sqlite, db, migrations);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // Changes made through another connection (another process on the same file) move SQLite's
  // data_version; this connection's own are counted as the driver runs them. Reading the version
  // takes and drops a lock on the file (two system calls): once per changeCheckMs it stands for
  // every read stamp, so what another process commits is seen within that time, as PostgreSQL's
  // notices are seen when they arrive. Signed-in requests answered from kept bytes ran at 1.4
  // times the rate with 1 ms.
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let version = 0;
  let versionReadAt = -Infinity;
  return {
    db,
    dialect: 'sqlite',
    readStamp: () => {
      if (sqlite.inTransaction) return null;
      const now = performance.now();
      if (now - versionReadAt >= changeCheckMs) {
        version = dataVersion.get() as number;
        versionReadAt = now;
      }
      return `${driven.writes()}.${version}`;
    },
    close: () => db.destroy(),
  };
}

/**
 * Has `client` run the SQL of a prepared query (db/prepared.ts) as a named statement: PostgreSQL
 * parses and plans it once per connection instead of on every call. Kysely's driver sends text
 * and values; only texts registered by prepareQuery are named, so the statements a connection
 * keeps are a fixed few. The session read ran at 2.4 times the rate (32 callers, 10 connections).
 */
function nameKnownStatements(client: PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' ? preparedStatementNames.get(text) : undefined;
    if (name && rest.length === 1 && Array.isArray(rest[0])) {
      return query({ name, text, values: rest[0] });
    }
    return query(text, ...rest);
  }) as PoolClient['query'];
}

/**
 * The database as Kysely's driver uses it. The driver prepares every query just before it runs
 * it, so this is where the statements that can change the database are counted (readStamp); and
 * the last `cacheSize` statements are kept by their SQL, as preparing cost a quarter of a
 * millisecond per list request. Statements run synchronously and the server never streams a
 * query, so a kept one is never used twice at once; SQLite re-prepares it after a schema change.
 */
function asDriven(sqlite: SQLite.Database, cacheSize: number) {
  const kept = cacheSize > 0 ? new LRUCache<string, SQLite.Statement>({ max: cacheSize }) : null;
  let writes = 0;
  return {
    prepare(sql: string) {
      let statement = kept?.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        kept?.set(sql, statement);
      }
      // Transaction control counts as read-only in SQLite; the writes inside a transaction do not.
      if (!statement.readonly) writes += 1;
      return statement;
    },
    writes: () => writes,
    close: () => sqlite.close(),
  };
}

/**
 * PostgreSQL through a pool of `poolSize` connections. Several app processes may start at once:
 * the one holding the schema's migration lock (migratePostgres) migrates, the others wait for it.
 */
async function connectPostgres(
  options: PostgresOptions,
  migrations: MigrationOptions,
): Promise<DatabaseHandle> {
  // The driver loads here, not at start: a process on SQLite never needs it.
  const { default: pg } = await import('pg');
  const pool: Pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    // Every connection resolves unqualified names in the configured schema (validated as a plain
    // identifier by config.ts, so it needs no quoting here).
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection that breaks (server restart, network cut) is reported here; without a
  // listener the error would end the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  if (options.preparedStatements) pool.on('connect', nameKnownStatements);
  const writes = countWrites(pool);
  let notices: ChangeNotices | null = null;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [rejectNulCharacters],
  });
  try {
    const schema = await migratePostgres(pg, db, options, migrations);
    notices = options.changeNotices
      ? await listenForChanges({
          connection: {
            connectionString: options.url,
            connectionTimeoutMillis: options.connectTimeoutMs,
          },
          schema,
          checkMs: options.changeNoticesCheckMs ?? DEFAULT_CHECK_MS,
          onError: (error) => options.onPoolError?.(error),
        })
      : null;
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    db,
    dialect: 'postgres',
    // What a read found holds while no notice has come and this process has written nothing.
    readStamp: () => {
      const mark = notices?.mark();
      return mark ? `${mark}.${writes()}` : null;
    },
    close: async () => {
      await notices?.close();
      await db.destroy();
    },
  };
}

/** As DATABASE_CHANGE_NOTICES_CHECK_MS's default, for connections made without a configuration. */
const DEFAULT_CHECK_MS = 2_000;

/**
 * Counts the statements the pool's connections run that may change a table (all but selects),
 * each when it is done: a read that began before a write ended then sees the count move. Kysely
 * runs every statement as `client.query(text, values)`, which answers with a promise; the app runs
 * no select that writes (one calling a function that does would go uncounted here, and be seen
 * only when its notice arrives).
 */
function countWrites(pool: Pool): () => number {
  let writes = 0;
  const counted = () => void (writes += 1);
  pool.on('connect', (client: PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (!/^\s*select\b/i.test(text ?? '') && result instanceof Promise) {
        result.then(counted, counted);
      }
      return result;
    }) as PoolClient['query'];
  });
  return () => writes;
}

/**
 * Creates the schema unless it exists. Two processes starting together can both pass "if not
 * exists" and one then fails on the catalog's unique index; that one finds the schema made.
 */
async function ensureSchema(db: Kysely<Database>, schema: string) {
  try {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  } catch (error) {
    const { rows } = await sql`select 1 from pg_namespace where nspname = ${schema}`.execute(db);
    if (rows.length === 0) throw error;
  }
}

/**
 * Migrates the PostgreSQL schema, tried again (up to 3 times) when it failed on another schema
 * vanishing: the migrator reads the tables of every schema of the database to find its own, and a
 * schema dropped during that read (as each test's is when it ends) fails it with "schema … does
 * not exist" under that other schema's name.
 */
async function migrateBesideDroppedSchemas(db: Kysely<Database>, schema: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrate(db, postgresMigrations, schema);
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const otherSchemaGone =
        cause?.code === '3F000' && !cause.message?.includes(`"${schema}"`) && attempt < 3;
      if (!otherSchemaGone) throw error;
    }
  }
}

/**
 * Creates the schema and applies pending migrations while holding a session-level advisory lock
 * keyed by the schema's name, on a connection of its own (outside the pool, which may have room
 * for one). Processes that start together queue on the lock: the first migrates, each later one
 * finds nothing pending. Kysely's migrator takes a lock of its own too, but only around the
 * migrations themselves, and one key for every schema of the database; this one also covers
 * creating the schema and the migrator's bookkeeping tables, where starts used to race. Returns
 * the schema the tables live in.
 */
async function migratePostgres(
  pg: typeof pgDriver,
  db: Kysely<Database>,
  options: PostgresOptions,
  migrations: MigrationOptions,
): Promise<string> {
  const lockHolder = new pg.Client({
    connectionString: options.url,
    connectionTimeoutMillis: options.connectTimeoutMs,
  });
  await lockHolder.connect();
  try {
    // Two int keys: a key space apart from Kysely's single bigint one. A schema left to the
    // search_path locks the database's default name, ''.
    const lockKey = [MIGRATION_LOCK_CLASS, options.schema ?? ''];
    const tried = await lockHolder.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext($1), hashtext($2)) as locked',
      lockKey,
    );
    const startedAt = performance.now();
    if (!tried.rows[0]?.locked) {
      await lockHolder.query(`set lock_timeout = ${Math.max(1, Math.round(migrations.waitMs))}`);
      try {
        await lockHolder.query('select pg_advisory_lock(hashtext($1), hashtext($2))', lockKey);
      } catch (error) {
        throw new Error(
          `PostgreSQL: another process held the migration lock for over ${Math.round(migrations.waitMs / 1000)} s (DATABASE_MIGRATION_WAIT_SECONDS)`,
          { cause: error },
        );
      }
    }
    const waitedMs = tried.rows[0]?.locked ? 0 : Math.round(performance.now() - startedAt);
    if (options.schema) await ensureSchema(db, options.schema);
    // The migrator looks for its bookkeeping tables in every schema unless told which one, and
    // would take another schema's for ours.
    const { rows } = await sql<{
      schema: string | null;
    }>`select current_schema() as schema`.execute(db);
    const schema = rows[0]?.schema;
    if (!schema) throw new Error('PostgreSQL: no schema of the search_path exists');
    const applied = await migrateBesideDroppedSchemas(db, schema);
    migrations.onReport({ applied, waitedMs });
    return schema;
  } finally {
    // Ending the session releases the lock too; unlocking first hands it on without waiting for
    // the disconnection to be noticed.
    await lockHolder.query('select pg_advisory_unlock_all()').catch(() => {});
    await lockHolder.end().catch(() => {});
  }
}

/** The first key of the migration lock (the second is the schema). */
const MIGRATION_LOCK_CLASS = 'potluck migrations';

/**
 * Applies pending SQLite migrations inside one write transaction taken before the migrator reads
 * what is applied: processes opening one file together queue on SQLite's write lock, the first
 * migrates, each later one finds nothing pending; and a migration that fails leaves the file as
 * it was. Kysely's migrator takes no lock on SQLite (it assumes one connection) and runs no
 * transaction there, so all it does runs inside this one.
 */
async function migrateSqlite(
  sqlite: SQLite.Database,
  db: Kysely<Database>,
  migrations: MigrationOptions,
): Promise<void> {
  const startedAt = performance.now();
  for (;;) {
    try {
      sqlite.exec('begin immediate');
      break;
    } catch (error) {
      const isBusy = (error as { code?: string }).code === 'SQLITE_BUSY';
      if (!isBusy) throw error;
      if (performance.now() - startedAt > migrations.waitMs) {
        throw new Error(
          `SQLite: another process held the database's write lock for over ${Math.round(migrations.waitMs / 1000)} s (DATABASE_MIGRATION_WAIT_SECONDS)`,
          { cause: error },
        );
      }
    }
  }
  // Each try waits up to the busy timeout inside SQLite: the time begin took is the time waited.
  const waitedMs = Math.round(performance.now() - startedAt);
  try {
    const applied = await migrate(db, sqliteMigrations, undefined);
    sqlite.exec('commit');
    migrations.onReport({ applied, waitedMs });
  } catch (error) {
    if (sqlite.inTransaction) sqlite.exec('rollback');
    throw error;
  }
}

/** Applies the pending migrations; answers the names of those applied. */
async function migrate(
  db: Kysely<Database>,
  migrations: Record<string, Migration>,
  migrationTableSchema: string | undefined,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrations(migrations),
    migrationTableSchema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Answers when the database takes a query; throws otherwise (for readiness checks). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
