import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
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

export interface ConnectOptions {
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
): ConnectOptions {
  return {
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
  return options.postgres
    ? connectPostgres(options.postgres)
    : connectSqlite(
        options.sqliteFile,
        options.sqliteStatementCacheSize ?? 0,
        options.sqliteChangeCheckMs ?? 0,
      );
}

/** The embedded SQLite database (WAL, foreign keys on). */
async function connectSqlite(
  file: string,
  statementCacheSize: number,
  changeCheckMs: number,
): Promise<DatabaseHandle> {
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  registerSearchVocabulary(sqlite);
  const driven = asDriven(sqlite, statementCacheSize);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: driven }) });
  await migrate(db, sqliteMigrations, undefined);
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
 * Kysely's migrator holds an advisory lock while it migrates, so exactly one of them does.
 */
async function connectPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
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
    if (options.schema) await ensureSchema(db, options.schema);
    // The migrator looks for its bookkeeping tables in every schema unless told which one, and
    // would take another schema's for ours.
    const { rows } = await sql<{
      schema: string | null;
    }>`select current_schema() as schema`.execute(db);
    const schema = rows[0]?.schema;
    if (!schema) throw new Error('PostgreSQL: no schema of the search_path exists');
    await migrateBesideDroppedSchemas(db, schema);
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

async function migrate(
  db: Kysely<Database>,
  migrations: Record<string, Migration>,
  migrationTableSchema: string | undefined,
) {
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
}

/** Answers when the database takes a query; throws otherwise (for readiness checks). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
