import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every answer. Helmet's middleware is built ONCE from these options and
 * applied in one onRequest hook (ADR 0106): @fastify/helmet rebuilt it from the options on every
 * request, a tenth of the CPU of a small answer.
 */
const applyHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Paddle.js is loaded from its CDN and renders its checkout in a frame (ARCHITECTURE §8).
      scriptSrc: ["'self'", 'https://cdn.paddle.com'],
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

export default fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(
      request.raw as IncomingMessage,
      reply.raw as ServerResponse,
      done as (error?: unknown) => void,
    );
  });
});
