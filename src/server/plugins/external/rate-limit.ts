import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with `config.rateLimit`.
 * With REDIS_URL the counters are shared by every instance (ARCHITECTURE §9).
 */
export default fp(
  async (app, opts: { redisUrl?: string }) => {
    const redis = opts.redisUrl ? new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'chengyu-rl:',
      errorResponseBuilder: (_req, context) => ({
        statusCode: 429,
        error: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        retry_after: Math.ceil(context.ttl / 1000),
      }),
    });
  },
  { name: 'rate-limit' },
);
