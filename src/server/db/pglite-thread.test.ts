import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, PGLITE_TEMPLATE_DIR, type Database } from './client';
import { users } from './schema';
import { isDatabaseUnavailable } from './unavailable';

const template = () => new Blob([readFileSync(inject('pgliteTemplate'))]);
const openOnThread = () => openDatabase({ kind: 'pglite', loadDataDir: template(), thread: true });

const newUser = (email: string) => ({ email, username: email.split('@')[0]! });

/** Error codes and constraint names of the driver's error (drizzle wraps it as the cause). */
function driverError(error: unknown): { code?: string; constraint?: string; message: string } {
  return ((error as { cause?: unknown }).cause ?? error) as never;
}

describe('PGlite on its own thread (ADR 0123)', () => {
  let threaded: Database;
  let inProcess: Database;

  beforeAll(async () => {
    [threaded, inProcess] = await Promise.all([
      openOnThread(),
      openDatabase({ kind: 'pglite', loadDataDir: template() }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([threaded?.close(), inProcess?.close()]);
  });

  it('answers drizzle exactly as PGlite in process does', async () => {
    const run = async ({ db }: Database) => {
      const [inserted] = await db
        .insert(users)
        .values({ ...newUser('same@example.com'), createdAt: new Date('2026-01-02T03:04:05Z') })
        .returning({ email: users.email, createdAt: users.createdAt, verified: users.isVerified });
      const typed = (await db.execute(sql`
        select '2026-01-02 03:04:05+00'::timestamptz as at, '2026-01-02'::date as day,
          interval '1 day 2 hours' as span, '{"a":[1,"b"]}'::jsonb as doc,
          9007199254740993::bigint as big, 1.5::numeric as num, null::text as nothing,
          array[1, 2, 3] as ints, array['2026-01-02'::date] as days, '\\x0102'::bytea as bytes,
          true as yes`)) as unknown as { rows: Record<string, unknown>[]; fields: unknown[] };
      const selected = await db.select({ email: users.email }).from(users);
      return { inserted, rows: typed.rows, fields: typed.fields, selected };
    };
    const [onThread, inThisProcess] = [await run(threaded), await run(inProcess)];
    expect(onThread).toEqual(inThisProcess);
    // drizzle's raw-text parsers crossed the thread: the timestamp is postgres' text, parsed by
    // drizzle's column into a Date; the bare query keeps the text.
    expect(onThread.inserted!.createdAt).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(onThread.rows[0]).toMatchObject({ at: '2026-01-02 03:04:05+00', day: '2026-01-02' });
  });

  it('commits a transaction, and rolls back one that throws or calls rollback', async () => {
    const { db } = threaded;
    await db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('committed@example.com'));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values(newUser('thrown@example.com'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values(newUser('rolled@example.com'));
        tx.rollback();
      }),
    ).rejects.toThrow(/rollback/i);
    // A savepoint: the inner failure is undone, the outer transaction's own row is kept.
    await db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('outer@example.com'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values(newUser('inner@example.com'));
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    const emails = (await db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(emails).toEqual(expect.arrayContaining(['committed@example.com', 'outer@example.com']));
    for (const gone of ['thrown@example.com', 'rolled@example.com', 'inner@example.com'])
      expect(emails).not.toContain(gone);
  });

  it('runs a statement from outside a transaction only after the transaction ends', async () => {
    const { db } = threaded;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const writing = db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('waited@example.com'));
      inserted();
      await held;
    });
    await insertDone;
    const reading = db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'waited@example.com'));
    release();
    await writing;
    expect((await reading)[0]!.n).toBe(1);
  });

  it("keeps the database error's code and constraint", async () => {
    const { db } = threaded;
    await db.insert(users).values(newUser('twice@example.com'));
    const error = await db
      .insert(users)
      .values(newUser('twice@example.com'))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(driverError(error)).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('fails every call as unavailable once closed', async () => {
    const database = await openOnThread();
    await database.close();
    const error = await database.db
      .select()
      .from(users)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(driverError(error).message).toMatch(/PGlite is closed/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('fails calls as unavailable when its thread stops, instead of hanging them', async () => {
    const database = await openOnThread();
    const client = (
      database.db as unknown as { $client: { worker: { terminate(): Promise<number> } } }
    ).$client;
    const inFlight = database.db.execute(sql`select pg_sleep(0.2)`).then(
      () => null,
      (e: unknown) => e,
    );
    await client.worker.terminate();
    for (const error of [
      await inFlight,
      await database.db.execute(sql`select 1`).catch((e: unknown) => e),
    ]) {
      expect(driverError(error).message).toMatch(/PGlite is closed: its thread exited/);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
  });

  it(
    'opens a database on disk again on a new thread when its thread dies (issue 25)',
    { timeout: 60_000 },
    async () => {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'pglite-restart-')), 'pglite');
      const database = await openDatabase({
        kind: 'pglite',
        dataDir,
        templateDir: PGLITE_TEMPLATE_DIR,
      });
      try {
        const client = (
          database.db as unknown as {
            $client: { worker: { terminate(): Promise<number> }; restarts: number };
          }
        ).$client;
        await database.db.insert(users).values(newUser('before@example.com'));
        const inFlight = database.db.execute(sql`select pg_sleep(0.2)`).then(
          () => null,
          (e: unknown) => e,
        );
        await client.worker.terminate();
        // What the dead thread held fails as unavailable (503), not hanging.
        expect(isDatabaseUnavailable(await inFlight)).toBe(true);
        // Later calls wait for the new thread, and the committed row is still there.
        await database.db.insert(users).values(newUser('after@example.com'));
        const rows = await database.db.select({ email: users.email }).from(users);
        expect(rows.map((row) => row.email).sort()).toEqual([
          'after@example.com',
          'before@example.com',
        ]);
        expect(client.restarts).toBe(1);
      } finally {
        await database.close();
      }
    },
  );

  it(
    'copies the template into a fresh data directory and finds its rows again',
    { timeout: 60_000 },
    async () => {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'pglite-thread-')), 'pglite');
      const options = { kind: 'pglite', dataDir, templateDir: PGLITE_TEMPLATE_DIR } as const;
      const first = await openDatabase(options);
      expect(first.timings.migrated).toBe(false);
      await first.db.insert(users).values(newUser('kept@example.com'));
      await first.close();
      const again = await openDatabase(options);
      const rows = await again.db.select({ email: users.email }).from(users);
      await again.close();
      expect(rows).toEqual([{ email: 'kept@example.com' }]);
    },
  );
});
