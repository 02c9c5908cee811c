import type { FastifyPluginAsync } from 'fastify';
import health from './health.js';

/** Every API route plugin, mounted under /api. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
};

export default routes;
