import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  StrokeDataSchema,
  StrokeParamsSchema,
  strokesUnavailableMessage,
  type StrokeData,
} from '../../../shared/schemas/strokes.js';
import { notFound } from '../../lib/http-error.js';

const ErrorSchema = z.object({ error: z.string() });

/** The installed hanzi-writer-data package: one `<char>.json` per character (ADR 0095). */
const dataDir = () =>
  dirname(createRequire(import.meta.url).resolve('hanzi-writer-data/package.json'));

/** Han characters and the CJK radicals the data has; anything else cannot name a file. */
const HAN = /^\p{Script=Han}$/u;

/**
 * GET /api/strokes/{char}/: stroke-order data for the study view, read from node_modules and
 * served from our own origin (never a CDN). Public and free; cached by the browser for a day.
 */
const strokes: FastifyPluginAsyncZod = async (app) => {
  const dir = dataDir();
  const cache = new Map<string, StrokeData>();
  // The Arphic Public License asks for its text to travel with the data: it is served beside it.
  app.get(
    '/strokes/licence',
    {
      schema: {
        tags: ['study'],
        summary: 'Licence of the stroke-order data (Arphic Public License)',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      void reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400');
      return readFile(join(dir, 'ARPHICPL.TXT'), 'utf8');
    },
  );
  app.get(
    '/strokes/:char',
    {
      schema: {
        tags: ['study'],
        summary: 'Stroke-order data of one character',
        params: StrokeParamsSchema,
        response: { 200: StrokeDataSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { char } = request.params;
      let data = cache.get(char);
      if (!data) {
        if (!HAN.test(char)) throw notFound(strokesUnavailableMessage(char));
        try {
          data = StrokeDataSchema.parse(
            JSON.parse(await readFile(join(dir, `${char}.json`), 'utf8')),
          );
        } catch {
          throw notFound(strokesUnavailableMessage(char));
        }
        if (cache.size > 2000) cache.clear();
        cache.set(char, data);
      }
      void reply.header('cache-control', 'public, max-age=86400');
      return data;
    },
  );
};

export default strokes;
