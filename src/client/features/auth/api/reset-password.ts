import { MessageReplySchema } from './reply-schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/login/reset-password/ */
export async function resetPassword(body: {
  email: string;
  code: string;
  new_password: string;
}): Promise<void> {
  await apiRequest('/api/login/reset-password/', {
    method: 'POST',
    body,
    auth: false,
    schema: MessageReplySchema,
  });
}
