import fp from 'fastify-plugin';
import type { Catalog } from '../../catalog/load-catalog.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: Catalog;
  }
}

export default fp(
  async (app, opts: { catalog: Catalog }) => {
    app.decorate('catalog', opts.catalog);
  },
  { name: 'catalog' },
);
