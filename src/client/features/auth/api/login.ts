import type { AuthReply, LoginRequest } from '../../../../shared/schemas/auth';
import { AuthReplySchema } from './reply-schemas';
import { apiRequest } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';
import { useAsyncAction } from '../../../lib/use-async-action';

export const LOGIN_FAILED = 'Incorrect email or password';

/** POST /api/login/login/ — stores the session on success. */
export async function login(body: LoginRequest): Promise<AuthReply> {
  const reply = await apiRequest('/api/login/login/', {
    method: 'POST',
    body,
    auth: false,
    schema: AuthReplySchema,
  });
  setSession(reply);
  return reply;
}

export const useLogin = () => useAsyncAction(login);
