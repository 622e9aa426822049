// The e-mails in each language: every letter is written in every language Potluck has, with the
// values in place; the API sends them in the recipient's language (saved on the account, else
// the asker's browser language).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE } from '../../contract/i18n/locales';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, uniqueEmail, type TestServer } from '../test/harness';
import { LETTERS, writeLetter } from './letters';

const translated = LOCALES.filter((l) => l.code !== SOURCE_LOCALE && l.code !== PSEUDO_LOCALE);

const RESET = { code: '493817', minutes: 30 };
const HOUSEHOLD = {
  inviter: 'Olive Owner',
  household: 'Kitchen 7',
  days: 7,
  link: 'https://potluck.example/join?token=abc',
  hasAccount: 'no',
};

describe.each(translated)('the letters in $name ($code)', ({ code }) => {
  it('write the reset code in the language, with the code and the minutes in place', () => {
    const english = writeLetter(LETTERS.resetCode, SOURCE_LOCALE, RESET);
    const letter = writeLetter(LETTERS.resetCode, code, RESET);
    expect(letter.subject).not.toBe(english.subject);
    expect(letter.text).not.toBe(english.text);
    expect(letter.text).toContain('493817');
    expect(letter.text).toContain('30');
    expect(letter.text).not.toMatch(/[{}]/);
  });

  it('write a household invitation in the language, with every value in place', () => {
    const english = writeLetter(LETTERS.householdInvite, SOURCE_LOCALE, HOUSEHOLD);
    const letter = writeLetter(LETTERS.householdInvite, code, HOUSEHOLD);
    expect(letter.text).not.toBe(english.text);
    for (const value of ['Olive Owner', 'Kitchen 7', HOUSEHOLD.link]) {
      expect(letter.text).toContain(value);
    }
    expect(letter.text).not.toMatch(/[{}]/);
    const member = writeLetter(LETTERS.householdInvite, code, { ...HOUSEHOLD, hasAccount: 'yes' });
    expect(member.text).not.toBe(letter.text);
  });

  it('write every letter with no placeholder left', () => {
    for (const letter of Object.values(LETTERS)) {
      const written = writeLetter(letter, code, {
        ...RESET,
        ...HOUSEHOLD,
        email: 'new@example.com',
        previousEmail: 'old@example.com',
        title: 'Shared stew',
        joinLink: 'https://potluck.example/join-recipe?token=x',
      });
      expect(`${written.subject}\n${written.text}`).not.toMatch(/[{}]/);
    }
  });
});

describe('the letters in English', () => {
  it('read as before, plural and all', () => {
    const one = writeLetter(LETTERS.recipeInvite, SOURCE_LOCALE, {
      inviter: 'Olive',
      title: 'Stew',
      joinLink: 'L',
      days: 1,
    });
    expect(one.text).toContain('which works once, for the next day:');
    const letter = writeLetter(LETTERS.resetCode, SOURCE_LOCALE, RESET);
    expect(letter).toEqual({
      subject: 'Your Potluck reset code',
      text: 'Your Potluck password reset code is 493817.\n\nIt expires in 30 minutes and can be used once.\nIf you did not ask to reset your password, you can ignore this message.',
    });
  });
});

describe('sending in the recipient’s language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  const mailTo = (address: string) => server.mail.filter((m) => m.to === address);

  it('writes the reset code in the language saved on the account', async () => {
    const { user } = await createUser(server, { locale: PSEUDO_LOCALE });
    const res = await new TestClient(server.baseUrl).post('/api/auth/reset-password-request', {
      email: user.email,
    });
    expect(res.status).toBe(200);
    const [mail] = mailTo(user.email);
    expect(mail?.subject).toBe(writeLetter(LETTERS.resetCode, PSEUDO_LOCALE).subject);
    expect(mail?.subject).not.toBe('Your Potluck reset code');
  });

  const offered = LOCALES.find((l) => l.offered && l.code !== SOURCE_LOCALE);
  it.runIf(offered)(
    'writes it in the asker’s browser language when the account has none saved',
    async () => {
      const { user } = await createUser(server);
      await new TestClient(server.baseUrl).post(
        '/api/auth/reset-password-request',
        { email: user.email },
        { 'accept-language': `${offered!.code};q=0.9, en;q=0.5` },
      );
      const [mail] = mailTo(user.email);
      expect(mail?.subject).toBe(writeLetter(LETTERS.resetCode, offered!.code).subject);
      expect(mail?.subject).not.toBe('Your Potluck reset code');
    },
  );

  it('invites someone with an account in their language, someone without in the inviter’s', async () => {
    const owner = await createUser(server, { locale: PSEUDO_LOCALE });
    const english = await createUser(server, { locale: SOURCE_LOCALE });
    const recipe = await createRecipe(owner.client, { title: 'Shared stew' });
    const invite = (email: string) =>
      owner.client.post('/api/recipes/invite', { recipeId: recipe.id, email, inviteType: 'email' });
    expect((await invite(english.user.email)).status).toBe(200);
    expect(mailTo(english.user.email)[0]?.subject).toBe('A recipe was shared with you on Potluck');
    const stranger = uniqueEmail();
    expect((await invite(stranger)).status).toBe(200);
    expect(mailTo(stranger)[0]?.subject).toBe(
      writeLetter(LETTERS.recipeInvite, PSEUDO_LOCALE).subject,
    );
  });
});
