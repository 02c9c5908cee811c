import { SandboxPaymentReplySchema } from '../../../../shared/schemas/subscription';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/subscription/sandbox-payment — the local sandbox overlay pays with a test card. */
export function paySandboxCheckout(checkoutId: string, cardNumber: string) {
  return apiRequest('/api/subscription/sandbox-payment', {
    method: 'POST',
    body: { checkoutId, cardNumber },
    schema: SandboxPaymentReplySchema,
    timeoutMs: 30_000,
  });
}
