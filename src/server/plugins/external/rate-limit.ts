import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.js';

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with `config.rateLimit`.
 * With REDIS_URL the counters are shared by every instance (ARCHITECTURE §9); ioredis is loaded
 * only then, since a server without Redis never needs it and start-up pays for every module.
 */
export default fp(
  async (app, opts: { redisUrl?: string }) => {
    const redis = opts.redisUrl
      ? new (await import('ioredis')).Redis(opts.redisUrl, {
          lazyConnect: false,
          maxRetriesPerRequest: 1,
        })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'chengyu-rl:',
      // The plugin throws what this returns: an HttpError makes the global handler answer
      // `{error, retry_after}` (a plain object became a 500 on routes with a 429 schema).
      errorResponseBuilder: (_req, context) => {
        const seconds = Math.ceil(context.ttl / 1000);
        return new HttpError(429, `Too many requests. Please try again in ${seconds} seconds.`, {
          retry_after: seconds,
        });
      },
    });
  },
  { name: 'rate-limit' },
);
