import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import { SupportMessageSchema } from '../../../shared/schemas/support.js';
import { badRequest } from '../../lib/http-error.js';
import { sendSupportMessage } from '../../services/support/support-service.js';

export const SupportReplySchema = z.object({ message: z.string(), id: z.string() });

/** Contact form endpoint: guests and signed-in users alike (SPEC §2 Support, §5, §6). */
const support: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support/contact/',
    {
      preHandler: app.optionalAuth,
      // Per IP, so a guest cannot flood the support inbox; generous enough for a real person.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['support'],
        summary: 'Send a message to support',
        description:
          'Signed-in users send with their bearer token and their account email is used; guests must give a valid email.',
        body: SupportMessageSchema,
        response: {
          200: SupportReplySchema,
          400: ErrorReplySchema,
          429: ErrorReplySchema,
          502: ErrorReplySchema,
        },
      },
    },
    async (request) => {
      const { subject, message, email } = request.body;
      const account = request.authUser;
      const from = account?.email ?? email ?? '';
      if (!from) throw badRequest('Please enter your email address');
      const id = await sendSupportMessage(app, {
        userId: account?.id ?? null,
        email: from,
        subject,
        message,
      });
      return { message: 'Message sent successfully', id };
    },
  );
};

export default support;
