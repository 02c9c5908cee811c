import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { THEME_SCRIPT } from '../../../shared/theme-script.js';

/** The one inline script of the page, the theme set before the first paint (ADR 0187). */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/**
 * Security headers on every answer. Helmet's headers are computed ONCE from these options and
 * set in one onRequest hook (ADR 0106): @fastify/helmet rebuilt helmet's middleware from the
 * options on every request, a tenth of the CPU of a small answer.
 */
const applyHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Paddle.js is loaded from its CDN and renders its checkout in a frame (ARCHITECTURE §8);
      // the theme script is allowed by its hash, nothing else inline.
      scriptSrc: ["'self'", THEME_SCRIPT_HASH, 'https://cdn.paddle.com'],
      frameSrc: ["'self'", 'https://*.paddle.com'],
      // Paddle.js talks to Paddle's checkout service from the page.
      connectSrc: ["'self'", 'https://*.paddle.com'],
      imgSrc: ["'self'", 'data:', 'https:'],
      mediaSrc: ["'self'"],
      // React Flow positions nodes with inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

// No directive depends on the request (no nonces), so the headers are the same for every answer:
// computed once by running the middleware against a recording response, then set per request.
const headers: Record<string, string> = {};
applyHeaders(
  {} as IncomingMessage,
  {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  } as unknown as ServerResponse,
  () => undefined,
);

/**
 * The API's JSON is never rendered as a document, so its answers carry the short set OWASP's REST
 * cheat sheet gives (ADR 0121) — a policy that allows nothing, no framing, no sniffing — instead
 * of the page set, which is half a kilobyte per answer. The API's HTML (the docs) keeps the page set.
 */
const apiHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': headers['strict-transport-security']!,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const isApiJsonUrl = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs');

export default fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiJsonUrl(request.url) ? apiHeaders : headers);
    done();
  });
});
