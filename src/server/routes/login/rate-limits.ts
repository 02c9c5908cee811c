/**
 * Per-IP limits of @fastify/rate-limit (Redis-backed when REDIS_URL is set). Per-account limits
 * live in the services: login lockout, the 60 s code resend wait, 5 tries per code.
 */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

export const RATE_LIMITS = {
  login: perMinute(20),
  sendCode: perMinute(5),
  checkCode: perMinute(20),
  refresh: perMinute(60),
  google: perMinute(20),
} as const;
