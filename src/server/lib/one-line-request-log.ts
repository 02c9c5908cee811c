import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request (ADR 0122), written when it ends — what was asked (`req`: method, url,
 * host, remote address), the answer (`res`: status) and its time — instead of Fastify's two
 * ("incoming request", then "request completed"), each serialising the request. A route's
 * logLevel (the health probes' 'warn') still silences it; every other internal line is Fastify's.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
