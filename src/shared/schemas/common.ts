import { z } from 'zod';

/** Every 4xx/5xx reply carries at least this. */
export const ErrorReplySchema = z.object({ error: z.string() }).loose();
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

/** SPEC §5: local part of letters, digits, dot, underscore or hyphen; a domain; a 2–6 letter TLD. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;
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
