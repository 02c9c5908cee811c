import type { CodeAction } from '../../../../shared/schemas/auth';
import { SendCodeReplySchema } from './reply-schemas';
import { LIMITS } from '../../../../shared/constants';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { isUnreachable } from '../../../lib/errors';
import { mockSendCode } from './mock-register';

export type SendCodeResult = { retryAfter: number; offlineCode?: string };

/**
 * POST /api/login/send-verification-code/. Registration falls back to the offline mock when the
 * API is unreachable (the code is then shown on screen); resets cannot work offline.
 */
export async function sendVerificationCode(
  email: string,
  action: CodeAction,
): Promise<SendCodeResult> {
  try {
    const reply = await apiRequest('/api/login/send-verification-code/', {
      method: 'POST',
      body: { email, action },
      auth: false,
      schema: SendCodeReplySchema,
    });
    return { retryAfter: reply.retry_after || LIMITS.codeResendSeconds };
  } catch (error) {
    if (action === 'register' && isUnreachable(error))
      return { retryAfter: LIMITS.codeResendSeconds, offlineCode: mockSendCode(email) };
    throw error;
  }
}

/** A 429 answer says how long to wait; use it for the countdown when present. */
export function retryAfterOf(error: unknown): number | null {
  return error instanceof ApiError && typeof error.body.retry_after === 'number'
    ? error.body.retry_after
    : null;
}
