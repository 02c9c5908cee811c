import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// The plugin's own two stores (CommonJS, not exported by name): counting stays exactly theirs.
const require = createRequire(import.meta.url);
type StoreCtor = new (...args: unknown[]) => FastifyRateLimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

type Incr = FastifyRateLimitStore['incr'];
/** What the plugin hands a store's constructor and `child` (its types leave these out). */
type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Says once per `everyMs` that Redis is away (a log line per request would flood the log). */
function throttledWarning(warn: (message: string) => void, everyMs = 60_000) {
  let last = 0;
  return (error: Error) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    warn(`rate limits: Redis unreachable (${error.message}); counting in this process until it is back`);
  };
}

/**
 * A rate-limit store that counts in Redis and, while Redis cannot answer, in this process (ADR
 * 0153): limits keep holding per instance, with a warning, instead of every limited route
 * answering 500. ioredis fails fast while disconnected (no offline queue), and reconnects alone.
 */
export function redisOrLocalStore(
  redis: Redis,
  nameSpace: string,
  warn: (message: string) => void,
): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  const unreachable = throttledWarning(warn);
  class RedisOrLocalStore implements FastifyRateLimitStore {
    constructor(
      options: StoreOptions,
      private readonly shared: FastifyRateLimitStore = new RedisStore(
        options.continueExceeding,
        options.exponentialBackoff,
        redis,
        nameSpace,
      ),
      private readonly local: FastifyRateLimitStore = new LocalStore(
        options.continueExceeding,
        options.exponentialBackoff,
      ),
    ) {}

    incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
      if (redis.status !== 'ready') {
        unreachable(new Error(`connection ${redis.status}`));
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          unreachable(error);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new RedisOrLocalStore(
        routeOptions as StoreOptions,
        this.shared.child(routeOptions),
        this.local.child(routeOptions),
      );
    }
  }
  return RedisOrLocalStore;
}
