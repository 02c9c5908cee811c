import type { FastifyReply } from 'fastify';

/**
 * A route-level serializer for the hottest answers (ADR 0106): JSON.stringify, without the zod
 * type provider's runtime re-validation of a reply our own typed code built from the same schemas
 * (for a detail, that re-validation cost more than everything else on the cached path). The schema
 * still documents the reply, and the OpenAPI fuzz suite still holds the route to it.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);

/**
 * Sends JSON the route has already written as text (ADR 0120): Fastify passes a string with a
 * JSON content type through untouched, so no serializer runs.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
