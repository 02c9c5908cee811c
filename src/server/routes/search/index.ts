import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorReplySchema, QuotaFieldsSchema } from '../../../shared/schemas/common.js';
import {
  SearchCancelReplySchema,
  SearchCostReplySchema,
  SearchCostRequestSchema,
  SearchRequestSchema,
  SearchResponseSchema,
} from '../../../shared/schemas/search.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { plainJson } from '../../lib/plain-json.js';
import { BatchWriter, writeBehindDelayMs } from '../../db/batch-writer.js';
import { isSingleWriter } from '../../db/owned-cache.js';
import { searchCost } from '../../services/search/search-cost.js';
import { cancelSearch, QuotaExhaustedError, runSearch, writeSearchRows } from '../../services/search/search-service.js';

const CancelParamsSchema = z.object({ id: z.string().max(100) });
/** ?common_only=true is the same as the body's common_only (ADR 0180). */
const SearchQuerySchema = z.object({
  common_only: z
    .enum(['true', 'false', '1', '0'], { error: 'common_only must be true or false' })
    .optional(),
});
const QuotaErrorSchema = ErrorReplySchema.extend(QuotaFieldsSchema.shape);

/** POST /api/search/ and POST /api/search/{id}/cancel (ARCHITECTURE §4–5). */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const recorder = new BatchWriter(
    (rows: Parameters<typeof writeSearchRows>[1]) => writeSearchRows(app.db, rows),
    (error, rows) => app.log.warn({ err: error, rows }, 'search rows not recorded'),
    writeBehindDelayMs(isSingleWriter(app.db)),
  );
  app.flushOnClose(() => recorder.flush());

  app.post(
    '/search',
    {
      // Log-in is checked before the body, so a guest learns to log in rather than fix the query.
      onRequest: app.authenticate,
      serializerCompiler: plainJson,
      schema: {
        tags: ['search'],
        summary: 'Search idioms by Chinese, pinyin or an English description (spends one credit)',
        body: SearchRequestSchema,
        querystring: SearchQuerySchema,
        response: {
          200: SearchResponseSchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          403: QuotaErrorSchema,
        },
      },
    },
    async (request) => {
      const { query, page, pageSize, type, common_only } = request.body;
      const inQuery = request.query.common_only;
      try {
        return await runSearch(
          app.db,
          app.searchIndex(),
          request.authUser!.id,
          {
            query: query.trim(),
            page,
            pageSize,
            type,
            common_only: common_only || inQuery === 'true' || inQuery === '1',
          },
          recorder,
        );
      } catch (error) {
        if (error instanceof QuotaExhaustedError) {
          throw forbidden(error.message, { remaining_searches: 0, has_subscription: false });
        }
        throw error;
      }
    },
  );

  app.post(
    '/search/cost',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['search'],
        summary:
          'What running these queries and opening these idioms would spend now (spends nothing)',
        body: SearchCostRequestSchema,
        response: { 200: SearchCostReplySchema, 400: ErrorReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) =>
      searchCost(app.db, app.searchIndex(), request.authUser!.id, {
        queries: request.body.queries,
        words: request.body.words,
      }),
  );

  app.post(
    '/search/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['search'],
        summary: 'Cancel one of your searches (id search_<uuid>)',
        params: CancelParamsSchema,
        response: {
          200: SearchCancelReplySchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          404: ErrorReplySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!id.startsWith('search_')) throw badRequest('Search id must start with search_');
      await recorder.flush(); // the search may still be in the queue
      if (!(await cancelSearch(app.db, request.authUser!.id, id)))
        throw notFound('Search not found');
      return { cancelled: true, search_id: id };
    },
  );
};

export default searchRoutes;
