// Copies every row of one Potluck database into another (an embedded SQLite installation into
// PostgreSQL), then proves nothing was lost: per table, the row count and an order-independent
// checksum of the rows must be equal on both sides. Both databases must be at the same
// migration; the target must be empty. The copy is one transaction on the target, so a failure
// leaves it empty again.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import type { DialectName } from './connect';

/** A database side of the copy. */
export interface CopyEnd {
  db: Kysely<Database>;
  dialect: DialectName;
}

/**
 * Every table, parents before children (foreign keys), with the primary key the rows are read
 * in pages by. Search tables and list_versions are not copied: each engine's triggers rebuild them
 * from recipes.
 */
export const COPIED_TABLES: ReadonlyArray<{ table: keyof Database; key: readonly string[] }> = [
  { table: 'users', key: ['id'] },
  { table: 'passwords', key: ['user_id'] },
  { table: 'password_resets', key: ['user_id'] },
  { table: 'sessions', key: ['sid'] },
  { table: 'recipes', key: ['seq'] },
  { table: 'recipe_tags', key: ['recipe_id', 'tag'] },
  { table: 'recipe_members', key: ['recipe_id', 'user_id', 'role'] },
  { table: 'uploads', key: ['id'] },
  { table: 'images', key: ['id'] },
  { table: 'admin_audit', key: ['id'] },
  { table: 'contact_messages', key: ['id'] },
  { table: 'sync_docs', key: ['doc_id'] },
  { table: 'sync_updates', key: ['doc_id', 'seq'] },
  { table: 'sync_versions', key: ['id'] },
  { table: 'households', key: ['id'] },
  { table: 'household_members', key: ['household_id', 'user_id'] },
  { table: 'household_invites', key: ['id'] },
  { table: 'shopping_lists', key: ['id'] },
  { table: 'household_food_sections', key: ['household_id', 'food_key'] },
  { table: 'recipe_invites', key: ['id'] },
  { table: 'api_tokens', key: ['id'] },
  { table: 'recipe_photos', key: ['recipe_id', 'image_path'] },
];

export interface TableReport {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
  matches: boolean;
}

export type Row = Record<string, unknown>;
/** The copy addresses tables by name, so it sees them untyped. */
export type AnyDb = Kysely<Record<string, Row>>;

const PAGE_SIZE = 500;

/** Reads `table` in primary-key pages (keyset, so a large table costs one index walk). */
export async function* readRows(db: AnyDb, table: string, key: readonly string[]) {
  let after: unknown[] | null = null;
  for (;;) {
    let query = db.selectFrom(table).selectAll();
    if (after) {
      const keyTuple = sql.join(key.map((column) => sql.ref(column)));
      const afterTuple = sql.join(after);
      query = query.where(sql<boolean>`(${keyTuple}) > (${afterTuple})`);
    }
    for (const column of key) query = query.orderBy(sql.ref(column));
    const rows = (await query.limit(PAGE_SIZE).execute()) as Row[];
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = key.map((column) => last[column]);
    if (rows.length < PAGE_SIZE) return;
  }
}

/** The names of the migrations a database has applied, in order. */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const result = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return result.rows.map((row) => row.name);
}

/** Refuses a copy that could lose or mix data: different migrations, or a target with rows. */
export async function checkCopyPreconditions(source: CopyEnd, target: CopyEnd): Promise<void> {
  const [fromSource, fromTarget] = await Promise.all([
    appliedMigrations(source.db),
    appliedMigrations(target.db),
  ]);
  if (fromSource.join() !== fromTarget.join()) {
    throw new Error(
      `The databases are at different migrations (source: ${fromSource.join(', ')}; target: ${fromTarget.join(', ')})`,
    );
  }
  await assertEmpty(target.db, 'The target database');
}

/** Throws, naming the first table with rows, unless every copied table of `db` is empty. */
export async function assertEmpty(db: Kysely<Database>, what: string): Promise<void> {
  for (const { table } of COPIED_TABLES) {
    const row = await (db as unknown as AnyDb)
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    if (Number(row.count) > 0) {
      throw new Error(`${what} is not empty: ${table} has ${row.count} rows`);
    }
  }
}

/** After rows came with their own `seq` (PostgreSQL), the next recipe must number after them. */
export async function resetSequences(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence('recipes', 'seq'), coalesce(max(seq), 0) + 1, false) from recipes`.execute(
    db,
  );
}

/** Copies every table's rows from source to target, in one transaction on the target. */
export async function copyRows(
  source: CopyEnd,
  target: CopyEnd,
  onTable: (table: string, rows: number) => void = () => {},
): Promise<void> {
  await checkCopyPreconditions(source, target);
  await target.db.transaction().execute(async (trx) => {
    for (const { table, key } of COPIED_TABLES) {
      let copied = 0;
      for await (const rows of readRows(source.db as unknown as AnyDb, table, key)) {
        await (trx as unknown as AnyDb).insertInto(table).values(rows).execute();
        copied += rows.length;
      }
      onTable(table, copied);
    }
    await resetSequences(trx, target.dialect);
  });
}

/**
 * Row count and checksum of rows: the sum, modulo 2^256, of the SHA-256 of each row's values in
 * column order, so the order rows are read in does not matter and a changed, missing or extra
 * row changes it.
 */
export class RowChecksum {
  private static readonly modulus = 1n << 256n;
  private sum = 0n;
  private columns: string[] | null = null;
  rows = 0;

  add(row: Row): void {
    this.columns ??= Object.keys(row).sort();
    const values = this.columns.map((column) => row[column] ?? null);
    const digest = createHash('sha256').update(JSON.stringify(values)).digest('hex');
    this.sum = (this.sum + BigInt(`0x${digest}`)) % RowChecksum.modulus;
    this.rows += 1;
  }

  get checksum(): string {
    return this.sum.toString(16).padStart(64, '0');
  }
}

/** Row count and checksum (RowChecksum) of a table. */
export async function tableChecksum(
  end: CopyEnd,
  table: string,
  key: readonly string[],
): Promise<{ rows: number; checksum: string }> {
  const sum = new RowChecksum();
  for await (const page of readRows(end.db as unknown as AnyDb, table, key)) {
    for (const row of page) sum.add(row);
  }
  return { rows: sum.rows, checksum: sum.checksum };
}

/** Counts and checksums every copied table on both sides. */
export async function verifyCopy(source: CopyEnd, target: CopyEnd): Promise<TableReport[]> {
  const reports: TableReport[] = [];
  for (const { table, key } of COPIED_TABLES) {
    const [from, to] = await Promise.all([
      tableChecksum(source, table, key),
      tableChecksum(target, table, key),
    ]);
    reports.push({
      table,
      sourceRows: from.rows,
      targetRows: to.rows,
      sourceChecksum: from.checksum,
      targetChecksum: to.checksum,
      matches: from.rows === to.rows && from.checksum === to.checksum,
    });
  }
  return reports;
}
