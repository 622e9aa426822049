import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lingui } from '@lingui/vite-plugin';
import { CSP_NONCE_PLACEHOLDER } from './contract/csp';
import { pwaOptions } from './web/features/offline/pwa-options';
import { linguiMacros } from './scripts/lingui-macros';

export default defineConfig({
  root: 'web',
  // Lingui: the macros expanded before React's transform; `.po` catalogues compiled when imported.
  plugins: [linguiMacros(), react(), lingui(), tailwindcss(), VitePWA(pwaOptions)],
  // The server replaces the placeholder with a fresh nonce in every HTML answer (server/app.ts).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Which files each screen needs, so the server can name them in a signed-in page's head.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry loads anyway stays with it, so a visitor's first page gets no more.
            { name: 'app', tags: ['$initial'], priority: 3 },
            // Dialogs, selects, tabs and checkboxes: no first screen (the landing page, My
            // Recipes) draws one, so they load with the first screen or action that does.
            {
              name: 'dialogs',
              test: /(?:node_modules[\\/]@radix-ui[\\/]react-(?:select|dialog|alert-dialog|tabs|checkbox)[\\/]|[\\/]web[\\/]components[\\/]ui[\\/](?:select|dialog|alert-dialog|tabs|checkbox)\.tsx)/,
              minShareCount: 2,
              priority: 2,
              // Their dependencies (the slot, the popper) stay with the UI kit the screens share.
              includeDependenciesRecursively: false,
            },
            // The menus' and popovers' machinery (the signed-in header's menus, and what dialogs
            // share with them): the landing and sign-in pages draw none.
            {
              name: 'menus',
              test: /(?:node_modules[\\/](?:@radix-ui[\\/]react-(?:menu|dropdown-menu|popper|roving-focus|collection|dismissable-layer|focus-scope|focus-guards|portal|presence|arrow|use-size|use-rect|use-escape-keydown)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref|tslib)[\\/]|[\\/]web[\\/]components[\\/]ui[\\/]dropdown-menu\.tsx)/,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The small pieces most signed-in screens use (icons, the UI kit, the app's helpers)
            // in one chunk: split by screen they made dozens of 1 KB requests, one round trip
            // each, between signing in and the first card. The recipe card's pieces (picture,
            // visibility badge, link copying) and the contract's small shared rules (passwords,
            // the shared recipe's shape) go with them: the screens and dialogs share them.
            {
              name: 'ui',
              test: /(?:node_modules[\\/](?:lucide-react|@radix-ui|radix-ui)[\\/]|[\\/]web[\\/](?:components|lib)[\\/](?!ui[\\/]toaster\.tsx)|[\\/]web[\\/]shell[\\/](?!app-header\.tsx|app-layout\.tsx)|[\\/]web[\\/]features[\\/]recipes[\\/](?:recipe-card|recipe-image|responsive-image|visibility|copy-recipe-link)\.tsx?|[\\/]contract[\\/](?:image-values|auth-values|shared-recipe)\.ts)/,
              minShareCount: 2,
              priority: 1,
            },
            // The signed-in screens' frame (header and layout, with what they alone use) in one
            // chunk rather than a few small ones.
            {
              name: 'app-frame',
              test: /[\\/]web[\\/]shell[\\/]app-(?:header|layout)\.tsx/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/objects': 'http://localhost:5000',
      '/ws': { target: 'ws://localhost:5000', ws: true },
    },
  },
});
