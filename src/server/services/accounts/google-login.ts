import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { GoogleIdentity } from './google-oidc.js';
import { findUserByEmail, findUserByGoogleSub, insertUser, type UserRow } from './users-repo.js';

/** A 2–20 character nickname from the provider's name or the email's local part. */
function nicknameFor(identity: GoogleIdentity): string {
  const source = identity.name?.trim() || identity.email?.split('@')[0] || 'Google user';
  const cleaned = source
    .replace(/[^\p{L}\p{N}_\s@.-]/gu, '')
    .trim()
    .slice(0, 20)
    .trim();
  return cleaned.length >= 2 ? cleaned : 'Google user';
}

/**
 * The account for a verified Google identity: by provider subject first; else an existing account
 * with the same email is linked, but only when Google says the email is verified (ADR 0024);
 * else a new account is created.
 */
export async function findOrCreateGoogleUser(db: Db, identity: GoogleIdentity): Promise<UserRow> {
  const known = await findUserByGoogleSub(db, identity.sub);
  if (known) return known;
  if (!identity.email)
    throw new HttpError(400, 'Google login failed, please try again', {
      details: 'The Google account has no email address',
    });
  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    if (!identity.emailVerified) {
      throw new HttpError(
        409,
        'An account with this email already exists. Please log in with your password.',
      );
    }
    if (byEmail.googleSub && byEmail.googleSub !== identity.sub) {
      throw new HttpError(409, 'This email is already linked to another Google account.');
    }
    const [linked] = await db
      .update(users)
      .set({ googleSub: identity.sub, isVerified: true })
      .where(eq(users.id, byEmail.id))
      .returning();
    return linked!;
  }
  const created = await insertUser(db, {
    email: identity.email,
    username: nicknameFor(identity),
    googleSub: identity.sub,
    avatarUrl: identity.picture,
    isVerified: identity.emailVerified,
  });
  // Lost a race with a concurrent first login of the same identity: use the winner's row.
  return (
    created ??
    (await findUserByGoogleSub(db, identity.sub)) ??
    (await findOrCreateGoogleUser(db, identity))
  );
}
