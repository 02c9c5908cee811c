import type { FastifyPluginAsync } from 'fastify';
import daily from './daily/index.js';
import health from './health.js';
import support from './support/index.js';

/** Every API route plugin, mounted under /api. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(daily);
  await app.register(support);
};

export default routes;
