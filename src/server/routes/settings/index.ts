import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import {
  DisplaySettingsReplySchema,
  DisplaySettingsSchema,
} from '../../../shared/schemas/display-settings.js';
import { perUserPerMinute, STUDY_WRITES_PER_MINUTE } from '../../plugins/external/rate-limit.js';
import {
  readDisplaySettings,
  writeDisplaySettings,
} from '../../services/accounts/display-settings.js';

/** Display choices (ADR 0185): GET/PUT /api/settings/display/. Signed in only; guests keep theirs in the browser. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/display',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['settings'],
        summary: 'Your display choices (the defaults, updated_at null, until you save any)',
        response: { 200: DisplaySettingsReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) => readDisplaySettings(app.db, request.authUser!.id),
  );

  app.put(
    '/settings/display',
    {
      preHandler: app.authenticate,
      config: perUserPerMinute(STUDY_WRITES_PER_MINUTE),
      schema: {
        tags: ['settings'],
        summary: 'Save your display choices (the whole set; idempotent)',
        body: DisplaySettingsSchema,
        response: {
          200: DisplaySettingsReplySchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
        },
      },
    },
    async (request) =>
      writeDisplaySettings(app.db, request.authUser!.id, request.body, app.clock()),
  );
};

export default settingsRoutes;
