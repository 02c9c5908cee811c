import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.js';
import { DRAIN_TIMEOUT_MS } from '../../lib/graceful-shutdown.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
    /** Runs `flush` when the app closes, before the database is closed (write-behind queues). */
    flushOnClose(flush: () => Promise<void>): void;
    /** Writes everything queued behind replies now (ADR 0107). */
    flushWrites(): Promise<void>;
  }
}

/**
 * Decorates the app with an opened database; closes it with the app when `ownsDatabase` — but
 * only once every route handler still running has finished, because a client that hung up does
 * not stop its handler, and closing the database under it turned its next query into an error.
 */
export default fp(
  async (app, opts: { database: Database; ownsDatabase: boolean }) => {
    app.decorate('db', opts.database.db);
    app.decorate('dbKind', opts.database.kind);
    const flushers: (() => Promise<void>)[] = [];
    app.decorate('flushOnClose', (flush: () => Promise<void>) => void flushers.push(flush));
    const flushAll = () => Promise.all(flushers.map((flush) => flush().catch(() => undefined)));
    app.decorate('flushWrites', async () => void (await flushAll()));
    if (!opts.ownsDatabase) {
      app.addHook('onClose', async () => void (await flushAll()));
      return;
    }

    let running = 0;
    let drained: (() => void) | null = null;
    const done = () => {
      running -= 1;
      if (running === 0) drained?.();
    };
    app.addHook('onRoute', (route) => {
      const handler = route.handler as (...args: unknown[]) => unknown;
      route.handler = function (this: FastifyInstance, ...args: unknown[]) {
        running += 1;
        let result: unknown;
        try {
          result = handler.apply(this, args);
        } catch (error) {
          done();
          throw error;
        }
        if (result instanceof Promise) return result.finally(done);
        done();
        return result;
      } as RouteHandlerMethod;
    });
    app.addHook('onClose', async () => {
      if (running > 0) {
        await new Promise<void>((resolve) => {
          drained = resolve;
          setTimeout(resolve, DRAIN_TIMEOUT_MS).unref();
        });
      }
      await flushAll();
      await opts.database.close();
    });
  },
  { name: 'db' },
);
