import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isSpaRoute } from '../shared/paths.js';
import { pageHtmlByPath } from './spa-preload.js';

/** Hashed build output: a new build gets new names, so browsers may keep these for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSETS_DIR = `${sep}assets${sep}`;
/**
 * The service worker and the manifest keep their names from build to build: always revalidated,
 * so a new build's worker is found at once (ADR 0190). The worker lives at the root, so its scope
 * is the whole site without a Service-Worker-Allowed header.
 */
const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * Serves the built SPA on the API's origin. Known client routes get index.html with 200; other
 * page paths get it with 404 so the client shows its not-found page; /api/* misses answer JSON.
 * Assets go out as the brotli or gzip copy the build wrote beside them when the browser accepts
 * one (ADR 0100); index.html is always revalidated so a new build is picked up at once.
 */
export default fp(async (app, opts: { clientDir: string | null }) => {
  const indexHtml = opts.clientDir
    ? readFileSync(join(opts.clientDir, 'index.html'), 'utf8')
    : null;
  const pageHtml =
    opts.clientDir && indexHtml
      ? pageHtmlByPath(opts.clientDir, indexHtml)
      : new Map<string, string>();
  if (opts.clientDir) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        if (path.includes(ASSETS_DIR)) res.header('cache-control', IMMUTABLE);
        else if (REVALIDATED.has(path.slice(path.lastIndexOf(sep) + 1).replace(/\.(br|gz)$/, '')))
          res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ error: `No API route ${request.method} ${pathname}` });
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!indexHtml || !wantsPage || /\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply.status(404).send({ error: 'Not found' });
    }
    const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return reply
      .status(isSpaRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pageHtml.get(page) ?? indexHtml);
  });
});
