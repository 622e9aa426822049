// Personal API tokens: made, listed and revoked with a session; a Bearer token then acts as its
// owner under the same policy, read-only when so made, and stops at once when revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../contract/recipes';
import type { ApiToken, CreatedApiToken } from '../../contract/tokens';
import { makeImage, uploadImage } from '../objects/testing';
import { createRecipe, createUser, type TestUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ API_TOKENS_PER_USER: 3 });
});
afterAll(() => server.close());

async function tokenFor(owner: TestUser, scope: 'read' | 'read-write', name = 'Script') {
  const res = await owner.client.post<CreatedApiToken>('/api/tokens', { name, scope });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A client with no cookie that sends the token, as a script would. */
function bearer(token: string) {
  const client = new TestClient(server.baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  return {
    get: <T>(path: string) => client.request<T>('GET', path, { headers: auth }),
    post: <T>(path: string, json?: unknown) =>
      client.request<T>('POST', path, { json, headers: auth }),
    put: <T>(path: string, json?: unknown) =>
      client.request<T>('PUT', path, { json, headers: auth }),
    delete: <T>(path: string) => client.request<T>('DELETE', path, { headers: auth }),
  };
}

describe('managing tokens', () => {
  it('shows the secret once, lists tokens without it, and revokes them', async () => {
    const owner = await createUser(server);
    const created = await tokenFor(owner, 'read', 'Kitchen display');
    expect(created.token).toMatch(/^potluck_[\w-]{40,}$/);
    expect(created).toMatchObject({ name: 'Kitchen display', scope: 'read', lastUsedAt: null });

    const listed = await owner.client.get<ApiToken[]>('/api/tokens');
    expect(listed.body).toEqual([
      {
        id: created.id,
        name: 'Kitchen display',
        scope: 'read',
        createdAt: created.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(listed.text).not.toContain(created.token);
    // Nothing in the database can be used as the token either.
    const row = await server.deps.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.token);

    expect((await owner.client.delete(`/api/tokens/${created.id}`)).status).toBe(200);
    expect((await owner.client.get<ApiToken[]>('/api/tokens')).body).toEqual([]);
    expect((await owner.client.delete(`/api/tokens/${created.id}`)).status).toBe(404);
  });

  it('refuses a bad name or scope, and more tokens than API_TOKENS_PER_USER', async () => {
    const owner = await createUser(server);
    for (const body of [
      { name: '', scope: 'read' },
      { name: 'x', scope: 'admin' },
      { name: 'x'.repeat(61), scope: 'read' },
      { name: 'x', scope: 'read', extra: 1 },
    ]) {
      expect((await owner.client.post('/api/tokens', body)).status, JSON.stringify(body)).toBe(400);
    }
    for (let i = 0; i < 3; i += 1) await tokenFor(owner, 'read');
    const fourth = await owner.client.post('/api/tokens', { name: 'One more', scope: 'read' });
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('too_many_tokens');
    expect((await owner.client.get<ApiToken[]>('/api/tokens')).body).toHaveLength(3);
  });

  it("cannot touch another user's tokens; needs a session, not a token", async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const created = await tokenFor(owner, 'read-write');
    expect((await other.client.delete(`/api/tokens/${created.id}`)).status).toBe(404);
    expect((await other.client.get<ApiToken[]>('/api/tokens')).body).toEqual([]);
    const script = bearer(created.token);
    expect((await script.get('/api/tokens')).status).toBe(403);
    expect((await script.post('/api/tokens', { name: 'Child', scope: 'read' })).status).toBe(403);
    expect((await script.delete(`/api/tokens/${created.id}`)).status).toBe(403);
    expect((await new TestClient(server.baseUrl).get('/api/tokens')).status).toBe(401);
  });
});

describe('calling the API with a token', () => {
  it('reads as its owner, under the same policy', async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const mine = await createRecipe(owner.client, { title: 'Scripted soup' });
    const theirs = await createRecipe(other.client, { title: 'Not yours' });
    const script = bearer((await tokenFor(owner, 'read')).token);

    const list = await script.get<Recipe[]>('/api/recipes');
    expect(list.status).toBe(200);
    expect(list.body.map((r) => r.title)).toEqual(['Scripted soup']);
    expect((await script.get<Recipe>(`/api/recipes/${mine.id}`)).body.title).toBe('Scripted soup');
    // Another user's private recipe stays as unknown as without a token.
    expect((await script.get(`/api/recipes/${theirs.id}`)).status).toBe(404);
    expect((await script.get('/api/auth/user')).body).toMatchObject({ id: owner.user.id });
    const used = (await owner.client.get<ApiToken[]>('/api/tokens')).body[0]!;
    expect(used.lastUsedAt).not.toBeNull();
  });

  it("fetches the photos of recipes its owner may read, and no one else's", async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const photo = await uploadImage(server, owner.client, await makeImage('png'));
    await createRecipe(owner.client, { title: 'Pictured', imageUrl: photo });
    const created = await tokenFor(owner, 'read');
    const script = bearer(created.token);
    const answer = await script.get(`${photo}/card.webp`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect((await bearer((await tokenFor(other, 'read')).token).get(photo)).status).toBe(404);
    await owner.client.delete(`/api/tokens/${created.id}`);
    expect((await script.get(photo)).status).toBe(401);
  });

  it('writes with a read-write token; a read token cannot write and changes nothing', async () => {
    const owner = await createUser(server);
    const recipe = await createRecipe(owner.client, { title: 'Before' });
    const reader = bearer((await tokenFor(owner, 'read')).token);
    const writer = bearer((await tokenFor(owner, 'read-write')).token);

    const refused = await reader.put(`/api/recipes/${recipe.id}`, { title: 'By the reader' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'read_only_token' });
    expect((await reader.post('/api/recipes', { title: 'New', ingredients: ['x'] })).status).toBe(
      403,
    );
    expect((await reader.delete(`/api/recipes/${recipe.id}`)).status).toBe(403);
    expect((await owner.client.get<Recipe>(`/api/recipes/${recipe.id}`)).body.title).toBe('Before');

    const written = await writer.put<Recipe>(`/api/recipes/${recipe.id}`, {
      title: 'By the writer',
    });
    expect(written.status).toBe(200);
    expect((await owner.client.get<Recipe>(`/api/recipes/${recipe.id}`)).body.title).toBe(
      'By the writer',
    );
  });

  it('answers 401 for an unknown, made-up or revoked token, and for a disabled owner', async () => {
    const owner = await createUser(server);
    const created = await tokenFor(owner, 'read');
    const script = bearer(created.token);
    expect((await script.get('/api/recipes')).status).toBe(200);
    expect((await bearer('potluck_not-a-real-token').get('/api/recipes')).status).toBe(401);
    expect((await bearer('something-else').get('/api/recipes')).status).toBe(401);

    await owner.client.delete(`/api/tokens/${created.id}`);
    expect((await script.get('/api/recipes')).status).toBe(401);

    const disabled = await createUser(server);
    const theirs = bearer((await tokenFor(disabled, 'read')).token);
    await server.deps.db
      .updateTable('users')
      .set({ is_active: 0 })
      .where('id', '=', disabled.user.id)
      .execute();
    expect((await theirs.get('/api/recipes')).status).toBe(401);
  });

  it('dies with the sessions when the password is reset', async () => {
    const owner = await createUser(server);
    const script = bearer((await tokenFor(owner, 'read-write')).token);
    expect((await script.get('/api/recipes')).status).toBe(200);
    const visitor = new TestClient(server.baseUrl);
    await visitor.post('/api/auth/reset-password-request', { email: owner.user.email });
    const mail = server.mail.filter((m) => m.to === owner.user.email).at(-1);
    const resetCode = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    const reset = await visitor.post('/api/auth/reset-password', {
      email: owner.user.email,
      resetCode,
      newPassword: 'a-new-secret-1',
    });
    expect(reset.status).toBe(200);
    expect((await script.get('/api/recipes')).status).toBe(401);
  });

  it('limits requests per person across their tokens (RATE_LIMIT_API_TOKEN_REQUESTS)', async () => {
    const limited = await startTestServer({ RATE_LIMIT_API_TOKEN_REQUESTS: 3 });
    try {
      const owner = await createUser(limited);
      const tokens = [];
      for (const name of ['Busy', 'Also busy']) {
        const res = await owner.client.post<CreatedApiToken>('/api/tokens', {
          name,
          scope: 'read',
        });
        tokens.push(res.body.token);
      }
      const client = new TestClient(limited.baseUrl);
      const call = (token: string) =>
        client.request('GET', '/api/recipes', { headers: { authorization: `Bearer ${token}` } });
      // Two tokens share one budget of three.
      for (const token of [tokens[0]!, tokens[1]!, tokens[0]!]) {
        expect((await call(token)).status).toBe(200);
      }
      const refused = await call(tokens[1]!);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The session of the same person is not counted against the token.
      expect((await owner.client.get('/api/recipes')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('throttles wrong tokens per address (RATE_LIMIT_API_TOKEN_FAILURES_PER_IP), as logins', async () => {
    const limited = await startTestServer({ RATE_LIMIT_API_TOKEN_FAILURES_PER_IP: 3 });
    try {
      const owner = await createUser(limited);
      const res = await owner.client.post<CreatedApiToken>('/api/tokens', {
        name: 'Real',
        scope: 'read',
      });
      const client = new TestClient(limited.baseUrl);
      const call = (token: string) =>
        client.request('GET', '/api/recipes', { headers: { authorization: `Bearer ${token}` } });
      // A right token is never counted.
      for (let i = 0; i < 5; i += 1) expect((await call(res.body.token)).status).toBe(200);
      for (let guess = 1; guess <= 3; guess += 1) {
        expect((await call(`potluck_guess-${guess}`)).status).toBe(401);
      }
      const refused = await call('potluck_guess-4');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'rate_limited' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Out of guesses, the address cannot tell a right token from a wrong one.
      expect((await call(res.body.token)).status).toBe(429);
      // Sessions are not tokens: the owner's browser still works.
      expect((await owner.client.get('/api/recipes')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
