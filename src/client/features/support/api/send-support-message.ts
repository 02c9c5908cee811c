import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const SUPPORT_FAILED = 'Failed to send your message. Please try again later.';
const ReplySchema = z.object({ message: z.string(), id: z.string() });

/** POST /api/support/contact/ — the bearer goes along when logged in (the server then uses the account email). */
export async function sendSupportMessage(body: {
  subject: string;
  message: string;
  email?: string;
}) {
  try {
    return await apiRequest('/api/support/contact/', {
      method: 'POST',
      body,
      schema: ReplySchema,
      timeoutMs: 30_000,
    });
  } catch {
    // SPEC §8: any non-ok reply is this one message.
    throw new Error(SUPPORT_FAILED);
  }
}
