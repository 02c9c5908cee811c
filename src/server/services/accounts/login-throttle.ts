import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottle } from '../../db/schema.js';
import { normalizeEmail } from './users-repo.js';

/**
 * Failures that cost nothing; from the last of them on, each failure doubles the wait (ADRs 0082,
 * 0152). Counted per account *and* address (`pair`: one guesser on one account), per address (an
 * address is shared by many people, so it gets more), and per account from every address at once
 * (`email`: a soft limit for guessers who rotate addresses, which an address the owner has logged
 * in from skips, so a stranger cannot hold the owner under it).
 */
export const FREE_FAILURES = { pair: 5, ip: 10, email: 20 } as const;
/** Failures are forgotten this long after the last one. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Longest wait: short where the owner could be caught, long for the guesser's own address. */
export const MAX_DELAY_MS = { pair: 30_000, ip: 5 * 60_000, email: 30_000 } as const;
/** An address the owner logged in from (or reset the password from) stays known this long. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;

export type ThrottleKind = keyof typeof MAX_DELAY_MS;

/** `value` is the address for `ip`, the email for `email`, and `[email, address]` for `pair`. */
export function throttleKey(kind: 'pair', value: readonly [string, string]): string;
export function throttleKey(kind: 'ip' | 'email', value: string): string;
export function throttleKey(kind: ThrottleKind, value: string | readonly [string, string]): string {
  if (kind === 'pair') {
    const [email, ip] = value as readonly [string, string];
    return `pair:${normalizeEmail(email)}|${ip}`;
  }
  return `${kind}:${kind === 'email' ? normalizeEmail(value as string) : (value as string)}`;
}

// Known addresses live in the same table, under their own prefix: `last_failure_at` holds the last
// success (the row is never a failure count), so no migration was needed for them.
const knownKey = (email: string, ip: string) => `known:${normalizeEmail(email)}|${ip}`;

/** The wait after `failures` failures in the window: 0 for the first few, then 1 s, 2 s, 4 s, … */
export function delayAfter(failures: number, kind: ThrottleKind): number {
  if (failures < FREE_FAILURES[kind]) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES[kind]), MAX_DELAY_MS[kind]);
}

/** nextAllowedAt of a key with no wait. */
const OPEN = new Date(0);

export type ThrottleClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt as a failure BEFORE the password is checked, in one atomic upsert that applies
 * only when the key's wait is over; so concurrent guesses cannot slip past the delay, and a refused
 * attempt never reaches argon2. A success gives the count back (`loginSucceeded`).
 */
export async function claimAttempt(
  db: Db,
  kind: ThrottleKind,
  key: string,
  now = new Date(),
): Promise<ThrottleClaim> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const failures = sql`case when ${loginThrottle.lastFailureAt} > ${at} - ${THROTTLE_WINDOW_MS} * interval '1 millisecond'
    then ${loginThrottle.failures} + 1 else 1 end`;
  const free = FREE_FAILURES[kind];
  const waitMs = sql`least(${MAX_DELAY_MS[kind]}, case when (${failures}) < ${free} then 0
    else power(2, (${failures}) - ${free}) * 1000 end)`;
  const claimed = await db
    .insert(loginThrottle)
    // A free attempt leaves the key open rather than "open from my clock": concurrent attempts
    // stamped a millisecond earlier must not read it as a wait (seen on PostgreSQL).
    .values({ key, failures: 1, lastFailureAt: now, nextAllowedAt: OPEN })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        lastFailureAt: at,
        nextAllowedAt: sql`case when (${waitMs}) > 0
          then ${at} + (${waitMs}) * interval '1 millisecond' else ${loginThrottle.nextAllowedAt} end`,
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

/**
 * One login attempt by `ip` on `email`: first a look at every key that applies (a refused attempt
 * counts nowhere, so an owner told to wait does not grow their own address's wait), then each is
 * claimed atomically. The per-account soft limit does not apply from an address the owner used.
 */
export async function claimLoginAttempt(
  db: Db,
  email: string,
  ip: string,
  now = new Date(),
): Promise<ThrottleClaim> {
  const keys: [ThrottleKind, string][] = [
    ['ip', throttleKey('ip', ip)],
    ['pair', throttleKey('pair', [email, ip])],
  ];
  if (!(await isKnownAddress(db, email, ip, now))) keys.push(['email', throttleKey('email', email)]);
  const waiting = await db
    .select({ nextAllowedAt: loginThrottle.nextAllowedAt })
    .from(loginThrottle)
    .where(
      and(
        inArray(
          loginThrottle.key,
          keys.map(([, key]) => key),
        ),
        gt(loginThrottle.nextAllowedAt, now),
      ),
    );
  if (waiting.length > 0) {
    const until = Math.max(...waiting.map((row) => row.nextAllowedAt.getTime()));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
  }
  for (const [kind, key] of keys) {
    const claim = await claimAttempt(db, kind, key, now);
    if (!claim.allowed) return claim;
  }
  return { allowed: true };
}

async function isKnownAddress(db: Db, email: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_MS);
  const [row] = await db
    .select({ key: loginThrottle.key })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.key, knownKey(email, ip)), gt(loginThrottle.lastFailureAt, since)));
  return row !== undefined;
}

/** The owner proved themselves from `ip` (a right password, a reset): it becomes a known address. */
async function rememberAddress(db: Db, email: string, ip: string, now = new Date()) {
  await db
    .insert(loginThrottle)
    .values({ key: knownKey(email, ip), failures: 0, lastFailureAt: now, nextAllowedAt: now })
    .onConflictDoUpdate({ target: loginThrottle.key, set: { lastFailureAt: now } });
}

/**
 * A right password: this account's failures from this address are forgotten, the address gets
 * this attempt back, and it becomes known (the per-account soft limit skips it from now on).
 */
export async function loginSucceeded(db: Db, email: string, ip: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, throttleKey('pair', [email, ip])));
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, throttleKey('ip', ip)));
  await rememberAddress(db, email, ip);
}

/** A password reset proves the owner: the account starts clean, and the address is known. */
export async function forgetEmailFailures(db: Db, email: string, ip: string) {
  await db
    .delete(loginThrottle)
    .where(
      inArray(loginThrottle.key, [throttleKey('email', email), throttleKey('pair', [email, ip])]),
    );
  await rememberAddress(db, email, ip);
}

export const throttledMessage = (seconds: number) =>
  `Too many login attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
