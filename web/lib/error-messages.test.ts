import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../i18n/i18n';
import { HttpError, errorMessageOf } from './api';
import { ERROR_MESSAGES, answerMessageText, serverMessageText } from './error-messages';

const refusal = (status: number, body: Record<string, unknown>) =>
  new HttpError(status, JSON.stringify(body), '');

const LIMIT = {
  message:
    "You've reached your limit of 10 recipes. Upgrade to Pro for just $2/month or $50 lifetime!",
  code: 'recipe_limit_reached',
  upgradeRequired: true,
  limit: 10,
};
const LISTS = { message: 'A household has at most 10 shopping lists', code: 'list_limit', max: 10 };
const SELF = { message: 'email: You cannot invite yourself', code: 'self_invite', field: 'email' };

/** Gives the table's message of `code` a translation in the active language. */
function translate(code: string, translation: string) {
  const entry = ERROR_MESSAGES[code]!;
  const { id } = 'text' in entry ? entry.text : entry;
  i18n.load(i18n.locale, { [id]: compileMessage(translation) });
}

afterEach(async () => {
  await activateLocale('en');
});

describe('errorMessageOf in English', () => {
  it('shows the server’s own message, exactly, whatever the table says', () => {
    expect(errorMessageOf(refusal(409, LISTS), 'x')).toBe(LISTS.message);
    const invalid = { message: 'email: Invalid email address', code: 'invalid_input' };
    expect(errorMessageOf(refusal(400, invalid), 'x')).toBe(invalid.message);
    expect(errorMessageOf(refusal(400, SELF), 'x')).toBe(SELF.message);
  });

  it('falls back when the body has no message', () => {
    expect(errorMessageOf(refusal(500, { code: 'internal_error' }), 'Please try again.')).toBe(
      'Please try again.',
    );
  });
});

describe('errorMessageOf in another language', () => {
  it('shows the code’s translation, with the body’s values', async () => {
    await activateLocale('de');
    expect(errorMessageOf(refusal(403, LIMIT), 'x')).toBe(
      'Du hast dein Limit von 10 Rezepten erreicht. Wechsle zu Pro – für nur $2/Monat oder einmalig $50!',
    );
    translate('list_limit', 'Ein Haushalt hat höchstens {max} Einkaufslisten');
    expect(errorMessageOf(refusal(409, LISTS), 'x')).toBe(
      'Ein Haushalt hat höchstens 10 Einkaufslisten',
    );
  });

  it('reads the "NNN: body" form of errors built elsewhere', async () => {
    await activateLocale('fr');
    const error = new Error(`403: ${JSON.stringify(LIMIT)}`);
    expect(errorMessageOf(error, 'x')).toMatch(
      /^Vous avez atteint votre limite de 10 recettes\. Passez à Pro pour seulement 2/,
    );
  });

  it('translates a field’s error without the API’s field name', async () => {
    await activateLocale('de');
    translate('self_invite', 'Du kannst dich nicht selbst einladen');
    expect(errorMessageOf(refusal(400, SELF), 'x')).toBe('Du kannst dich nicht selbst einladen');
  });

  it('keeps the server’s message for a code it does not know, or a value the body lacks', async () => {
    await activateLocale('de');
    translate('list_limit', 'Ein Haushalt hat höchstens {max} Einkaufslisten');
    const unknown = { message: 'Something new went wrong', code: 'something_new' };
    expect(errorMessageOf(refusal(400, unknown), 'x')).toBe(unknown.message);
    const { max: _max, ...withoutMax } = LISTS;
    expect(errorMessageOf(refusal(409, withoutMax), 'x')).toBe(LISTS.message);
    expect(errorMessageOf(refusal(500, { message: 'Internal Server Error' }), 'x')).toBe(
      'Internal Server Error',
    );
  });

  it('shows English for a message not translated yet, with its values', () => {
    // A language whose catalogue lacks the message (every shipped one has it).
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    const far = {
      message: 'The image is too large: at most 40 megapixels',
      code: 'image_too_large',
      megapixels: 40,
    };
    expect(errorMessageOf(refusal(400, far), 'x')).toBe(far.message);
  });
});

describe('the table’s English', () => {
  it('says what the server says, its placeholders filled from the body', async () => {
    const english = (body: Record<string, unknown>) => {
      const entry = ERROR_MESSAGES[body.code as string]!;
      const text = 'text' in entry ? entry.text : entry;
      const descriptor = { ...text, values: body as Record<string, string | number> };
      return i18n._(descriptor);
    };
    expect(english(LIMIT)).toBe(LIMIT.message);
    expect(english(LISTS)).toBe(LISTS.message);
    for (const [room, chosen, plural] of [
      [1, 2, 'recipe'],
      [2, 3, 'recipes'],
    ] as const) {
      expect(english({ code: 'recipe_limit_room', room, chosen })).toBe(
        `Your plan has room for ${room} more ${plural}, and ${chosen} are chosen. Choose fewer, or upgrade to Pro for just $2/month or $50 lifetime!`,
      );
    }
    expect(english({ code: 'import_site_refused', siteStatus: 403 })).toBe(
      'That site refused the request (403)',
    );
    expect(english({ code: 'import_unsafe_path', name: '../x' })).toBe(
      'This file names a place outside itself (“../x”), so it is not opened.',
    );
  });

  it('serves a sync refusal as it serves an HTTP one', async () => {
    expect(serverMessageText({ code: 'limit', message: 'title: Too long' })).toBe(
      'title: Too long',
    );
    await activateLocale('pseudo');
    const pseudo = serverMessageText({ code: 'limit', message: 'title: Too long' });
    expect(pseudo).not.toBe('title: Too long');
    expect(pseudo).not.toContain('title');
  });
});

describe('answerMessageText', () => {
  const sent = 'Invitation email sent with a link to join';
  const descriptor = { id: 'test.invitation-sent', message: 'Einladung verschickt' };

  it('keeps the server’s words in English, and says the app’s in another language', async () => {
    expect(answerMessageText(sent, descriptor)).toBe(sent);
    await activateLocale('de');
    i18n.load('de', { [descriptor.id]: compileMessage('Einladung verschickt') });
    expect(answerMessageText(sent, descriptor)).toBe('Einladung verschickt');
    expect(answerMessageText(undefined, descriptor)).toBeUndefined();
  });
});
