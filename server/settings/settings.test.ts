// GET /api/settings: the public settings, from the server's configuration, to anyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicSettingsSchema } from '../../contract/settings';
import { createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SUPPORT_EMAIL: 'help@potluck.test' });
});
afterAll(() => server.close());

describe('GET /api/settings', () => {
  it('answers the configured support address to a signed-out visitor', async () => {
    const res = await new TestClient(server.baseUrl).get('/api/settings');
    expect(res.status).toBe(200);
    expect(PublicSettingsSchema.strict().parse(res.body)).toEqual({
      supportEmail: 'help@potluck.test',
      plansEnabled: true,
    });
  });

  it('answers the same to a signed-in user', async () => {
    const { client } = await createUser(server);
    const res = await client.get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ supportEmail: 'help@potluck.test', plansEnabled: true });
  });
});
