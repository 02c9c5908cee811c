import { z } from 'zod';
import { EMAIL_PATTERN } from './common.js';

export const SupportMessageSchema = z.object({
  subject: z.string({ error: 'Please enter a subject' }).trim().min(1, 'Please enter a subject').max(200),
  message: z
    .string({ error: 'Please enter your message' })
    .trim()
    .min(1, 'Please enter your message')
    .max(5000, 'Message must be at most 5000 characters'),
  /** Required and format-checked only for guests; the server uses the account email otherwise. */
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Please enter a valid email address')
    .optional(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;
