// Every test file starts with the app's language active as English, as the app is before its
// first render (web/i18n/i18n.ts startLocale); a test that switches language switches it back.
import { i18n } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });
