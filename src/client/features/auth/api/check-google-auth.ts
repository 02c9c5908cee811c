import type { AuthReply } from '../../../../shared/schemas/auth';
import { AuthReplySchema } from './reply-schemas';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/login/check-google-auth/ — the silent check when the google_auth cookie exists. */
export function checkGoogleAuth(): Promise<AuthReply> {
  return apiRequest('/api/login/check-google-auth/', {
    schema: AuthReplySchema,
    timeoutMs: 10_000,
    refreshOn401: false,
  });
}
