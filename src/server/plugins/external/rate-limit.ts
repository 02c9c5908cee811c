import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.js';
import { redisOrLocalStore } from './redis-or-local-store.js';

/** Grades, saves and removals per user per minute: far above a person's pace (issue 26). */
export const STUDY_WRITES_PER_MINUTE = 120;

/**
 * A route's limit per signed-in user (per address for a request without one), counted after the
 * route's authentication, for writes that cost a row each (issue 26: ~140 grades a second).
 */
export function perUserPerMinute(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.authUser?.id ?? request.ip,
    },
  };
}

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with `config.rateLimit`.
 * With REDIS_URL the counters are shared by every instance (ARCHITECTURE §9); ioredis is loaded
 * only then, since a server without Redis never needs it and start-up pays for every module.
 */
export default fp(
  async (app, opts: { redisUrl?: string }) => {
    const nameSpace = 'chengyu-rl:';
    // Commands fail at once while disconnected and after 500 ms without an answer, so an
    // unreachable Redis costs a request nothing: the store counts in process meanwhile (ADR 0153).
    const redis = opts.redisUrl
      ? new (await import('ioredis')).Redis(opts.redisUrl, {
          lazyConnect: false,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          commandTimeout: 500,
          connectTimeout: 2_000,
        })
      : undefined;
    if (redis) {
      // Reported (throttled) by the store; an 'error' event without a listener would be logged
      // by ioredis on every reconnection attempt.
      redis.on('error', () => undefined);
      app.addHook('onClose', () => void redis.disconnect());
    }
    await app.register(rateLimit, {
      global: false,
      store: redis ? redisOrLocalStore(redis, nameSpace, (message) => app.log.warn(message)) : undefined,
      nameSpace,
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
