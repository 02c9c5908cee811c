import { perUserPerMinute, STUDY_WRITES_PER_MINUTE } from '../../plugins/external/rate-limit.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import {
  GradeReplySchema,
  GradeRequestSchema,
  ReviewDueReplySchema,
  StudyWordParamsSchema,
} from '../../../shared/schemas/study.js';
import { sharedIdiomContent } from '../../content/idiom-content.js';
import { conflict, notFound } from '../../lib/http-error.js';
import {
  dueCards,
  gradeCard,
  reviewCounts,
  reviewStreak,
} from '../../services/study/review-schedule.js';

export const NOT_SAVED_MESSAGE = 'This idiom is not among your saved idioms';
export const GRADE_ID_REUSED_MESSAGE = 'This grade_id was already used for another grade';

/** Review of saved idioms with FSRS (ADR 0092–0094). Signed in only; spends no search credits. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const sources = { catalog: app.catalog, content: sharedIdiomContent() };

  app.get(
    '/review/due',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['study'],
        summary: 'Cards to review now (due first, then new), counts and the day streak',
        response: { 200: ReviewDueReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) => {
      const userId = request.authUser!.id;
      const now = app.clock();
      const { cards, counts } = await dueCards(app.db, sources, userId, now);
      const streak = await reviewStreak(app.db, userId, now);
      return { cards, counts, streak, now: now.toISOString() };
    },
  );

  app.post(
    '/review/:word/grade',
    {
      preHandler: app.authenticate,
      config: perUserPerMinute(STUDY_WRITES_PER_MINUTE),
      schema: {
        tags: ['study'],
        summary:
          'Grade a review (again, hard, good, easy); returns the new FSRS schedule. A grade_id sent again returns the first result and applies nothing (ADR 0191)',
        params: StudyWordParamsSchema,
        body: GradeRequestSchema,
        response: {
          200: GradeReplySchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request) => {
      const userId = request.authUser!.id;
      const entry = app.catalog.get(request.params.word);
      if (!entry) throw notFound(`Idiom not found: ${request.params.word}`);
      const { grade, grade_id: gradeId } = request.body;
      const now = app.clock();
      const outcome = await gradeCard(app.db, userId, entry.word, grade, now, gradeId);
      if (outcome.kind === 'not_saved') throw notFound(NOT_SAVED_MESSAGE);
      if (outcome.kind === 'id_reused') throw conflict(GRADE_ID_REUSED_MESSAGE);
      const counts = await reviewCounts(app.db, userId, now);
      const streak = await reviewStreak(app.db, userId, now);
      const { schedule, replayed } = outcome;
      return { word: entry.word, grade, schedule, counts, streak, ...(replayed && { replayed }) };
    },
  );
};

export default reviewRoutes;
