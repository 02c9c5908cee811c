import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite/precompress.js';
import { serviceWorker } from './scripts/vite/service-worker.js';

export default defineConfig({
  plugins: [react(), serviceWorker(), precompress()],
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
