import type { FastifyPluginAsync } from 'fastify';
import daily from './daily/index.js';
import config from './config/index.js';
import health from './health.js';
import idioms from './idioms/index.js';
import login from './login/index.js';
import recordView from './record-view/index.js';
import review from './review/index.js';
import saved from './saved/index.js';
import search from './search/index.js';
import settings from './settings/index.js';
import strokes from './strokes/index.js';
import subscription from './subscription/index.js';
import support from './support/index.js';
import webhooks from './webhooks/index.js';

/** Every API route plugin, mounted under /api. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(config);
  await app.register(strokes);
  await app.register(login, { prefix: '/login' });
  await app.register(daily);
  await app.register(support);
  await app.register(idioms);
  await app.register(recordView);
  await app.register(saved);
  await app.register(review);
  await app.register(settings);
  await app.register(search);
  await app.register(subscription, { prefix: '/subscription' });
  await app.register(webhooks);
};

export default routes;
