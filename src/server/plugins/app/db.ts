import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
  }
}

/** Decorates the app with an opened database; closes it with the app when `ownsDatabase`. */
export default fp(
  async (app, opts: { database: Database; ownsDatabase: boolean }) => {
    app.decorate('db', opts.database.db);
    app.decorate('dbKind', opts.database.kind);
    if (opts.ownsDatabase) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'db' },
);
