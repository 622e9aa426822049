// Message catalogues: `npm run i18n:extract` reads the messages from the code (Lingui's macros)
// into web/locales/<locale>/messages.po and the server's into server/i18n/locales/<locale>/messages.po
// (the pseudo-locale's written by scripts/i18n-pseudo.ts); the Vite plugin compiles a web
// catalogue when it is imported, the server reads its own when a language is first needed.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './contract/i18n/locales';

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: LOCALES.map((locale) => locale.code),
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/web/locales/{locale}/messages',
      include: ['<rootDir>/web'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
    // The server's texts (e-mails, the calendar feed: server/i18n/translate.ts).
    {
      path: '<rootDir>/server/i18n/locales/{locale}/messages',
      include: ['<rootDir>/server'],
      exclude: ['**/*.test.*', '**/node_modules/**', '<rootDir>/server/test/**'],
    },
  ],
  orderBy: 'messageId',
  // Origins without line numbers: a catalogue changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
});
