// The server's texts in a person's language: the e-mails (server/mail/letters.ts) and the
// calendar feed. Written in the code as message descriptors marked `/*i18n*/` with an explicit
// id (the server has no macro step), extracted by `npm run i18n:extract` into
// server/i18n/locales/<code>/messages.po and translated there like the web's catalogue
// (docs/i18n.md). A catalogue is read when its language is first needed; a message it lacks is
// written in English.
import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import {
  SOURCE_LOCALE,
  findLocale,
  negotiateLocale,
  parseAcceptLanguage,
} from '../../contract/i18n/locales';

/** A server text: its id in the catalogue and its English. */
export interface ServerMessage {
  id: string;
  message: string;
}

export type MessageValues = Record<string, string | number>;

/** Beside this module in the source; beside the bundle in dist (scripts/build-server.mjs). */
export const SERVER_LOCALES_DIR = path.resolve(import.meta.dirname, 'locales');

const instances = new Map<string, I18n>();

/** The translations of `code`'s catalogue (empty ones left out: English stands in). */
function readCatalogue(code: string): Record<string, string> {
  const file = path.join(SERVER_LOCALES_DIR, code, 'messages.po');
  if (!fs.existsSync(file)) return {};
  const messages: Record<string, string> = {};
  for (const item of PO.parse(fs.readFileSync(file, 'utf8')).items) {
    const text = item.msgstr[0];
    if (text) messages[item.msgid] = text;
  }
  return messages;
}

function i18nOf(code: string): I18n {
  let i18n = instances.get(code);
  if (!i18n) {
    const messages = code === SOURCE_LOCALE ? {} : readCatalogue(code);
    i18n = setupI18n({ locale: code, messages: { [code]: messages } });
    // Messages are compiled when used: a few e-mails an hour need no build step.
    i18n.setMessagesCompiler(compileMessage);
    instances.set(code, i18n);
  }
  return i18n;
}

/** `message` in the language `locale` (a code from contract/i18n/locales.ts; else English). */
export function translate(locale: string, message: ServerMessage, values?: MessageValues): string {
  const code = findLocale(locale)?.code ?? SOURCE_LOCALE;
  return i18nOf(code)._({ id: message.id, message: message.message, values });
}

/**
 * The language to write to someone in: the one saved on their account, else the one their
 * browser asks for (Accept-Language) among those offered, else English.
 */
export function localeFor(saved: string | null | undefined, acceptLanguage?: string): string {
  if (saved && findLocale(saved)) return findLocale(saved)!.code;
  return negotiateLocale(parseAcceptLanguage(acceptLanguage)).code;
}
