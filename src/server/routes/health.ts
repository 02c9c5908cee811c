import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReplySchema } from '../../shared/schemas/common.js';
import { HealthReplySchema } from '../../shared/schemas/config.js';
import { SERVICE_UNAVAILABLE } from '../db/unavailable.js';
import { HttpError } from '../lib/http-error.js';
import { plainJson, sendJsonText } from '../lib/plain-json.js';

/** Readiness answers 503 when the database has not answered `select 1` within this. */
export const READY_WITHIN_MS = 2_000;

/**
 * GET /api/health: liveness, answered from memory (no database round trip, ADR 0105), so a load
 * balancer's frequent probe costs nothing and the process reads as alive while the database is
 * away. GET /api/health/ready: readiness, which does touch the database (503 without it).
 */
const health: FastifyPluginAsyncZod = async (app) => {
  const reply = { status: 'ok' as const, db: app.dbKind, idioms: app.catalog.size };
  const replyJson = JSON.stringify(reply);
  app.get(
    '/health',
    {
      serializerCompiler: plainJson,
      // Probes call this every few seconds: they stay out of the request log (errors still log).
      logLevel: 'warn',
      schema: {
        tags: ['meta'],
        summary: 'Liveness: the process is up (no database round trip)',
        response: { 200: HealthReplySchema },
      },
    },
    // Sent as the JSON text it is, serialized once.
    async (_request, res) => sendJsonText(res, replyJson),
  );
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['meta'],
        summary: 'Readiness: the database answers and the disk takes writes (503 otherwise)',
        response: { 200: HealthReplySchema, 503: ErrorReplySchema },
      },
    },
    async () => {
      // Bounded (ADR 0150): a probe that hangs reads as a timeout to the balancer, not as "down".
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new HttpError(503, SERVICE_UNAVAILABLE)), READY_WITHIN_MS);
      });
      try {
        await Promise.race([app.db.execute(sql`select 1`), late]);
      } finally {
        clearTimeout(timer);
      }
      // Reads work on a full disk; writes do not: not ready either (ADR 0177).
      const problem = app.storage.problem();
      if (problem) {
        app.log.warn({ problem }, 'not ready');
        throw new HttpError(503, SERVICE_UNAVAILABLE);
      }
      return reply;
    },
  );
};

export default health;
