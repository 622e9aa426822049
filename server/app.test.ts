import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, startTestServer, type TestServer } from './test/harness';

describe('app shell', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await new TestClient(server.baseUrl).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Not found' });
  });

  it('refuses a state-changing call from a foreign Origin', async () => {
    const res = await new TestClient(server.baseUrl).post(
      '/api/nope',
      {},
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('bad_origin');
  });
});
