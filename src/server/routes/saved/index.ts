import { perUserPerMinute, STUDY_WRITES_PER_MINUTE } from '../../plugins/external/rate-limit.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import {
  SavedListReplySchema,
  SaveReplySchema,
  StudyWordParamsSchema,
  UnsaveReplySchema,
} from '../../../shared/schemas/study.js';
import { sharedIdiomContent } from '../../content/idiom-content.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { hasOpened, listSaved, saveIdiom, unsaveIdiom } from '../../services/study/saved-idioms.js';
import transferRoutes from './transfer.js';

export const NOT_OPENED_MESSAGE =
  'Open this idiom before saving it: only idioms you have opened can be saved';

/** My idioms: GET/PUT/DELETE /api/saved/ (ADR 0091). Signed in only; spends nothing. */
const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const sources = { catalog: app.catalog, content: sharedIdiomContent() };
  await app.register(transferRoutes);
  const known = (word: string) => {
    const entry = app.catalog.get(word);
    if (!entry) throw notFound(`Idiom not found: ${word}`);
    return entry;
  };

  app.get(
    '/saved',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['study'],
        summary: 'Your saved idioms, newest first',
        response: { 200: SavedListReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) => ({ items: await listSaved(app.db, sources, request.authUser!.id) }),
  );

  app.put(
    '/saved/:word',
    {
      preHandler: app.authenticate,
      config: perUserPerMinute(STUDY_WRITES_PER_MINUTE),
      schema: {
        tags: ['study'],
        summary: 'Save an idiom you have opened (idempotent); creates its review card',
        params: StudyWordParamsSchema,
        response: {
          200: SaveReplySchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          403: ErrorReplySchema,
          404: ErrorReplySchema,
        },
      },
    },
    async (request) => {
      const userId = request.authUser!.id;
      const { word } = known(request.params.word);
      // A cached detail's task row is written behind the request (ADR 0107): when the first look
      // finds nothing, write what is queued and look again.
      const opened =
        (await hasOpened(app.db, userId, word)) ||
        (await app.flushWrites().then(() => hasOpened(app.db, userId, word)));
      if (!opened) throw forbidden(NOT_OPENED_MESSAGE);
      const item = await saveIdiom(app.db, sources, userId, word, app.clock());
      return { saved: true as const, item };
    },
  );

  app.delete(
    '/saved/:word',
    {
      preHandler: app.authenticate,
      config: perUserPerMinute(STUDY_WRITES_PER_MINUTE),
      schema: {
        tags: ['study'],
        summary: 'Unsave an idiom (idempotent); removes its review card, keeps the review log',
        params: StudyWordParamsSchema,
        response: {
          200: UnsaveReplySchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          404: ErrorReplySchema,
        },
      },
    },
    async (request) => {
      const { word } = known(request.params.word);
      return { removed: await unsaveIdiom(app.db, request.authUser!.id, word) };
    },
  );
};

export default savedRoutes;
