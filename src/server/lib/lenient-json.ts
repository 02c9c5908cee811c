import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * JSON bodies, where an empty body labelled as JSON counts as no body: the cancel and
 * create-daily calls are POSTs without a body that clients still send with a JSON content type.
 */
export function registerLenientJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'Request body is not valid JSON'), undefined);
    }
  });
}
