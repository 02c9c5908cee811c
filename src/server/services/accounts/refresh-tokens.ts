import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema.js';
import { sessionsEnded } from './session-epochs.js';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Only the SHA-256 of a refresh token is stored: a database leak does not leak sessions. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a new opaque refresh token, starting a new family unless one is given. */
export async function issueRefreshToken(
  db: Db,
  userId: string,
  familyId: string = randomUUID(),
  now = new Date(),
  expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
) {
  const token = randomBytes(32).toString('base64url');
  // created_at from the same clock as sessions_valid_after, which it is compared with.
  await db
    .insert(refreshTokens)
    .values({ userId, familyId, tokenHash: digest(token), expiresAt, createdAt: now });
  return token;
}

export type RotateResult =
  | { ok: true; userId: string; familyId: string; refresh: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'ended' };

/**
 * How long a refresh token just rotated is still answered with the successor it got: two tabs (or
 * a retried request) that refresh at the same moment are an honest race, not theft (ADR 0140).
 */
export const REFRESH_GRACE_MS = 30_000;

/** Derives a rotated token's successor; app.tokens.refreshSuccessor in the app. */
export type SuccessorOf = (token: string) => string;

type TokenRow = typeof refreshTokens.$inferSelect;

/**
 * A token spent within the grace window gets the successor its rotation issued, as long as that
 * successor is still in the family and not revoked; anything else is reuse and ends the family.
 */
async function replayWithinGrace(
  db: Db,
  row: TokenRow,
  token: string,
  successorOf: SuccessorOf,
  now: Date,
): Promise<RotateResult> {
  const spentAt = row.usedAt?.getTime();
  if (!row.revokedAt && spentAt !== undefined && now.getTime() - spentAt <= REFRESH_GRACE_MS) {
    const successor = successorOf(token);
    const [next] = await db
      .select({ familyId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, digest(successor)))
      .limit(1);
    if (next && next.familyId === row.familyId && !next.revokedAt)
      return { ok: true, userId: row.userId, familyId: row.familyId, refresh: successor };
  }
  await revokeFamily(db, row.familyId, now);
  return { ok: false, reason: 'reused' };
}

/**
 * Spends a refresh token and issues its successor in the same family. Presenting a token that was
 * already spent (or revoked) means it was copied: the whole family is revoked (ADR 0022) — unless
 * it was spent less than REFRESH_GRACE_MS ago, when the same successor is handed out again
 * (ADR 0140).
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  successorOf: SuccessorOf,
  now = new Date(),
): Promise<RotateResult> {
  const find = async () =>
    (
      await db
        .select({ row: refreshTokens, validAfter: users.sessionsValidAfter })
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .where(eq(refreshTokens.tokenHash, digest(token)))
        .limit(1)
    )[0];
  const found = await find();
  if (!found) return { ok: false, reason: 'unknown' };
  const { row, validAfter } = found;
  if (validAfter && row.createdAt < validAfter) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'ended' };
  }
  if (row.usedAt || row.revokedAt) return replayWithinGrace(db, row, token, successorOf, now);
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  // One statement claims the token and inserts its successor: of two concurrent uses exactly one
  // claims, and by the time the other sees the token spent its successor exists.
  const successor = successorOf(token);
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  const claimed = await db.execute(sql`
    with claimed as (
      update refresh_tokens set used_at = ${now.toISOString()}::timestamptz
      where id = ${row.id}::uuid and used_at is null and revoked_at is null
      returning user_id, family_id
    )
    insert into refresh_tokens (user_id, family_id, token_hash, expires_at, created_at)
    select user_id, family_id, ${digest(successor)}, ${expiresAt.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz
    from claimed
    returning id`);
  if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) {
    const again = await find();
    if (!again) return { ok: false, reason: 'unknown' };
    return replayWithinGrace(db, again.row, token, successorOf, now);
  }
  return { ok: true, userId: row.userId, familyId: row.familyId, refresh: successor };
}

/**
 * The silent Google check (SPEC §4): hands the holder of a live session's refresh token a new one
 * in the SAME family, expiring when the presented token would have, and spends it. So it never
 * starts or lengthens a login, and an access token alone (15 minutes) cannot be turned into a
 * refresh token (ADR 0155); null unless `presented` is the family's live token.
 */
export async function continueFamily(
  db: Db,
  userId: string,
  familyId: string,
  presented: string,
  now = new Date(),
): Promise<string | null> {
  const [live] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.tokenHash, digest(presented)),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ expiresAt: refreshTokens.expiresAt });
  if (!live) return null;
  return issueRefreshToken(db, userId, familyId, now, live.expiresAt);
}

export async function revokeFamily(db: Db, familyId: string, now = new Date()) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The user a refresh token (spent or not) was issued to; null for an unknown token. */
export async function ownerOfToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(token)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Ends every session of the user (logout, password reset, operator; ADR 0080): every token issued
 * before now dies — refresh tokens are revoked, and access tokens fail the sessions-valid-after
 * check on their next use.
 */
export async function endAllSessions(db: Db, userId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ sessionsValidAfter: now }).where(eq(users.id, userId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  });
  await sessionsEnded(db, userId);
}
