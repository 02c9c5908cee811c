import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { TaskStatus } from '../../shared/schemas/idiom.js';
import type { Db } from '../db/client.js';
import { generationTasks } from '../db/schema.js';

/** How often a running or waiting instance re-reads task rows (cancel is seen within this). */
export const TASK_POLL_MS = 250;

export type TaskRow = typeof generationTasks.$inferSelect;

export const newTaskId = () => `gen_${randomUUID()}`;

export interface Acquired {
  /** The caller's own task row (the id it passed in, or a fresh one). */
  taskId: string;
  /** The task doing the work: the caller's own (run) or another request's (join). */
  runnerId: string;
  role: 'run' | 'join';
}

/**
 * Registers the caller's task and decides whether it runs the generation or joins one already
 * running for the same word and generator, on any instance. An advisory transaction lock per
 * (word, generator) makes the check-then-insert atomic across instances sharing one database.
 * In-progress rows older than `staleAfterMs` (their instance died) are not joined.
 */
export async function acquireTask(
  db: Db,
  input: {
    taskId?: string;
    word: string;
    generator: string;
    userId: string | null;
    staleAfterMs: number;
  },
): Promise<Acquired> {
  const lockKey = `generation:${input.generator}:${input.word}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    let taskId = input.taskId ?? newTaskId();
    const freshSince = new Date(Date.now() - input.staleAfterMs);
    const live = and(
      eq(generationTasks.word, input.word),
      eq(generationTasks.generator, input.generator),
      eq(generationTasks.status, 'in_progress'),
      gt(generationTasks.createdAt, freshSince),
    );
    // The caller's own row (if any) and the live task of this word, in one read.
    const rows = await tx
      .select({
        id: generationTasks.id,
        word: generationTasks.word,
        generator: generationTasks.generator,
        status: generationTasks.status,
        createdAt: generationTasks.createdAt,
      })
      .from(generationTasks)
      .where(or(eq(generationTasks.id, taskId), live))
      .orderBy(generationTasks.createdAt);
    const own = rows.find((row) => row.id === taskId);
    const running = rows.find(
      (row) =>
        row.word === input.word &&
        row.generator === input.generator &&
        row.status === 'in_progress' &&
        row.createdAt > freshSince,
    );
    // A task id belongs to one word: a mismatched id gets a fresh one rather than being hijacked.
    if (own && (own.word !== input.word || own.generator !== input.generator)) taskId = newTaskId();
    const now = new Date();
    await tx
      .insert(generationTasks)
      .values({ id: taskId, word: input.word, generator: input.generator, userId: input.userId })
      .onConflictDoUpdate({
        target: generationTasks.id,
        set: {
          status: 'in_progress',
          progress: 0,
          message: null,
          error: null,
          createdAt: now,
          updatedAt: now,
        },
        // Re-running a finished (or stale) task id starts it afresh; a live one is left as it is.
        setWhere: sql`${generationTasks.status} <> 'in_progress' or ${generationTasks.createdAt} <= ${freshSince}`,
      });
    if (running && running.id !== taskId) return { taskId, runnerId: running.id, role: 'join' };
    return { taskId, runnerId: taskId, role: running ? 'join' : 'run' };
  });
}

/**
 * Records a finished task that needed no generation (the detail came from the cache), so the
 * progress endpoint answers for the id the reply carries. Returns that id: the caller's, or a
 * fresh one when the caller's id already belongs to another word.
 */
export async function recordCachedTask(
  db: Db,
  input: { taskId: string; word: string; generator: string; userId: string | null },
): Promise<string> {
  const values = { ...input, status: 'completed', progress: 100, message: 'Served from cache' };
  const rows = await db
    .insert(generationTasks)
    .values({ ...values, id: input.taskId })
    .onConflictDoUpdate({
      target: generationTasks.id,
      set: {
        status: 'completed',
        progress: 100,
        message: 'Served from cache',
        error: null,
        updatedAt: new Date(),
      },
      setWhere: and(
        eq(generationTasks.word, input.word),
        sql`${generationTasks.status} <> 'in_progress'`,
      ),
    })
    .returning({ id: generationTasks.id });
  if (rows.length > 0) return input.taskId;
  // Not updated: the id is live for this word (left alone), or it belongs to another word.
  if ((await getTask(db, input.taskId))?.word === input.word) return input.taskId;
  const fresh = newTaskId();
  await db.insert(generationTasks).values({ ...values, id: fresh });
  return fresh;
}

export async function getTask(db: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(generationTasks).where(eq(generationTasks.id, id));
  return row;
}

export async function getTasks(db: Db, ids: string[]): Promise<TaskRow[]> {
  return db.select().from(generationTasks).where(inArray(generationTasks.id, ids));
}

/** Mirrors progress onto every in-progress task of this word and generator (joiners included). */
export async function reportProgress(
  db: Db,
  word: string,
  generator: string,
  progress: number,
  message: string,
) {
  await db
    .update(generationTasks)
    .set({
      progress: Math.round(Math.min(100, Math.max(0, progress))),
      message,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(generationTasks.word, word),
        eq(generationTasks.generator, generator),
        eq(generationTasks.status, 'in_progress'),
      ),
    );
}

/**
 * Moves a task out of in_progress. Conditional, so a cancel that landed first is never
 * overwritten. Returns whether this call made the transition.
 */
export async function finishTask(
  db: Db,
  id: string,
  status: Exclude<TaskStatus, 'in_progress'>,
  fields: { message?: string; error?: string } = {},
): Promise<boolean> {
  const rows = await db
    .update(generationTasks)
    .set({
      status,
      ...(status === 'completed' ? { progress: 100 } : {}),
      message: fields.message ?? null,
      error: fields.error ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(generationTasks.id, id), eq(generationTasks.status, 'in_progress')))
    .returning({ id: generationTasks.id });
  return rows.length > 0;
}

/** Completes every waiting task of a word and generator once its detail is cached. */
export async function completeWordTasks(
  db: Db,
  word: string,
  generator: string,
): Promise<string[]> {
  const rows = await db
    .update(generationTasks)
    .set({ status: 'completed', progress: 100, message: 'Completed', updatedAt: new Date() })
    .where(
      and(
        eq(generationTasks.word, word),
        eq(generationTasks.generator, generator),
        eq(generationTasks.status, 'in_progress'),
      ),
    )
    .returning({ id: generationTasks.id });
  return rows.map((row) => row.id);
}

/** Cancels one task. The instance running it sees the row within TASK_POLL_MS and aborts. */
export async function cancelTask(db: Db, id: string): Promise<boolean> {
  return finishTask(db, id, 'cancelled', {
    message: 'Task cancelled by user',
    error: 'Task cancelled by user',
  });
}

/** Cancels the in-progress tasks of a word (of one user, when given). Returns their ids. */
export async function cancelTasksByWord(
  db: Db,
  word: string,
  userId: string | null,
): Promise<string[]> {
  const rows = await db
    .update(generationTasks)
    .set({
      status: 'cancelled',
      message: 'Task cancelled by user',
      error: 'Task cancelled by user',
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(generationTasks.word, word),
        eq(generationTasks.status, 'in_progress'),
        userId ? eq(generationTasks.userId, userId) : undefined,
      ),
    )
    .returning({ id: generationTasks.id });
  return rows.map((row) => row.id);
}
