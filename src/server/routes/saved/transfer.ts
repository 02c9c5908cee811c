import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import { ImportReplySchema } from '../../../shared/schemas/study.js';
import { sharedIdiomContent } from '../../content/idiom-content.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { perUserPerMinute } from '../../plugins/external/rate-limit.js';
import { savedFlashcards } from '../../services/study/export/export-saved.js';
import { savedApkg } from '../../services/study/export/saved-apkg.js';
import { savedCsv } from '../../services/study/export/saved-csv.js';
import { importSaved } from '../../services/study/import/import-saved.js';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  ImportFileError,
} from '../../services/study/import/read-import-file.js';

/** A file reply (sent as bytes or text, never through the JSON serializer), for the docs. */
const fileReply = (description: string) => z.string().describe(description);

/** Imports per user per minute: each saves up to 1,000 idioms in one transaction (ADR 0181). */
export const IMPORTS_PER_MINUTE = 10;
/** Exports per user per minute: each composes every saved idiom's card. */
export const EXPORTS_PER_MINUTE = 30;

const attachment = (name: string) => `attachment; filename="${name}"`;

/**
 * My idioms out and in (ADRs 0181, 0182): GET /api/saved/export.apkg (Anki), GET
 * /api/saved/export.csv, POST /api/saved/import (a Pleco export or word list as the raw body).
 * Signed in only; they spend no credits.
 */
const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const sources = { catalog: app.catalog, content: sharedIdiomContent() };
  // The file arrives as it is, bytes, whatever type the browser gave it: its text is checked
  // (encoding, size, binary) by the import itself, which says what is wrong.
  app.addContentTypeParser(
    ['application/octet-stream', 'text/plain', 'text/csv', 'text/tab-separated-values'],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES * 2 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/saved/export.apkg',
    {
      preHandler: app.authenticate,
      config: perUserPerMinute(EXPORTS_PER_MINUTE),
      schema: {
        tags: ['study'],
        summary:
          'Your saved idioms as an Anki package: one note per idiom (hanzi, traditional, pinyin, meaning, character senses, example), cards both ways',
        produces: ['application/apkg'],
        response: {
          200: fileReply('The Anki package (zip of collection.anki2 and media)'),
          401: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const cards = await savedFlashcards(app.db, sources, request.authUser!.id);
      const bytes = await savedApkg(cards, app.clock());
      return reply
        .type('application/apkg')
        .header('content-disposition', attachment('chengyu-atlas-my-idioms.apkg'))
        .send(Buffer.from(bytes) as never); // a file, not a schema'd JSON reply
    },
  );

  app.get(
    '/saved/export.csv',
    {
      preHandler: app.authenticate,
      config: perUserPerMinute(EXPORTS_PER_MINUTE),
      schema: {
        tags: ['study'],
        summary:
          'Your saved idioms as CSV (UTF-8 with BOM): idiom, traditional, pinyin, meaning, character senses, example, saved date',
        produces: ['text/csv'],
        response: {
          200: fileReply('CSV text, UTF-8 with a byte-order mark'),
          401: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const cards = await savedFlashcards(app.db, sources, request.authUser!.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('chengyu-atlas-my-idioms.csv'))
        .send(savedCsv(cards));
    },
  );

  app.post(
    '/saved/import',
    {
      preHandler: app.authenticate,
      config: perUserPerMinute(IMPORTS_PER_MINUTE),
      bodyLimit: IMPORT_MAX_BYTES * 2,
      errorHandler: (error, _request, reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return reply.status(413).send({ error: IMPORT_MESSAGES.tooBig });
        throw error;
      },
      schema: {
        tags: ['study'],
        summary:
          'Import a Pleco flashcard export (tab-separated text) or a list of words, sent as the raw body (application/octet-stream): the chengyu are saved in one transaction, the rest listed as skipped',
        consumes: ['application/octet-stream', 'text/plain'],
        response: {
          200: ImportReplySchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          413: ErrorReplySchema,
          415: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body))
        throw badRequest(
          'Send the file itself as the body (content-type application/octet-stream)',
        );
      try {
        return await importSaved(app.db, sources, request.authUser!.id, request.body, app.clock());
      } catch (error) {
        if (error instanceof ImportFileError)
          throw new HttpError(error.message === IMPORT_MESSAGES.tooBig ? 413 : 400, error.message);
        throw error;
      }
    },
  );
};

export default transferRoutes;
