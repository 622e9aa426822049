// Message catalogues: `npm run i18n:extract` reads the messages from the code (Lingui's macros)
// into web/locales/<locale>/messages.po (the pseudo-locale's written by scripts/i18n-pseudo.ts); the Vite plugin compiles a catalogue when it is imported.
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
  ],
  orderBy: 'messageId',
  // Origins without line numbers: a catalogue changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
});
