import { z } from 'zod';

export const PublicConfigSchema = z.object({
  google: z.object({
    enabled: z.boolean(),
    clientId: z.string().nullable(),
    /** The provider's authorization endpoint (from GOOGLE_ISSUER); the SPA sends the browser there. */
    authorizationUrl: z.string().nullable().optional(),
  }),
  paddle: z.object({
    provider: z.enum(['paddle', 'local']),
    clientToken: z.string().nullable(),
    environment: z.enum(['sandbox', 'production']),
  }),
  supportEmail: z.string(),
  plans: z.object({
    one_time: z.object({ priceCents: z.number().int(), accessDays: z.number().int() }),
    recurring: z.object({ priceCents: z.number().int() }),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const HealthReplySchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  idioms: z.number().int(),
});
export type HealthReply = z.infer<typeof HealthReplySchema>;
