import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CSP_NONCE_PLACEHOLDER } from './contract/csp';
import { pwaOptions } from './web/features/offline/pwa-options';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions)],
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
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The small pieces most signed-in screens use (icons, the UI kit, the app's helpers)
            // in one chunk: split by screen they made dozens of 1 KB requests, one round trip
            // each, between signing in and the first card.
            {
              name: 'ui',
              test: /(?:node_modules[\\/](?:lucide-react|@radix-ui|radix-ui)[\\/]|[\\/]web[\\/](?:components|lib)[\\/])/,
              minShareCount: 2,
              priority: 1,
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
