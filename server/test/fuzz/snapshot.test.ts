// The fuzz run's "nothing changed" rests on this snapshot: it must see a row added, changed or
// removed in any table, binary columns included, and nothing when nothing was written. Runs on
// SQLite, and on PostgreSQL under npm run test:scaleout, where the snapshot is one query.
import { afterAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser } from '../factories';
import { startTestServer } from '../harness';
import { describeChanges, snapshotDatabase, snapshotDigest } from './snapshot';

const server = await startTestServer();
afterAll(() => server.close());
const { db, dialect } = server.deps;
const cook = await createUser(server);

describe('snapshotDatabase', () => {
  it('sees nothing when nothing was written, and the same digest twice', async () => {
    const first = await snapshotDatabase(db, dialect);
    const second = await snapshotDatabase(db, dialect);
    expect(describeChanges(first, second)).toBeNull();
    expect(snapshotDigest(second)).toBe(snapshotDigest(first));
    expect(first.get('users')?.length).toBeGreaterThan(0);
    expect(first.has('recipes')).toBe(true);
  });

  it('names the tables a write touched: a row added, changed and removed', async () => {
    const before = await snapshotDatabase(db, dialect);
    const recipe = await createRecipe(cook.client, { title: 'Snapshot soup' });
    const added = await snapshotDatabase(db, dialect);
    expect(describeChanges(before, added)).toMatch(/table recipes: 1 row\(s\) added, 0 removed/);

    await cook.client.put(`/api/recipes/${recipe.id}`, { title: 'Snapshot stew' });
    const changed = await snapshotDatabase(db, dialect);
    expect(describeChanges(added, changed)).toMatch(
      /table recipes: 1 row\(s\) added, 1 removed[\s\S]*Snapshot stew[\s\S]*Snapshot soup/,
    );

    await db.deleteFrom('recipes').where('id', '=', recipe.id).execute();
    expect(describeChanges(changed, await snapshotDatabase(db, dialect))).toMatch(
      /table recipes: 0 row\(s\) added, 1 removed/,
    );
  });

  it('sees a change in a binary column', async () => {
    // A live document's state is stored as bytes (sync_docs.state).
    const now = new Date().toISOString();
    const row = { kind: 'recipe', state_seq: 0, seq: 0, created_at: now, updated_at: now };
    await db
      .insertInto('sync_docs')
      .values({ ...row, doc_id: 'snapshot-doc', state: new Uint8Array([1, 2, 3]) })
      .execute();
    const before = await snapshotDatabase(db, dialect);
    expect(before.get('sync_docs')?.some((text) => text.includes('snapshot-doc'))).toBe(true);
    await db
      .updateTable('sync_docs')
      .set({ state: new Uint8Array([1, 2, 4]) })
      .where('doc_id', '=', 'snapshot-doc')
      .execute();
    expect(describeChanges(before, await snapshotDatabase(db, dialect))).toMatch(
      /table sync_docs: 1 row\(s\) added, 1 removed/,
    );
  });
});
