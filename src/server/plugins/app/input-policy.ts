import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../lib/http-error.js';

/**
 * C0 and C1 control characters (NUL included) except tab, line feed and carriage return, which
 * multi-line text (a support message) needs; and lone UTF-16 surrogates, which are not text.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** The path of the first string under `value` that holds a forbidden character, else null. */
function firstBadField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = firstBadField(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The input policy of ADR 0083: every string of a request — path parameters, query string and
 * JSON body — is refused with 400 `{error: '<field> must not contain control characters'}`
 * before validation, so no handler, database or log ever sees one (PostgreSQL refuses NUL in
 * text, which was a 500).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = firstBadField(part, '');
        if (field !== null)
          throw badRequest(`${field || 'request'} must not contain control characters`);
      }
    });
  },
  { name: 'input-policy' },
);
