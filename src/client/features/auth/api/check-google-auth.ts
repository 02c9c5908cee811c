import type { AuthReply } from '../../../../shared/schemas/auth';
import { AuthReplySchema } from './reply-schemas';
import { apiRequest } from '../../../lib/api-client';
import { getRefreshToken } from '../../../lib/session';

/**
 * GET /api/login/check-google-auth/ — the silent check when the google_auth cookie exists. The
 * session's refresh token goes along: the server continues only a session whose token it is shown.
 */
export function checkGoogleAuth(): Promise<AuthReply> {
  const refresh = getRefreshToken();
  return apiRequest('/api/login/check-google-auth/', {
    headers: refresh ? { 'x-refresh-token': refresh } : {},
    schema: AuthReplySchema,
    timeoutMs: 10_000,
    refreshOn401: false,
  });
}
