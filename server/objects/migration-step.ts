// The photos' step of `npm run migrate:to-postgres`: every processed image listed in the
// database is copied, size by size, from the embedded folder into the configured store (an
// S3-compatible bucket), then read back from both sides and compared by SHA-256. Raw uploads
// still waiting to be processed are not copied: they expire within minutes, and the sweep of
// the new installation never sees them.
import { createHash } from 'node:crypto';
import { IMAGE_SIZE_NAMES } from '../../contract/objects';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CheckResult, MigrationStep } from '../cli/migrate-to-postgres';
import type { ObjectStore } from './store';

/** Largest object the copy reads into memory: far above any processed size. */
const MAX_OBJECT_BYTES = 64 * 1024 * 1024;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function listedKeys(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('images').select('id').orderBy('id').execute();
  return rows.flatMap(({ id }) => IMAGE_SIZE_NAMES.map((size) => `images/${id}/${size}.webp`));
}

export function objectsStep(
  source: Kysely<Database>,
  from: ObjectStore,
  to: ObjectStore,
): MigrationStep {
  /** Keys listed in the database whose file the source folder does not have. */
  const missing: string[] = [];
  return {
    name: 'objects',
    async copy(log) {
      let copied = 0;
      let bytes = 0;
      for (const key of await listedKeys(source)) {
        const body = await from.read(key, MAX_OBJECT_BYTES);
        if (!body) {
          missing.push(key);
          continue;
        }
        await to.write(key, body, 'image/webp');
        copied += 1;
        bytes += body.length;
      }
      log(`  copied ${copied} objects (${bytes} bytes)`);
      if (missing.length > 0) {
        log(`  ${missing.length} listed objects were missing from the source already`);
      }
    },
    async verify(): Promise<CheckResult[]> {
      const results: CheckResult[] = [];
      const sums = createHash('sha256');
      let count = 0;
      for (const key of await listedKeys(source)) {
        const original = await from.read(key, MAX_OBJECT_BYTES);
        if (!original) continue;
        const copy = await to.read(key, MAX_OBJECT_BYTES);
        const expected = sha256(original);
        if (!copy || sha256(copy) !== expected) {
          results.push({
            item: key,
            ok: false,
            detail: copy ? 'content differs' : 'missing in the target',
          });
        }
        sums.update(`${key}:${expected}\n`);
        count += 1;
      }
      results.push({
        item: 'objects',
        ok: results.length === 0,
        detail: `${count} objects, checksum ${sums.digest('hex').slice(0, 16)}`,
      });
      return results;
    },
  };
}
