import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { sqliteMigrations } from './migrations/sqlite';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** SQLite file; `:memory:` for a throwaway database. */
  sqliteFile: string;
}

class StaticMigrations implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations() {
    return this.migrations;
  }
}

/** Opens the embedded SQLite database (WAL, foreign keys on) and applies pending migrations. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.sqliteFile !== ':memory:') {
    fs.mkdirSync(path.dirname(path.resolve(options.sqliteFile)), { recursive: true });
  }
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrate(db, sqliteMigrations);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

async function migrate(db: Kysely<Database>, migrations: Record<string, Migration>) {
  const migrator = new Migrator({ db, provider: new StaticMigrations(migrations) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
