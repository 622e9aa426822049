// The whole database as data, so a fuzz run can show that a request changed nothing: every table
// of the app's schema (found from the catalog, so a new table is covered without a change here),
// each as its rows in a fixed order.
//
// Nothing is excluded, because nothing changes on a request that is refused: sessions are looked
// up, never touched (no expiry slide, no last-seen column); rate limits live in memory or Redis,
// not in these tables; the session, reset-code and upload sweeps run on timers of minutes to
// hours and find nothing to sweep in a fuzz run. The SQLite full-text index's shadow tables and
// PostgreSQL's recipe_search are included: they move only when recipes do.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/connect';
import type { Database } from '../../db/schema';

/** Table name → its rows, each as JSON text, sorted. */
export type Snapshot = Map<string, string[]>;

async function tableNames(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' order by name`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
          order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

/** Binary columns (the FTS index's pages) as hex, so rows compare as text. */
const rowText = (row: Record<string, unknown>) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(row).map(([column, value]) => [
        column,
        value instanceof Uint8Array ? `hex:${Buffer.from(value).toString('hex')}` : value,
      ]),
    ),
  );

export async function snapshotDatabase(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<Snapshot> {
  const snapshot: Snapshot = new Map();
  const names = await tableNames(db, dialect);
  if (dialect === 'postgres') {
    // One round trip for the whole database: a query per table, twice per fuzzed request, made
    // the run on PostgreSQL six times slower than on SQLite. Each table comes back as a JSON
    // array of its rows (bytea as its hex text, dates as ISO text), the same way every time.
    if (names.length === 0) return snapshot;
    const { rows } = await sql<{ name: string; rows: Record<string, unknown>[] }>`${sql.join(
      names.map(
        (name) =>
          sql`select ${name} as name, (select coalesce(json_agg(t), '[]'::json) from ${sql.table(name)} t) as rows`,
      ),
      sql` union all `,
    )}`.execute(db);
    for (const row of rows) snapshot.set(row.name, row.rows.map(rowText).sort());
    return snapshot;
  }
  for (const name of names) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      db,
    );
    snapshot.set(name, rows.map(rowText).sort());
  }
  return snapshot;
}

/** A digest of a snapshot, for a short log line. */
export function snapshotDigest(snapshot: Snapshot): string {
  const hash = createHash('sha256');
  for (const [name, rows] of [...snapshot].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${name}\n${rows.join('\n')}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** What differs between two snapshots (tables, rows added and removed), or null if nothing. */
export function describeChanges(before: Snapshot, after: Snapshot): string | null {
  const changes: string[] = [];
  const names = new Set([...before.keys(), ...after.keys()]);
  for (const name of [...names].sort()) {
    const was = before.get(name);
    const is = after.get(name);
    if (!was || !is) {
      changes.push(`table ${name} ${was ? 'dropped' : 'created'}`);
      continue;
    }
    const wasSet = new Set(was);
    const isSet = new Set(is);
    const removed = was.filter((row) => !isSet.has(row));
    const added = is.filter((row) => !wasSet.has(row));
    if (removed.length === 0 && added.length === 0) continue;
    const show = (rows: string[]) => rows.slice(0, 3).map((row) => `    ${row.slice(0, 600)}`);
    changes.push(
      `table ${name}: ${added.length} row(s) added, ${removed.length} removed`,
      ...(added.length ? ['  added:', ...show(added)] : []),
      ...(removed.length ? ['  removed:', ...show(removed)] : []),
    );
  }
  return changes.length ? changes.join('\n') : null;
}
