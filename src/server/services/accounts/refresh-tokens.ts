import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Only the SHA-256 of a refresh token is stored: a database leak does not leak sessions. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a new opaque refresh token, starting a new family unless one is given. */
export async function issueRefreshToken(
  db: Db,
  userId: string,
  familyId: string = randomUUID(),
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: digest(token),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

export type RotateResult =
  | { ok: true; userId: string; refresh: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Spends a refresh token and issues its successor in the same family. Presenting a token that was
 * already spent (or revoked) means it was copied: the whole family is revoked (ADR 0022).
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<RotateResult> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(token)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.usedAt || row.revokedAt) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  // The conditional update is the claim: of two concurrent uses exactly one wins, the other is reuse.
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.id, row.id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  return {
    ok: true,
    userId: row.userId,
    refresh: await issueRefreshToken(db, row.userId, row.familyId, now),
  };
}

export async function revokeFamily(db: Db, familyId: string, now = new Date()) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: revokes the family the token belongs to (all its predecessors and successors). */
export async function revokeByToken(db: Db, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(token)))
    .limit(1);
  if (!row) return false;
  await revokeFamily(db, row.familyId, now);
  return true;
}

/** After a password reset every session of the user ends. */
export async function revokeAllForUser(db: Db, userId: string, now = new Date()) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
