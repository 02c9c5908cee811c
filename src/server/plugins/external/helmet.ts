import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(async (app) => {
  await app.register(helmet, {
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
});
