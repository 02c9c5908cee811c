import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottle } from '../../db/schema.js';
import { normalizeEmail } from './users-repo.js';

/**
 * Failures that cost nothing; from the last of them on, each failure doubles the wait (ADR 0082).
 * An address is shared by many people (offices, mobile networks), so it gets more.
 */
export const FREE_FAILURES = { email: 5, ip: 10 } as const;
/** Failures are forgotten this long after the last one. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Longest wait: short per email, so a stranger guessing cannot keep the owner out for long; long
 * per client address, which is the guesser's own.
 */
export const MAX_DELAY_MS = { email: 30_000, ip: 5 * 60_000 } as const;

export type ThrottleKind = keyof typeof MAX_DELAY_MS;

export const throttleKey = (kind: ThrottleKind, value: string) =>
  `${kind}:${kind === 'email' ? normalizeEmail(value) : value}`;

/** The wait after `failures` failures in the window: 0 for the first few, then 1 s, 2 s, 4 s, … */
export function delayAfter(failures: number, kind: ThrottleKind): number {
  if (failures < FREE_FAILURES[kind]) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES[kind]), MAX_DELAY_MS[kind]);
}

export type ThrottleClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt as a failure BEFORE the password is checked, in one atomic upsert that applies
 * only when the key's wait is over; so concurrent guesses cannot slip past the delay, and a refused
 * attempt never reaches argon2. A success gives the count back (`loginSucceeded`).
 */
export async function claimAttempt(
  db: Db,
  kind: ThrottleKind,
  value: string,
  now = new Date(),
): Promise<ThrottleClaim> {
  const key = throttleKey(kind, value);
  const at = sql`${now.toISOString()}::timestamptz`;
  const failures = sql`case when ${loginThrottle.lastFailureAt} > ${at} - ${THROTTLE_WINDOW_MS} * interval '1 millisecond'
    then ${loginThrottle.failures} + 1 else 1 end`;
  const free = FREE_FAILURES[kind];
  const waitMs = sql`least(${MAX_DELAY_MS[kind]}, case when (${failures}) < ${free} then 0
    else power(2, (${failures}) - ${free}) * 1000 end)`;
  const claimed = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, lastFailureAt: now, nextAllowedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        lastFailureAt: at,
        nextAllowedAt: sql`${at} + (${waitMs}) * interval '1 millisecond'`,
      },
      setWhere: sql`${loginThrottle.nextAllowedAt} <= ${at}`,
    })
    .returning({ key: loginThrottle.key });
  if (claimed.length > 0) return { allowed: true };
  const [row] = await db
    .select({ nextAllowedAt: loginThrottle.nextAllowedAt })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  const waitSeconds = row ? Math.ceil((row.nextAllowedAt.getTime() - now.getTime()) / 1000) : 1;
  return { allowed: false, retryAfterSeconds: Math.max(1, waitSeconds) };
}

/** A right password: the email's failures are forgotten; the address gets this attempt back. */
export async function loginSucceeded(db: Db, email: string, ip: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, throttleKey('email', email)));
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, throttleKey('ip', ip)));
}

/** A password reset proves the owner: the email starts with a clean slate. */
export async function forgetEmailFailures(db: Db, email: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, throttleKey('email', email)));
}

export const throttledMessage = (seconds: number) =>
  `Too many login attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
