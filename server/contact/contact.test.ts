// POST /api/contact and the admin's list of contact messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_REQUIRED_MESSAGE, type ContactMessage } from '../../contract/contact';
import { createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_CONTACT_PER_IP: 1000,
    SUPPORT_EMAIL: 'help@potluck.test',
  });
});
afterAll(() => server.close());

const anonymous = () => new TestClient(server.baseUrl);
const valid = () => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Question about plans',
  message: `Hello! Is lifetime really lifetime? ${crypto.randomUUID()}`,
});

async function storedMessage(text: string) {
  return server.deps.db
    .selectFrom('contact_messages')
    .selectAll()
    .where('message', '=', text)
    .executeTakeFirst();
}

describe('POST /api/contact', () => {
  it('stores the message, mails it to support and answers 201', async () => {
    const input = valid();
    const res = await anonymous().post('/api/contact', input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Message sent' });

    const row = await storedMessage(input.message);
    expect(row).toMatchObject({
      name: input.name,
      email: input.email,
      subject: input.subject,
      user_id: null,
    });
    expect(row?.mailed_at).toEqual(expect.any(String));

    const mail = server.mail.find((m) => m.text.includes(input.message));
    expect(mail).toMatchObject({
      to: 'help@potluck.test',
      replyTo: 'ada@example.com',
      subject: '[Potluck contact] Question about plans',
    });
    expect(mail?.text).toContain('Ada Lovelace');
  });

  it('records the sender when signed in', async () => {
    const { client, user } = await createUser(server);
    const input = valid();
    expect((await client.post('/api/contact', input)).status).toBe(201);
    expect((await storedMessage(input.message))?.user_id).toBe(user.id);
  });

  it('takes a missing subject as empty and keeps the mail subject on one sanitised line', async () => {
    const input = { ...valid(), subject: undefined };
    expect((await anonymous().post('/api/contact', input)).status).toBe(201);
    const plain = server.mail.find((m) => m.text.includes(input.message));
    expect(plain?.subject).toBe('[Potluck contact] Message from the contact form');

    const injected = { ...valid(), subject: 'Hi\r\nBcc: victim@example.com\n\tthere\u2028x' };
    expect((await anonymous().post('/api/contact', injected)).status).toBe(201);
    const mail = server.mail.find((m) => m.text.includes(injected.message));
    expect(mail?.subject).toBe('[Potluck contact] Hi Bcc: victim@example.com there x');
    expect(mail?.subject).not.toMatch(/[\r\n]/);
    expect(mail?.replyTo).toBe('ada@example.com');
  });

  it.each(['name', 'email', 'message'])(
    'answers 400 naming a missing or blank %s',
    async (field) => {
      for (const value of [undefined, '', '   ', 42]) {
        const res = await anonymous().post('/api/contact', { ...valid(), [field]: value });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: CONTACT_REQUIRED_MESSAGE, field });
      }
    },
  );

  it.each([
    'not-an-email',
    'a@b',
    'ada@example.com\r\nBcc: x@example.com',
    'a b@example.com',
    'x@example.com, y@example.com',
  ])('answers 400 to the address %j', async (email) => {
    const res = await anonymous().post('/api/contact', { ...valid(), email });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Please enter a valid email address.',
      field: 'email',
    });
  });

  it('answers 400 to an over-long field and to a body that is not an object', async () => {
    const long = await anonymous().post('/api/contact', { ...valid(), message: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('message');
    const notObject = await anonymous().post('/api/contact', ['x']);
    expect(notObject.status).toBe(400);
  });

  it('keeps the message when the mailer fails', async () => {
    const send = server.deps.mailer.send;
    server.deps.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const input = valid();
      expect((await anonymous().post('/api/contact', input)).status).toBe(201);
      const row = await storedMessage(input.message);
      expect(row).toBeDefined();
      expect(row?.mailed_at).toBeNull();
    } finally {
      server.deps.mailer.send = send;
    }
  });
});

describe('rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_CONTACT_PER_IP: 2 });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After past RATE_LIMIT_CONTACT_PER_IP', async () => {
    const client = new TestClient(limited.baseUrl);
    expect((await client.post('/api/contact', valid())).status).toBe(201);
    expect((await client.post('/api/contact', valid())).status).toBe(201);
    const res = await client.post('/api/contact', valid());
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.mail).toHaveLength(2);
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('lists messages newest first, paginated, to admins only', async () => {
    const boss = await createUser(server, { account_type: 'admin' });
    const first = valid();
    const second = valid();
    await anonymous().post('/api/contact', first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await anonymous().post('/api/contact', second);

    const res = await boss.client.get<ContactMessage[]>('/api/admin/contact-messages?limit=2');
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.message)).toEqual([second.message, first.message]);
    expect(res.body[0]).toEqual({
      id: expect.any(String),
      name: second.name,
      email: second.email,
      subject: second.subject,
      message: second.message,
      userId: null,
      createdAt: expect.any(String),
    });
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
    const next = await boss.client.get<ContactMessage[]>(
      '/api/admin/contact-messages?limit=1&offset=1',
    );
    expect(next.body.map((m) => m.message)).toEqual([first.message]);

    const { client } = await createUser(server);
    expect((await client.get('/api/admin/contact-messages')).status).toBe(403);
    expect((await anonymous().get('/api/admin/contact-messages')).status).toBe(401);
  });
});
