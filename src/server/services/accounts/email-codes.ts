import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { LIMITS } from '../../../shared/constants.js';
import type { CodeAction } from '../../../shared/schemas/auth.js';
import type { Db } from '../../db/client.js';
import { emailCodes } from '../../db/schema.js';
import { normalizeEmail } from './users-repo.js';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/**
 * Codes per (email, action) in any hour: 5 codes × 5 tries an hour bounds guessing (ADR 0082),
 * and a stranger asking for a victim's codes holds the owner off for an hour at most, not a day
 * (ADR 0152).
 */
export const CODES_PER_WINDOW = 5;
export const CODE_WINDOW_MS = 60 * 60 * 1000;

// Salted per row: a leaked table cannot be turned back into codes by one precomputed table.
function hashCode(code: string, salt = randomBytes(8).toString('hex')) {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(stored: string, code: string) {
  const [salt] = stored.split(':');
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export type IssueResult =
  { ok: true; code: string } | { ok: false; retryAfter: number; windowFull?: true };

/**
 * Creates a new 6-digit code for (email, action) unless one was issued less than 60 s ago or
 * CODES_PER_WINDOW were issued in the last hour. A new code replaces the older ones: only the
 * latest unconsumed code is ever checked. Rows are kept whether or not an account has the email,
 * so both limits answer alike for every address (ADR 0025).
 */
export async function issueCode(
  db: Db,
  email: string,
  action: CodeAction,
  now = new Date(),
): Promise<IssueResult> {
  const address = normalizeEmail(email);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  return db.transaction(async (tx) => {
    // One issuer per (email, action) at a time: two concurrent requests cannot both pass the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${action}:${address}`}))`);
    const today = await tx
      .select({ createdAt: emailCodes.createdAt })
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.email, address),
          eq(emailCodes.action, action),
          gt(emailCodes.createdAt, new Date(now.getTime() - CODE_WINDOW_MS)),
          lt(emailCodes.createdAt, new Date(now.getTime() + 1)),
        ),
      )
      .orderBy(asc(emailCodes.createdAt));
    const last = today.at(-1);
    const waitMs = last
      ? last.createdAt.getTime() + LIMITS.codeResendSeconds * 1000 - now.getTime()
      : 0;
    if (waitMs > 0) return { ok: false, retryAfter: Math.ceil(waitMs / 1000) };
    if (today.length >= CODES_PER_WINDOW) {
      const freeAt = today[today.length - CODES_PER_WINDOW]!.createdAt.getTime() + CODE_WINDOW_MS;
      return {
        ok: false,
        retryAfter: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
        windowFull: true,
      };
    }
    await tx
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(emailCodes.email, address),
          eq(emailCodes.action, action),
          isNull(emailCodes.consumedAt),
        ),
      );
    await tx.insert(emailCodes).values({
      email: address,
      action,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    return { ok: true, code };
  });
}

/**
 * Checks a code: valid while unexpired, unconsumed and under 5 wrong tries (each wrong try counts,
 * the 5th voids the code). With `consume` a valid code is spent atomically, so it works only once.
 */
export async function checkCode(
  db: Db,
  email: string,
  action: CodeAction,
  code: string,
  { consume, now = new Date() }: { consume: boolean; now?: Date },
): Promise<boolean> {
  const address = normalizeEmail(email);
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, address),
        eq(emailCodes.action, action),
        isNull(emailCodes.consumedAt),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= now) return false;
  // Claim a try before comparing, so concurrent guesses cannot exceed 5 between read and write.
  const claimed = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ id: emailCodes.id });
  if (claimed.length === 0 || !codeMatches(row.codeHash, code)) return false;
  // A right code gives its try back: only wrong tries count towards the limit.
  await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} - 1` })
    .where(eq(emailCodes.id, row.id));
  if (!consume) return true;
  const spent = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return spent.length === 1;
}
