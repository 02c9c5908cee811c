import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateDailyReplySchema,
  DailyIdiomSchema,
  FunFactSchema,
} from '../../../shared/schemas/idiom.js';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import { notFound } from '../../lib/http-error.js';
import { sendJsonText } from '../../lib/plain-json.js';
import { dailyWord, randomTip, toDailyIdiom, utcDay } from '../../services/idioms/daily-idiom.js';

/** Public catalog endpoints (ARCHITECTURE §6): no account needed. */
const daily: FastifyPluginAsyncZod = async (app) => {
  // The day's idiom is fixed once stored (every instance reads the same row), so the reply is
  // made once per UTC day and served from memory after that (ADR 0106).
  let remembered: { day: string; reply: Promise<ReturnType<typeof toDailyIdiom>> } | null = null;
  async function compose(day: string) {
    const word = await dailyWord(app.db, app.catalog, day);
    const entry = app.catalog.get(word);
    if (!entry) throw notFound(`Today's idiom ${word} is not in the catalog.`);
    return toDailyIdiom(app.catalog, entry, day);
  }
  let serialized: { day: string; json: string } | null = null;
  async function todayJson() {
    const day = utcDay();
    if (serialized?.day !== day) serialized = { day, json: JSON.stringify(await today()) };
    return serialized.json;
  }
  async function today() {
    const day = utcDay();
    if (remembered?.day !== day) {
      const reply = compose(day);
      remembered = { day, reply };
      // A failure (database away) is not remembered: the next request tries again.
      reply.catch(() => {
        if (remembered?.reply === reply) remembered = null;
      });
    }
    return remembered.reply;
  }

  app.get(
    '/idioms/daily/',
    {
      schema: {
        tags: ['idioms'],
        summary: "Today's (UTC) idiom; chosen and stored on first request",
        response: { 200: DailyIdiomSchema, 404: ErrorReplySchema },
      },
    },
    // The day's reply is serialized once too, and sent as the JSON text it is (the schema still
    // documents it).
    async (_request, reply) => sendJsonText(reply, await todayJson()),
  );

  app.post(
    '/idioms/create_daily_idiom/',
    {
      schema: {
        tags: ['idioms'],
        summary: "Creates today's idiom if absent; the idiom is in data.data",
        response: { 200: CreateDailyReplySchema, 404: ErrorReplySchema },
      },
    },
    async () => ({ data: { data: await today() } }),
  );

  app.get(
    '/random-tip/',
    {
      schema: {
        tags: ['idioms'],
        summary: 'A random idiom with its English literal meaning',
        response: { 200: FunFactSchema },
      },
    },
    async () => randomTip(app.catalog),
  );
};

export default daily;
