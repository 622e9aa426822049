// The photos' step of `npm run migrate:to-postgres`: an embedded installation's processed
// images arrive in the target store byte for byte, the verification says so, and it catches a
// copy that differs. The target is the s3rver bucket when the suite runs with TEST_S3, else
// another folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMAGE_SIZE_NAMES } from '../../contract/objects';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { TEST_S3_CREDENTIALS } from '../test/services';
import { LocalObjectStore } from './local-store';
import { objectsStep } from './migration-step';
import { S3ObjectStore } from './s3-store';
import type { ObjectStore } from './store';
import { makeImage, uploadImage } from './testing';

const s3 = inject('scaleout')?.s3 ?? null;

describe('objects migration step', () => {
  let embedded: TestServer;
  let target: ObjectStore;
  let targetDir: string | undefined;
  let imageId: string;
  const log: string[] = [];

  beforeAll(async () => {
    // An embedded installation: its photos in DATA_DIR/objects, whatever the suite runs on.
    embedded = await startTestServer({
      S3_ENDPOINT: undefined,
      S3_BUCKET: undefined,
      S3_ACCESS_KEY_ID: undefined,
      S3_SECRET_ACCESS_KEY: undefined,
    });
    expect(embedded.deps.objects).toBeInstanceOf(LocalObjectStore);
    const owner = await createUser(embedded);
    const objectPath = await uploadImage(embedded, owner.client, await makeImage('jpeg', 900, 600));
    imageId = objectPath.split('/').pop()!;
    // A listed image whose files were already gone: reported, not invented.
    const lost = newId();
    await embedded.deps.db
      .insertInto('images')
      .values({
        id: lost,
        path: `/objects/images/${lost}`,
        owner_id: owner.user.id,
        recipe_id: null,
        width: 1,
        height: 1,
        created_at: nowIso(),
      })
      .execute();

    if (s3) {
      target = new S3ObjectStore({
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: TEST_S3_CREDENTIALS.region,
        accessKeyId: TEST_S3_CREDENTIALS.accessKeyId,
        secretAccessKey: TEST_S3_CREDENTIALS.secretAccessKey,
        forcePathStyle: true,
        keyPrefix: `migration-${randomUUID()}/`,
        timeoutMs: 10_000,
      });
    } else {
      targetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-objects-target-'));
      target = new LocalObjectStore(targetDir, Buffer.alloc(32, 7));
    }
  });

  afterAll(async () => {
    await target?.close?.();
    await embedded?.close();
    if (targetDir) fs.rmSync(targetDir, { recursive: true, force: true });
  });

  it('copies every size of every image and verifies them by checksum', async () => {
    const step = objectsStep(embedded.deps.db, embedded.deps.objects, target);
    await step.copy((line) => log.push(line));
    expect(log).toContain(
      `  copied ${IMAGE_SIZE_NAMES.length} objects (${await sourceBytes()} bytes)`,
    );
    expect(log).toContain(
      `  ${IMAGE_SIZE_NAMES.length} listed objects were missing from the source already`,
    );
    for (const size of IMAGE_SIZE_NAMES) {
      const key = `images/${imageId}/${size}.webp`;
      const original = await embedded.deps.objects.read(key, 1 << 26);
      expect(original).not.toBeNull();
      expect(await target.read(key, 1 << 26)).toEqual(original);
    }
    const checks = await step.verify();
    expect(checks).toEqual([
      expect.objectContaining({
        item: 'objects',
        ok: true,
        detail: expect.stringMatching(new RegExp(`^${IMAGE_SIZE_NAMES.length} objects, checksum`)),
      }),
    ]);
  });

  it('fails the verification when a copied object differs or is missing', async () => {
    const step = objectsStep(embedded.deps.db, embedded.deps.objects, target);
    const [first, second] = IMAGE_SIZE_NAMES.map((size) => `images/${imageId}/${size}.webp`);
    await target.write(first!, Buffer.from('not the photo'), 'image/webp');
    await target.delete(second!);
    const checks = await step.verify();
    expect(checks.filter((check) => !check.ok).map((check) => [check.item, check.detail])).toEqual([
      [first, 'content differs'],
      [second, 'missing in the target'],
      ['objects', expect.any(String)],
    ]);
  });

  async function sourceBytes() {
    let total = 0;
    for (const size of IMAGE_SIZE_NAMES) {
      total += (await embedded.deps.objects.head(`images/${imageId}/${size}.webp`))!.size;
    }
    return total;
  }
});
