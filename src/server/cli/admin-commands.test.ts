import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, uniqueEmail } from '../../../tests/support/test-app';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema';
import { hasSubscription } from '../services/payments/entitlements';
import { verifyPassword } from '../services/accounts/password-hashing';
import { users } from '../db/schema';
import {
  AdminError,
  createUser,
  endSessions,
  parseAdminArgs,
  planPeriodEnd,
  setPlan,
} from './admin-commands';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('admin create-user', () => {
  it('creates a verified user with an argon2id password', async () => {
    const email = uniqueEmail('admin');
    const user = await createUser(database.db, {
      email,
      password: 'op-secret',
      name: 'Operator Made',
    });
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      username: 'Operator Made',
      isVerified: true,
    });
    expect(await verifyPassword(user.passwordHash, 'op-secret')).toBe(true);
    expect(await hasSubscription(database.db, user.id)).toBe(false);
  });

  it('refuses a taken email and bad fields', async () => {
    const email = uniqueEmail('admin-dup');
    await createUser(database.db, { email, password: 'op-secret' });
    await expect(createUser(database.db, { email, password: 'op-secret' })).rejects.toThrow(
      'Email is already registered',
    );
    await expect(createUser(database.db, { email: 'nope', password: 'op-secret' })).rejects.toThrow(
      AdminError,
    );
    await expect(
      createUser(database.db, { email: uniqueEmail(), password: '123' }),
    ).rejects.toThrow('Password must be at least 6 characters');
  });

  it('creates a user on a paid plan', async () => {
    const user = await createUser(database.db, {
      email: uniqueEmail('admin-paid'),
      password: 'op-secret',
      plan: 'recurring',
    });
    const rows = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      plan: 'recurring',
      status: 'active',
      autoRenew: true,
      provider: 'admin',
    });
    expect(await hasSubscription(database.db, user.id)).toBe(true);
  });
});

describe('admin set-plan', () => {
  it('one_time grants 30 days without renewal, recurring a month with renewal, free ends both', async () => {
    const user = await createUser(database.db, {
      email: uniqueEmail('admin-plan'),
      password: 'op-secret',
    });
    const now = new Date('2026-01-31T12:00:00Z');

    const once = await setPlan(database.db, user.email, 'one_time', now);
    expect(once.subscription).toMatchObject({
      plan: 'one_time',
      status: 'active',
      autoRenew: false,
      provider: 'admin',
    });
    expect(once.subscription!.currentPeriodEnd.toISOString()).toBe('2026-03-02T12:00:00.000Z');

    const monthly = await setPlan(database.db, user.email, 'recurring');
    expect(monthly.subscription).toMatchObject({ plan: 'recurring', autoRenew: true });
    expect(await hasSubscription(database.db, user.id)).toBe(true);

    await setPlan(database.db, user.email, 'free');
    expect(await hasSubscription(database.db, user.id)).toBe(false);
    const rows = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['expired', 'expired']);
  });

  it('refuses an unknown email', async () => {
    await expect(setPlan(database.db, uniqueEmail('ghost'), 'one_time')).rejects.toThrow(
      /^No user with email/,
    );
  });

  it('adds one calendar month for recurring', () => {
    expect(planPeriodEnd('recurring', new Date('2026-03-15T00:00:00Z')).toISOString()).toBe(
      '2026-04-15T00:00:00.000Z',
    );
  });
});

describe('admin end-sessions', () => {
  it('sets the sessions-valid-after time of the account', async () => {
    const user = await createUser(database.db, {
      email: uniqueEmail('admin-end'),
      password: 'op-secret',
    });
    const now = new Date();
    await endSessions(database.db, user.email, now);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.sessionsValidAfter?.getTime()).toBe(now.getTime());
    await expect(endSessions(database.db, uniqueEmail('ghost'))).rejects.toThrow(AdminError);
    expect(parseAdminArgs(['end-sessions', '--email', 'a@b.co'])).toEqual({
      command: 'end-sessions',
      email: 'a@b.co',
    });
  });
});

describe('admin argument parsing', () => {
  it('parses both commands', () => {
    expect(
      parseAdminArgs([
        'create-user',
        '--email',
        'a@b.co',
        '--password',
        'secret',
        '--plan',
        'one_time',
      ]),
    ).toEqual({
      command: 'create-user',
      email: 'a@b.co',
      password: 'secret',
      name: undefined,
      plan: 'one_time',
    });
    expect(parseAdminArgs(['set-plan', '--email', 'a@b.co', '--plan', 'free'])).toEqual({
      command: 'set-plan',
      email: 'a@b.co',
      plan: 'free',
    });
  });

  it.each([
    [[]],
    [['delete-user']],
    [['set-plan', '--email', 'a@b.co']],
    [['set-plan', '--email', 'a@b.co', '--plan', 'gold']],
    [['create-user', '--email']],
    [['create-user', '--email', 'a', '--password', 'b', '--admin', 'yes']],
  ])('rejects %j with the usage', (argv) => {
    expect(() => parseAdminArgs(argv)).toThrow(AdminError);
  });
});

describe('admin CLI process', () => {
  it('creates a user in DATA_DIR and sets the plan', { timeout: 60_000 }, async () => {
    if (process.env.TEST_DB === 'postgres') return; // the process test uses its own PGlite DATA_DIR
    const run = promisify(execFile);
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
    const created = await run(
      tsx,
      [
        'src/server/cli/admin.ts',
        'create-user',
        '--email',
        'cli@example.com',
        '--password',
        'cli-secret',
        '--plan',
        'one_time',
      ],
      { env },
    );
    expect(created.stdout).toMatch(
      /^Created user cli@example\.com \(id [0-9a-f-]{36}, plan one_time\)/,
    );
    const free = await run(
      tsx,
      ['src/server/cli/admin.ts', 'set-plan', '--email', 'cli@example.com', '--plan', 'free'],
      { env },
    );
    expect(free.stdout).toContain('cli@example.com is now on the free plan');
    await expect(
      run(tsx, ['src/server/cli/admin.ts', 'set-plan', '--email', 'cli@example.com'], { env }),
    ).rejects.toMatchObject({ code: 2 });
  });
});
