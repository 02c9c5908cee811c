import { z } from 'zod';
import { EMAIL_PATTERN } from '../constants.js';

/** Every 4xx/5xx reply carries at least this. */
export const ErrorReplySchema = z.object({ error: z.string() }).loose();
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

export { EMAIL_PATTERN };
export const EmailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(254, 'Please enter a valid email address')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address');

export const QuotaFieldsSchema = z.object({
  remaining_searches: z.number().int().nullable(),
  has_subscription: z.boolean(),
});
export type QuotaFields = z.infer<typeof QuotaFieldsSchema>;
