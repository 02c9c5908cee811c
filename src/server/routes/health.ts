import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthReplySchema } from '../../shared/schemas/config.js';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['meta'], summary: 'Liveness and readiness', response: { 200: HealthReplySchema } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: app.dbKind, idioms: app.catalog.size };
    },
  );
};

export default health;
