import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** Built files the worker keeps at install: the code and styles, not images or source maps. */
const PRECACHED = /\.(js|css)$/;
/** Files of public/ the installed app needs offline. */
const PUBLIC_FILES = [
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon-180.png',
];

/**
 * Builds src/client/sw/service-worker.ts into /sw.js with this build's file list and a build id
 * made from it (ADR 0190): a new build is a new worker, which keeps the new files and drops the
 * old ones. Written by hand instead of vite-plugin-pwa: the per-user API caches are ours anyway.
 */
export function serviceWorker(): Plugin {
  let root = '';
  return {
    name: 'chengyu-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((name) => PRECACHED.test(name))
        .sort()
        .map((name) => `/${name}`);
      const precache = [...built, ...PUBLIC_FILES];
      const buildId = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 16);
      const result = await build({
        entryPoints: [join(root, 'sw', 'service-worker.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        define: { __PRECACHE__: JSON.stringify(precache), __BUILD__: JSON.stringify(buildId) },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: result.outputFiles[0]!.text });
    },
  };
}
