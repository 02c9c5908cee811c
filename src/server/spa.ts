import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isSpaRoute } from '../shared/paths.js';

/**
 * Serves the built SPA on the API's origin. Known client routes get index.html with 200; other
 * page paths get it with 404 so the client shows its not-found page; /api/* misses answer JSON.
 */
export default fp(async (app, opts: { clientDir: string | null }) => {
  const indexHtml = opts.clientDir ? readFileSync(join(opts.clientDir, 'index.html'), 'utf8') : null;
  if (opts.clientDir) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        if (path.includes(`${join('/', 'assets', '/')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
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
    return reply
      .status(isSpaRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
});
