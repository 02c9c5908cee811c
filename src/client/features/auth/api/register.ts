import type { AuthReply } from '../../../../shared/schemas/auth';
import { AuthReplySchema } from './reply-schemas';
import { apiRequest } from '../../../lib/api-client';
import { isUnreachable } from '../../../lib/errors';
import { setSession } from '../../../lib/session';
import { mockRegister } from './mock-register';

export interface RegisterInput {
  email: string;
  password: string;
  username: string;
  code: string;
}

export type RegisterResult = AuthReply & { offline: boolean };

/** POST /api/login/register-with-verification/, or the offline mock when the API is unreachable. */
export async function register(body: RegisterInput): Promise<RegisterResult> {
  let reply: AuthReply;
  let offline = false;
  try {
    reply = await apiRequest('/api/login/register-with-verification/', {
      method: 'POST',
      body,
      auth: false,
      schema: AuthReplySchema,
    });
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    reply = mockRegister(body);
    offline = true;
  }
  if (reply.access) setSession(reply);
  return { ...reply, offline };
}
