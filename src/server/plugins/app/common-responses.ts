import fp from 'fastify-plugin';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';

/**
 * Answers any route can give, written into its OpenAPI responses (the fuzz suite holds every
 * route to its document): 400 (the input policy, or its own validation), 413 for one taking a
 * body (over the 64 KiB limit), 503 when the database cannot be reached (ADR 0085).
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.schema || route.schema.hide) return;
      const response = (route.schema.response ??= {}) as Record<string, unknown>;
      const has = (code: number) => code in response || `${String(code)[0]}xx` in response;
      if (!has(400)) response[400] = ErrorReplySchema;
      const methods = [route.method].flat();
      if (!has(413) && methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH'))
        response[413] = ErrorReplySchema;
      if (!has(503)) response[503] = ErrorReplySchema;
    });
  },
  { name: 'common-responses' },
);
