import { VerifyCodeReplySchema } from './reply-schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/login/verify-code/ — used by the reset flow only (SPEC §7 skips it for register). */
export async function verifyResetCode(email: string, code: string): Promise<void> {
  await apiRequest('/api/login/verify-code/', {
    method: 'POST',
    body: { email, code, action: 'reset_password' },
    auth: false,
    schema: VerifyCodeReplySchema,
  });
}
