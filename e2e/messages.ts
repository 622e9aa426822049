// The app's texts in another language, for journeys that find elements by what they say: the
// language's web catalogue (web/locales/<code>/messages.po) keyed by Lingui's generated ids, as
// the build compiles it, so `messagesIn('ar')('Step {stepNumber} of {stepCount}', {...})` is the
// Arabic the screen shows.
import fs from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * A translator into `code`: given a message's English (its msgid in web/locales/en/messages.po)
 * and its placeholders' values, the text the app shows in that language. Throws for a message the
 * catalogue does not translate, so a journey never looks for English on a translated screen.
 */
export function messagesIn(
  code: string,
): (english: string, values?: Record<string, unknown>) => string {
  const file = path.resolve(import.meta.dirname, `../web/locales/${code}/messages.po`);
  const po = PO.parse(fs.readFileSync(file, 'utf8'));
  const messages: Record<string, string> = {};
  for (const item of po.items) {
    const translation = item.msgstr[0];
    if (item.obsolete || !translation) continue;
    messages[generateMessageId(item.msgid, item.msgctxt)] = translation;
  }
  const i18n = setupI18n({ locale: code, messages: { [code]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return (english, values) => {
    const id = generateMessageId(english);
    if (messages[id] === undefined) {
      throw new Error(`web/locales/${code}/messages.po has no translation of "${english}"`);
    }
    return i18n._(id, values);
  };
}

/** `text` for a RegExp that matches it literally (e.g. a translation inside a larger pattern). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
