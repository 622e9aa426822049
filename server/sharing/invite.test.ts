// POST /api/recipes/invite: existing users become editors, unknown addresses get the link.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, Visibility } from '../../contract/recipes';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, uniqueEmail, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const invite = (client: TestClient, recipeId: string, email: string) =>
  client.post('/api/recipes/invite', { recipeId, email, inviteType: 'email' });
const stored = async (owner: TestClient, id: string) =>
  (await owner.get<Recipe>(`/api/recipes/${id}`)).body;
const mailTo = (address: string) => server.mail.filter((m) => m.to === address);

async function ownerWith(visibility: Visibility = 'link-view') {
  const owner = await createUser(server, { first_name: 'Olive', last_name: 'Owner' });
  const recipe = await createRecipe(owner.client, { title: 'Shared stew', visibility });
  return { ...owner, recipe };
}

describe('inviting an existing user', () => {
  it('adds them as an editor, mails them, and answers isExistingUser: true', async () => {
    const { client, recipe } = await ownerWith();
    const invitee = await createUser(server);
    const res = await invite(client, recipe.id, `  ${invitee.user.email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isExistingUser: true, message: 'Recipe shared with existing user' });
    expect((await stored(client, recipe.id)).editors).toEqual([invitee.user.id]);
    const [mail] = mailTo(invitee.user.email);
    expect(mail?.subject).toBe('A recipe was shared with you on Potluck');
    expect(mail?.text).toContain('Olive Owner shared the recipe “Shared stew”');
    expect(mail?.text).toContain(`${server.baseUrl}/recipe/${recipe.id}`);
    // The recipe is now in the invitee's list, and they may edit it.
    const list = await invitee.client.get<Recipe[]>('/api/recipes');
    expect(list.body.map((r) => r.id)).toContain(recipe.id);
    expect(
      (await invitee.client.put(`/api/recipes/${recipe.id}`, { title: 'Edited' })).status,
    ).toBe(200);
  });

  it('is idempotent: an editor invited again is listed once and mailed once', async () => {
    const { client, recipe } = await ownerWith();
    const invitee = await createUser(server);
    await invite(client, recipe.id, invitee.user.email);
    const again = await invite(client, recipe.id, invitee.user.email);
    expect(again.body.isExistingUser).toBe(true);
    expect((await stored(client, recipe.id)).editors).toEqual([invitee.user.id]);
    expect(mailTo(invitee.user.email)).toHaveLength(1);
  });

  it('moves a listed viewer to the editors', async () => {
    const { client, recipe } = await ownerWith();
    const viewer = await createUser(server);
    await client.put(`/api/recipes/${recipe.id}`, { viewers: [viewer.user.id] });
    await invite(client, recipe.id, viewer.user.email);
    expect(await stored(client, recipe.id)).toMatchObject({
      editors: [viewer.user.id],
      viewers: [],
    });
  });

  it('refuses the owner inviting themselves', async () => {
    const { client, user, recipe } = await ownerWith();
    const res = await invite(client, recipe.id, user.email);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('email');
    expect((await stored(client, recipe.id)).editors).toEqual([]);
  });
});

describe('inviting an unknown address', () => {
  it('mails the recipe link and answers isExistingUser: false, changing nothing', async () => {
    const { client, recipe } = await ownerWith('link-edit');
    const before = await stored(client, recipe.id);
    const address = uniqueEmail('friend');
    const res = await invite(client, recipe.id, address);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isExistingUser: false,
      message: 'Invitation email sent with recipe link',
    });
    const [mail] = mailTo(address);
    expect(mail?.subject).toBe('You’re invited to a recipe on Potluck');
    expect(mail?.text).toContain(`${server.baseUrl}/recipe/${recipe.id}`);
    expect(await stored(client, recipe.id)).toEqual(before);
  });

  it('builds the link from PUBLIC_URL when it is set', async () => {
    const { client, recipe } = await ownerWith();
    server.deps.config.PUBLIC_URL = 'https://potluck.example/';
    try {
      const address = uniqueEmail('friend');
      await invite(client, recipe.id, address);
      expect(mailTo(address)[0]?.text).toContain(`https://potluck.example/recipe/${recipe.id}`);
    } finally {
      server.deps.config.PUBLIC_URL = undefined;
    }
  });

  it('refuses a Host header that is not a plain host name (no link to a forged place)', async () => {
    const { client, recipe } = await ownerWith();
    const port = new URL(server.baseUrl).port;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/recipes/invite',
          headers: {
            host: 'evil.example/phish?',
            cookie: client.cookieHeader,
            'content-type': 'application/json',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ recipeId: recipe.id, email: uniqueEmail(), inviteType: 'email' }));
    });
    expect(status).toBe(400);
  });

  it('answers 502 with the spec wording when the mail cannot be sent', async () => {
    const { client, recipe } = await ownerWith();
    const mailer = server.deps.mailer;
    server.deps.mailer = { send: async () => Promise.reject(new Error('smtp down')) };
    try {
      const res = await invite(client, recipe.id, uniqueEmail());
      expect(res.status).toBe(502);
      expect(res.body.message).toBe('Could not send email invitation. Please try again.');
      // No link was sent, so none is kept.
      const pending = await server.deps.db
        .selectFrom('recipe_invites')
        .select('id')
        .where('recipe_id', '=', recipe.id)
        .execute();
      expect(pending).toEqual([]);
    } finally {
      server.deps.mailer = mailer;
    }
  });
});

describe('the invitation link of an address with no account', () => {
  const accept = (client: TestClient, token: string) =>
    client.post<Recipe>('/api/recipes/invites/accept', { token });

  /** Invites a new address and answers the token of the link mailed to it. */
  async function invitedAddress(client: TestClient, recipeId: string) {
    const address = uniqueEmail('newcomer');
    expect((await invite(client, recipeId, address)).status).toBe(200);
    const text = mailTo(address).at(-1)?.text ?? '';
    const match = new RegExp(`${server.baseUrl}/recipes/join\\?token=([\\w-]+)`).exec(text);
    expect(match, text).not.toBeNull();
    return { address, token: match![1]! };
  }

  /** Signs up with `email` through the API, as the sign-up page does. */
  async function signUp(email: string) {
    const client = new TestClient(server.baseUrl);
    const res = await client.post('/api/auth/register', {
      email,
      password: 'a long enough password 1',
      firstName: 'New',
      lastName: 'Cook',
    });
    expect(res.status, res.text).toBeLessThan(300);
    return client;
  }

  it('makes whoever signs up from it an editor, once', async () => {
    const { client, recipe } = await ownerWith('link-view');
    const { token } = await invitedAddress(client, recipe.id);
    // Signed up from the link with another address than the invited one.
    const newcomer = await signUp(uniqueEmail('forwarded'));
    // Before accepting, the recipe is not on their list.
    expect((await newcomer.get<Recipe[]>('/api/recipes')).body).toEqual([]);
    const res = await accept(newcomer, token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.id).toBe(recipe.id);
    expect(res.body.abilities?.edit).toBe(true);
    const list = (await newcomer.get<Recipe[]>('/api/recipes')).body;
    expect(list.map((r) => r.id)).toEqual([recipe.id]);
    expect((await newcomer.put(`/api/recipes/${recipe.id}`, { title: 'Our stew' })).status).toBe(
      200,
    );
    // The owner sees them among the editors.
    const me = (await newcomer.get('/api/auth/user')).body;
    expect((await stored(client, recipe.id)).editors).toEqual([me.id]);
    // The link works once.
    const again = await accept(await signUp(uniqueEmail()), token);
    expect(again.status).toBe(404);
    expect(again.text).toContain('This invitation has expired or was already used');
  });

  it('is replaced by a newer invitation to the same address, and refused once expired', async () => {
    const { client, recipe } = await ownerWith();
    const first = await invitedAddress(client, recipe.id);
    const address = first.address;
    expect((await invite(client, recipe.id, address)).status).toBe(200);
    const someone = await signUp(uniqueEmail());
    expect((await accept(someone, first.token)).status).toBe(404);

    const expired = await invitedAddress(client, recipe.id);
    await server.deps.db
      .updateTable('recipe_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('recipe_id', '=', recipe.id)
      .execute();
    expect((await accept(someone, expired.token)).status).toBe(404);
    expect((await stored(client, recipe.id)).editors).toEqual([]);
  });

  it('needs a signed-in caller and a token', async () => {
    const { client, recipe } = await ownerWith();
    const { token } = await invitedAddress(client, recipe.id);
    expect((await accept(new TestClient(server.baseUrl), token)).status).toBe(401);
    const someone = await signUp(uniqueEmail());
    expect((await someone.post('/api/recipes/invites/accept', {})).status).toBe(400);
    expect((await accept(someone, 'made-up')).status).toBe(404);
    // The refused calls left the link working.
    expect((await accept(someone, token)).status).toBe(200);
  });

  it('opens to the invited address however it signs up: the home page, or the link', async () => {
    const { client, recipe } = await ownerWith('private');
    // From the home page: no link involved.
    const { address } = await invitedAddress(client, recipe.id);
    const fromHome = await signUp(address.toUpperCase());
    const list = (await fromHome.get<Recipe[]>('/api/recipes')).body;
    expect(list.map((r) => r.id)).toEqual([recipe.id]);
    const me = (await fromHome.get('/api/auth/user')).body;
    expect((await stored(client, recipe.id)).editors).toEqual([me.id]);
    expect((await fromHome.put(`/api/recipes/${recipe.id}`, { title: 'Ours' })).status).toBe(200);
    // Nothing waits for that address any more in the owner's share dialog.
    expect((await client.get(`/api/recipes/${recipe.id}/people`)).body.pending).toEqual([]);

    // From the link: signing up takes it up, and the link then opens the recipe for them alone.
    const second = await invitedAddress(client, recipe.id);
    const fromLink = await signUp(second.address);
    const opened = await accept(fromLink, second.token);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body.id).toBe(recipe.id);
    expect((await accept(fromLink, second.token)).status).toBe(404);
    const third = await invitedAddress(client, recipe.id);
    await signUp(third.address);
    const stranger = await signUp(uniqueEmail('stranger'));
    expect((await accept(stranger, third.token)).status).toBe(404);
    expect((await stranger.get<Recipe[]>('/api/recipes')).body).toEqual([]);
  });

  it('tells a signed-out reader who invited them to which recipe, and nothing more', async () => {
    const { client, recipe } = await ownerWith('private');
    const { address, token } = await invitedAddress(client, recipe.id);
    const anonymous = new TestClient(server.baseUrl);
    const preview = (t: string) => anonymous.post('/api/recipes/invites/preview', { token: t });
    const res = await preview(token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      inviterName: 'Olive Owner',
      recipeTitle: 'Shared stew',
      sentTo: 'n***@example.com',
      expiresAt: expect.any(String),
    });
    expect(res.text).not.toContain(address);
    expect(res.text).not.toContain(recipe.id);
    expect((await preview('made-up')).status).toBe(404);
    expect((await anonymous.post('/api/recipes/invites/preview', {})).status).toBe(400);
    // Once taken up, the landing says so.
    await signUp(address);
    expect((await preview(token)).status).toBe(404);
  });

  it('dies with its recipe', async () => {
    const { client, recipe } = await ownerWith();
    const { token } = await invitedAddress(client, recipe.id);
    await client.delete(`/api/recipes/${recipe.id}`);
    await client.delete(`/api/recipes/${recipe.id}/trash`);
    expect((await accept(await signUp(uniqueEmail()), token)).status).toBe(404);
  });
});

describe('refused invites change nothing and send nothing', () => {
  it.each([
    ['', 'Please enter an email address.'],
    ['not-an-email', 'Please enter a valid email address.'],
    ['two words@example.com', 'Please enter a valid email address.'],
    ['a@example.com\r\nBcc: victim@example.com', 'Please enter a valid email address.'],
    ['a@example.com>\nSubject: hi', 'Please enter a valid email address.'],
  ])('answers 400 for the address %j', async (email, message) => {
    const { client, recipe } = await ownerWith();
    const sent = server.mail.length;
    const res = await invite(client, recipe.id, email);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'email', message: `email: ${message}` });
    expect(server.mail.length).toBe(sent);
  });

  it('answers 400 for a missing recipe id or another invite type', async () => {
    const { client, recipe } = await ownerWith();
    expect((await client.post('/api/recipes/invite', { email: uniqueEmail() })).status).toBe(400);
    const sms = await client.post('/api/recipes/invite', {
      recipeId: recipe.id,
      email: uniqueEmail(),
      inviteType: 'sms',
    });
    expect(sms.status).toBe(400);
  });

  it('shares a private recipe with the invited person only; it stays private', async () => {
    const { client, recipe } = await ownerWith('private');
    const invitee = await createUser(server);
    const stranger = await createUser(server);
    const res = await invite(client, recipe.id, invitee.user.email);
    expect(res.status).toBe(200);
    expect(res.body.isExistingUser).toBe(true);
    expect(await stored(client, recipe.id)).toMatchObject({
      visibility: 'private',
      editors: [invitee.user.id],
    });
    expect((await invitee.client.get(`/api/recipes/shared/${recipe.id}`)).status).toBe(200);
    expect((await stranger.client.get(`/api/recipes/shared/${recipe.id}`)).status).toBe(404);
    expect(
      (await new TestClient(server.baseUrl).get(`/api/recipes/shared/${recipe.id}`)).status,
    ).toBe(404);
  });

  it('mails an unknown address only the invitation link for a private recipe', async () => {
    const { client, recipe } = await ownerWith('private');
    const address = uniqueEmail('friend');
    expect((await invite(client, recipe.id, address)).status).toBe(200);
    const [mail] = mailTo(address);
    // The recipe's own link would open 'Recipe Not Found' until they join.
    expect(mail?.text).not.toContain(`${server.baseUrl}/recipe/${recipe.id}`);
    const token = /\/recipes\/join\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const joiner = await createUser(server, { email: address });
    const accepted = await joiner.client.post<Recipe>('/api/recipes/invites/accept', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: recipe.id, visibility: 'private' });
    expect((await joiner.client.get(`/api/recipes/shared/${recipe.id}`)).status).toBe(200);
  });

  it('answers 401 signed out, 404 unknown or unreadable, 403 for readers who are not the owner', async () => {
    const { client, recipe } = await ownerWith('link-edit');
    const privateRecipe = await createRecipe(client);
    const editor = await createUser(server);
    await client.put(`/api/recipes/${recipe.id}`, { editors: [editor.user.id] });
    const stranger = await createUser(server);
    const target = uniqueEmail();

    expect((await invite(new TestClient(server.baseUrl), recipe.id, target)).status).toBe(401);
    expect((await invite(client, 'no-such-recipe', target)).status).toBe(404);
    expect((await invite(stranger.client, privateRecipe.id, target)).status).toBe(404);
    expect((await invite(stranger.client, recipe.id, target)).status).toBe(403);
    expect((await invite(editor.client, recipe.id, target)).status).toBe(403);
    expect(mailTo(target)).toEqual([]);
    expect((await stored(client, recipe.id)).editors).toEqual([editor.user.id]);
  });
});

describe('rate limit', () => {
  it('limits invites per user (RATE_LIMIT_INVITES_PER_USER)', async () => {
    const limited = await startTestServer({ RATE_LIMIT_INVITES_PER_USER: 3 });
    try {
      const owner = await createUser(limited);
      const recipe = await createRecipe(owner.client, { visibility: 'public' });
      for (let i = 0; i < 3; i += 1) {
        expect((await invite(owner.client, recipe.id, uniqueEmail())).status).toBe(200);
      }
      const refused = await invite(owner.client, recipe.id, uniqueEmail());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another user has their own budget.
      const other = await createUser(limited);
      const theirs = await createRecipe(other.client, { visibility: 'public' });
      expect((await invite(other.client, theirs.id, uniqueEmail())).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
