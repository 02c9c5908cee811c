import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { PLANS } from '../../shared/constants.js';
import { RegisterRequestSchema } from '../../shared/schemas/auth.js';
import type { Db } from '../db/client.js';
import { subscriptions } from '../db/schema.js';
import { hashPassword } from '../services/accounts/password-hashing.js';
import { endAllSessions } from '../services/accounts/refresh-tokens.js';
import { changeSubscriptions } from '../services/payments/entitlements.js';
import { findUserByEmail, insertUser, type UserRow } from '../services/accounts/users-repo.js';

export const PlanSchema = z.enum(['free', 'one_time', 'recurring'], {
  error: 'plan must be one of free, one_time, recurring',
});
export type Plan = z.infer<typeof PlanSchema>;

export class AdminError extends Error {}

/** The period a plan granted by the operator covers (ARCHITECTURE §8: 30 days, or one month). */
export function planPeriodEnd(plan: Exclude<Plan, 'free'>, start: Date): Date {
  const end = new Date(start);
  if (plan === 'one_time')
    end.setTime(start.getTime() + PLANS.one_time.accessDays * 24 * 60 * 60 * 1000);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * Sets a user's plan. Any current subscription is expired first, so exactly one grant is live;
 * a paid plan then gets a new active row with provider 'admin'.
 */
export async function setPlan(db: Db, email: string, plan: Plan, now = new Date()) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AdminError(`No user with email ${email}`);
  return changeSubscriptions(db, user.id, async (tx) => {
    await tx
      .update(subscriptions)
      .set({ status: 'expired', autoRenew: false, canceledAt: now })
      .where(
        and(
          eq(subscriptions.userId, user.id),
          inArray(subscriptions.status, ['active', 'canceled', 'past_due']),
        ),
      );
    if (plan === 'free') return { user, subscription: null };
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: user.id,
        plan,
        status: 'active',
        autoRenew: plan === 'recurring',
        provider: 'admin',
        currentPeriodStart: now,
        currentPeriodEnd: planPeriodEnd(plan, now),
      })
      .returning();
    return { user, subscription: subscription! };
  });
}

export interface CreateUserInput {
  email: string;
  password: string;
  name?: string;
  plan?: Plan;
}

/** Creates a verified account (the operator vouches for the email), optionally on a paid plan. */
export async function createUser(db: Db, input: CreateUserInput): Promise<UserRow> {
  const fields = RegisterRequestSchema.pick({
    email: true,
    password: true,
    username: true,
  }).safeParse({
    email: input.email,
    password: input.password,
    username: input.name ?? input.email.split('@')[0]?.slice(0, 20).padEnd(2, '_'),
  });
  if (!fields.success)
    throw new AdminError(
      fields.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  const plan = PlanSchema.parse(input.plan ?? 'free');
  const user = await insertUser(db, {
    email: fields.data.email,
    username: fields.data.username,
    passwordHash: await hashPassword(fields.data.password),
    isVerified: true,
  });
  if (!user) throw new AdminError('Email is already registered');
  if (plan !== 'free') await setPlan(db, user.email, plan);
  return user;
}

/** The operator's lockout: every session of the account ends, access tokens included (ADR 0080). */
export async function endSessions(db: Db, email: string, now = new Date()): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AdminError(`No user with email ${email}`);
  await endAllSessions(db, user.id, now);
  return user;
}

export const USAGE = `Usage:
  npm run admin -- create-user --email E --password P [--name N] [--plan free|one_time|recurring]
  npm run admin -- set-plan --email E --plan free|one_time|recurring
  npm run admin -- end-sessions --email E`;

export type AdminCommand =
  | { command: 'create-user'; email: string; password: string; name?: string; plan?: Plan }
  | { command: 'set-plan'; email: string; plan: Plan }
  | { command: 'end-sessions'; email: string };

/** Parses `<command> --flag value …`; throws AdminError with the usage on anything unexpected. */
export function parseAdminArgs(argv: string[]): AdminCommand {
  const [command, ...rest] = argv;
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const key = rest[i];
    const value = rest[i + 1];
    if (!key?.startsWith('--') || value === undefined) throw new AdminError(USAGE);
    flags[key.slice(2)] = value;
  }
  const known =
    command === 'create-user'
      ? ['email', 'password', 'name', 'plan']
      : command === 'end-sessions'
        ? ['email']
        : ['email', 'plan'];
  const unknown = Object.keys(flags).filter((k) => !known.includes(k));
  if (unknown.length) throw new AdminError(`Unknown option --${unknown[0]}\n${USAGE}`);
  const plan = flags.plan === undefined ? undefined : PlanSchema.safeParse(flags.plan);
  if (plan && !plan.success)
    throw new AdminError(`plan must be one of free, one_time, recurring\n${USAGE}`);
  if (command === 'create-user' && flags.email && flags.password) {
    return {
      command,
      email: flags.email,
      password: flags.password,
      name: flags.name,
      plan: plan?.data,
    };
  }
  if (command === 'end-sessions' && flags.email) return { command, email: flags.email };
  if (command === 'set-plan' && flags.email && plan?.data)
    return { command, email: flags.email, plan: plan.data };
  throw new AdminError(USAGE);
}
