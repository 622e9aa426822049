// The periodic sweep: expired uploads and images no recipe ever showed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { sweepObjects } from './service';
import {
  fetchObject,
  hasObject,
  makeImage,
  putBytes,
  requestUploadUrl,
  uploadImage,
  uploadKeyOf,
} from './testing';

let server: TestServer;
beforeAll(async () => {
  // Every processed image is immediately "abandoned" unless a recipe shows it.
  server = await startTestServer({ UNATTACHED_IMAGE_TTL_SECONDS: 0 });
});
afterAll(() => server.close());

describe('sweepObjects', () => {
  it('removes expired uploads with their bytes, and images no recipe shows', async () => {
    const { client } = await createUser(server);
    const uploadURL = await requestUploadUrl(client);
    await putBytes(server, uploadURL, await makeImage('png'));
    const key = uploadKeyOf(server, uploadURL);
    await server.deps.db
      .updateTable('uploads')
      .set({ expires_at: new Date(Date.now() - 7200_000).toISOString() })
      .where('key', '=', key)
      .execute();

    const shown = await uploadImage(server, client, await makeImage('png'));
    await createRecipe(client, { imageUrl: shown });
    const abandoned = await uploadImage(server, client, await makeImage('jpeg'));
    await new Promise((resolve) => setTimeout(resolve, 5));

    const removed = await sweepObjects(server.deps);
    expect(removed.images).toBeGreaterThanOrEqual(1);
    expect(removed.uploads).toBeGreaterThanOrEqual(1);
    expect(await hasObject(server, key)).toBe(false);
    const row = await server.deps.db
      .selectFrom('uploads')
      .select('id')
      .where('key', '=', key)
      .executeTakeFirst();
    expect(row).toBeUndefined();

    expect((await fetchObject(server, abandoned, client)).status).toBe(404);
    expect(await hasObject(server, `${abandoned.slice('/objects/'.length)}/detail.webp`)).toBe(
      false,
    );
    expect((await fetchObject(server, shown, client)).status).toBe(200);
  });
});
