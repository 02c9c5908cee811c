import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import { RecordViewReplySchema, RecordViewRequestSchema } from '../../../shared/schemas/search.js';
import { sql } from 'drizzle-orm';
import { BatchWriter, writeBehindDelayMs } from '../../db/batch-writer.js';
import type { Db } from '../../db/client.js';
import { isSingleWriter } from '../../db/owned-cache.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { quotaState } from '../../services/search/quota-ledger.js';
import { hasReached, RECORD_VIEW_LIMIT_MESSAGE } from '../idioms/view-access.js';

const HeadersSchema = z.object({ 'x-task-id': z.string().trim().max(100).optional() });

interface View {
  userId: string;
  word: string;
  taskId: string | null;
  at: Date;
}

/**
 * Batched insert of queued views (ADR 0171); a view whose user is gone meanwhile is skipped. One
 * JSON parameter, as the other write-behind queues.
 */
async function writeViews(db: Db, rows: View[]) {
  const json = JSON.stringify(
    rows.map((row) => ({
      user_id: row.userId,
      word: row.word,
      task_id: row.taskId,
      at: row.at.toISOString(),
    })),
  );
  await db.execute(sql`
    insert into idiom_views (user_id, word, task_id, viewed_at)
    select t.user_id, t.word, t.task_id, t.at
    from json_to_recordset(${json}::json) as t(user_id uuid, word text, task_id text, at timestamptz)
    join users u on u.id = t.user_id`);
}

/**
 * POST /api/search/record-view/: records that the user viewed an idiom; spends nothing (§5).
 * Only an idiom the user has reached is recorded (ADR 0178): a recorded view lets a free user save
 * and study the idiom, so recording one never opened would hand it out unpaid. Not reached: 403
 * once the credits are gone (as the detail fetch), otherwise `recorded: false` and nothing written.
 * The row is read only by saving (has the user opened it?), which flushes the queue first: it is
 * written behind the reply in batches (ADR 0107, 0171), on PostgreSQL as on PGlite.
 */
const recordViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const views = new BatchWriter(
    (rows: View[]) => writeViews(app.db, rows),
    (error, rows) => app.log.warn({ err: error, rows }, 'idiom views not recorded'),
    writeBehindDelayMs(isSingleWriter(app.db)),
  );
  app.flushOnClose(() => views.flush());
  app.post(
    '/search/record-view',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['search'],
        summary:
          'Record a view of an idiom the user reached (searched, opened or paid for); otherwise recorded: false, or 403 when no credit is left',
        body: RecordViewRequestSchema,
        headers: HeadersSchema,
        response: {
          200: RecordViewReplySchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          403: ErrorReplySchema,
          404: ErrorReplySchema,
        },
      },
    },
    async (request) => {
      const user = request.authUser!;
      const { word } = request.body;
      if (!app.catalog.get(word)) throw notFound(`Idiom not found: ${word}`);
      const quota = await quotaState(app.db, user.id);
      if (!quota.hasSubscription && !(await hasReached(app.db, user.id, word))) {
        if (quota.remaining === 0)
          throw forbidden(RECORD_VIEW_LIMIT_MESSAGE, {
            remaining_searches: 0,
            has_subscription: false,
          });
        return { recorded: false, remaining_searches: quota.remaining, has_subscription: false };
      }
      views.add({
        userId: user.id,
        word,
        taskId: request.headers['x-task-id'] || null,
        at: new Date(),
      });
      return {
        recorded: true,
        remaining_searches: quota.remaining,
        has_subscription: quota.hasSubscription,
      };
    },
  );
};

export default recordViewRoutes;
