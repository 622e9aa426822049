// The module vite-plugin-pwa provides at build time (register-app.ts imports it).
/// <reference types="vite-plugin-pwa/vanillajs" />
