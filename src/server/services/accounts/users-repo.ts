import { eq } from 'drizzle-orm';
import type { User } from '../../../shared/schemas/auth.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hasSubscription } from '../payments/entitlements.js';

export type UserRow = typeof users.$inferSelect;

/** Emails are stored and looked up lower-cased (schema comment on users.email). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row ?? null;
}

export interface NewUser {
  email: string;
  username: string;
  passwordHash?: string | null;
  googleSub?: string | null;
  avatarUrl?: string | null;
  isVerified: boolean;
}

/** Inserts a user; returns null when the email (or Google subject) is already taken. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: normalizeEmail(user.email), displayName: user.username })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The user object of SPEC §3; is_premium comes from the live subscription state. */
export async function toUserReply(db: Db, row: UserRow): Promise<User> {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    display_name: row.displayName,
    name: row.displayName ?? row.username,
    avatar_url: row.avatarUrl,
    is_premium: await hasSubscription(db, row.id),
    is_verified: row.isVerified,
  };
}
