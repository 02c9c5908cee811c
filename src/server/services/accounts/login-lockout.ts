import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export const LOCKOUT_WINDOW_MS = 60 * 1000;
export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_DURATION_MS = 5 * 60 * 1000;

export type AttemptClaim = { allowed: true } | { allowed: false; lockedUntil: Date };

/**
 * Counts a login attempt against the account BEFORE the password hash is checked (ADR 0023): every
 * attempt is claimed as a failure in one atomic update, and a success clears the count. So the
 * 6th attempt within a minute is refused without running argon2, even when attempts race.
 */
export async function claimLoginAttempt(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<AttemptClaim> {
  const windowFloor = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const inWindow = sql`${users.loginWindowStart} is not null and ${users.loginWindowStart} > ${windowFloor.toISOString()}`;
  const [row] = await db
    .update(users)
    .set({
      failedLogins: sql`case when ${inWindow} then ${users.failedLogins} + 1 else 1 end`,
      loginWindowStart: sql`case when ${inWindow} then ${users.loginWindowStart} else ${now.toISOString()}::timestamptz end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedLogins: users.failedLogins, lockedUntil: users.lockedUntil });
  if (!row) return { allowed: true };
  if (row.lockedUntil && row.lockedUntil > now)
    return { allowed: false, lockedUntil: row.lockedUntil };
  if (row.failedLogins <= LOCKOUT_MAX_FAILURES) return { allowed: true };
  const lockedUntil = new Date(now.getTime() + LOCKOUT_DURATION_MS);
  await db.update(users).set({ lockedUntil }).where(eq(users.id, userId));
  return { allowed: false, lockedUntil };
}

/** A successful login (or password reset) clears the counter and any lock. */
export async function clearLoginFailures(db: Db, userId: string) {
  await db
    .update(users)
    .set({ failedLogins: 0, loginWindowStart: null, lockedUntil: null })
    .where(eq(users.id, userId));
}

/** "Too many failed login attempts. Try again in 5 minutes (at 23:59 UTC)." */
export function lockedMessage(lockedUntil: Date, now = new Date()): string {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const wait =
    seconds >= 60
      ? `${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`
      : `${seconds} seconds`;
  const at = lockedUntil.toISOString().slice(11, 16);
  return `Too many failed login attempts. Try again in ${wait} (at ${at} UTC).`;
}
