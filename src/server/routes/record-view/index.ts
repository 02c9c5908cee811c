import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import { RecordViewReplySchema, RecordViewRequestSchema } from '../../../shared/schemas/search.js';
import { idiomViews } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { quotaState } from '../../services/search/quota-ledger.js';
import { isFreeView, RECORD_VIEW_LIMIT_MESSAGE } from '../idioms/view-access.js';

const HeadersSchema = z.object({ 'x-task-id': z.string().trim().max(100).optional() });

/** POST /api/search/record-view/: records that the user viewed an idiom; spends nothing (§5). */
const recordViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search/record-view',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['search'],
        summary: 'Record an idiom view; 403 when the view would not be free and no credit is left',
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
      if (
        !quota.hasSubscription &&
        quota.remaining === 0 &&
        !(await isFreeView(app.db, user.id, word))
      ) {
        throw forbidden(RECORD_VIEW_LIMIT_MESSAGE, {
          remaining_searches: 0,
          has_subscription: false,
        });
      }
      await app.db
        .insert(idiomViews)
        .values({ userId: user.id, word, taskId: request.headers['x-task-id'] || null });
      return {
        recorded: true,
        remaining_searches: quota.remaining,
        has_subscription: quota.hasSubscription,
      };
    },
  );
};

export default recordViewRoutes;
