import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import { HttpError } from '../../lib/http-error.js';
import { PaddleEventSchema } from '../../services/payments/paddle-events.js';
import { verifyPaddleSignature } from '../../services/payments/paddle-signature.js';
import { stopDuplicateRenewals } from '../../services/payments/subscription-actions.js';
import { processPaddleEvent } from '../../services/payments/webhook-processor.js';
import { wellFormedJson } from '../../services/payments/well-formed.js';

const WebhookReplySchema = z.object({ received: z.literal(true), outcome: z.string() });

/**
 * POST /api/webhooks/paddle: Paddle's notifications (and the local sandbox's, by the same path).
 * The signature is checked on the raw bytes, so this scope reads bodies as buffers.
 */
const webhooks: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/webhooks/paddle',
    {
      schema: {
        tags: ['payments'],
        summary: 'Paddle Billing notifications',
        description:
          'Verifies Paddle-Signature (HMAC-SHA256 of "ts:rawBody", 5 s tolerance), applies each event id once, ignores events older than the state they would change, and records every event.',
        headers: z.object({ 'paddle-signature': z.string().max(1000).optional() }),
        response: { 200: WebhookReplySchema, 400: ErrorReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { config } = app.payments;
      const check = verifyPaddleSignature(
        request.headers['paddle-signature'],
        raw,
        config.webhookSecret,
        app.clock(),
      );
      if (!check.ok) {
        request.log.warn({ reason: check.reason }, 'Paddle webhook refused');
        throw new HttpError(401, 'Invalid webhook signature');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, 'Request body is not valid JSON');
      }
      // Signed but not storable as it is (NUL, lone surrogates): recorded as `invalid` with the
      // text made storable, answered 200 so Paddle does not retry it for days (ADR 0176).
      const storable = wellFormedJson(json);
      const event = PaddleEventSchema.safeParse(storable.value);
      if (!event.success) throw new HttpError(400, 'Not a Paddle notification');
      const { outcome, userId } = await processPaddleEvent(
        app.db,
        config,
        event.data,
        config.provider,
        { malformed: storable.changed, now: app.clock() },
      );
      // A second renewing monthly subscription for one user stops renewing (ADR 0175). Its
      // failure (Paddle's API down) is logged, never a 5xx: the event itself is recorded.
      if (userId)
        await stopDuplicateRenewals(app, userId).catch((err: unknown) =>
          request.log.error({ err, userId }, 'could not stop a duplicate subscription'),
        );
      request.log.info(
        { eventId: event.data.event_id, type: event.data.event_type, outcome },
        'Paddle event',
      );
      return { received: true as const, outcome };
    },
  );
};

export default webhooks;
