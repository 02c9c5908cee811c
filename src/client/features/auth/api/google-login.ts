import type { AuthReply } from '../../../../shared/schemas/auth';
import { AuthReplySchema } from './reply-schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/login/google/ — exchanges the authorization code (sent with credentials). */
export function googleLogin(
  code: string,
  redirectUri: string,
  signal?: AbortSignal,
): Promise<AuthReply> {
  return apiRequest('/api/login/google/', {
    method: 'POST',
    body: { code, redirect_uri: redirectUri },
    auth: false,
    schema: AuthReplySchema,
    signal,
  });
}
