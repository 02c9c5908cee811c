import { isIP } from 'node:net';
import { z } from 'zod';

const optionalUrl = z.url().optional();
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Named ranges proxy-addr (Fastify's trustProxy) understands besides addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const trustProxySetting = z.union([z.literal(false), z.number(), z.string()]).transform(
  (value, context): false | number | string => {
    if (value === false || value === 'false' || value === '0' || value === 0) return false;
    if (typeof value === 'number' || /^\d+$/.test(value)) {
      const hops = Number(value);
      if (Number.isSafeInteger(hops) && hops >= 1 && hops <= 10) return hops;
    } else if (value !== 'true') {
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries.join(',');
    }
    context.addIssue({
      code: 'custom',
      message:
        'must be false, the number of proxies in front of the server (1 behind one nginx) or ' +
        "their addresses (e.g. 127.0.0.1,10.0.0.0/8); 'true' would believe any client's X-Forwarded-For",
    });
    return z.NEVER;
  },
);

/** Every environment variable the server reads. Parsed once; nothing else touches process.env. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Which reverse proxies' X-Forwarded-For to believe (ADR 0151): `false`, a hop count (`1`
   * behind one nginx) or the proxies' addresses and CIDRs; never "every hop" (`true`).
   */
  TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxySetting.default(false)),
  /**
   * The local payment sandbox (test cards) when Paddle is not configured takes payments only with
   * this explicit `1`, and never with NODE_ENV=production (ADR 0156): a listening address says
   * nothing about who can reach it through a proxy.
   */
  PAYMENTS_SANDBOX: z
    .enum(['1', '0', 'true', 'false', 'on', 'off'])
    .default('0')
    .transform((v) => v === '1' || v === 'true' || v === 'on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… switches from embedded PGlite to PostgreSQL. */
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  /**
   * PostgreSQL connections this process may hold. Keep instances × this ≤ the server's
   * max_connections less what backups and psql need (docs/deploy.md, ADR 0163).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Where the built catalog artifact lives (see `npm run build:catalog`). */
  CATALOG_PATH: z.string().min(1).default('./build/catalog.json.gz'),
  /** Public origin used in emails and OAuth redirects; defaults to http://HOST:PORT. */
  PUBLIC_URL: z.preprocess(emptyToUndefined, optionalUrl),
  /** HMAC secret for access tokens. When unset a random one is kept in DATA_DIR/jwt-secret. */
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SUPPORT_EMAIL: z.email().default('support@chengyu-atlas.local'),
  MAIL_FROM: z.string().min(3).default('Chengyu Atlas <no-reply@chengyu-atlas.local>'),
  /** smtp://user:pass@host:port or smtps://…; unset writes .eml files to DATA_DIR/outbox. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
  ),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  PADDLE_CLIENT_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  PADDLE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  PADDLE_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  PADDLE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  PADDLE_PRICE_ONE_TIME: z.preprocess(emptyToUndefined, z.string().optional()),
  PADDLE_PRICE_RECURRING: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Base URL of a Paddle-compatible API instead of Paddle's own (a test double or a proxy). */
  PADDLE_API_URL: z.preprocess(emptyToUndefined, optionalUrl),
  LLM_BASE_URL: z.preprocess(emptyToUndefined, optionalUrl),
  LLM_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  LLM_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
  /** How long one idiom-detail generation may run before it is stopped (SPEC §9: 90 s). */
  GENERATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(90_000),
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Parses the given variables, throwing one error that lists every bad one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  const lines = result.success
    ? []
    : result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (result.success && result.data.PAYMENTS_SANDBOX && result.data.NODE_ENV === 'production')
    lines.push(
      '  PAYMENTS_SANDBOX: the test-card sandbox hands out paid plans for 4242…; it is refused with NODE_ENV=production (set NODE_ENV=development to try it, or configure PADDLE_*)',
    );
  if (result.success && lines.length === 0) return result.data;
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
