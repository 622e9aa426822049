// Queries built once and run many times with new values. Kysely builds and compiles a query on
// every call; for the session read that starts every signed-in request, building cost as much as
// running it. A prepared query is compiled once with a marker in place of each value, and each
// run sends that SQL with the markers replaced by the values given.
//
// Values given here bypass query plugins (they see the query once, with the markers), so only
// values the server makes itself (hashes, times, ids it has checked) belong in a prepared query.
import { createHash, randomUUID } from 'node:crypto';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The SQL of every prepared query, by the name PostgreSQL connections prepare it under
 * (connect.ts, DATABASE_PREPARED_STATEMENTS): the same text always has the same name.
 */
export const preparedStatementNames = new Map<string, string>();

export type PreparedQuery<Names extends string, Row> = (
  values: Record<Names, string | number>,
) => Promise<Row[]>;

/**
 * `build` receives a marker for each of `names` and returns the query written with them as values;
 * the query is compiled on first use, once per database.
 */
export function prepareQuery<Names extends string, Row>(
  names: readonly Names[],
  build: (db: Kysely<Database>, values: Record<Names, string>) => Compilable<Row>,
): (db: Kysely<Database>) => PreparedQuery<Names, Row> {
  const prepared = new WeakMap<Kysely<Database>, PreparedQuery<Names, Row>>();
  return (db) => {
    let run = prepared.get(db);
    if (!run) {
      run = compileWithMarkers(db, names, build);
      prepared.set(db, run);
    }
    return run;
  };
}

function compileWithMarkers<Names extends string, Row>(
  db: Kysely<Database>,
  names: readonly Names[],
  build: (db: Kysely<Database>, values: Record<Names, string>) => Compilable<Row>,
): PreparedQuery<Names, Row> {
  const prefix = `${randomUUID()}:`;
  const markers = Object.fromEntries(names.map((name) => [name, prefix + name])) as Record<
    Names,
    string
  >;
  const compiled: CompiledQuery<Row> = build(db, markers).compile();
  const slots = compiled.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(prefix)
      ? (value.slice(prefix.length) as Names)
      : null,
  );
  for (const name of names) {
    if (!slots.includes(name)) throw new Error(`prepared query: ${name} is not a parameter`);
  }
  const digest = createHash('sha256').update(compiled.sql).digest('hex').slice(0, 24);
  preparedStatementNames.set(compiled.sql, `potluck_${digest}`);
  return async (values) => {
    const parameters = compiled.parameters.map((value, i) => {
      const slot = slots[i];
      return slot === null || slot === undefined ? value : values[slot];
    });
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
