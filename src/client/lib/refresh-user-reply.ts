import { z } from 'zod';
import { UserSchema } from '../../shared/schemas/auth';

/** GET /api/subscription/current/ as refresh-user.ts reads it: the user, whatever else is there. */
export const RefreshUserReplySchema = z.object({ user: UserSchema.partial() }).loose();
