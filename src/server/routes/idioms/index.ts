import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import { commonnessBand } from '../../../shared/schemas/commonness.js';
import {
  CancelByWordRequestSchema,
  CancelReplySchema,
  IdiomDetailQuerySchema,
  IdiomDetailSchema,
  IdiomFailureSchema,
  ProgressReplySchema,
} from '../../../shared/schemas/idiom.js';
import { CachedTaskLog, SEARCH_TASK_ID } from '../../generation/cached-task-log.js';
import { DetailCache } from '../../generation/detail-cache.js';
import { CANCELLED_MESSAGE, obtainDetail } from '../../generation/detail-service.js';
import { cancelTask, cancelTasksByWord, getTask } from '../../generation/generation-task.js';
import { selectGenerator } from '../../generation/select-generator.js';
import { sharedIdiomContent } from '../../content/idiom-content.js';
import { explanationOf } from '../../services/search/search-service.js';
import { RelatedIdiomsFinder } from '../../services/idioms/related-idioms.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { plainJson, sendJsonText } from '../../lib/plain-json.js';
import { firstSearches } from '../../services/search/first-searches.js';
import { DetailReplyWriter } from './detail-reply.js';
import { chargeDetailView, DETAIL_LIMIT_MESSAGE } from './view-access.js';

const WordParamsSchema = z.object({ word: z.string().trim().min(1).max(32) });
const TaskParamsSchema = z.object({
  taskId: z.string().trim().min(1, 'taskId must not be empty').max(100),
});

const WAITING_TO_START = {
  status: 'in_progress' as const,
  progress: 0,
  message: 'Waiting for the generation to start...',
  error: null,
};

/** Idiom detail, its generation task's progress, and cancelling it (ARCHITECTURE §6). */
const idiomRoutes: FastifyPluginAsyncZod = async (app) => {
  const generator = selectGenerator(app.env, app.catalog);
  const cachedTasks = new CachedTaskLog(app.db, (error, rows) =>
    app.log.warn({ err: error, rows }, 'cached task rows not recorded'),
  );
  app.flushOnClose(() => cachedTasks.flush());
  const detailOptions = {
    db: app.db,
    generator,
    cache: new DetailCache(app.db),
    timeoutMs: app.env.GENERATION_TIMEOUT_MS,
    cachedTasks,
  };
  const firstSearched = firstSearches(app.db);
  const related = new RelatedIdiomsFinder({
    catalog: app.catalog,
    content: sharedIdiomContent(),
    similar: (index) => app.searchIndex().similar(index),
  });
  const replies = new DetailReplyWriter((word) => {
    const entry = app.catalog.get(word);
    return {
      related: related.of(word),
      ...(entry ? { commonness: commonnessBand(entry.popularity) } : {}),
    };
  });
  // Traditional input (畫蛇添足) finds the simplified entry; replies always use the simplified word.
  const byTraditional = new Map(
    app.catalog.entries.filter((e) => e.traditional !== e.word).map((e) => [e.traditional, e]),
  );
  // A misspelled headword the catalog corrected (一厢情原) finds the corrected idiom.
  const lookUp = (word: string) => app.catalog.resolve(word) ?? byTraditional.get(word);

  app.get(
    '/idioms/:word',
    {
      preHandler: app.authenticate,
      serializerCompiler: plainJson,
      schema: {
        tags: ['idioms'],
        summary: 'The detail of one idiom; generates it (as task_id) when not cached',
        params: WordParamsSchema,
        querystring: IdiomDetailQuerySchema,
        response: {
          200: IdiomDetailSchema,
          401: ErrorReplySchema,
          403: ErrorReplySchema,
          404: ErrorReplySchema,
          503: IdiomFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.authUser!;
      const entry = lookUp(request.params.word);
      if (!entry) throw notFound(`Idiom not found: ${request.params.word}`);
      const { word } = entry;
      const quota = await chargeDetailView(app.db, user.id, word);
      if (!quota)
        throw forbidden(DETAIL_LIMIT_MESSAGE, { remaining_searches: 0, has_subscription: false });
      const outcome = await obtainDetail({ ...detailOptions, log: request.log }, entry, {
        taskId: request.query.task_id,
        userId: user.id,
      });
      const task_id = outcome.taskId;
      if (outcome.kind === 'completed') {
        const text = replies.write(outcome.detail, {
          task_id,
          remaining_searches: quota.remaining,
          has_subscription: quota.hasSubscription,
          first_searched_at: await firstSearched.ensure(word, user.id),
        });
        return sendJsonText(reply, text);
      }
      if (outcome.kind === 'cancelled') {
        return reply.status(503).send({ cancelled: true, error: CANCELLED_MESSAGE, word, task_id });
      }
      const error =
        outcome.kind === 'timeout' ? 'Generation timed out, please try again later' : outcome.error;
      const explanation = explanationOf(entry);
      return reply
        .status(503)
        .send({ error, word, task_id, basic_info: { word, pinyin: entry.pinyin, explanation } });
    },
  );

  app.get(
    '/idioms/generation-progress/:taskId',
    {
      schema: {
        tags: ['idioms'],
        summary: 'Status and progress of a generation task, from any server instance',
        params: TaskParamsSchema,
        response: { 200: ProgressReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request) => {
      const queued = cachedTasks.progressOf(request.params.taskId);
      if (queued) return queued;
      const task = await getTask(app.db, request.params.taskId);
      if (!task) {
        // An id search handed out (gen_<uuid>) whose detail request has not created the task yet:
        // the client polls at once, often first (ADR 0084).
        if (SEARCH_TASK_ID.test(request.params.taskId)) return WAITING_TO_START;
        throw notFound('Task not found');
      }
      return {
        status: task.status as z.infer<typeof ProgressReplySchema>['status'],
        progress: task.progress,
        message: task.message,
        error: task.error,
      };
    },
  );

  app.post(
    '/idioms/cancel-task/:taskId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['idioms'],
        summary: 'Cancel one of your generation tasks; its waiting request answers 503 cancelled',
        params: TaskParamsSchema,
        response: { 200: CancelReplySchema, 401: ErrorReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request) => {
      await cachedTasks.flush(); // the task may still be in the queue
      const task = await getTask(app.db, request.params.taskId);
      if (!task || (task.userId && task.userId !== request.authUser!.id))
        throw notFound('Task not found');
      const cancelled = await cancelTask(app.db, task.id);
      return { cancelled, task_ids: cancelled ? [task.id] : [] };
    },
  );

  app.post(
    '/idioms/cancel-by-word',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['idioms'],
        summary: 'Cancel your running generation tasks of one idiom',
        body: CancelByWordRequestSchema,
        response: { 200: CancelReplySchema, 400: ErrorReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) => {
      const word = lookUp(request.body.word)?.word ?? request.body.word;
      const ids = await cancelTasksByWord(app.db, word, request.authUser!.id);
      return { cancelled: ids.length > 0, task_ids: ids };
    },
  );
};

export default idiomRoutes;
