import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite/precompress.js';
import { serviceWorker } from './scripts/vite/service-worker.js';
import { THEME_SCRIPT } from './src/shared/theme-script';

export default defineConfig({
  plugins: [
    react(),
    serviceWorker(),
    precompress(),
    {
      // The theme is set before the first paint (ADR 0187); the CSP allows this script by its hash.
      name: 'theme-before-paint',
      transformIndexHtml: () => [{ tag: 'script', children: THEME_SCRIPT, injectTo: 'head-prepend' }],
    },
  ],
  root: 'src/client',
  publicDir: '../../public',
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload each page's own chunks from its HTML (ADR 0102).
    manifest: true,
    // Every browser we serve supports <link rel="modulepreload">; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
